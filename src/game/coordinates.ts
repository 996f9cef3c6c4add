// Pure: Go coordinates as players write them (Q16: column letters without I, rows counted from the bottom).
import type { Vertex } from '../engine/types';

const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The column label for x: A–Z skipping I, then AA, AB, … for boards wider than 25. */
export function columnLabel(x: number): string {
  const n = COLUMN_LETTERS.length;
  return x < n ? COLUMN_LETTERS[x] : COLUMN_LETTERS[Math.floor(x / n) - 1] + COLUMN_LETTERS[x % n];
}

/** A point in Go coordinates on a board `height` rows high, e.g. [15, 3] on 19×19 → "Q16". */
export function formatVertex(vertex: Vertex, height: number): string {
  return `${columnLabel(vertex[0])}${height - vertex[1]}`;
}
