// Pure: reads the most common node of a game record — one B or W move and nothing else — straight from the store.
import { letterToCoordinate } from './codecs/point';
import { isLetter } from './lexer';
import type { SgfStore } from './store';

/** What `plainMoveAt` returns for a node that is not a plain move. */
export const NOT_PLAIN = -1;

/** The coordinate `plainMoveAt` gives both halves of a pass (`B[]`). */
export const PLAIN_PASS = 63;

/**
 * Node `k`'s move when that is all the node holds: one property, `B` or `W`, with one value, either empty (a pass)
 * or two SGF letters. Packed as `white | x << 1 | y << 7` (white: 1 for `W`; x = y = `PLAIN_PASS` for a pass), read
 * with `plainMoveColor` and friends; `NOT_PLAIN` for any other node, which callers read as objects. The letters may
 * still be off the board, and `tt` may be a pass: the caller decides with the board's size.
 */
export function plainMoveAt(store: SgfStore, k: number): number {
  const p = store.nodeFirstProp[k];
  if (store.propsEnd(k) !== p + 1) return NOT_PLAIN;
  const text = store.text;
  const idStart = store.propIdStart[p];
  const id = text.charCodeAt(idStart);
  if ((id !== 66 && id !== 87) || isLetter(text.charCodeAt(idStart + 1))) return NOT_PLAIN;
  const v = store.propFirstValue[p];
  if (store.valuesEnd(p) !== v + 1 || v === store.unterminatedValue) return NOT_PLAIN;
  const start = store.valueStart[v] + 1;
  const length = store.valueEnd[v] - 1 - start;
  const white = id === 87 ? 1 : 0;
  if (length === 0) return white | (PLAIN_PASS << 1) | (PLAIN_PASS << 7);
  if (length !== 2) return NOT_PLAIN;
  const x = letterToCoordinate(text.charCodeAt(start));
  const y = letterToCoordinate(text.charCodeAt(start + 1));
  return x < 0 || y < 0 ? NOT_PLAIN : white | (x << 1) | (y << 7);
}

/** The player of a packed plain move: 1 for Black, -1 for White. */
export function plainMoveColor(move: number): 1 | -1 {
  return (move & 1) === 1 ? -1 : 1;
}

/** The x of a packed plain move (`PLAIN_PASS` for a pass). */
export function plainMoveX(move: number): number {
  return (move >> 1) & 63;
}

/** The y of a packed plain move (`PLAIN_PASS` for a pass). */
export function plainMoveY(move: number): number {
  return move >> 7;
}
