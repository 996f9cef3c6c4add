// Pure: capturing races between two enclosed chains that share no liberty, settled by counting liberties as players do.
// A big eye counts more than its points (a square four is worth five liberties: the attacker must fill it stone by
// stone and be captured on the way), which neither the playouts (they never throw two stones into an eye) nor a search
// of one chain's area (it takes the other chain for an anchor that cannot be captured) can see.
import { SAFE_SURVIVAL, type ChainTable } from './localVerdicts';
import { OFF as OFF_BOARD, type PlayoutBoard } from './playoutBoard';

/** A local binding: imported ones can compile to getters. */
const OFF = OFF_BOARD;

/** Liberties an empty eye of 1–6 points is worth in a capturing race (from three points on, more than its size). */
const EYE_LIBERTIES = [0, 1, 2, 3, 5, 8, 12];

/** What a chain brings to a race: its liberties as counted, and its neighbour chains of the other colour. */
interface RaceSide {
  readonly liberties: number;
  readonly opponents: readonly number[];
  /** The empty points next to the chain. */
  readonly adjacent: ReadonlySet<number>;
}

/**
 * Settles each race between two unsettled chains of opposite colours that touch, share no liberty and have no other
 * unsettled neighbour: the chain with more liberties survives and the other is captured, whoever moves first. Equal
 * counts (the first to move wins) are left to the playouts. A chain counts as in a race only with one eye at most, of
 * a shape the opponent can fill (up to three points, square or pyramid four, bulky or crossed five, rabbity six), and
 * with every other liberty one that a safe opponent chain touches, so the opponent can fill it.
 */
export function applyCapturingRaces(table: ChainTable, heads: readonly number[]): void {
  const sides = heads.map((h, c) => (table.certain[c] || table.outcome[c] !== null ? null : raceSide(table, h)));
  heads.forEach((h, a) => {
    const side = sides[a];
    if (side === null || side.opponents.length === 0) return;
    const unsettled = side.opponents.filter((o) => !safe(table, o));
    if (unsettled.length !== 1) return;
    const b = table.index.get(unsettled[0]) as number;
    const other = sides[b];
    if (other === null || b < a) return;
    if (other.opponents.some((o) => o !== h && !safe(table, o))) return;
    for (const p of side.adjacent) if (other.adjacent.has(p)) return;
    if (side.liberties === other.liberties) return;
    const [winner, loser] = side.liberties > other.liberties ? [a, b] : [b, a];
    table.outcome[winner] = 'survives';
    table.outcome[loser] = 'captured';
  });
}

/** Whether the chain with head `h` is safe: proven alive, read out as living, or kept by the playouts. */
function safe(table: ChainTable, h: number): boolean {
  const c = table.index.get(h) as number;
  return table.certain[c] || table.outcome[c] === 'survives' || (table.outcome[c] === null && table.survival[c] >= SAFE_SURVIVAL);
}

/** The chain `h` as a side of a race, or null when it is not one (two eyes, a big eye it lives in, a liberty its
 *  opponent cannot safely fill). */
function raceSide(table: ChainTable, h: number): RaceSide | null {
  const board = table.board;
  const { color, next, dirs, head } = board;
  const sign = color[h];
  const adjacent = new Set<number>();
  const opponents = new Set<number>();
  let q = h;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + dirs[d];
      if (color[n] === 0) adjacent.add(n);
      else if (color[n] === -sign) opponents.add(head[n]);
    }
    q = next[q];
  } while (q !== h);
  let liberties = 0;
  let eyes = 0;
  const counted = new Set<number>();
  for (const p of adjacent) {
    if (counted.has(p)) continue;
    const eye = eyeAt(board, p, h);
    if (eye !== null) {
      for (const e of eye) counted.add(e);
      if (++eyes > 1 || eye.length >= EYE_LIBERTIES.length || !fillable(board, eye)) return null;
      liberties += EYE_LIBERTIES[eye.length];
    } else if (touchesSafeOpponent(table, p, sign)) {
      liberties++;
    } else return null;
  }
  return { liberties, opponents: [...opponents], adjacent };
}

/** The empty region at `p` if the chain `h` and the edge alone enclose it (an eye of that chain), else null. */
function eyeAt(board: PlayoutBoard, p: number, h: number): number[] | null {
  const { color, head, dirs } = board;
  const region = [p];
  const seen = new Set(region);
  for (let i = 0; i < region.length; i++) {
    for (let d = 0; d < 4; d++) {
      const n = region[i] + dirs[d];
      const c = color[n];
      if (c === OFF || seen.has(n)) continue;
      if (c !== 0) {
        if (head[n] !== h) return null;
        continue;
      }
      if (region.length === EYE_LIBERTIES.length) return null;
      seen.add(n);
      region.push(n);
    }
  }
  return region;
}

/** Whether the opponent can fill an eye of these points to one eye and none: up to three points, or a killable shape. */
function fillable(board: PlayoutBoard, eye: readonly number[]): boolean {
  if (eye.length <= 3) return true;
  const inside = new Set(eye);
  let edges = 0;
  let hub = 0;
  let leaves = 0;
  for (const p of eye) {
    let degree = 0;
    for (let d = 0; d < 4; d++) if (inside.has(p + board.dirs[d])) degree++;
    edges += degree;
    if (degree === 1) leaves++;
    hub = Math.max(hub, degree);
  }
  edges /= 2;
  // Square four (a cycle of four), pyramid four (a T); bulky five (the one five with a square), crossed five; rabbity
  // six (a square with two arms off one corner: the one six with a square and a point of degree four).
  if (eye.length === 4) return edges === 4 || (leaves === 3 && hub === 3);
  if (eye.length === 5) return edges === 5 || hub === 4;
  return eye.length === 6 && edges === 6 && hub === 4;
}

/** Whether the empty point `p` touches a safe chain of the opponent of `sign` (who can fill it without self-atari). */
function touchesSafeOpponent(table: ChainTable, p: number, sign: number): boolean {
  const { color, head, dirs } = table.board;
  for (let d = 0; d < 4; d++) {
    const n = p + dirs[d];
    if (color[n] === -sign && safe(table, head[n])) return true;
  }
  return false;
}
