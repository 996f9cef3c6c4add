// Pure: Benson's pass-alive analysis — chains that live whatever the opponent plays, even if their owner always
// passes, and the regions they enclose where the opponent can never make an eye.
import { OFF, type PlayoutBoard } from './playouts/playoutBoard';

/** What Benson's algorithm proves for one colour, per padded point. */
export interface PassAlive {
  /** 1 on every stone of a pass-alive chain. */
  readonly chains: Uint8Array;
  /** 1 on every point of a region enclosed by pass-alive chains whose empty points all touch them (opponent stones there are dead). */
  readonly territory: Uint8Array;
}

/** Benson's algorithm for `sign` on `board`. */
export function passAlive(board: PlayoutBoard, sign: number): PassAlive {
  const { color, head, dirs, points } = board;
  // Regions: connected sets of points that are not `sign` (empty or the opponent's).
  const region = new Int32Array(points).fill(-1);
  const regionPoints: number[][] = [];
  const stack: number[] = [];
  for (let p = 0; p < points; p++) {
    if (region[p] >= 0 || color[p] === OFF || color[p] === sign) continue;
    const id = regionPoints.length;
    const list: number[] = [];
    region[p] = id;
    stack.push(p);
    while (stack.length > 0) {
      const q = stack.pop() as number;
      list.push(q);
      for (let d = 0; d < 4; d++) {
        const n = q + dirs[d];
        if (region[n] < 0 && color[n] !== OFF && color[n] !== sign) {
          region[n] = id;
          stack.push(n);
        }
      }
    }
    regionPoints.push(list);
  }
  // For each region: the chains bordering it, and the chains to which it is vital (every empty point a liberty).
  const borders: Array<Set<number>> = [];
  const vitalTo: Array<Set<number>> = [];
  for (const list of regionPoints) {
    const bordering = new Set<number>();
    let vital: Set<number> | null = null as Set<number> | null;
    let empties = 0;
    for (const q of list) {
      const around = new Set<number>();
      for (let d = 0; d < 4; d++) {
        const n = q + dirs[d];
        if (color[n] === sign) around.add(head[n]);
      }
      for (const h of around) bordering.add(h);
      if (color[q] !== 0) continue;
      empties++;
      const before: Set<number> | null = vital;
      vital = before === null ? around : new Set([...before].filter((h) => around.has(h)));
    }
    borders.push(bordering);
    vitalTo.push(empties > 0 && vital !== null ? vital : new Set());
  }
  const alive = new Set<number>();
  for (let p = 0; p < points; p++) if (color[p] === sign && head[p] === p) alive.add(p);
  const healthy = new Set<number>(regionPoints.keys());
  for (let changed = true; changed;) {
    changed = false;
    for (const h of alive) {
      let vitalCount = 0;
      for (const r of healthy) if (vitalTo[r].has(h) && ++vitalCount >= 2) break;
      if (vitalCount < 2) {
        alive.delete(h);
        changed = true;
      }
    }
    for (const r of healthy) {
      for (const h of borders[r]) {
        if (!alive.has(h)) {
          healthy.delete(r);
          changed = true;
          break;
        }
      }
    }
  }
  const chains = new Uint8Array(points);
  for (let p = 0; p < points; p++) if (color[p] === sign && alive.has(head[p])) chains[p] = 1;
  const territory = new Uint8Array(points);
  for (const r of healthy) {
    const list = regionPoints[r];
    if (borders[r].size === 0) continue;
    const enclosed = list.every((q) => {
      if (color[q] !== 0) return true;
      for (let d = 0; d < 4; d++) if (chains[q + dirs[d]] === 1) return true;
      return false;
    });
    if (enclosed) for (const q of list) territory[q] = 1;
  }
  return { chains, territory };
}
