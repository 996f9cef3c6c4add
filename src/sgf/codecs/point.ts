// Pure: SGF point and move values (`aa`…`ZZ`, `B[]` and `B[tt]` passes). No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';

/** The SGF coordinate letters: `a`–`z` are 0–25, `A`–`Z` are 26–51. */
export const POINT_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The largest board side an SGF point can address. */
export const MAX_BOARD_SIZE = 52;

/** The coordinate of one SGF letter (0–51), or -1 when the character is not a letter. */
export function letterToCoordinate(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 65 && code <= 90) return code - 65 + 26;
  return -1;
}

/** The point written as two letters, whatever the board size; null unless `raw` is exactly two SGF letters. */
export function decodeLetters(raw: string): Vertex | null {
  if (raw.length !== 2) return null;
  const x = letterToCoordinate(raw.charCodeAt(0));
  const y = letterToCoordinate(raw.charCodeAt(1));
  return x < 0 || y < 0 ? null : [x, y];
}

/**
 * A move value: `[]` is a pass, `[tt]` is a pass on boards up to 19×19, other two-letter values are points;
 * null when the value is malformed or off the board.
 */
export function decodePoint(raw: string, width: number, height: number): Vertex | 'pass' | null {
  if (raw.length === 0) return 'pass';
  if (raw === 'tt' && width <= 19 && height <= 19) return 'pass';
  const vertex = decodeLetters(raw);
  if (vertex === null || vertex[0] >= width || vertex[1] >= height) return null;
  return vertex;
}

/** Two letters for a point; throws RangeError when a coordinate is outside 0–51 (a caller bug, not bad input). */
export function encodePoint(vertex: Vertex): string {
  const [x, y] = vertex;
  if (!isCoordinate(x) || !isCoordinate(y)) throw new RangeError(`Invalid coordinate [${x}, ${y}]`);
  return POINT_LETTERS[x] + POINT_LETTERS[y];
}

/** A move value for a point, or `''` (written `B[]`) for a pass; never `tt`. */
export function encodeMove(vertex: Vertex | null | 'pass'): string {
  return vertex === null || vertex === 'pass' ? '' : encodePoint(vertex);
}

function isCoordinate(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < MAX_BOARD_SIZE;
}
