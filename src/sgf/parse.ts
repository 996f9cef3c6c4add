// Pure: the SGF parser — one iterative pass over the text that keeps every span and never throws.

import { binaryOffset } from './charset/binary';
import * as lexer from './lexer';
import { oldStyleIdMessage, ParseReport, SGF_AFTER_GAME_MESSAGE, SGF_BEFORE_GAME_MESSAGE, type SgfParseCode } from './parseDiagnostics';
import { FrameStack } from './frames';
import { keepStore, SgfStore } from './store';
import type { Severity, SgfCollection } from './types';

// Local bindings: module namespaces compiled to CommonJS read exports through getters on every call.
const findValueEnd = lexer.findValueEnd;
const isWhitespace = lexer.isWhitespace;
const findLooseNode = lexer.findLooseNode;
const startsGameTree = lexer.startsGameTree;
const scanLooseNodes = lexer.scanLooseNodes;
const findSgfInProse = lexer.findSgfInProse;

/**
 * Parses SGF text into games with source spans and diagnostics; never throws, never recurses.
 * Property ids are kept as written; ids with lowercase letters (FF[3] style, `PlayerBlack`) get a
 * `bad-property-id` warning and are matched by their uppercase letters (`normalizePropertyId`).
 * Binary data (a NUL before anything that starts SGF: see `binaryOffset`) gives one `binary` error and no game.
 */
export function parse(text: string): SgfCollection {
  const parser = new Parser(text);
  const binary = binaryOffset(text);
  if (binary !== null) parser.report('binary', binary, binary + 1);
  else parser.run(0);
  if (parser.treesOpened === 0 && binary === null) {
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

class Parser {
  treesOpened = 0;
  private readonly store: SgfStore;
  private readonly games: number[] = [];
  private readonly problems = new ParseReport();
  private readonly frames = new FrameStack();
  /** Node receiving properties (-1: none). */
  private node = -1;
  /** Property receiving values (-1: none) and whether it has one yet. */
  private prop = -1;
  private propHasValue = false;
  private junkStart = -1;
  private junkEnd = -1;
  /** No junk is pending (the fast paths need nothing flushed). */
  private clean = true;
  /** At top level with nothing but whitespace since the last game tree closed. */
  private afterTree = false;
  private topJunkStart = -1;
  private topJunkEnd = -1;
  /** The end of the text before the first game tree that is not whitespace (0: none). */
  private headEnd = 0;
  /** The parse's error count and the store's node count (its root's index) when the current game tree opened. */
  private errorsAtOpen = 0;
  private rootAtOpen = 0;
  /**
   * Right after a game without errors (past only whitespace and `)`): a `)` here can only go, so it is a warning —
   * unless the game just closed starts with a move and another game follows or came before (then it may be the rest
   * of a game that closed too early).
   */
  private strayCloseCertain = false;

  constructor(private readonly text: string) {
    this.store = new SgfStore(text);
  }

  /** Scans from `from` to the end of the text; runs of plain nodes go through {@link plainRun}. */
  run(from: number): void {
    const text = this.text;
    const n = text.length;
    const frames = this.frames;
    let i = from;
    while (i < n) {
      if (frames.depth > 0 && this.clean && frames.variations[frames.depth - 1] === 0) {
        const end = this.plainRun(i);
        if (end > i) {
          i = end;
          continue;
        }
      }
      const c = text.charCodeAt(i);
      if (frames.depth === 0) i = this.topLevel(i, c);
      else if (c === 59 /* ; */) i = this.semicolon(i);
      else if (c === 91 /* [ */) i = this.value(i);
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

  /**
   * The text of well-formed nodes from `from` — `;`, uppercase ids, closed values, whitespace — while nothing is pending
   * (no junk, inside a sequence); returns where anything else starts, for {@link run} to handle. Kept small: in a
   * fresh process it is compiled well before a bigger loop would be, and most of a file goes through it.
   */
  private plainRun(from: number): number {
    const text = this.text;
    const n = text.length;
    const store = this.store;
    const frames = this.frames;
    const top = frames.depth - 1;
    const tree = frames.tree[top];
    let node = this.node;
    let prop = this.prop;
    let hasValue = this.propHasValue;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 91 /* [ */) {
        const close = prop < 0 ? -1 : findValueEnd(text, i);
        if (close < 0) break;
        store.addValue(i, close + 1);
        hasValue = true;
        i = close + 1;
      } else if (c === 59 /* ; */) {
        // A sequence's first node goes through run; each later one hangs from the node before it in the store.
        if (node < 0 || (prop >= 0 && !hasValue)) break;
        node = store.addNextNode(i, tree);
        prop = -1;
        i++;
      } else if (c >= 65 && c <= 90) {
        if (node < 0 || (prop >= 0 && !hasValue)) break;
        let j = i + 1;
        let d = 0;
        while (j < n) {
          d = text.charCodeAt(j);
          if (d < 65 || d > 90) break;
          j++;
        }
        if (d >= 97 && d <= 122) break;
        prop = store.addProperty(i);
        hasValue = false;
        i = j;
      } else if (c === 10 || c === 32 || c === 13 || c === 9) {
        i++;
      } else break;
    }
    frames.last[top] = node;
    this.node = node;
    this.prop = prop;
    this.propHasValue = hasValue;
    return i;
  }

  /** Parses nodes that stand in no parentheses, as one game (the `missing-tree` recovery). */
  runWithoutParentheses(start: number): void {
    this.pushFrame(this.store.addTree(-1), -1);
    this.run(start);
  }

  /** Records a diagnostic, keeping at most `MAX_DIAGNOSTICS_PER_CODE` of each code. */
  report(code: SgfParseCode, start: number, end: number, severity?: Severity, message?: string): void {
    this.problems.report(code, start, end, severity, message);
  }

  /** The finished collection, diagnostics in text order. */
  result(): SgfCollection {
    const store = this.store;
    const games = this.games.map((k) => store.node(k));
    return keepStore({ text: this.text, games, diagnostics: this.problems.inTextOrder(), nodeCount: store.nodeCount }, store);
  }

  private topLevel(i: number, c: number): number {
    if (c === 40 && startsGameTree(this.text, i)) {
      if (this.treesOpened === 0) this.reportSgfInProse(0, this.headEnd, SGF_BEFORE_GAME_MESSAGE);
      const junk = this.topJunkStart >= 0 && !this.reportSgfInProse(this.topJunkStart, this.topJunkEnd, SGF_AFTER_GAME_MESSAGE);
      if (junk) this.report('junk', this.topJunkStart, this.topJunkEnd, 'warning');
      this.topJunkStart = -1;
      this.afterTree = false;
      this.treesOpened++;
      this.errorsAtOpen = this.problems.errors;
      this.rootAtOpen = this.store.nodeCount;
      this.pushFrame(this.store.addTree(i), -1);
      return i + 1;
    }
    if (isWhitespace(c)) return i + 1;
    if (this.treesOpened === 0) {
      this.headEnd = i + 1;
      return i + 1;
    }
    if (this.afterTree && c === 41) {
      this.report('unbalanced-close', i, i + 1, this.strayCloseCertain ? 'warning' : 'error');
      return i + 1;
    }
    if (this.afterTree && c === 59) return this.nodesOutsideTree(i);
    if (this.topJunkStart < 0) this.topJunkStart = i;
    this.topJunkEnd = i + 1;
    this.afterTree = false;
    return i + 1;
  }

  /**
   * Reports the text from `start` to `end` outside any game tree when it holds SGF, which the parse leaves out (before
   * the first game from that SGF on, prose there being a header); false: it holds none.
   */
  private reportSgfInProse(start: number, end: number, message: string): boolean {
    const sgf = findSgfInProse(this.text, start, end);
    if (sgf >= 0) this.report('node-outside-tree', this.treesOpened === 0 ? sgf : start, end, 'error', message);
    return sgf >= 0;
  }

  /** Consumes `;` nodes written after a game tree closed and reports them as one `node-outside-tree`. */
  private nodesOutsideTree(start: number): number {
    this.strayCloseCertain = false; // the game's `)` may be the one that came too early
    const { end, unterminated } = scanLooseNodes(this.text, start);
    if (unterminated >= 0) this.report('unterminated-value', unterminated, this.text.length);
    this.report('node-outside-tree', start, end);
    return end;
  }

  private pushFrame(tree: number, parent: number): void {
    this.frames.push(tree, parent);
    this.node = -1;
    this.prop = -1;
  }

  private openTree(i: number): number {
    this.flushJunk();
    this.endProperty();
    const frames = this.frames;
    const top = frames.depth - 1;
    if (frames.last[top] < 0 && frames.variations[top] === 0) {
      const open = Math.max(this.store.treeOpen[frames.tree[top]], 0);
      this.report('empty-sequence', open, open + 1);
    }
    frames.variations[top] = 1;
    frames.subtrees[top]++;
    const last = frames.last[top];
    this.pushFrame(this.store.addTree(i), last >= 0 ? last : frames.parent[top]);
    return i + 1;
  }

  private closeTree(i: number): number {
    this.flushJunk();
    this.endProperty();
    const frames = this.frames;
    const top = frames.depth - 1;
    const tree = frames.tree[top];
    const open = this.store.treeOpen[tree];
    if (open < 0) {
      this.report('unbalanced-close', i, i + 1);
      return i + 1;
    }
    this.store.treeClose[tree] = i;
    if (frames.last[top] < 0 && frames.subtrees[top] === 0) this.report('empty-tree', open, i + 1);
    frames.depth--;
    this.node = -1;
    this.prop = -1;
    if (frames.depth === 0) {
      this.afterTree = true;
      const alone = this.treesOpened === 1 && i > this.text.lastIndexOf('(');
      this.strayCloseCertain = this.problems.errors === this.errorsAtOpen && (alone || !this.store.nodeHasMove(this.rootAtOpen));
    }
    return i + 1;
  }

  private semicolon(i: number): number {
    if (this.frames.variations[this.frames.depth - 1] === 1) {
      this.addJunk(i, i + 1);
      return i + 1;
    }
    this.flushJunk();
    this.endProperty();
    this.createNode(i);
    return i + 1;
  }

  private identifier(i: number): number {
    const text = this.text;
    const n = text.length;
    let j = i;
    let hasLower = false;
    let hasUpper = false;
    for (; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c >= 65 && c <= 90) hasUpper = true;
      else if (c >= 97 && c <= 122) hasLower = true;
      else break;
    }
    if (this.frames.variations[this.frames.depth - 1] === 1) {
      this.addJunk(i, j);
      return j;
    }
    this.flushJunk();
    this.endProperty();
    if (this.node < 0) {
      this.report('missing-semicolon', i, j);
      this.createNode(i);
    }
    if (hasLower && hasUpper)
      this.report('bad-property-id', i, j, undefined, this.problems.isFull('bad-property-id') ? undefined : oldStyleIdMessage(this.text.slice(i, j)));
    else if (hasLower) this.report('property-id-without-capitals', i, j);
    this.prop = this.store.addProperty(i);
    this.propHasValue = false;
    return j;
  }

  private value(i: number): number {
    const text = this.text;
    const close = findValueEnd(text, i);
    const end = close < 0 ? text.length : close + 1;
    if (close < 0) this.report('unterminated-value', i, end);
    if (this.prop < 0) {
      this.addJunk(i, end);
      return end;
    }
    this.flushJunk();
    if (close < 0) this.store.unterminatedValue = this.store.valueCount;
    this.store.addValue(i, end);
    this.propHasValue = true;
    return end;
  }

  private createNode(start: number): void {
    const frames = this.frames;
    const top = frames.depth - 1;
    const last = frames.last[top];
    const parent = last >= 0 ? last : frames.parent[top];
    const node = this.store.addNode(start, parent, frames.tree[top]);
    if (parent < 0) this.games.push(node);
    frames.last[top] = node;
    this.node = node;
    this.prop = -1;
  }

  private endProperty(): void {
    if (this.prop >= 0 && !this.propHasValue) {
      this.report('property-without-value', this.store.propIdStart[this.prop], this.store.propIdEnd(this.prop));
    }
    this.prop = -1;
  }

  /** Junk inside a tree: the current property ends (the node goes on); neighbouring junk merges into one diagnostic. */
  private addJunk(start: number, end: number): void {
    this.endProperty();
    if (this.junkStart < 0) this.junkStart = start;
    this.junkEnd = end;
    this.clean = false;
  }

  private flushJunk(): void {
    if (this.junkStart < 0) return;
    this.report('junk', this.junkStart, this.junkEnd);
    this.junkStart = -1;
    this.clean = true;
  }

  private finish(): void {
    if (this.topJunkStart >= 0) this.reportSgfInProse(this.topJunkStart, this.topJunkEnd, SGF_AFTER_GAME_MESSAGE);
    this.flushJunk();
    this.endProperty();
    const frames = this.frames;
    this.problems.reportUnclosed(Array.from(frames.tree.subarray(0, frames.depth), (tree) => this.store.treeOpen[tree]));
    frames.depth = 0;
    this.node = -1;
  }
}
