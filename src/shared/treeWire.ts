// Pure: the game tree's layout as the `tree` message carries it — a third of the plain layout's JSON on a big tree
// (370 KB instead of 1 MB for the 50,000-node bench tree), so that an edit's tree crosses to the webview sooner. No vscode, DOM or Node fs.
import type { TreeLayout } from './views';

/**
 * A TreeLayout without what the webview can derive: node ids are consecutive from `firstId` (a game's nodes are, in
 * pre-order), columns are depths, and in pre-order a node's parent is the last node before it one level up, so each
 * node is written as how many levels it climbs from being the previous node's child (`climbs`: 0 for a first child and
 * the root). An edit that adds or removes nodes changes the entries of those nodes and of the one after them only.
 */
export interface PackedTree {
  readonly firstId: number;
  readonly climbs: readonly number[];
  readonly rows: readonly number[];
  readonly kinds: string;
  readonly flags: string;
  readonly columnCount: number;
  readonly rowCount: number;
}

/** Packs `layout` for the wire; throws when its ids are not consecutive, its columns are not depths or its parents are not pre-order parents (layoutTree's are). */
export function packTree(layout: TreeLayout): PackedTree {
  const { ids, parents, columns } = layout;
  const count = ids.length;
  const firstId = count > 0 ? ids[0] : 0;
  const climbs = new Array<number>(count);
  const rows = new Array<number>(count);
  /** The last node seen at each depth. */
  const lastAt: number[] = [];
  for (let i = 0; i < count; i++) {
    rows[i] = layout.rows[i];
    const parent = parents[i];
    const depth = parent < 0 ? 0 : columns[parent] + 1;
    if (ids[i] !== firstId + i || columns[i] !== depth || (i > 0 && parent !== lastAt[depth - 1]) || (i > 0 && parent < 0)) {
      throw new Error(`packTree: node ${i} of the layout has id ${ids[i]}, column ${columns[i]} and parent ${parent}`);
    }
    climbs[i] = i === 0 ? 0 : columns[i - 1] + 1 - depth;
    lastAt[depth] = i;
  }
  return { firstId, climbs, rows, kinds: layout.kinds, flags: layout.flags, columnCount: layout.columnCount, rowCount: layout.rowCount };
}

/** The layout `packTree` packed. */
export function unpackTree(packed: PackedTree): TreeLayout {
  const count = packed.climbs.length;
  const ids = new Int32Array(count);
  const parents = new Int32Array(count);
  const columns = new Int32Array(count);
  const lastAt: number[] = [];
  for (let i = 0; i < count; i++) {
    const depth = i === 0 ? 0 : columns[i - 1] + 1 - packed.climbs[i];
    ids[i] = packed.firstId + i;
    parents[i] = depth === 0 ? -1 : lastAt[depth - 1];
    columns[i] = depth;
    lastAt[depth] = i;
  }
  return {
    ids,
    columns,
    rows: new Int32Array(packed.rows),
    parents,
    kinds: packed.kinds,
    flags: packed.flags,
    columnCount: packed.columnCount,
    rowCount: packed.rowCount,
  };
}

/**
 * How a packed tree changed: its entries from `start`, `deleteCount` of them, replaced by the entries given here (an
 * edit adds or removes a few nodes and moves a few rows, so this is small where the whole tree is not), with the
 * tree's new `firstId`, `columnCount` and `rowCount`.
 */
export interface TreeSplice extends PackedTree {
  /** How many nodes the tree it applies to holds. */
  readonly baseCount: number;
  readonly start: number;
  readonly deleteCount: number;
}

/** The splice that turns `before` into `after`: everything between their longest common start and end. */
export function treeSplice(before: PackedTree, after: PackedTree): TreeSplice {
  const oldCount = before.climbs.length;
  const newCount = after.climbs.length;
  const shorter = Math.min(oldCount, newCount);
  let start = 0;
  while (start < shorter && sameEntry(before, start, after, start)) start++;
  let tail = 0;
  while (tail < shorter - start && sameEntry(before, oldCount - 1 - tail, after, newCount - 1 - tail)) tail++;
  const end = newCount - tail;
  return {
    baseCount: oldCount,
    start,
    deleteCount: oldCount - tail - start,
    climbs: after.climbs.slice(start, end),
    rows: after.rows.slice(start, end),
    kinds: after.kinds.slice(start, end),
    flags: after.flags.slice(start, end),
    firstId: after.firstId,
    columnCount: after.columnCount,
    rowCount: after.rowCount,
  };
}

/** Whether entry `i` of `a` and entry `j` of `b` draw the same node in the same place (relative to the one before). */
function sameEntry(a: PackedTree, i: number, b: PackedTree, j: number): boolean {
  return (
    a.climbs[i] === b.climbs[j] && a.rows[i] === b.rows[j] && a.kinds.charCodeAt(i) === b.kinds.charCodeAt(j) && a.flags.charCodeAt(i) === b.flags.charCodeAt(j)
  );
}

/** `held` with `splice` applied, or null when the splice was made for a tree of another size. */
export function applyTreeSplice(held: PackedTree, splice: TreeSplice): PackedTree | null {
  const count = held.climbs.length;
  if (count !== splice.baseCount || splice.start + splice.deleteCount > count) return null;
  const end = splice.start + splice.deleteCount;
  const join = <T>(a: readonly T[], middle: readonly T[]): T[] => a.slice(0, splice.start).concat(middle, a.slice(end));
  return {
    firstId: splice.firstId,
    climbs: join(held.climbs, splice.climbs),
    rows: join(held.rows, splice.rows),
    kinds: held.kinds.slice(0, splice.start) + splice.kinds + held.kinds.slice(end),
    flags: held.flags.slice(0, splice.start) + splice.flags + held.flags.slice(end),
    columnCount: splice.columnCount,
    rowCount: splice.rowCount,
  };
}
