// Pure: the areas of one colour — connected sets of empty points and that colour's stones, bounded by the other
// colour's stones and the edge. A group and the space it can ever use lie in one area.
import { OFF, type PlayoutBoard } from './playouts/playoutBoard';

/** One area of `sign`: its points, how many are empty, its chains and the opponent chains around it (heads). */
export interface Area {
  readonly sign: number;
  readonly points: readonly number[];
  readonly empties: number;
  readonly chains: readonly number[];
  readonly borderChains: readonly number[];
}

/** Every area of `sign` that holds at least one stone of `sign` (on `color`, the board's colours by default). */
export function areasOf(board: PlayoutBoard, sign: number, color: Int8Array = board.color): Area[] {
  const { head, dirs, points } = board;
  const seen = new Uint8Array(points);
  const areas: Area[] = [];
  for (let p = 0; p < points; p++) {
    if (seen[p] === 1 || color[p] !== sign) continue;
    const list: number[] = [];
    const chains = new Set<number>();
    const borders = new Set<number>();
    let empties = 0;
    const stack = [p];
    seen[p] = 1;
    while (stack.length > 0) {
      const q = stack.pop() as number;
      list.push(q);
      if (color[q] === 0) empties++;
      else chains.add(head[q]);
      for (let d = 0; d < 4; d++) {
        const n = q + dirs[d];
        const c = color[n];
        if (c === OFF) continue;
        if (c === -sign) borders.add(head[n]);
        else if (seen[n] === 0) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    areas.push({ sign, points: list, empties, chains: [...chains], borderChains: [...borders] });
  }
  return areas;
}
