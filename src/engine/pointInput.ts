// Pure: what a user typed as a move ("D4", "q16", "pass", or SGF letters "dd") and as a board size ("19", "19x13").
// No vscode import, so it is unit-tested on Node.
import type { Vertex } from './types';

const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A typed move: a point, a pass, or null when the text is neither (or the point is off a `width`×`height` board). */
export function parseMoveInput(text: string, width: number, height: number): { readonly point: Vertex | null } | null {
  const input = text.trim();
  if (/^pass$/i.test(input)) return { point: null };
  const go = /^([a-hj-z]{1,2})\s*(\d{1,2})$/i.exec(input);
  if (go !== null) {
    const x = goColumn(go[1].toUpperCase());
    const y = height - Number(go[2]);
    return x >= 0 && x < width && y >= 0 && y < height ? { point: [x, y] } : null;
  }
  if (/^[a-zA-Z]{2}$/.test(input)) {
    const x = SGF_LETTERS.indexOf(input[0]);
    const y = SGF_LETTERS.indexOf(input[1]);
    return x < width && y < height ? { point: [x, y] } : null;
  }
  return null;
}

/** The column index of a Go column label: A–Z without I, then AA, AB, … (the inverse of columnLabel). */
function goColumn(label: string): number {
  const n = COLUMN_LETTERS.length;
  if (label.length === 1) return COLUMN_LETTERS.indexOf(label);
  const high = COLUMN_LETTERS.indexOf(label[0]);
  const low = COLUMN_LETTERS.indexOf(label[1]);
  return high < 0 || low < 0 ? -1 : (high + 1) * n + low;
}

/** A typed board size: "19" (square) or "19x13" / "19×13" / "19 x 13" (width × height), 1–52; null otherwise. */
export function parseBoardSize(text: string): { readonly width: number; readonly height: number } | null {
  const match = /^\s*(\d{1,2})\s*(?:[x×:]\s*(\d{1,2}))?\s*$/i.exec(text);
  if (match === null) return null;
  const width = Number(match[1]);
  const height = match[2] === undefined ? width : Number(match[2]);
  return width >= 1 && width <= 52 && height >= 1 && height <= 52 ? { width, height } : null;
}
