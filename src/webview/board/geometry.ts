// Pure: board geometry for drawing — coordinate labels and star points (no DOM).
import type { CoordinateStyle } from '../../shared/protocol';

const goLetters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const sgfLetters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The column's label: `go` = A–T without I while the 25 letters last, then numbers 1…; `sgf` = the file's letter. */
export function columnLabel(x: number, width: number, style: CoordinateStyle = 'go'): string {
  if (style === 'sgf') return sgfLetters.charAt(x);
  return width <= goLetters.length ? goLetters.charAt(x) : String(x + 1);
}

/** The row's label: `go` numbers rows from the bottom, as on a printed board; `sgf` = the file's letter (from the top). */
export function rowLabel(y: number, height: number, style: CoordinateStyle = 'go'): string {
  return style === 'sgf' ? sgfLetters.charAt(y) : String(height - y);
}

/** The human name of a point: "D4" (`go`; "27-4" on boards wider than 25), "dp" (`sgf`). */
export function pointName(x: number, y: number, width: number, height: number, style: CoordinateStyle = 'go'): string {
  if (style === 'sgf') return `${columnLabel(x, width, style)}${rowLabel(y, height, style)}`;
  const separator = width > goLetters.length ? '-' : '';
  return `${columnLabel(x, width, style)}${separator}${rowLabel(y, height, style)}`;
}

/**
 * The star points (hoshi): the corner points (4-4 from 13×13 up, 3-3 below), the centre of an odd board, and the
 * side points of odd boards from 15×15 up — 5 points on 9×9 and 13×13, 9 on 19×19.
 */
export function starPoints(width: number, height: number): Array<[number, number]> {
  if (width < 7 || height < 7) return [];
  const edge = (size: number): number => (size >= 13 ? 3 : 2);
  const middle = (size: number): number | null => (size % 2 === 1 ? (size - 1) / 2 : null);
  const corners = (size: number): number[] => [edge(size), size - 1 - edge(size)];
  const points: Array<[number, number]> = [];
  for (const x of corners(width)) for (const y of corners(height)) points.push([x, y]);
  const cx = middle(width);
  const cy = middle(height);
  if (cx !== null && cy !== null) points.push([cx, cy]);
  if (cx !== null && cy !== null && width >= 15 && height >= 15) {
    for (const y of corners(height)) points.push([cx, y]);
    for (const x of corners(width)) points.push([x, cy]);
  }
  return points;
}
