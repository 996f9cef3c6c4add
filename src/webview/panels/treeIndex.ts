// Pure: an index over a game-tree layout that answers "which nodes and edges lie in this rectangle of cells" without
// looking at every node: once per layout, nodes and edges are bucketed per column (typed arrays, counting sort) and
// sorted by row, so a query binary-searches each visible column. Also the current path and the nodes' labels.
import type { TreeLayout } from '../../shared/views';

/** The index of one layout. */
export interface TreeIndex {
  readonly layout: TreeLayout;
  /** Node id → position in the layout's arrays, when the ids are not consecutive (else `id - ids[0]`; see positionOfId). */
  readonly positions: ReadonlyMap<number, number> | null;
  /** The one node whose id breaks the consecutive ids (a move drawn ahead of the host) and its position, or null. */
  readonly outsider: { readonly at: number; readonly id: number } | null;
  /** Moves (passes included) from the root to each node. */
  readonly moveNumbers: Int32Array;
  /** Column c's nodes are nodeOrder[columnStart[c] .. columnStart[c + 1]), by row. */
  readonly columnStart: Int32Array;
  readonly nodeOrder: Int32Array;
  /** Edges (named by their child) of children in column c: edgeOrder[columnStart[c] ..), by top row. */
  readonly edgeOrder: Int32Array;
  /** Per node, the top and bottom rows its edge covers (the root, without an edge: top -1). */
  readonly edgeTop: Int32Array;
  readonly edgeBottom: Int32Array;
  /** The longest edge (bottom − top) per column, to find edges that start above a rectangle. */
  readonly longestEdge: Int32Array;
}

/** A rectangle of cells, bounds included. */
export interface CellRect {
  readonly column0: number;
  readonly column1: number;
  readonly row0: number;
  readonly row1: number;
}

/** Builds the index of `layout` in a few passes over its nodes. */
export function buildTreeIndex(layout: TreeLayout): TreeIndex {
  const count = layout.ids.length;
  const { columns, rows, parents, kinds } = layout;
  let columnCount = 0;
  for (let i = 0; i < count; i++) if (columns[i] + 1 > columnCount) columnCount = columns[i] + 1;
  // A packed tree's ids are consecutive (a game's nodes in pre-order): then a position is an id less the first.
  // Or all but one node (a new variation drawn ahead of the host): the ids after it are one position further.
  const ids = layout.ids;
  let at = 1;
  while (at < count && ids[at] === ids[0] + at) at++;
  let after = at + 1;
  while (after < count && ids[after] === ids[0] + after - 1) after++;
  const outsider = at < count && after >= count ? { at, id: ids[at] } : null;
  const positions = at >= count || outsider !== null ? null : new Map<number, number>(Array.from(ids, (id, i) => [id, i]));
  const moveNumbers = new Int32Array(count);
  const edgeTop = new Int32Array(count);
  const edgeBottom = new Int32Array(count);
  const columnStart = new Int32Array(columnCount + 1);
  const longestEdge = new Int32Array(columnCount);
  for (let i = 0; i < count; i++) {
    const parent = parents[i];
    const kind = kinds.charCodeAt(i);
    const isMove = kind === 66 || kind === 87 || kind === 80 || kind === 112 ? 1 : 0; // B W P p
    moveNumbers[i] = (parent >= 0 ? moveNumbers[parent] : 0) + isMove;
    columnStart[columns[i] + 1]++;
    if (parent >= 0) {
      const row = rows[i];
      const parentRow = rows[parent];
      const top = row < parentRow ? row : parentRow;
      const bottom = row < parentRow ? parentRow : row;
      edgeTop[i] = top;
      edgeBottom[i] = bottom;
      if (bottom - top > longestEdge[columns[i]]) longestEdge[columns[i]] = bottom - top;
    }
  }
  for (let c = 0; c < columnCount; c++) columnStart[c + 1] += columnStart[c];
  const nodeOrder = new Int32Array(count);
  const fill = columnStart.slice(0, columnCount);
  for (let i = 0; i < count; i++) nodeOrder[fill[columns[i]]++] = i;
  const edgeOrder = nodeOrder.slice();
  // The root has no edge: its edge top is -1, so its slot sorts first in column 0; queries skip it (parent < 0).
  edgeTop[0] = -1;
  for (let c = 0; c < columnCount; c++) {
    sortRange(nodeOrder, columnStart[c], columnStart[c + 1], rows);
    sortRange(edgeOrder, columnStart[c], columnStart[c + 1], edgeTop);
  }
  return { layout, positions, outsider, moveNumbers, columnStart, nodeOrder, edgeOrder, edgeTop, edgeBottom, longestEdge };
}

/** The position of node `nodeId` in the index's layout, or -1 when it has none. */
export function positionOfId(index: TreeIndex, nodeId: number): number {
  const { positions, outsider, layout } = index;
  if (positions !== null) return positions.get(nodeId) ?? -1;
  if (outsider !== null && nodeId === outsider.id) return outsider.at;
  let position = nodeId - (layout.ids[0] ?? 0);
  if (outsider !== null && position >= outsider.at) position++;
  return position >= 0 && position < layout.ids.length && layout.ids[position] === nodeId ? position : -1;
}

/**
 * The nodes inside `rect` and the edges (given by their child node) that cross it, each list ascending. An edge runs
 * from its parent's cell to its child's cell and covers the rows between them.
 */
export function visibleInRect(index: TreeIndex, rect: CellRect): { readonly nodes: number[]; readonly edges: number[] } {
  const { layout, columnStart, nodeOrder, edgeOrder, edgeTop, edgeBottom, longestEdge } = index;
  const nodes: number[] = [];
  const edges: number[] = [];
  const columnCount = columnStart.length - 1;
  if (rect.column1 < rect.column0 || rect.row1 < rect.row0) return { nodes, edges };
  const rows = layout.rows;
  const last = Math.min(rect.column1 + 1, columnCount - 1);
  for (let column = Math.max(rect.column0, 0); column <= last; column++) {
    const from = columnStart[column];
    const to = columnStart[column + 1];
    if (column <= rect.column1) {
      for (let k = firstAtLeast(nodeOrder, from, to, rect.row0, (i) => rows[i]); k < to && rows[nodeOrder[k]] <= rect.row1; k++) nodes.push(nodeOrder[k]);
    }
    const lowestTop = rect.row0 - longestEdge[column];
    for (let k = firstAtLeast(edgeOrder, from, to, lowestTop, (i) => edgeTop[i]); k < to && edgeTop[edgeOrder[k]] <= rect.row1; k++) {
      const i = edgeOrder[k];
      const parent = layout.parents[i];
      if (parent >= 0 && edgeBottom[i] >= rect.row0 && layout.columns[parent] <= rect.column1 && column >= rect.column0) edges.push(i);
    }
  }
  return { nodes: nodes.sort(ascending), edges: edges.sort(ascending) };
}

/** The current path: the root down to `position`, then the first children below it to the end of the line. */
export function pathThrough(layout: TreeLayout, position: number): number[] {
  const path: number[] = [];
  for (let i = position; i >= 0; i = layout.parents[i]) path.push(i);
  path.reverse();
  // In pre-order a node's first child comes right after it.
  for (let i = position; i + 1 < layout.ids.length && layout.parents[i + 1] === i; i++) path.push(i + 1);
  return path;
}

/** A tree node's aria-label, e.g. "Move 12, Black, comment". */
export function treeNodeLabel(index: TreeIndex, position: number, t: (english: string, ...args: (string | number)[]) => string): string {
  const kind = index.layout.kinds.charAt(position);
  const move = index.moveNumbers[position];
  const parts = [
    kind === 'B'
      ? t('Move {0}, Black', move)
      : kind === 'W'
        ? t('Move {0}, White', move)
        : kind === 'P'
          ? t('Move {0}, Black passes', move)
          : kind === 'p'
            ? t('Move {0}, White passes', move)
            : position === 0
              ? t('Start of the game')
              : t('Node without a move'),
  ];
  const flag = index.layout.flags.charAt(position);
  if (flag === 'c') parts.push(t('comment'));
  if (flag === 'a') parts.push(t('annotation'));
  return parts.join(', ');
}

/** Sorts order[from..to) by `key[i]` (skips the work when already sorted, as pre-order usually leaves a column). Reads
 *  an array, not a key function: the check runs on every node of every layout, and a call per node was most of it. */
function sortRange(order: Int32Array, from: number, to: number, key: ArrayLike<number>): void {
  let sorted = true;
  for (let k = from + 1; k < to && sorted; k++) if (key[order[k - 1]] > key[order[k]]) sorted = false;
  if (!sorted) order.subarray(from, to).sort((a, b) => key[a] - key[b] || a - b);
}

/** The first k in [from, to) with key(order[k]) >= value (order sorted by key), or `to`. */
function firstAtLeast(order: Int32Array, from: number, to: number, value: number, key: (i: number) => number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(order[middle]) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function ascending(a: number, b: number): number {
  return a - b;
}
