// Pure: the one module that names points — the board's labels, hovers, refusals, messages and what a user types.
// Go style: columns A–H J–Z (no I), then AA, AB, … past 25 columns; rows counted from the bottom ("Q16", "AA52").
// SGF style: the file's letters a–z then A–Z, rows from the top ("dp").
import type { Vertex } from './types';

/** How points are named: as Go players write them, or as the SGF file does. */
export type CoordinateStyle = 'go' | 'sgf';

const GO_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The column label for x: A–Z skipping I, then AA, AB, … ZZ, AAA … for wider boards (`sgf`: the file's letter). */
export function columnLabel(x: number, style: CoordinateStyle = 'go'): string {
  if (style === 'sgf') return SGF_LETTERS.charAt(x);
  const n = GO_LETTERS.length;
  let label = '';
  for (let k = x; k >= 0; k = Math.floor(k / n) - 1) label = GO_LETTERS[k % n] + label;
  return label;
}

/** The row label for y on a board `height` rows high: counted from the bottom (`sgf`: the file's letter, from the top). */
export function rowLabel(y: number, height: number, style: CoordinateStyle = 'go'): string {
  return style === 'sgf' ? SGF_LETTERS.charAt(y) : String(height - y);
}

/** A point in Go coordinates on a board `height` rows high, e.g. [15, 3] on 19×19 → "Q16" (`sgf` → "pd"). */
export function formatVertex(vertex: Vertex, height: number, style: CoordinateStyle = 'go'): string {
  return `${columnLabel(vertex[0], style)}${rowLabel(vertex[1], height, style)}`;
}

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
  const n = GO_LETTERS.length;
  if (label.length === 1) return GO_LETTERS.indexOf(label);
  const high = GO_LETTERS.indexOf(label[0]);
  const low = GO_LETTERS.indexOf(label[1]);
  return high < 0 || low < 0 ? -1 : (high + 1) * n + low;
}
