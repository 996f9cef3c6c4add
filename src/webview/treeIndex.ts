// Pure: an index over a game-tree layout that answers "which nodes and edges lie in this rectangle of cells" without
// looking at every node (cells are bucketed per column and band of rows once per layout), plus the current path.
import type { TreeLayout } from '../shared/protocol';

/** Rows per band of the index. */
export const TREE_BAND_ROWS = 16;

/** The index of one layout. */
export interface TreeIndex {
  readonly layout: TreeLayout;
  /** Node id → position in the layout's arrays. */
  readonly positionOfId: ReadonlyMap<number, number>;
  /** Moves (passes included) from the root to each node. */
  readonly moveNumbers: Int32Array;
  /** (column, band) key → the nodes in that cell band. */
  readonly nodeBands: ReadonlyMap<number, readonly number[]>;
  /** (child's column, band) key → the children whose edge from the parent crosses that band. */
  readonly edgeBands: ReadonlyMap<number, readonly number[]>;
  readonly bandCount: number;
}

/** A rectangle of cells, bounds included. */
export interface CellRect {
  readonly column0: number;
  readonly column1: number;
  readonly row0: number;
  readonly row1: number;
}

/** Builds the index of `layout` in one pass over its nodes. */
export function buildTreeIndex(layout: TreeLayout): TreeIndex {
  const count = layout.ids.length;
  let maxRow = Math.max(layout.rowCount - 1, 0);
  for (let i = 0; i < count; i++) if (layout.rows[i] > maxRow) maxRow = layout.rows[i];
  const bandCount = band(maxRow) + 1;
  const positionOfId = new Map<number, number>();
  const moveNumbers = new Int32Array(count);
  const nodeBands = new Map<number, number[]>();
  const edgeBands = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, key: number, value: number): void => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [value]);
    else list.push(value);
  };
  for (let i = 0; i < count; i++) {
    positionOfId.set(layout.ids[i], i);
    const parent = layout.parents[i];
    const kind = layout.kinds.charAt(i);
    const isMove = kind === 'B' || kind === 'W' || kind === 'P' || kind === 'p' ? 1 : 0;
    moveNumbers[i] = (parent >= 0 ? moveNumbers[parent] : 0) + isMove;
    const column = layout.columns[i];
    const row = layout.rows[i];
    add(nodeBands, column * bandCount + band(row), i);
    if (parent < 0) continue;
    const top = Math.min(row, layout.rows[parent]);
    const bottom = Math.max(row, layout.rows[parent]);
    for (let b = band(top); b <= band(bottom); b++) add(edgeBands, column * bandCount + b, i);
  }
  return { layout, positionOfId, moveNumbers, nodeBands, edgeBands, bandCount };
}

/**
 * The nodes inside `rect` and the edges (given by their child node) that cross it, each list ascending. An edge runs
 * from its parent's cell to its child's cell and covers the rows between them.
 */
export function visibleInRect(index: TreeIndex, rect: CellRect): { readonly nodes: number[]; readonly edges: number[] } {
  const { layout, bandCount } = index;
  const nodes: number[] = [];
  const edges: number[] = [];
  if (rect.column1 < rect.column0 || rect.row1 < rect.row0) return { nodes, edges };
  const band0 = band(Math.max(rect.row0, 0));
  const band1 = Math.min(band(Math.max(rect.row1, 0)), bandCount - 1);
  for (let column = Math.max(rect.column0, 0); column <= rect.column1 + 1; column++) {
    for (let b = band0; b <= band1; b++) {
      const key = column * bandCount + b;
      if (column <= rect.column1) {
        for (const i of index.nodeBands.get(key) ?? []) {
          const row = layout.rows[i];
          if (row >= rect.row0 && row <= rect.row1) nodes.push(i);
        }
      }
      for (const i of index.edgeBands.get(key) ?? []) {
        const parent = layout.parents[i];
        const top = Math.min(layout.rows[i], layout.rows[parent]);
        const bottom = Math.max(layout.rows[i], layout.rows[parent]);
        const crosses = layout.columns[parent] <= rect.column1 && column >= rect.column0 && top <= rect.row1 && bottom >= rect.row0;
        // An edge listed in several bands is taken once: from the first band the rectangle and the edge share.
        if (crosses && b === Math.max(band(top), band0)) edges.push(i);
      }
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
    kind === 'B' ? t('Move {0}, Black', move)
    : kind === 'W' ? t('Move {0}, White', move)
    : kind === 'P' ? t('Move {0}, Black passes', move)
    : kind === 'p' ? t('Move {0}, White passes', move)
    : position === 0 ? t('Start of the game')
    : t('Node without a move'),
  ];
  const flag = index.layout.flags.charAt(position);
  if (flag === 'c') parts.push(t('comment'));
  if (flag === 'a') parts.push(t('annotation'));
  return parts.join(', ');
}

function band(row: number): number {
  return Math.floor(row / TREE_BAND_ROWS);
}

function ascending(a: number, b: number): number {
  return a - b;
}
