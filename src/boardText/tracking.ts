// Pure: follows a range of a document through its edits, and finds a tracked board again among the boards found
// after an edit. No vscode import, so it is unit-tested on Node.
import type { TextBoard, TextRange } from '.';

/** One edit as VS Code reports it: `rangeLength` characters at `rangeOffset` (of the text before the edit) became `text`. */
export interface OffsetChange {
  readonly rangeOffset: number;
  readonly rangeLength: number;
  readonly text: string;
}

/**
 * `range` after `changes` (the changes of one edit, non-overlapping, offsets in the text before it): edits before
 * the range move it, edits inside grow or shrink it, an insertion at its start moves it, one at its end grows it. An
 * empty range (a deleted board) grows with an insertion at its offset, so that undoing the deletion brings it back.
 */
export function mapRange(range: TextRange, changes: readonly OffsetChange[]): TextRange {
  const sorted = [...changes].sort((a, b) => a.rangeOffset - b.rangeOffset);
  const empty = range.start === range.end;
  return { start: mapOffset(range.start, sorted, false, !empty), end: mapOffset(range.end, sorted, true, true) };
}

/**
 * `offset` after `sorted` (ascending) changes; inside a replaced span it goes to the replacement's start (or end). An
 * insertion exactly at `offset` moves it when `insertionsMove`, else leaves it before the inserted text.
 */
function mapOffset(offset: number, sorted: readonly OffsetChange[], toEnd: boolean, insertionsMove: boolean): number {
  let shift = 0;
  for (const change of sorted) {
    const from = change.rangeOffset;
    const to = from + change.rangeLength;
    if (!insertionsMove && change.rangeLength === 0 && from === offset) break;
    if (to <= offset) shift += change.text.length - change.rangeLength;
    else if (from < offset) return from + shift + (toEnd ? change.text.length : 0);
    else break;
  }
  return offset + shift;
}

/** Whether any of `changes` replaces, deletes or inserts text strictly inside `range` or overlapping it. */
export function changesTouch(range: TextRange, changes: readonly OffsetChange[]): boolean {
  return changes.some((change) => {
    const from = change.rangeOffset;
    const to = from + change.rangeLength;
    return change.rangeLength === 0 ? from > range.start && from < range.end : from < range.end && to > range.start;
  });
}

/**
 * The index in `boards` of the board that `range` (the tracked board's range, mapped through the edits since it was
 * found) now covers: the one overlapping it most, the nearest to `previousIndex` on a tie; -1 when none overlaps.
 */
export function relocateBoard(range: TextRange, previousIndex: number, boards: readonly TextBoard[]): number {
  let best = -1;
  let bestOverlap = 0;
  boards.forEach((board, index) => {
    const overlap = Math.min(range.end, board.range.end) - Math.max(range.start, board.range.start);
    const closer = best >= 0 && Math.abs(index - previousIndex) < Math.abs(best - previousIndex);
    if (overlap > bestOverlap || (overlap > 0 && overlap === bestOverlap && closer)) {
      best = index;
      bestOverlap = overlap;
    }
  });
  return best;
}
