// Pure (no vscode import): the outline of an SGF collection — games, main line, variations — built without recursion.
import { formatVertex } from '../game/coordinates';
import { decodePoint } from '../sgf/codecs/point';
import { decodeSize } from '../sgf/codecs/size';
import { decodeSimpleText, decodeText } from '../sgf/codecs/text';
import { getProperty } from '../sgf/tree';
import type { SgfCollection, SgfNode, Span } from '../sgf/types';

/** What an outline entry stands for (the VS Code side picks a SymbolKind for each). */
export type OutlineKind = 'game' | 'moves' | 'variation' | 'move' | 'setup' | 'node';

/** One outline entry: `span` is what it covers, `selectionSpan` (inside `span`) what a click selects. */
export interface OutlineSymbol {
  readonly name: string;
  readonly detail: string;
  readonly kind: OutlineKind;
  readonly span: Span;
  readonly selectionSpan: Span;
  readonly children: OutlineSymbol[];
}

/** How big the outline may grow. */
export interface OutlineLimits {
  /** A line with more nodes than this is shown in groups of `groupSize` ("Moves 1–100"). */
  readonly groupAbove: number;
  readonly groupSize: number;
  /** At most this many move, setup, node and variation entries in all (groups and games are always listed). */
  readonly maxEntries: number;
  /** Variations nested deeper than this are listed beside their parent variation instead of inside it. */
  readonly maxNesting: number;
}

/** The limits the extension uses. */
export const DEFAULT_OUTLINE_LIMITS: OutlineLimits = { groupAbove: 200, groupSize: 100, maxEntries: 10_000, maxNesting: 8 };

/** Words of a comment shown as a move's detail. */
const COMMENT_WORDS = 8;
const COMMENT_CHARS = 60;

/** A line of play waiting to be listed: it starts at `start` (after `movesBefore` moves) and goes into `into`. */
interface PendingLine {
  readonly start: SgfNode;
  readonly movesBefore: number;
  readonly into: OutlineSymbol[];
  readonly nesting: number;
}

/** The outline of every game of `coll`: one entry per game holding its main line, then its variations, nested. */
export function buildOutline(coll: SgfCollection, limits: OutlineLimits = DEFAULT_OUTLINE_LIMITS): OutlineSymbol[] {
  const budget = { left: limits.maxEntries };
  return coll.games.map((root, index) => {
    const game = gameSymbol(coll, root, index);
    const size = decodeSize(getProperty(root, 'SZ')?.values[0]?.raw);
    const work: PendingLine[] = [];
    const movesBefore = movesIn(root);
    if (movesBefore > 0 && take(budget)) game.children.push(nodeSymbol(root, movesBefore, size.width, size.height));
    queueVariations(coll, root, movesBefore, { start: root, movesBefore, into: game.children, nesting: 0 }, limits, budget, work);
    if (root.children[0] !== undefined) work.push({ start: root.children[0], movesBefore, into: game.children, nesting: 0 });
    for (let line = work.pop(); line !== undefined; line = work.pop()) listLine(coll, line, size.width, size.height, limits, budget, work);
    sortBySpan(game);
    return game;
  });
}

/** Lists one line's nodes into `line.into` (in groups when long) and queues the variations that branch off it. */
function listLine(
  coll: SgfCollection,
  line: PendingLine,
  width: number,
  height: number,
  limits: OutlineLimits,
  budget: { left: number },
  work: PendingLine[],
): void {
  const nodes: SgfNode[] = [];
  for (let node: SgfNode | undefined = line.start; node !== undefined; node = node.children[0]) nodes.push(node);
  const numbers: number[] = [];
  let moves = line.movesBefore;
  for (const node of nodes) numbers.push((moves += movesIn(node)));
  const grouped = nodes.length > limits.groupAbove;
  for (let from = 0; from < nodes.length; from += grouped ? limits.groupSize : nodes.length) {
    const to = Math.min(nodes.length, from + (grouped ? limits.groupSize : nodes.length)) - 1;
    const into = grouped ? pushGroup(line.into, nodes, numbers, from, to) : line.into;
    for (let k = from; k <= to && take(budget); k++) into.push(nodeSymbol(nodes[k], numbers[k], width, height));
  }
  for (let k = 0; k < nodes.length; k++) queueVariations(coll, nodes[k], numbers[k], line, limits, budget, work);
}

/** Adds a "Variation N at move M" entry for every child of `node` but the first, and queues its line. */
function queueVariations(
  coll: SgfCollection,
  node: SgfNode,
  movesAfterNode: number,
  line: PendingLine,
  limits: OutlineLimits,
  budget: { left: number },
  work: PendingLine[],
): void {
  const children = node.children;
  for (let c = 1; c < children.length && take(budget); c++) {
    const variation = variationSymbol(coll, children[c], c + 1, movesAfterNode);
    const nested = line.nesting < limits.maxNesting;
    line.into.push(variation);
    work.push({ start: children[c], movesBefore: movesAfterNode, into: nested ? variation.children : line.into, nesting: line.nesting + (nested ? 1 : 0) });
  }
}

function pushGroup(into: OutlineSymbol[], nodes: readonly SgfNode[], numbers: readonly number[], from: number, to: number): OutlineSymbol[] {
  const firstMove = numbers[from] - movesIn(nodes[from]) + 1;
  const name = numbers[to] >= firstMove ? `Moves ${firstMove}–${numbers[to]}` : `Nodes ${from + 1}–${to + 1}`;
  const span = { start: nodes[from].span.start, end: nodes[to].span.end };
  const group: OutlineSymbol = { name, detail: '', kind: 'moves', span, selectionSpan: nodes[from].span, children: [] };
  into.push(group);
  return group.children;
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

function variationSymbol(coll: SgfCollection, first: SgfNode, number: number, movesBefore: number): OutlineSymbol {
  const start = first.firstInSequence ? first.tree.open : first.span.start;
  const end = first.tree.close >= 0 ? first.tree.close + 1 : coll.text.length;
  let length = 0;
  for (let node: SgfNode | undefined = first; node !== undefined; node = node.children[0]) length += movesIn(node);
  const detail = length === 1 ? '1 move' : `${length} moves`;
  return { name: `Variation ${number} at move ${movesBefore + 1}`, detail, kind: 'variation', span: { start, end }, selectionSpan: first.span, children: [] };
}

/** "12 B Q16" for a move (or "12 B pass"), "Setup" for AB/AW/AE, "Node" otherwise; detail: the comment's first words. */
function nodeSymbol(node: SgfNode, moveNumber: number, width: number, height: number): OutlineSymbol {
  const detail = commentStart(node);
  const move = getProperty(node, 'B') ?? getProperty(node, 'W');
  if (move !== undefined) {
    const raw = move.values[0]?.raw ?? '';
    const point = decodePoint(raw, width, height);
    const where = point === 'pass' ? 'pass' : point === null ? `[${raw}]` : formatVertex(point, height);
    return { name: `${moveNumber} ${move.id} ${where}`, detail, kind: 'move', span: node.span, selectionSpan: node.span, children: [] };
  }
  const setup = ['AB', 'AW', 'AE'].some((id) => getProperty(node, id) !== undefined);
  return { name: setup ? 'Setup' : 'Node', detail, kind: setup ? 'setup' : 'node', span: node.span, selectionSpan: node.span, children: [] };
}

/** The first words of the node's comment (C), on one line, shortened with "…". */
export function commentStart(node: SgfNode): string {
  const raw = getProperty(node, 'C')?.values[0]?.raw;
  if (raw === undefined) return '';
  const words = decodeText(raw.length > 400 ? raw.slice(0, 400) : raw).split(/\s+/).filter((w) => w !== '');
  let out = words.slice(0, COMMENT_WORDS).join(' ');
  if (out.length > COMMENT_CHARS) out = out.slice(0, COMMENT_CHARS - 1).trimEnd();
  return out.length < words.join(' ').length ? `${out}…` : out;
}

function movesIn(node: SgfNode): number {
  let count = 0;
  for (const property of node.properties) if (property.id === 'B' || property.id === 'W') count++;
  return count;
}

function take(budget: { left: number }): boolean {
  if (budget.left <= 0) return false;
  budget.left--;
  return true;
}

/** Orders every entry's children by where they start in the text (variations come after the line they leave). */
function sortBySpan(root: OutlineSymbol): void {
  const stack: OutlineSymbol[] = [root];
  for (let symbol = stack.pop(); symbol !== undefined; symbol = stack.pop()) {
    symbol.children.sort((a, b) => a.span.start - b.span.start);
    for (const child of symbol.children) stack.push(child);
  }
}
