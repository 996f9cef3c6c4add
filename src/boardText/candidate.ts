// Pure: turns the row literals of one parsed list into a TextBoard when the shape rules accept it.
import { C } from './lexing';
import type { ResolvedDetectionOptions } from './options';
import { rejectionOf } from './shape';
import type { BoardContainer, RowQuote, TextBoard, TextRange } from './types';

const { B, W } = C;

/** One syntactically complete list of row literals, before the shape rules. */
export interface ParsedList {
  readonly container: BoardContainer;
  readonly callArguments: boolean;
  readonly range: TextRange;
  /** Offset of each row's opening quote. */
  readonly rowStarts: ArrayLike<number>;
  readonly height: number;
}

/** Width of the list's rows, or -1 when they differ. */
function commonWidth(list: ParsedList, rowEnds: ArrayLike<number>): number {
  const width = rowEnds[0] - list.rowStarts[0] - 2;
  for (let y = 1; y < list.height; y++) if (rowEnds[y] - list.rowStarts[y] - 2 !== width) return -1;
  return width;
}

/**
 * The board `list` describes, or null when its rows differ in width or the shape rules reject it. `rowEnds`
 * gives each literal's end (after its closing quote).
 */
export function judgeList(text: string, list: ParsedList, rowEnds: ArrayLike<number>, options: ResolvedDetectionOptions): TextBoard | null {
  const { height, rowStarts } = list;
  if (height === 0) return null;
  const width = commonWidth(list, rowEnds);
  if (width < 0) return null;
  const quoteCode = text.charCodeAt(rowStarts[0]);
  let stones = 0;
  let mixedQuotes = false;
  for (let y = 0; y < height; y++) {
    const start = rowStarts[y];
    if (text.charCodeAt(start) !== quoteCode) mixedQuotes = true;
    for (let i = start + 1; i <= start + width; i++) {
      const code = text.charCodeAt(i);
      if (code === B || code === W) stones++;
    }
  }
  const rejection = rejectionOf(
    { container: list.container, callArguments: list.callArguments, width, height, stones, empties: width * height - stones, mixedQuotes },
    options,
  );
  if (rejection) return null;
  const rows: string[] = new Array(height);
  const rowRanges: TextRange[] = new Array(height);
  const cells = new Int32Array(width * height);
  for (let y = 0; y < height; y++) {
    const start = rowStarts[y];
    rows[y] = text.slice(start + 1, start + 1 + width);
    rowRanges[y] = { start, end: start + width + 2 };
    for (let x = 0; x < width; x++) cells[y * width + x] = start + 1 + x;
  }
  return {
    range: list.range,
    container: list.container,
    quote: text[rowStarts[0]] as RowQuote,
    rows,
    width,
    height,
    rowRanges,
    cells,
  };
}
