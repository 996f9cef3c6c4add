// Pure (no vscode import): the outline of an SGF collection — games, main line, variations — built without recursion.
import { formatVertex } from '../../engine/pointNames';
import { decodePoint } from '../../sgf/codecs/point';
import { normalizePropertyId } from '../../sgf/lexer';
import { decodeSize } from '../../sgf/codecs/size';
import { decodeSimpleText, decodeText } from '../../sgf/codecs/text';
import { getProperty } from '../../sgf/tree';
import type { SgfCollection, SgfNode, SgfProperty, Span } from '../../sgf/types';

/** What an outline entry stands for (the VS Code side picks a SymbolKind for each). */
export type OutlineKind = 'game' | 'moves' | 'variation' | 'move' | 'setup' | 'node';

/** One outline entry: `span` is what it covers, `selectionSpan` (inside `span`) what a click selects. */
export interface OutlineSymbol {
  readonly name: string;
  readonly detail: string;
  readonly kind: OutlineKind;
  /** Who plays a move (kind `move` only). */
  readonly player?: 'B' | 'W';
  readonly span: Span;
  readonly selectionSpan: Span;
  readonly children: OutlineSymbol[];
}

/** How big the outline may grow. */
export interface OutlineLimits {
  /** A line with more nodes than this is shown in groups of `groupSize` ("Moves 1–100"). */
  readonly groupAbove: number;
  readonly groupSize: number;
  /**
   * At most about this many entries in all (games are always listed). Lines are filled game by game, main line
   * first, then variations nearest the main line: once the budget is spent, a group's moves and a variation's
   * moves are no longer listed (the group or variation entry stays, without children) and further variations of
   * a line are summed up in one "N more variations" entry.
   */
  readonly maxSymbols: number;
  /** Variations nested deeper than this are listed beside their parent variation instead of inside it. */
  readonly maxNesting: number;
}

/** The limits the extension uses. */
export const DEFAULT_OUTLINE_LIMITS: OutlineLimits = { groupAbove: 200, groupSize: 100, maxSymbols: 5_000, maxNesting: 8 };

/** Words of a comment shown as a move's detail. */
const COMMENT_WORDS = 8;
const COMMENT_CHARS = 60;

/** A line of play waiting to be listed: it starts at `start` (after `movesBefore` moves) and goes into `into`; a game's line starts at its root. */
interface PendingLine {
  readonly start: SgfNode;
  readonly movesBefore: number;
  readonly into: OutlineSymbol[];
  readonly nesting: number;
  readonly isGame: boolean;
  readonly size: { readonly width: number; readonly height: number };
  /** The variation entry this line fills in: its detail ("12 moves") is written once the line has been walked. */
  readonly variation?: { detail: string };
}

/** The outline of every game of `coll`: one entry per game holding its main line, then its variations, nested. */
export function buildOutline(coll: SgfCollection, limits: OutlineLimits = DEFAULT_OUTLINE_LIMITS): OutlineSymbol[] {
  const builder = new OutlineBuilder(coll, limits);
  while (!builder.step(() => false));
  return builder.roots;
}

/** A node with variations: its children (the first goes on the line) and the moves played once it is. */
interface Branch {
  readonly children: readonly SgfNode[];
  readonly movesAfter: number;
}

/** A line being walked: its nodes so far, the moves after each, its branches, and the next node. */
interface Walk {
  readonly line: PendingLine;
  next: SgfNode | undefined;
  readonly nodes: SgfNode[];
  readonly numbers: number[];
  moves: number;
  readonly branches: Branch[];
}

/** How many nodes of a line are walked between looks at the clock. */
const WALK_CHUNK = 250;

/** Builds the outline one line of play at a time, so a caller can pause between lines (and give up). */
export class OutlineBuilder {
  /** The games; complete once `step` has returned true. */
  readonly roots: OutlineSymbol[];
  private readonly queue: PendingLine[] = [];
  private head = 0;
  private left: number;
  private walk: Walk | undefined;

  /** Lists the games (cheap); the lines come with `step`. */
  constructor(
    private readonly coll: SgfCollection,
    private readonly limits: OutlineLimits,
  ) {
    this.roots = coll.games.map((root, index) => gameSymbol(coll, root, index));
    this.left = limits.maxSymbols - this.roots.length;
    coll.games.forEach((root, index) => {
      const size = decodeSize(getProperty(root, 'SZ')?.values[0]?.raw);
      this.queue.push({ start: root, movesBefore: 0, into: this.roots[index].children, nesting: 0, isGame: true, size });
    });
  }

  /** Lists lines (nearest the main lines first), pausing when `shouldPause` says so; true when the outline is complete. */
  step(shouldPause: () => boolean): boolean {
    for (;;) {
      if (this.walk !== undefined) {
        if (!this.continueWalk(this.walk, shouldPause)) return false;
        this.finishLine(this.walk);
        this.walk = undefined;
      } else if (this.head < this.queue.length) {
        const line = this.queue[this.head];
        this.queue[this.head++] = undefined as unknown as PendingLine;
        // Once the budget is spent, lines already announced by a variation entry are only walked for its detail.
        if (this.left > 0 || line.variation !== undefined) this.walk = this.startLine(line);
      } else break;
      if (shouldPause() && (this.walk !== undefined || this.head < this.queue.length)) return false;
    }
    this.queue.length = 0;
    this.head = 0;
    for (const game of this.roots) sortBySpan(game);
    return true;
  }

  /** Starts walking a line; for a game, lists its root first (when it holds a move) and walks the main line below it. */
  private startLine(pending: PendingLine): Walk | undefined {
    const branches: Branch[] = [];
    if (!pending.isGame) return { line: pending, next: pending.start, nodes: [], numbers: [], moves: pending.movesBefore, branches };
    const root = pending.start;
    const properties = root.properties;
    const movesBefore = movesIn(properties);
    const children = root.children;
    if (children.length > 1) branches.push({ children, movesAfter: movesBefore });
    if (movesBefore > 0 && this.take(1, branches.length > 0 ? 1 : 0)) pending.into.push(nodeSymbol(root, properties, movesBefore, pending.size));
    if (children.length === 0) {
      this.listVariations(pending, branches);
      return undefined;
    }
    const line = { start: children[0], movesBefore, into: pending.into, nesting: 0, isGame: false, size: pending.size };
    return { line, next: children[0], nodes: [], numbers: [], moves: movesBefore, branches };
  }

  /** Walks on down the line, `WALK_CHUNK` nodes between looks at `shouldPause`; true when at its end. */
  private continueWalk(walk: Walk, shouldPause: () => boolean): boolean {
    // Only the move counts are kept: holding every node's properties of a long line costs more (garbage collection) than reading them twice.
    for (let n = 1; walk.next !== undefined; n++) {
      const node: SgfNode = walk.next;
      const children: readonly SgfNode[] = node.children;
      walk.nodes.push(node);
      walk.numbers.push((walk.moves += movesIn(node.properties)));
      if (children.length > 1) walk.branches.push({ children, movesAfter: walk.moves });
      walk.next = children[0];
      if (n % WALK_CHUNK === 0 && walk.next !== undefined && shouldPause()) return false;
    }
    return true;
  }

  /** Lists a walked line's groups, its nodes while the budget lasts, then the variations that branch off it (queued). */
  private finishLine(walk: Walk): void {
    const { line, nodes, numbers, branches } = walk;
    if (line.variation !== undefined) line.variation.detail = movesText(walk.moves - line.movesBefore);
    if (this.left === 0) return;
    const reserve = branches.length > 0 ? 1 : 0;
    const groups: Array<{ into: OutlineSymbol[]; from: number; to: number }> = [];
    if (nodes.length > this.limits.groupAbove) {
      let size = this.limits.groupSize;
      while (Math.ceil(nodes.length / size) > this.left - reserve && size < nodes.length) size *= 10;
      if (!this.take(Math.ceil(nodes.length / size), reserve)) return this.listVariations(line, branches);
      for (let from = 0; from < nodes.length; from += size) {
        const to = Math.min(nodes.length, from + size) - 1;
        const firstMove = (from === 0 ? line.movesBefore : numbers[from - 1]) + 1;
        groups.push({ into: pushGroup(line.into, nodes, numbers, firstMove, from, to), from, to });
      }
    } else groups.push({ into: line.into, from: 0, to: nodes.length - 1 });
    for (const group of groups) {
      if (!this.take(group.to - group.from + 1, reserve)) continue;
      for (let k = group.from; k <= group.to; k++) group.into.push(nodeSymbol(nodes[k], nodes[k].properties, numbers[k], line.size));
    }
    this.listVariations(line, branches);
  }

  /** A "Variation N at move M" entry for every child but the first at each branch, its line queued; "N more variations" once the budget ends. */
  private listVariations(line: PendingLine, branches: readonly Branch[]): void {
    const nested = line.nesting < this.limits.maxNesting;
    const rest: SgfNode[] = [];
    let restFirstMove = 0;
    let restLastMove = 0;
    let unlisted = 0;
    for (const branch of branches) unlisted += branch.children.length - 1;
    for (const { children, movesAfter } of branches) {
      for (let c = 1; c < children.length; c++, unlisted--) {
        // One entry is kept back for "N more variations" unless this is the last variation.
        if (rest.length === 0 && this.take(1, unlisted > 1 ? 1 : 0)) {
          const variation = variationSymbol(this.coll, children[c], c + 1, movesAfter);
          line.into.push(variation);
          const sub = { start: children[c], movesBefore: movesAfter, into: nested ? variation.children : line.into, nesting: line.nesting + (nested ? 1 : 0) };
          this.queue.push({ ...sub, isGame: false, size: line.size, variation });
        } else {
          if (rest.length === 0) restFirstMove = movesAfter + 1;
          restLastMove = movesAfter + 1;
          rest.push(children[c]);
        }
      }
    }
    if (rest.length > 0 && this.take(1)) line.into.push(moreVariationsSymbol(this.coll, rest, restFirstMove, restLastMove));
  }

  /** Takes `count` from the budget when `keep` is left over afterwards. */
  private take(count: number, keep = 0): boolean {
    if (this.left - count < keep) return false;
    this.left -= count;
    return true;
  }
}

/** Adds a "Moves 101–200" entry (or "Nodes 3–5" when they hold no move) for nodes `from`…`to` and returns its children. */
function pushGroup(into: OutlineSymbol[], nodes: readonly SgfNode[], numbers: readonly number[], firstMove: number, from: number, to: number): OutlineSymbol[] {
  const name = numbers[to] >= firstMove ? `Moves ${firstMove}–${numbers[to]}` : `Nodes ${from + 1}–${to + 1}`;
  const span = { start: nodes[from].span.start, end: nodes[to].span.end };
  const group: OutlineSymbol = { name, detail: '', kind: 'moves', span, selectionSpan: nodes[from].span, children: [] };
  into.push(group);
  return group.children;
}

/** "12 more variations" (detail: "at moves 30–250"), covering the first of them to the end of the last. */
function moreVariationsSymbol(coll: SgfCollection, firsts: readonly SgfNode[], firstMove: number, lastMove: number): OutlineSymbol {
  const first = firsts[0];
  const last = firsts[firsts.length - 1];
  const start = first.firstInSequence ? first.tree.open : first.span.start;
  const end = last.tree.close >= 0 ? last.tree.close + 1 : coll.text.length;
  const name = firsts.length === 1 ? '1 more variation' : `${firsts.length} more variations`;
  const detail = firstMove === lastMove ? `at move ${firstMove}` : `at moves ${firstMove}–${lastMove}`;
  return { name, detail, kind: 'variation', span: { start, end }, selectionSpan: first.span, children: [] };
}

function gameSymbol(coll: SgfCollection, root: SgfNode, index: number): OutlineSymbol {
  const text = (id: string): string | undefined => {
    const raw = getProperty(root, id)?.values[0]?.raw;
    const decoded = raw === undefined ? '' : decodeSimpleText(raw).trim();
    return decoded === '' ? undefined : decoded;
  };
  const gn = text('GN');
  const pb = text('PB');
  const pw = text('PW');
  const name = gn ?? (pb !== undefined || pw !== undefined ? `${pb ?? 'Black'} vs ${pw ?? 'White'}` : `Game ${index + 1}`);
  const size = decodeSize(getProperty(root, 'SZ')?.values[0]?.raw);
  const result = text('RE');
  const detail = `${size.width}×${size.height}${result === undefined ? '' : `, ${result}`}`;
  const start = root.firstInSequence ? root.tree.open : root.span.start;
  const end = root.tree.close >= 0 ? root.tree.close + 1 : coll.text.length;
  return { name, detail, kind: 'game', span: { start, end }, selectionSpan: root.span, children: [] };
}

/** A variation's entry; its detail (how many moves) is written when its line is walked. */
function variationSymbol(coll: SgfCollection, first: SgfNode, number: number, movesBefore: number): OutlineSymbol & { detail: string } {
  const start = first.firstInSequence ? first.tree.open : first.span.start;
  const end = first.tree.close >= 0 ? first.tree.close + 1 : coll.text.length;
  return {
    name: `Variation ${number} at move ${movesBefore + 1}`,
    detail: '',
    kind: 'variation',
    span: { start, end },
    selectionSpan: first.span,
    children: [],
  };
}

function movesText(count: number): string {
  return count === 1 ? '1 move' : `${count} moves`;
}

/** "12 B Q16" for a move (or "12 B pass"), "Setup" for AB/AW/AE, "Node" otherwise; detail: the comment's first words. */
function nodeSymbol(
  node: SgfNode,
  properties: readonly SgfProperty[],
  moveNumber: number,
  size: { readonly width: number; readonly height: number },
): OutlineSymbol {
  const detail = commentStartOf(findProperty(properties, 'C'));
  const move = findProperty(properties, 'B') ?? findProperty(properties, 'W');
  if (move !== undefined) {
    const raw = move.values[0]?.raw ?? '';
    const point = decodePoint(raw, size.width, size.height);
    const where = point === 'pass' ? 'pass' : point === null ? `[${raw}]` : formatVertex(point, size.height);
    const player = move.id === 'B' ? 'B' : 'W';
    return { name: `${moveNumber} ${move.id} ${where}`, detail, kind: 'move', player, span: node.span, selectionSpan: node.span, children: [] };
  }
  const setup = ['AB', 'AW', 'AE'].some((id) => findProperty(properties, id) !== undefined);
  return { name: setup ? 'Setup' : 'Node', detail, kind: setup ? 'setup' : 'node', span: node.span, selectionSpan: node.span, children: [] };
}

/** getProperty on properties already read (a stored node builds them afresh on every read). */
function findProperty(properties: readonly SgfProperty[], id: string): SgfProperty | undefined {
  for (const property of properties) if (property.id === id || (property.id.length > id.length && normalizePropertyId(property.id) === id)) return property;
  return undefined;
}

/** The first words of the node's comment (C), on one line, shortened with "…". */
export function commentStart(node: SgfNode): string {
  return commentStartOf(getProperty(node, 'C'));
}

function commentStartOf(comment: SgfProperty | undefined): string {
  const raw = comment?.values[0]?.raw;
  if (raw === undefined) return '';
  const words = decodeText(raw.length > 400 ? raw.slice(0, 400) : raw)
    .split(/\s+/)
    .filter((w) => w !== '');
  let out = words.slice(0, COMMENT_WORDS).join(' ');
  if (out.length > COMMENT_CHARS) out = out.slice(0, COMMENT_CHARS - 1).trimEnd();
  return out.length < words.join(' ').length ? `${out}…` : out;
}

function movesIn(properties: readonly SgfProperty[]): number {
  let count = 0;
  for (const property of properties) if (property.id === 'B' || property.id === 'W') count++;
  return count;
}

/** Orders every entry's children by where they start in the text (variations come after the line they leave). */
function sortBySpan(root: OutlineSymbol): void {
  const stack: OutlineSymbol[] = [root];
  for (let symbol = stack.pop(); symbol !== undefined; symbol = stack.pop()) {
    symbol.children.sort((a, b) => a.span.start - b.span.start);
    for (const child of symbol.children) stack.push(child);
  }
}

/** What the Game view shows beside a symbol: a stone of the mover's colour for a move (an SVG of the extension's
 *  media folder, the same in every theme), else a codicon. */
export type GameViewIcon = { readonly codicon: string } | { readonly file: string };

/** The Game view's icon for `symbol`: Black's and White's moves look like their stones. */
export function gameViewIcon(symbol: OutlineSymbol): GameViewIcon {
  if (symbol.kind === 'move') return { file: symbol.player === 'W' ? 'media/move-white.svg' : 'media/move-black.svg' };
  return { codicon: GAME_VIEW_ICONS[symbol.kind] };
}

const GAME_VIEW_ICONS: Readonly<Record<Exclude<OutlineKind, 'move'>, string>> = {
  game: 'symbol-module',
  moves: 'list-ordered',
  variation: 'git-branch',
  setup: 'symbol-constant',
  node: 'comment',
};
