// Pure: many seeded random playouts from one position, summed up per chain (how often it survived, how often it
// ended next to a point no one could fill) and per point (who owned it at the end). The same games are played on the
// board's eight symmetric images, with either colour first, so the totals do not depend on how the board is turned or
// which colour is which.
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

/** The symmetries of a board: two mirrors and a transposition, each on or off. */
const SYMMETRIES = 8;

/**
 * Plays about `playouts` games out from `start`, the same ones on each symmetric image of the board: for each of a few
 * seeds, one game with each colour first (or with `first` first), each from a generator of its own, so that the totals
 * depend neither on how the board is turned nor on which colour is which. The totals count the playouts played.
 */
export function runPlayouts(start: PlayoutBoard, heads: readonly number[], playouts: number, seed: number, first: number | undefined): PlayoutTotals {
  const firsts = first === undefined ? [1, -1] : [first];
  const seeds = Math.max(1, Math.ceil(playouts / (SYMMETRIES * firsts.length)));
  const ownership = new Float64Array(start.points);
  const survived = new Int32Array(heads.length);
  const inSeki = new Int32Array(heads.length);
  const maxMoves = 3 * start.width * start.height + 20;
  const { stones, offsets } = chainPoints(start, heads);
  // Scratch space per shape (a rectangle's transposed images are the other shape).
  const scratches = new Map<number, { board: PlayoutBoard; owners: Int8Array; sekiHeads: Uint8Array }>();
  for (let symmetry = 0; symmetry < SYMMETRIES; symmetry++) {
    const { image, map } = symmetricImage(start, symmetry);
    const space = scratches.get(image.width) ?? {
      board: new PlayoutBoard(image.width, image.height),
      owners: new Int8Array(image.points),
      sekiHeads: new Uint8Array(image.points),
    };
    scratches.set(image.width, space);
    const { board: scratch, owners, sekiHeads } = space;
    const imageStones = stones.map((p) => map[p]);
    for (let i = 0; i < seeds * firsts.length; i++) {
      scratch.copyFrom(image);
      playOut(scratch, firsts[i % firsts.length], new Random(mixSeed(seed, Math.floor(i / firsts.length))), maxMoves);
      finalOwners(scratch, owners, sekiHeads);
      for (let p = 0; p < start.points; p++) if (map[p] >= 0) ownership[p] += owners[map[p]];
      for (let c = 0; c < heads.length; c++) {
        // A chain survives when at least half its points hold its colour at the end: one taken in a ko and played
        // again counts as surviving, which reads endgame kos the way the players of the real games in the test set
        // agreed on them. (Not judged by one point of it: which point comes first depends on how the board is turned.)
        const sign = start.color[heads[c]];
        let kept = 0;
        let seki = false;
        for (let k = offsets[c]; k < offsets[c + 1]; k++) {
          const p = imageStones[k];
          if (scratch.color[p] !== sign) continue;
          kept++;
          if (sekiHeads[scratch.head[p]] === 1) seki = true;
        }
        if (2 * kept < offsets[c + 1] - offsets[c]) continue;
        survived[c]++;
        if (seki) inSeki[c]++;
      }
    }
  }
  return { playouts: SYMMETRIES * seeds * firsts.length, survived, inSeki, ownership };
}

/** The seed of game `game` of a run seeded `seed` (murmur3's finaliser: nearby numbers give unrelated generators). */
function mixSeed(seed: number, game: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(game + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The points of every chain of `heads` on `start`, chain after chain, and where each chain's points begin (and end). */
function chainPoints(start: PlayoutBoard, heads: readonly number[]): { readonly stones: number[]; readonly offsets: number[] } {
  const stones: number[] = [];
  const offsets = [0];
  for (const h of heads) {
    let q = h;
    do {
      stones.push(q);
      q = start.next[q];
    } while (q !== h);
    offsets.push(stones.length);
  }
  return { stones, offsets };
}

/**
 * The image of `start` under symmetry `symmetry` (bit 1: mirror left–right, bit 2: top–bottom, bit 4: transpose,
 * after the mirrors), set up point by point in its own order so that it depends only on the position it shows, and the
 * map from each padded point of `start` to its image (-1 off the board).
 */
function symmetricImage(start: PlayoutBoard, symmetry: number): { readonly image: PlayoutBoard; readonly map: Int32Array } {
  const { width, height } = start;
  const transpose = (symmetry & 4) !== 0;
  const image = transpose ? new PlayoutBoard(height, width) : new PlayoutBoard(width, height);
  const map = new Int32Array(start.points).fill(-1);
  for (let ty = 0; ty < image.height; ty++) {
    for (let tx = 0; tx < image.width; tx++) {
      const mx = transpose ? ty : tx;
      const my = transpose ? tx : ty;
      const p = start.indexOf((symmetry & 1) !== 0 ? width - 1 - mx : mx, (symmetry & 2) !== 0 ? height - 1 - my : my);
      const q = image.indexOf(tx, ty);
      map[p] = q;
      if (start.color[p] !== 0) image.setup(q, start.color[p]);
    }
  }
  return { image, map };
}
