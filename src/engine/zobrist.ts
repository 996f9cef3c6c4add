// Pure: Zobrist keys for every padded board index and colour, as two 32-bit halves, from a fixed seed.

/** Largest board side the engine supports. */
export const MAX_SIDE = 52;

/** Number of points in the padded array of the largest board: (MAX_SIDE + 2) rows of stride MAX_SIDE + 1. */
export const MAX_PADDED_POINTS = (MAX_SIDE + 2) * (MAX_SIDE + 1);

/** Key table: entry `zobristSlot(index, sign)` is the low half, the next entry the high half. */
export const ZOBRIST: Int32Array = makeKeys(MAX_PADDED_POINTS * 4, 0x9e3779b9);

/** Low and high halves XORed into a position hash when White is to move (situational superko). */
export const SIDE_TO_MOVE_LO = 0x5bd1e995 | 0;
/** High half of the side-to-move key. */
export const SIDE_TO_MOVE_HI = 0x1b873593 | 0;

/** Offset in ZOBRIST of the low half of the key of a stone of `sign` (1 or -1) at padded index `index`. */
export function zobristSlot(index: number, sign: number): number {
  return (index << 2) + (sign === 1 ? 0 : 2);
}

/** Builds a 53-bit number usable as a Map key from two 32-bit halves. */
export function hashKey(lo: number, hi: number): number {
  return (hi & 0x1fffff) * 0x100000000 + (lo >>> 0);
}

function makeKeys(count: number, seed: number): Int32Array {
  const keys = new Int32Array(count);
  let state = seed | 0;
  for (let i = 0; i < count; i++) {
    // splitmix32
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    keys[i] = z ^ (z >>> 16);
  }
  return keys;
}
