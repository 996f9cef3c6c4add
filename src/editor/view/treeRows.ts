// Pure: the rows of a game-tree layout (see layoutTree), and where a new last child of a node would go. Imports no code, so
// the webview can place a move it shows before the host has written it exactly where the host's layout will.
import type { TreeLayout } from '../../shared/views';

/** The layout's arrays row placement reads (pre-order; `parents[i]` is a position, -1 for the root). */
export interface TreeShape {
  readonly columns: ArrayLike<number>;
  readonly parents: ArrayLike<number>;
}

/**
 * Rows for the `n` nodes of `shape` (pre-order): a first child keeps its parent's row; every other child starts a line
 * (it and its first children down to a leaf) in the first row below everything used so far in the columns from its
 * parent's column to the line's end, claiming its parent's column down to that row for the edge. A skyline (highest
 * used row per column) makes this O(n).
 */
export function placeRows(n: number, shape: TreeShape): { rows: Int32Array; rowCount: number; columnCount: number } {
  const { columns, parents } = shape;
  const lineEnd = new Int32Array(n).fill(-1);
  for (let i = n - 1; i >= 0; i--) {
    if (lineEnd[i] < 0) lineEnd[i] = columns[i];
    if (parents[i] >= 0 && parents[i] + 1 === i) lineEnd[parents[i]] = lineEnd[i];
  }
  const skyline: number[] = [];
  const rows = new Int32Array(n);
  let rowCount = 0;
  for (let i = 0; i < n; i++) {
    if (parents[i] >= 0 && parents[i] + 1 === i) {
      rows[i] = rows[parents[i]];
      continue;
    }
    const from = parents[i] < 0 ? columns[i] : columns[i] - 1;
    const end = lineEnd[i];
    let row = 0;
    for (let c = from; c <= end && c < skyline.length; c++) if (skyline[c] >= row) row = skyline[c] + 1;
    for (let c = from; c <= end; c++) skyline[c] = row;
    rows[i] = row;
    if (row >= rowCount) rowCount = row + 1;
  }
  return { rows, rowCount, columnCount: skyline.length };
}

/**
 * The row a new last child of the node at position `parent` takes in the host's next layout of `layout` plus that child:
 * its parent's row for a first child; below the lines placed before it in its two columns for a variation. Null when
 * drawing it there before that layout comes would cross a node of `layout` (one the new layout moves down).
 */
export function rowOfNewLastChild(layout: TreeShape & { readonly rows: ArrayLike<number> }, parent: number): number | null {
  const { columns, parents, rows } = layout;
  const n = columns.length;
  const column = columns[parent];
  const end = subtreeEnd(columns, parent);
  if (end === parent + 1) return firstChildRow(layout, parent);
  // The skyline of the child's two columns (the parent's claims the edge) when the layout reaches it in pre-order.
  let top = -1;
  for (let i = 0; i < end; i++) {
    const c = columns[i];
    const claims = c === column || c === column + 1 || (c === column + 2 && parents[i] + 1 !== i);
    if (claims && rows[i] > top) top = rows[i];
  }
  const row = top + 1;
  for (let i = end; i < n; i++) {
    const c = columns[i];
    if (c === column + 1 && rows[i] === row) return null;
    if (c === column && rows[i] > rows[parent] && rows[i] <= row) return null;
    if (c === column + 2 && parents[i] + 1 !== i && rows[parents[i]] < row && rows[i] >= row) return null;
  }
  return row;
}

/** The row of a first child of the leaf at position `parent`: its line's row, unless the line's one column more meets
 *  the skyline of the nodes before the line (then the whole line moves down: null). */
function firstChildRow(layout: TreeShape & { readonly rows: ArrayLike<number> }, parent: number): number | null {
  const { columns, parents, rows } = layout;
  const column = columns[parent] + 1;
  const row = rows[parent];
  let start = parent;
  while (parents[start] >= 0 && parents[start] + 1 === start) start--;
  for (let i = 0; i < start; i++) {
    const claims = columns[i] === column || (columns[i] === column + 1 && parents[i] + 1 !== i);
    if (claims && rows[i] >= row) return null;
  }
  return row;
}

/** `layout` with a new last child (node `id`, a move of colour `kind`) of the node at position `parent`, laid out as the
 *  host lays out the tree with that child (only the ids differ: the child's is the caller's). */
export function insertLastChild(layout: TreeLayout, parent: number, id: number, kind: 'B' | 'W'): TreeLayout {
  const n = layout.ids.length;
  const end = subtreeEnd(layout.columns, parent);
  const ids = new Int32Array(n + 1);
  const columns = new Int32Array(n + 1);
  const parents = new Int32Array(n + 1);
  for (let i = 0, k = 0; i <= n; i++) {
    if (i === end) {
      ids[i] = id;
      columns[i] = layout.columns[parent] + 1;
      parents[i] = parent;
      continue;
    }
    const p = layout.parents[k];
    ids[i] = layout.ids[k];
    columns[i] = layout.columns[k];
    parents[i] = p >= end ? p + 1 : p;
    k++;
  }
  const { rows, rowCount, columnCount } = placeRows(n + 1, { columns, parents });
  return {
    ids,
    columns,
    rows,
    parents,
    kinds: layout.kinds.slice(0, end) + kind + layout.kinds.slice(end),
    flags: layout.flags.slice(0, end) + ' ' + layout.flags.slice(end),
    columnCount,
    rowCount,
  };
}

/** The position after the subtree of the node at position `parent` (pre-order: its descendants follow it, deeper). */
function subtreeEnd(columns: ArrayLike<number>, parent: number): number {
  let end = parent + 1;
  while (end < columns.length && columns[end] > columns[parent]) end++;
  return end;
}
