// Pure: read-only helpers over the parsed SGF tree — property lookup, paths, walks, counts, offset lookup.

import { normalizePropertyId } from './lexer';
import { lastAtOrBefore, storedNodeAt, storedNodeBefore, storeOf } from './store';
import type { SgfCollection, SgfNode, SgfProperty } from './types';

/** Whether a property written as `written` answers to the FF[4] id `id` (`PlayerBlack` answers to `PB`). */
function matchesId(written: string, id: string): boolean {
  return written === id || (written.length > id.length && normalizePropertyId(written) === id);
}

/** The node's first property with FF[4] id `id` (legacy mixed-case ids match by their uppercase letters). */
export function getProperty(node: SgfNode, id: string): SgfProperty | undefined {
  for (const prop of node.properties) if (matchesId(prop.id, id)) return prop;
  return undefined;
}

/** The raw values of every property `id` of the node, in order (duplicates concatenated, as `@sabaki/sgf` does). */
export function getValues(node: SgfNode, id: string): string[] {
  const values: string[] = [];
  for (const prop of node.properties) {
    if (matchesId(prop.id, id)) for (const value of prop.values) values.push(value.raw);
  }
  return values;
}

/** Whether the node has a move (`B` or `W`). */
export function isMoveNode(node: SgfNode): boolean {
  return getProperty(node, 'B') !== undefined || getProperty(node, 'W') !== undefined;
}

/** The main line from `root`: root, then the first child at every step, to a leaf. */
export function mainLine(root: SgfNode): SgfNode[] {
  const line: SgfNode[] = [];
  for (let node: SgfNode | undefined = root; node !== undefined; node = node.children[0]) line.push(node);
  return line;
}

/** Visits `root` and its descendants in pre-order (file order), iteratively; `visit` returning false skips that node's children. */
export function walk(root: SgfNode, visit: (node: SgfNode) => boolean | void): void {
  const stack: SgfNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (visit(node) === false) continue;
    const children = node.children;
    for (let k = children.length - 1; k >= 0; k--) stack.push(children[k]);
  }
}

/** The nodes from the game root down to `node`, both included. */
export function pathTo(node: SgfNode): SgfNode[] {
  const path: SgfNode[] = [];
  for (let at: SgfNode | null = node; at !== null; at = at.parent) path.push(at);
  return path.reverse();
}

/** How many ancestors the node has (a game root is at depth 0). */
export function nodeDepth(node: SgfNode): number {
  let depth = 0;
  for (let at = node.parent; at !== null; at = at.parent) depth++;
  return depth;
}

/** What hangs from `root`, root included: its nodes, the moves among them, and its lines (leaves). */
export function subtreeCounts(root: SgfNode): { readonly nodes: number; readonly moves: number; readonly lines: number } {
  let nodes = 0;
  let moves = 0;
  let lines = 0;
  walk(root, (node) => {
    nodes++;
    if (isMoveNode(node)) moves++;
    if (node.children.length === 0) lines++;
  });
  return { nodes, moves, lines };
}

/** The longest root-to-leaf path under `root`, counted in nodes (a lone root is 1). */
export function maxDepth(root: SgfNode): number {
  let best = 0;
  const nodes: SgfNode[] = [root];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > best) best = depth;
    for (const child of node.children) {
      nodes.push(child);
      depths.push(depth + 1);
    }
  }
  return best;
}

interface NodeList {
  readonly nodes: readonly SgfNode[];
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

const nodeLists = new WeakMap<SgfCollection, NodeList>();

function nodeList(coll: SgfCollection): NodeList {
  let list = nodeLists.get(coll);
  if (list === undefined) {
    const nodes: SgfNode[] = [];
    for (const game of coll.games) walk(game, (node) => void nodes.push(node));
    const spans = nodes.map((node) => node.span);
    const order = nodes.map((_, k) => k);
    if (spans.some((span, k) => k > 0 && span.start < spans[k - 1].start)) order.sort((a, b) => spans[a].start - spans[b].start);
    list = {
      nodes: order.map((k) => nodes[k]),
      starts: Int32Array.from(order, (k) => spans[k].start),
      ends: Int32Array.from(order, (k) => spans[k].end),
    };
    nodeLists.set(coll, list);
  }
  return list;
}

/** Every node of every game in file order (cached per collection). */
export function allNodes(coll: SgfCollection): readonly SgfNode[] {
  return nodeList(coll).nodes;
}

/** The last node of `coll` in file order that starts at or before `offset`, or undefined when none does. */
export function findNodeBefore(coll: SgfCollection, offset: number): SgfNode | undefined {
  const stored = storedNodeBefore(coll, offset);
  if (stored !== undefined) return stored < 0 ? undefined : storeOf(coll).node(stored);
  const { nodes, starts } = nodeList(coll);
  const found = lastAtOrBefore(starts, nodes.length, offset);
  return found < 0 ? undefined : nodes[found];
}

/**
 * The node whose span (from its `;` to the end of its last property) contains `offset`, ends included;
 * where two nodes touch, the later one. Binary search over the nodes in file order.
 */
export function findNodeAt(coll: SgfCollection, offset: number): SgfNode | undefined {
  const stored = storedNodeAt(coll, offset);
  if (stored !== undefined) return stored < 0 ? undefined : storeOf(coll).node(stored);
  const { nodes, starts, ends } = nodeList(coll);
  const found = lastAtOrBefore(starts, nodes.length, offset);
  if (found < 0 || offset > ends[found]) return undefined;
  return nodes[found];
}
