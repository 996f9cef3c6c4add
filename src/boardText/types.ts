// Pure: the shapes findBoards returns — a string-array board found in text, with the offset of every cell.

/** A half-open span [start, end) of UTF-16 offsets into the searched text. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** What one cell of a text board holds: empty, a black stone or a white stone. */
export type CellValue = ' ' | 'B' | 'W';

/** The quote character the rows are written with. */
export type RowQuote = '"' | "'" | '`';

/**
 * What encloses the rows: a list `[…]`, a brace initializer `{…}`, a tuple or call `(…)`, or `-` for a YAML
 * block sequence (one `- "row"` item per line).
 */
export type BoardContainer = '[' | '{' | '(' | '-';

/** A board written as a list of equal-length string literals of ' ', 'B' and 'W'. */
export interface TextBoard {
  /** From the opening bracket (or a YAML sequence's first `-`) to just after the closing bracket (or last row). */
  readonly range: TextRange;
  /** The kind of list the rows sit in. */
  readonly container: BoardContainer;
  /** The quote of the first row (all rows share it unless `requireConsistentQuotes` is false). */
  readonly quote: RowQuote;
  /** The rows top to bottom, each exactly `width` characters of ' ', 'B', 'W'. */
  readonly rows: readonly string[];
  /** Number of columns. */
  readonly width: number;
  /** Number of rows. */
  readonly height: number;
  /** Each row literal, quotes included. */
  readonly rowRanges: readonly TextRange[];
  /** Text offset of the character of cell (x, y), at index y * width + x. */
  readonly cells: Int32Array;
}

/** Replace `length` characters at `offset` with `text`: the one-character edit that sets a cell. */
export interface CellEdit {
  readonly offset: number;
  readonly length: 1;
  readonly text: CellValue;
}

/** Tuning of what counts as a board; every field is optional (see DEFAULT_DETECTION_OPTIONS). */
export interface BoardDetectionOptions {
  /** false finds nothing. */
  readonly enabled?: boolean;
  /** Fewest rows; a single row is still accepted when it passes the single-row exception (singleRowMinWidth). */
  readonly minRows?: number;
  /** Fewest columns. */
  readonly minColumns?: number;
  /** Fewest stones ('B' or 'W') in the whole board. */
  readonly minStones?: number;
  /** Largest width and height (at most 52, the engine's limit; findBoards' `anySide` lifts it for counting). */
  readonly maxSize?: number;
  /** All rows must use the same quote character. */
  readonly requireConsistentQuotes?: boolean;
  /**
   * A one-row `[…]` or `{…}` list at least this wide holding a stone and an empty point is a board even when
   * minRows is 2 (the exercism `[" B "]`); 0 turns the exception off.
   */
  readonly singleRowMinWidth?: number;
  /** Apply the shape rules that reject lists of colour codes and call arguments (see shape.ts). */
  readonly rejectCodeLists?: boolean;
}
