// SGF printers only the tests use — byte-exact printing of a parsed collection from its spans, canonical formatting, and plain data to SGF.

import type { SgfCollection, SgfNode, SgfValue } from '../../src/sgf/types';

/**
 * Prints a parsed collection back to text: every token (parentheses, `;`, ids, values) comes from the model,
 * everything between tokens (whitespace, headers, junk) from `coll.text`. Untouched, it returns `coll.text`.
 */
export function printCollection(coll: SgfCollection): string {
  return printTokens(coll.text, coll.games, 0, coll.text.length);
}

/** Prints one game of a parsed collection, from its `(` to its `)` (to its last token when unclosed). */
export function printGame(coll: SgfCollection, root: SgfNode): string {
  const start = root.tree.open >= 0 ? root.tree.open : root.span.start;
  const end = root.tree.close >= 0 ? root.tree.close + 1 : -1;
  return printTokens(coll.text, [root], start, end);
}

/** A node's canonical text: `;` then each property as `ID[raw][raw]`, without whitespace. */
export function formatNode(node: SgfNode): string {
  let out = ';';
  for (const prop of node.properties) {
    out += prop.id;
    for (const value of prop.values) out += '[' + value.raw + ']';
  }
  return out;
}

/** Canonical SGF of the game tree under `root` (no whitespace; a variation per child where there are several). */
export function formatTree(root: SgfNode): string {
  return formatGeneric(root, (node) => node.children, formatNode);
}

/** Canonical SGF of every game in a collection, one game per line. */
export function formatCollection(coll: SgfCollection): string {
  return coll.games.map((game) => formatTree(game) + '\n').join('');
}

/** Plain data for one node and its subtree; values are raw SGF text (escape `]` and `\` yourself). */
export interface SgfData {
  readonly properties: Readonly<Record<string, readonly string[]>>;
  readonly children: readonly SgfData[];
}

/** Serialises plain data (one game or several) to compact SGF text, iteratively. */
export function buildSgf(games: SgfData | readonly SgfData[]): string {
  const list: readonly SgfData[] = isDataArray(games) ? games : [games];
  return list.map((game) => formatGeneric(game, (node) => node.children, formatData)).join('');
}

function isDataArray(games: SgfData | readonly SgfData[]): games is readonly SgfData[] {
  return Array.isArray(games);
}

function formatData(data: SgfData): string {
  let out = ';';
  for (const id of Object.keys(data.properties)) {
    out += id;
    for (const raw of data.properties[id]) out += '[' + raw + ']';
  }
  return out;
}

const CLOSE = null;

/** `(` + the tree in pre-order with explicit stacks: single children continue the sequence, several open variations. */
function formatGeneric<T>(root: T, childrenOf: (node: T) => readonly T[], nodeText: (node: T) => string): string {
  const out: string[] = ['('];
  const nodes: (T | typeof CLOSE)[] = [root];
  const opens: boolean[] = [false];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const opensVariation = opens.pop()!;
    if (node === CLOSE) {
      out.push(')');
      continue;
    }
    if (opensVariation) out.push('(');
    out.push(nodeText(node));
    const children = childrenOf(node);
    if (children.length === 1) {
      nodes.push(children[0]);
      opens.push(false);
      continue;
    }
    for (let k = children.length - 1; k >= 0; k--) {
      nodes.push(CLOSE, children[k]);
      opens.push(false, true);
    }
  }
  out.push(')');
  return out.join('');
}

/** Emits the tokens of `roots` in pre-order, copying the text between them from `text`; `end` < 0: stop after the last token. */
function printTokens(text: string, roots: readonly SgfNode[], start: number, end: number): string {
  const out: string[] = [];
  let pos = start;
  const emit = (from: number, to: number, token: string): void => {
    if (from < pos) return;
    if (from > pos) out.push(text.slice(pos, from));
    out.push(token);
    pos = to;
  };
  const stack: (SgfNode | number)[] = [];
  for (let k = roots.length - 1; k >= 0; k--) stack.push(roots[k]);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'number') {
      if (item >= 0) emit(item, item + 1, ')');
      continue;
    }
    if (item.firstInSequence) {
      if (item.tree.open >= 0) emit(item.tree.open, item.tree.open + 1, '(');
      stack.push(item.tree.close);
    }
    const props = item.properties;
    if (props.length === 0 || props[0].span.start !== item.span.start) emit(item.span.start, item.span.start + 1, ';');
    for (const prop of props) {
      emit(prop.idSpan.start, prop.idSpan.end, prop.id);
      for (const value of prop.values) emit(value.span.start, value.span.end, valueText(value));
    }
    for (let k = item.children.length - 1; k >= 0; k--) stack.push(item.children[k]);
  }
  if (end >= 0 && end > pos) out.push(text.slice(pos, end));
  return out.join('');
}

/** `[raw]`, or `[raw` for a value left unterminated at the end of the text. */
function valueText(value: SgfValue): string {
  const closed = value.span.end - value.span.start === value.raw.length + 2;
  return closed ? '[' + value.raw + ']' : '[' + value.raw;
}
