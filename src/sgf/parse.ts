// Pure: the SGF parser — one iterative pass over the text that keeps every span and never throws.

import { findValueEnd, isLetter, isWhitespace } from './lexer';
import { PARSE_MESSAGE, PARSE_SEVERITY, type SgfParseCode } from './parseDiagnostics';
import type { Severity, SgfCollection, SgfDiagnostic, SgfValue, Span } from './types';

/** At most this many diagnostics of one code are reported; one `too-many-problems` says how many were left out. */
export const MAX_DIAGNOSTICS_PER_CODE = 200;

interface MutableSpan {
  start: number;
  end: number;
}

interface MutableTree {
  open: number;
  close: number;
}

interface MutableProperty {
  readonly id: string;
  readonly idSpan: Span;
  readonly values: SgfValue[];
  readonly span: MutableSpan;
}

interface MutableNode {
  readonly id: number;
  readonly parent: MutableNode | null;
  readonly children: MutableNode[];
  readonly properties: MutableProperty[];
  readonly span: MutableSpan;
  readonly tree: MutableTree;
  readonly firstInSequence: boolean;
}

/** One open game tree: the node its sequence hangs from and how far its sequence has got. */
interface Frame {
  readonly tree: MutableTree;
  readonly parent: MutableNode | null;
  last: MutableNode | null;
  /** A sub-tree has started: from here on only sub-trees and `)` belong. */
  variations: boolean;
  subtrees: number;
}

const SINGLE_LETTER_IDS: string[] = [];
const TWO_LETTER_IDS: string[] = [];
for (let c = 0; c < 128; c++) SINGLE_LETTER_IDS.push(String.fromCharCode(c));
for (let a = 0; a < 26; a++) {
  for (let b = 0; b < 26; b++) TWO_LETTER_IDS.push(String.fromCharCode(65 + a, 65 + b));
}

/** The identifier text at [start, end), shared for the common one- and two-letter uppercase ids. */
function internId(text: string, start: number, end: number): string {
  const len = end - start;
  const c1 = text.charCodeAt(start);
  if (len === 1) return SINGLE_LETTER_IDS[c1];
  if (len === 2 && c1 <= 90) {
    const c2 = text.charCodeAt(start + 1);
    if (c2 <= 90) return TWO_LETTER_IDS[(c1 - 65) * 26 + (c2 - 65)];
  }
  return text.slice(start, end);
}

/**
 * Parses SGF text into games with source spans and diagnostics; never throws, never recurses.
 * Property ids are kept as written; ids with lowercase letters (FF[3] style, `PlayerBlack`) get a
 * `bad-property-id` warning and are matched by their uppercase letters (`normalizePropertyId`).
 */
export function parse(text: string): SgfCollection {
  const parser = new Parser(text);
  parser.run(0);
  if (parser.treesOpened === 0) {
    const start = findLooseNode(text);
    if (start < 0) {
      parser.report('missing-tree', 0, 0);
    } else {
      parser.report('missing-tree', start, start + 1);
      parser.runWithoutParentheses(start);
    }
  }
  return parser.result();
}

/** Offset of the first `;` followed by a property identifier, for files that forgot the parentheses. */
function findLooseNode(text: string): number {
  let p = text.indexOf(';');
  while (p >= 0) {
    let j = p + 1;
    while (j < text.length && isWhitespace(text.charCodeAt(j))) j++;
    const c = text.charCodeAt(j);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return p;
    p = text.indexOf(';', p + 1);
  }
  return -1;
}

class Parser {
  readonly games: MutableNode[] = [];
  treesOpened = 0;
  private readonly diagnostics: SgfDiagnostic[] = [];
  private readonly counts = new Map<string, number>();
  private readonly stack: Frame[] = [];
  private frame: Frame | null = null;
  private node: MutableNode | null = null;
  private prop: MutableProperty | null = null;
  private nextId = 0;
  private junkStart = -1;
  private junkEnd = -1;
  /** At top level with nothing but whitespace since the last game tree closed. */
  private afterTree = false;
  private topJunkStart = -1;
  private topJunkEnd = -1;

  constructor(private readonly text: string) {}

  /** Scans from `from` to the end of the text. */
  run(from: number): void {
    const text = this.text;
    const n = text.length;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (this.frame === null) i = this.topLevel(i, c);
      else if (c === 59) i = this.semicolon(i);
      else if (c === 91) i = this.value(i);
      else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) i = this.identifier(i);
      else if (c === 40) i = this.openTree(i);
      else if (c === 41) i = this.closeTree(i);
      else if (isWhitespace(c)) i++;
      else {
        this.addJunk(i, i + 1);
        i++;
      }
    }
    this.finish();
  }

  /** Parses nodes that stand in no parentheses, as one game (the `missing-tree` recovery). */
  runWithoutParentheses(start: number): void {
    this.pushFrame({ open: -1, close: -1 }, null);
    this.run(start);
  }

  /** Records a diagnostic, keeping at most `MAX_DIAGNOSTICS_PER_CODE` of each code. */
  report(code: SgfParseCode, start: number, end: number, severity: Severity = PARSE_SEVERITY[code]): void {
    const count = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, count);
    if (count > MAX_DIAGNOSTICS_PER_CODE) return;
    this.diagnostics.push({ span: { start, end }, severity, code, message: PARSE_MESSAGE[code] });
  }

  /** The finished collection, diagnostics in text order. */
  result(): SgfCollection {
    const diagnostics = this.diagnostics.sort((a, b) => a.span.start - b.span.start);
    for (const [code, count] of this.counts) {
      if (count <= MAX_DIAGNOSTICS_PER_CODE) continue;
      diagnostics.push({
        span: { start: 0, end: 0 },
        severity: 'information',
        code: 'too-many-problems',
        message: `${count - MAX_DIAGNOSTICS_PER_CODE} more "${code}" problems are not shown.`,
      });
    }
    return { text: this.text, games: this.games, diagnostics, nodeCount: this.nextId };
  }

  private topLevel(i: number, c: number): number {
    if (c === 40 && this.startsTree(i)) {
      if (this.topJunkStart >= 0) this.report('junk', this.topJunkStart, this.topJunkEnd, 'warning');
      this.topJunkStart = -1;
      this.afterTree = false;
      this.treesOpened++;
      this.pushFrame({ open: i, close: -1 }, null);
      return i + 1;
    }
    if (this.treesOpened === 0 || isWhitespace(c)) return i + 1;
    if (this.afterTree && c === 41) {
      this.report('unbalanced-close', i, i + 1);
      return i + 1;
    }
    if (this.afterTree && c === 59) return this.nodesOutsideTree(i);
    if (this.topJunkStart < 0) this.topJunkStart = i;
    this.topJunkEnd = i + 1;
    this.afterTree = false;
    return i + 1;
  }

  /** Whether the `(` at `i` (at top level) starts a game tree rather than being header or trailer prose. */
  private startsTree(i: number): boolean {
    const text = this.text;
    const n = text.length;
    let j = i + 1;
    while (j < n && isWhitespace(text.charCodeAt(j))) j++;
    if (j >= n) return true;
    const c = text.charCodeAt(j);
    if (c === 59 || c === 40 || c === 41) return true;
    const letters = j;
    while (j < n && isLetter(text.charCodeAt(j))) j++;
    if (j === letters) return false;
    while (j < n && isWhitespace(text.charCodeAt(j))) j++;
    return j < n && text.charCodeAt(j) === 91;
  }

  /** Consumes `;` nodes written after a game tree closed and reports them as one `node-outside-tree`. */
  private nodesOutsideTree(start: number): number {
    const text = this.text;
    const n = text.length;
    let j = start;
    let end = start;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 59) j++;
      else if (isLetter(c)) while (j < n && isLetter(text.charCodeAt(j))) j++;
      else if (c === 91) {
        const close = findValueEnd(text, j);
        if (close < 0) {
          this.report('unterminated-value', j, n);
          j = n;
        } else j = close + 1;
      } else if (isWhitespace(c)) {
        j++;
        continue;
      } else break;
      end = j;
    }
    this.report('node-outside-tree', start, end);
    return end;
  }

  private pushFrame(tree: MutableTree, parent: MutableNode | null): void {
    const frame: Frame = { tree, parent, last: null, variations: false, subtrees: 0 };
    this.stack.push(frame);
    this.frame = frame;
    this.node = null;
    this.prop = null;
  }

  private openTree(i: number): number {
    this.flushJunk();
    this.endProperty();
    const frame = this.frame!;
    if (frame.last === null && !frame.variations) {
      const open = Math.max(frame.tree.open, 0);
      this.report('empty-sequence', open, open + 1);
    }
    frame.variations = true;
    frame.subtrees++;
    this.pushFrame({ open: i, close: -1 }, frame.last !== null ? frame.last : frame.parent);
    return i + 1;
  }

  private closeTree(i: number): number {
    this.flushJunk();
    this.endProperty();
    const frame = this.frame!;
    if (frame.tree.open < 0) {
      this.report('unbalanced-close', i, i + 1);
      return i + 1;
    }
    frame.tree.close = i;
    if (frame.last === null && frame.subtrees === 0) this.report('empty-tree', frame.tree.open, i + 1);
    this.stack.pop();
    this.frame = this.stack.length > 0 ? this.stack[this.stack.length - 1] : null;
    this.node = null;
    this.prop = null;
    if (this.frame === null) this.afterTree = true;
    return i + 1;
  }

  private semicolon(i: number): number {
    const frame = this.frame!;
    if (frame.variations) {
      this.addJunk(i, i + 1);
      return i + 1;
    }
    this.flushJunk();
    this.endProperty();
    this.createNode(frame, i, i + 1);
    return i + 1;
  }

  private identifier(i: number): number {
    const text = this.text;
    const n = text.length;
    let j = i;
    let hasLower = false;
    for (; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c >= 65 && c <= 90) continue;
      if (c >= 97 && c <= 122) hasLower = true;
      else break;
    }
    const frame = this.frame!;
    if (frame.variations) {
      this.addJunk(i, j);
      return j;
    }
    this.flushJunk();
    this.endProperty();
    let node = this.node;
    if (node === null) {
      this.report('missing-semicolon', i, j);
      node = this.createNode(frame, i, i);
    }
    if (hasLower) this.report('bad-property-id', i, j);
    const prop: MutableProperty = {
      id: internId(text, i, j),
      idSpan: { start: i, end: j },
      values: [],
      span: { start: i, end: j },
    };
    node.properties.push(prop);
    node.span.end = j;
    this.prop = prop;
    return j;
  }

  private value(i: number): number {
    const text = this.text;
    const close = findValueEnd(text, i);
    const end = close < 0 ? text.length : close + 1;
    if (close < 0) this.report('unterminated-value', i, end);
    const prop = this.prop;
    if (prop === null) {
      this.addJunk(i, end);
      return end;
    }
    this.flushJunk();
    prop.values.push({ raw: text.slice(i + 1, close < 0 ? end : close), span: { start: i, end } });
    prop.span.end = end;
    this.node!.span.end = end;
    return end;
  }

  private createNode(frame: Frame, start: number, end: number): MutableNode {
    const parent = frame.last !== null ? frame.last : frame.parent;
    const node: MutableNode = {
      id: this.nextId++,
      parent,
      children: [],
      properties: [],
      span: { start, end },
      tree: frame.tree,
      firstInSequence: frame.last === null,
    };
    if (parent === null) this.games.push(node);
    else parent.children.push(node);
    frame.last = node;
    this.node = node;
    this.prop = null;
    return node;
  }

  private endProperty(): void {
    const prop = this.prop;
    if (prop !== null && prop.values.length === 0) {
      this.report('property-without-value', prop.idSpan.start, prop.idSpan.end);
    }
    this.prop = null;
  }

  /** Junk inside a tree: the current property ends (the node goes on); neighbouring junk merges into one diagnostic. */
  private addJunk(start: number, end: number): void {
    this.endProperty();
    if (this.junkStart < 0) this.junkStart = start;
    this.junkEnd = end;
  }

  private flushJunk(): void {
    if (this.junkStart < 0) return;
    this.report('junk', this.junkStart, this.junkEnd);
    this.junkStart = -1;
  }

  private finish(): void {
    this.flushJunk();
    this.endProperty();
    for (const frame of this.stack) {
      if (frame.tree.open >= 0) this.report('unbalanced-open', frame.tree.open, frame.tree.open + 1);
    }
    this.stack.length = 0;
    this.frame = null;
    this.node = null;
  }
}
