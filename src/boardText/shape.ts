// Pure: the acceptance rules that decide whether a parsed list of ' '/'B'/'W' strings is a Go board.
//
// The syntax alone (a list of equal-length literals of ' ', 'B', 'W') already excludes almost all code. What it
// lets through that is not a board, and the rule that rejects it (each rule can be tuned in the options):
//
//   too-few-rows    [" "], ["B W"] in calls, "- ' B '" ...    fewer than minRows (2) rows, unless the single-row
//                   exception: a one-row [...] or {...} list at least singleRowMinWidth (3) wide with a stone
//                   and an empty point — the exercism [" B "]. [" "] alone is never a board by default.
//   too-few-stones  [" ", " "], ["   ", "   "] (split/join and padding lists): fewer than minStones (1) stones.
//   mixed-quotes    ["B", 'W']: rows quoted differently (requireConsistentQuotes).
//   character-list  ["B", "W"], [' ', 'B', 'W'], ['B', 'W', 'B', 'W'], {'B', ' ', 'W'}: every row one
//                   character wide — colour tables, move-colour sequences and the rows of char matrices.
//   no-empty-point  ["BB", "WW"], ["BW", "WB"], ["BWB", "WBW"]: no empty point at all and fewer than 3 columns
//                   or 3 rows — colour-pair codes; a full board needs to be at least 3×3.
//   call-arguments  f("B ", " W"), assertEqual("B W", "B W"): the arguments of a call (a `(` right after an
//                   identifier, `)` or `]`) with fewer than 3 rows, unless the callee builds a list (List.of,
//                   Arrays.asList, listOf, arrayOf, mutableListOf, Scala List/Array/Seq/Vector, R c, PHP array).
//   too-narrow / too-large  width below minColumns, or a side above maxSize (52).
import type { BoardContainer } from './types';
import type { ResolvedDetectionOptions } from './options';

/** Why a syntactically valid list is not taken for a board. */
export type Rejection =
  'too-narrow' | 'too-large' | 'mixed-quotes' | 'too-few-stones' | 'too-few-rows' | 'character-list' | 'no-empty-point' | 'call-arguments';

/** What the rules look at: the list's container and size, its stone and empty counts. */
export interface CandidateShape {
  readonly container: BoardContainer;
  /** The list is the argument list of an ordinary call, not a literal, tuple or list constructor. */
  readonly callArguments: boolean;
  readonly width: number;
  readonly height: number;
  readonly stones: number;
  readonly empties: number;
  readonly mixedQuotes: boolean;
}

function singleRowException(shape: CandidateShape, options: ResolvedDetectionOptions): boolean {
  return (
    options.singleRowMinWidth > 0 &&
    (shape.container === '[' || shape.container === '{') &&
    shape.width >= options.singleRowMinWidth &&
    shape.stones > 0 &&
    shape.empties > 0
  );
}

/** The first rule `shape` breaks, or null when it is a board. */
export function rejectionOf(shape: CandidateShape, options: ResolvedDetectionOptions): Rejection | null {
  const { width, height } = shape;
  if (width < options.minColumns) return 'too-narrow';
  if (width > options.maxSize || height > options.maxSize) return 'too-large';
  if (shape.mixedQuotes && options.requireConsistentQuotes) return 'mixed-quotes';
  if (shape.stones < options.minStones) return 'too-few-stones';
  if (height < options.minRows && !(height === 1 && singleRowException(shape, options))) return 'too-few-rows';
  if (!options.rejectCodeLists) return null;
  if (shape.callArguments && height < 3) return 'call-arguments';
  if (height >= 2 && width === 1) return 'character-list';
  if (height >= 2 && shape.empties === 0 && (width < 3 || height < 3)) return 'no-empty-point';
  return null;
}
