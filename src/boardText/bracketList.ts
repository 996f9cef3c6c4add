// Pure: parses a bracketed list of row literals — `[…]`, `{…}` or `(…)` — separated by commas, with comments.
import { BlockCommentCloser, C, isIdentifierCode, isQuoteCode, readRowLiteral, skipTrivia } from './lexing';
import { MAX_SIDE } from '../engine';
import type { BoardContainer } from './types';

const { COMMA, RBRACE, RBRACKET, RPAREN, SPACE, TAB } = C;

/** Callee names whose `(…)` arguments form a list: Java, Kotlin, Scala, R and PHP list builders. */
const LIST_BUILDERS: ReadonlySet<string> = new Set([
  'of',
  'asList',
  'listOf',
  'arrayOf',
  'mutableListOf',
  'arrayListOf',
  'List',
  'Array',
  'Seq',
  'Vector',
  'c',
  'array',
]);

/** Longest identifier read back from a `(` to name the callee. */
const MAX_CALLEE = 32;

/** Whether the `[` at `open` indexes something (`a["k"]`, `f()[" "]`) rather than opening a list. */
export function isIndexBracket(text: string, open: number): boolean {
  if (open === 0) return false;
  const before = text.charCodeAt(open - 1);
  return isIdentifierCode(before) || before === RPAREN || before === RBRACKET;
}

/** Whether the `(` at `open` starts the arguments of an ordinary call (not a tuple, not a list builder). */
export function isCallParen(text: string, open: number): boolean {
  let i = open - 1;
  while (i >= 0 && open - i <= 16 && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i--;
  if (i < 0) return false;
  const before = text.charCodeAt(i);
  if (before === RPAREN || before === RBRACKET) return true;
  if (!isIdentifierCode(before)) return false;
  const end = i + 1;
  while (i >= 0 && end - i <= MAX_CALLEE && isIdentifierCode(text.charCodeAt(i))) i--;
  return !LIST_BUILDERS.has(text.slice(i + 1, end));
}

/** Reusable state of one list parse: the rows found so far. */
export class BracketListParser {
  /** Offset of each row's opening quote (grown as rows come: a side may be far above the engine's 52). */
  rowStarts = new Int32Array(MAX_SIDE + 1);
  /** Offset just after each row's closing quote. */
  rowEnds = new Int32Array(MAX_SIDE + 1);
  /** Rows parsed by the last successful `parse`. */
  height = 0;
  private readonly blocks: BlockCommentCloser;

  constructor(
    private readonly text: string,
    private readonly maxSize: number,
  ) {
    this.blocks = new BlockCommentCloser(text);
  }

  /**
   * Parses the list whose opening bracket is at `open`: comma-separated literals of ' ', 'B', 'W' of one width
   * (a trailing comma allowed), up to the matching closer. Returns the offset after the closer, or
   * `-(at + 1)` where `at` is the start of the token that is not part of such a list.
   */
  parse(open: number, container: BoardContainer): number {
    const { text } = this;
    const close = container === '[' ? RBRACKET : container === '{' ? RBRACE : RPAREN;
    let height = 0;
    let width = -1;
    let i = skipTrivia(text, open + 1, this.blocks);
    while (i >= 0) {
      if (!isQuoteCode(text.charCodeAt(i)) || height > this.maxSize) return -(i + 1);
      const end = readRowLiteral(text, i, this.maxSize);
      if (end < 0 || (width >= 0 && end - i - 2 !== width)) return -(i + 1);
      width = end - i - 2;
      if (height === this.rowStarts.length) this.grow();
      this.rowStarts[height] = i;
      this.rowEnds[height] = end;
      height++;
      i = skipTrivia(text, end, this.blocks);
      if (i < 0) break;
      let code = text.charCodeAt(i);
      if (code === COMMA) {
        i = skipTrivia(text, i + 1, this.blocks);
        if (i < 0) break;
        code = text.charCodeAt(i);
      } else if (code !== close) {
        return -(i + 1);
      }
      if (code === close) {
        this.height = height;
        return i + 1;
      }
    }
    return i;
  }

  private grow(): void {
    const starts = new Int32Array(this.rowStarts.length * 2);
    const ends = new Int32Array(this.rowEnds.length * 2);
    starts.set(this.rowStarts);
    ends.set(this.rowEnds);
    this.rowStarts = starts;
    this.rowEnds = ends;
  }
}
