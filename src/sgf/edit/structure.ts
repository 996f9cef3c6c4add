// Pure: what the edit actions need to know about the text around a node. No vscode, DOM or Node fs.
import type { LineBreak } from '../codecs/text';
import { isLetter, isWhitespace, normalizePropertyId } from '../lexer';
import type { SgfCollection, SgfNode, SgfProperty } from '../types';

/** A property to write: its identifier and its raw (already encoded) values. */
export interface NewProperty {
  readonly id: string;
  readonly values: readonly string[];
}

/** The document's line break: the first one in the text, `\n` when there is none. */
export function lineBreakOf(text: string): LineBreak {
  const lf = text.indexOf('\n');
  const cr = text.indexOf('\r');
  if (cr < 0) return '\n';
  if (lf < 0 || cr < lf) return text.charCodeAt(cr + 1) === 10 ? '\r\n' : '\r';
  return '\n';
}

/** The column that new text at the end of a line (a move, a long list of points) does not pass: past it, a new line. */
export const WRAP_COLUMN = 80;

/** The column of `offset`: the characters between the line break before it and it. */
export function columnAt(text: string, offset: number): number {
  const start = Math.max(text.lastIndexOf('\n', offset - 1), text.lastIndexOf('\r', offset - 1)) + 1;
  return offset - start;
}

/** How a list of values wraps: the column its first value starts at, and the column no line passes (a value longer
 *  than a line has one of its own). */
export interface ValueWrap {
  readonly column: number;
  readonly width: number;
}

/** The raw value with its line breaks written in the document's style. */
export function withLineBreaks(raw: string, lineBreak: LineBreak): string {
  return /[\r\n]/.test(raw) ? raw.replace(/\r\n|\r|\n/g, lineBreak) : raw;
}

/** `ID[v1][v2]…` for each property, values given raw, line breaks in the document's style. */
export function formatProperties(properties: readonly NewProperty[], lineBreak: LineBreak): string {
  let out = '';
  for (const prop of properties) out += prop.id + formatValues(prop.values, lineBreak);
  return out;
}

/**
 * `properties` written from `column` (long lists of points): on that line when they all fit within `width`, else each
 * on lines of its own, a line break before it and between values where a line would pass `width`.
 */
export function formatListBlock(properties: readonly NewProperty[], lineBreak: LineBreak, column: number, width: number): string {
  const oneLine = formatProperties(properties, lineBreak);
  if (column + oneLine.length <= width) return oneLine;
  return properties.map(({ id, values }) => lineBreak + id + formatValues(values, lineBreak, { column: id.length, width })).join('');
}

/** `[v1][v2]…` for raw values, line breaks in the document's style; with `wrap`, a line break before a value that would
 *  pass its width. */
export function formatValues(values: readonly string[], lineBreak: LineBreak, wrap?: ValueWrap): string {
  let out = '';
  let column = wrap?.column ?? 0;
  let onLine = 0;
  for (const value of values) {
    const written = '[' + withLineBreaks(value, lineBreak) + ']';
    if (wrap !== undefined && onLine > 0 && column + written.length > wrap.width) {
      out += lineBreak;
      column = 0;
      onLine = 0;
    }
    out += written;
    column += written.length;
    onLine++;
  }
  return out;
}

/** Whether the property is `id` (legacy mixed-case ids match by their uppercase letters: `PlayerBlack` is `PB`). */
export function isProperty(prop: SgfProperty, id: string): boolean {
  return prop.id === id || normalizePropertyId(prop.id) === id;
}

/** Whether the node's only child is the next node of the same sequence (no `(` in between). */
export function continuesSequence(node: SgfNode): boolean {
  return node.children.length === 1 && !node.children[0].firstInSequence;
}

/** The node's siblings in file order, itself included (the games of the collection for a root). */
export function siblingsOf(coll: SgfCollection, node: SgfNode): readonly SgfNode[] {
  return node.parent === null ? coll.games : node.parent.children;
}

/**
 * What must stand between the text before `offset` and a property written there: a space after an identifier without a
 * value (`HA` in `HA;B[pd]`), which would otherwise run into the new one's (`HAPB[…]`), else nothing.
 */
export function propertySeparatorAt(text: string, offset: number): string {
  return offset > 0 && isLetter(text.charCodeAt(offset - 1)) ? ' ' : '';
}

/** The start of the run of whitespace that ends at `offset`. */
export function whitespaceBefore(text: string, offset: number): number {
  let p = offset;
  while (p > 0 && isWhitespace(text.charCodeAt(p - 1))) p--;
  return p;
}

/** The end of the run of whitespace that starts at `offset`. */
export function whitespaceAfter(text: string, offset: number): number {
  let p = offset;
  while (p < text.length && isWhitespace(text.charCodeAt(p))) p++;
  return p;
}

/** Whether [from, to) holds no parenthesis, so no game tree starts or ends there. */
export function noParentheses(text: string, from: number, to: number): boolean {
  for (let p = from; p < to; p++) {
    const c = text.charCodeAt(p);
    if (c === 40 || c === 41) return false;
  }
  return true;
}

/**
 * Whether the node's children are variations whose game trees are all closed and sit directly in the node's
 * tree, one after the other (nothing but whitespace or junk without parentheses around them).
 */
export function variationsAreClean(text: string, node: SgfNode): boolean {
  const children = node.children;
  let from = node.span.end;
  for (const child of children) {
    if (!child.firstInSequence || child.tree.open < 0 || child.tree.close < 0) return false;
    if (!noParentheses(text, from, child.tree.open)) return false;
    from = child.tree.close + 1;
  }
  return node.tree.close < 0 || noParentheses(text, from, node.tree.close);
}

/** Whether the games of the collection are all closed game trees separated by text without parentheses. */
export function gamesAreClean(coll: SgfCollection): boolean {
  let from = -1;
  for (const game of coll.games) {
    if (game.tree.open < 0 || game.tree.close < 0) return false;
    if (from >= 0 && !noParentheses(coll.text, from, game.tree.open)) return false;
    from = game.tree.close + 1;
  }
  return true;
}
