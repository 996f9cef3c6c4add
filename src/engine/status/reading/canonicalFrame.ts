// Pure: an order of a set of points that does not depend on how the board is turned or mirrored. A budgeted search
// that tries moves in the order its points were found reads a shape in a thousand nodes one way round and gives up
// on it the other; read in this order, a shape costs the same however it lies.
import type { PlayoutBoard } from '../playouts/playoutBoard';

/** The symmetries of a board: two mirrors and a transposition, each on or off. */
const SYMMETRIES = 8;

/** The points in their canonical order, and the key that orders shapes (equal for a shape and its images). */
export interface CanonicalFrame {
  /** The points of the set, sorted by their place on the image of the board that gives the smallest key. */
  readonly points: readonly number[];
  /** The point-by-point key of that image: each point's place on it and its colour, in that order. */
  readonly key: readonly number[];
}

/**
 * The canonical frame of `points` (padded points of `board`): of the board's eight images, the one on which the points,
 * listed by their place (row by row) with their colours (as `sign` times the colour: the same with the colours
 * swapped and `sign` negated; with `sign` 0, stone or no stone), read smallest; ties are images on which the points
 * look the same, so either gives the same order up to the symmetry.
 */
export function canonicalFrame(board: PlayoutBoard, points: readonly number[], sign: number): CanonicalFrame {
  let best: { points: number[]; key: number[] } | null = null;
  for (let symmetry = 0; symmetry < SYMMETRIES; symmetry++) {
    const place = new Map<number, number>();
    for (const p of points) place.set(p, placeOn(board, p, symmetry));
    const sorted = [...points].sort((a, b) => (place.get(a) as number) - (place.get(b) as number));
    const key = sorted.flatMap((p) => [place.get(p) as number, sign === 0 ? Math.abs(board.color[p]) : sign * board.color[p] || 0]);
    if (best === null || smaller(key, best.key)) best = { points: sorted, key };
  }
  return best ?? { points: [], key: [] };
}

/** Where padded point `p` of `board` lies on its image under `symmetry` (bit 1: mirror left–right, 2: top–bottom, 4: transpose), row by row. */
function placeOn(board: PlayoutBoard, p: number, symmetry: number): number {
  const { width, height } = board;
  const x = (symmetry & 1) !== 0 ? width - 1 - board.xOf(p) : board.xOf(p);
  const y = (symmetry & 2) !== 0 ? height - 1 - board.yOf(p) : board.yOf(p);
  return (symmetry & 4) !== 0 ? x * height + y : y * width + x;
}

/** The place of each point of `board` (padded index) in the canonical frame of the whole board, stones without colour. */
export function boardRanks(board: PlayoutBoard): Map<number, number> {
  const points: number[] = [];
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) points.push(board.indexOf(x, y));
  return new Map(canonicalFrame(board, points, 0).points.map((p, rank) => [p, rank]));
}

/** Whether key `a` comes before key `b` (entry by entry, a prefix first). */
export function smaller(a: readonly number[], b: readonly number[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return a.length < b.length;
}
