// Pure: cell lookups and one-character edits on a board found in text.
import type { CellEdit, CellValue, TextBoard } from './types';

/** The cell [x, y] whose character is at `offset`, or null when `offset` is not on a cell of `board`. */
export function cellAt(board: TextBoard, offset: number): [number, number] | null {
  const { rowRanges, width } = board;
  for (let y = 0; y < rowRanges.length; y++) {
    const x = offset - rowRanges[y].start - 1;
    if (x >= 0 && x < width) return [x, y];
  }
  return null;
}

/** The text offset of cell (x, y), or -1 when it is off the board. */
export function cellOffset(board: TextBoard, x: number, y: number): number {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= board.width || y >= board.height) return -1;
  return board.cells[y * board.width + x];
}

/** The board of `boards` (sorted by start, as findBoards returns them) whose range contains `offset`, or null. */
export function boardAt(boards: readonly TextBoard[], offset: number): TextBoard | null {
  let low = 0;
  let high = boards.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const { start, end } = boards[mid].range;
    if (offset < start) high = mid - 1;
    else if (offset >= end) low = mid + 1;
    else return boards[mid];
  }
  return null;
}

/** Whether `value` is one of the three cell characters. */
export function isCellValue(value: unknown): value is CellValue {
  return value === ' ' || value === 'B' || value === 'W';
}

/** The edit that writes `value` into cell (x, y), or null for a point off the board or a bad value. */
export function replaceCellEdit(board: TextBoard, x: number, y: number, value: CellValue): CellEdit | null {
  const offset = cellOffset(board, x, y);
  if (offset < 0 || !isCellValue(value)) return null;
  return { offset, length: 1, text: value };
}

/** The value a click cycles to: ' ' → 'B' → 'W' → ' '. */
export function nextCellValue(value: CellValue): CellValue {
  return value === ' ' ? 'B' : value === 'B' ? 'W' : ' ';
}
