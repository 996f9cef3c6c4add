// Pure: the game tree's layout as the `tree` message carries it — a third of the plain layout's JSON on a big tree
// (370 KB instead of 1 MB for the 50,000-node bench tree), so that an edit's tree crosses to the webview sooner. No vscode, DOM or Node fs.
import type { TreeLayout } from './views';

/**
 * A TreeLayout without what the webview can derive: node ids are consecutive from `firstId` (a game's nodes are, in
 * pre-order), columns are depths, and each parent is written as how far back it is (`i - parent`: 1 for a first child,
 * and for the root, whose parent -1 is one back from 0).
 */
export interface PackedTree {
  readonly firstId: number;
  readonly parentGaps: readonly number[];
  readonly rows: readonly number[];
  readonly kinds: string;
  readonly flags: string;
  readonly columnCount: number;
  readonly rowCount: number;
}

/** Packs `layout` for the wire; throws when its ids are not consecutive or its columns are not depths (layoutTree's are). */
export function packTree(layout: TreeLayout): PackedTree {
  const { ids, parents, columns } = layout;
  const firstId = ids.length > 0 ? ids[0] : 0;
  const parentGaps = new Array<number>(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const parent = parents[i];
    if (ids[i] !== firstId + i || columns[i] !== (parent < 0 ? 0 : columns[parent] + 1)) {
      throw new Error(`packTree: node ${i} of the layout has id ${ids[i]} and column ${columns[i]}`);
    }
    parentGaps[i] = i - parent;
  }
  return { firstId, parentGaps, rows: layout.rows, kinds: layout.kinds, flags: layout.flags, columnCount: layout.columnCount, rowCount: layout.rowCount };
}

/** The layout `packTree` packed. */
export function unpackTree(packed: PackedTree): TreeLayout {
  const count = packed.parentGaps.length;
  const ids = new Array<number>(count);
  const parents = new Array<number>(count);
  const columns = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const parent = i - packed.parentGaps[i];
    ids[i] = packed.firstId + i;
    parents[i] = parent;
    columns[i] = parent < 0 ? 0 : columns[parent] + 1;
  }
  return { ids, columns, rows: packed.rows, parents, kinds: packed.kinds, flags: packed.flags, columnCount: packed.columnCount, rowCount: packed.rowCount };
}
