// Pure: the character-level pieces of board detection — row literals, separators' trivia (whitespace, comments).

/** Character codes the scanners test (copy them into module constants: a property read per character is slow). */
export const C = Object.freeze({
  TAB: 9,
  LF: 10,
  VT: 11,
  FF: 12,
  CR: 13,
  SPACE: 32,
  BANG: 33,
  DQUOTE: 34,
  HASH: 35,
  DOLLAR: 36,
  SQUOTE: 39,
  LPAREN: 40,
  RPAREN: 41,
  STAR: 42,
  COMMA: 44,
  DASH: 45,
  SLASH: 47,
  LBRACKET: 91,
  RBRACKET: 93,
  UNDERSCORE: 95,
  BACKTICK: 96,
  LBRACE: 123,
  RBRACE: 125,
  B: 66,
  W: 87,
});

const { B, BACKTICK, CR, DASH, DOLLAR, DQUOTE, FF, HASH, LF, SLASH, SPACE, SQUOTE, STAR, TAB, UNDERSCORE, VT, W } = C;

/** Whether `code` is ' ', 'B' or 'W', the only characters a row may hold. */
export function isCellCode(code: number): boolean {
  return code === SPACE || code === B || code === W;
}

/** Whether `code` opens a row literal: ", ' or `. */
export function isQuoteCode(code: number): boolean {
  return code === DQUOTE || code === SQUOTE || code === BACKTICK;
}

/** Whether `code` can be part of an identifier (ASCII letters, digits, _ and $). */
export function isIdentifierCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === UNDERSCORE || code === DOLLAR;
}

function isWhitespaceCode(code: number): boolean {
  return code === SPACE || code === LF || code === CR || code === TAB || code === VT || code === FF || code === 0xa0 || code === 0xfeff;
}

/**
 * The end (after the closing quote) of the row literal whose opening quote is at `start`, or -1 when it is not
 * a literal of at most `maxWidth` characters of ' ', 'B', 'W' closed by the same quote on the same line.
 */
export function readRowLiteral(text: string, start: number, maxWidth: number): number {
  const quote = text.charCodeAt(start);
  const limit = Math.min(text.length, start + 2 + maxWidth);
  for (let i = start + 1; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (code === quote) return i + 1;
    if (!isCellCode(code)) return -1;
  }
  return -1;
}

function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === LF || code === CR) return i;
  }
  return text.length;
}

/** Remembers where the last `*` + `/` of a text is, so an unclosed block comment fails at once. */
export class BlockCommentCloser {
  private lastClose = -2;

  constructor(private readonly text: string) {}

  /** The offset just after the block comment opened at `start`, or -1 when it is never closed. */
  endOf(start: number): number {
    if (this.lastClose === -2) this.lastClose = this.text.lastIndexOf('*/');
    if (this.lastClose < start + 2) return -1;
    return this.text.indexOf('*/', start + 2) + 2;
  }
}

/**
 * Skips whitespace and comments (`//`, `#`, `--` to the end of the line; block comments) from `from`. Returns the
 * first offset past them, or `-(start + 1)` when a block comment starting at `start` is never closed.
 */
export function skipTrivia(text: string, from: number, blocks: BlockCommentCloser): number {
  let i = from;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isWhitespaceCode(code)) {
      i++;
    } else if (code === HASH) {
      i = lineEnd(text, i + 1);
    } else if (code === SLASH || code === DASH) {
      const next = text.charCodeAt(i + 1);
      if (code === SLASH && next === STAR) {
        const end = blocks.endOf(i);
        if (end < 0) return -(i + 1);
        i = end;
      } else if (next === code) {
        i = lineEnd(text, i + 2);
      } else {
        return i;
      }
    } else {
      return i;
    }
  }
  return i;
}
