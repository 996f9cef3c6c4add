// The game tree the webview holds, packed as the host sent it, so that the host can send only what an edit changed.
import { applyTreeSplice, unpackTree, type PackedTree, type TreeSplice } from '../../shared/treeWire';
import type { TreeLayout } from '../../shared/views';

/** The last tree taken, its layout and the number of the message that brought it. */
export class HeldTree {
  private held: { readonly seq: number; readonly tree: PackedTree; readonly layout: TreeLayout } | null = null;
  private asked = false;

  /** Holds the whole tree of message `seq` and returns its layout. */
  take(seq: number, tree: PackedTree): TreeLayout {
    const layout = unpackTree(tree);
    this.held = { seq, tree, layout };
    this.asked = false;
    return layout;
  }

  /**
   * Applies the splice of message `seq` and returns the layout: the same object when the splice changes nothing.
   * 'ask' when it was made for another tree than the one held and the whole tree should be asked for; null when that
   * was asked already (nothing is held until a whole tree comes).
   */
  splice(baseSeq: number, seq: number, splice: TreeSplice): TreeLayout | 'ask' | null {
    const held = this.held;
    if (held !== null && held.seq === baseSeq && isEmpty(held.tree, splice)) {
      this.held = { ...held, seq };
      return held.layout;
    }
    const tree = held !== null && held.seq === baseSeq ? applyTreeSplice(held.tree, splice) : null;
    if (tree !== null) return this.take(seq, tree);
    this.held = null;
    if (this.asked) return null;
    this.asked = true;
    return 'ask';
  }

  /** Drops the tree held (no game is shown). */
  forget(): void {
    this.held = null;
  }
}

/** Whether `splice` leaves `tree` as it is. */
function isEmpty(tree: PackedTree, splice: TreeSplice): boolean {
  return (
    splice.deleteCount === 0 &&
    splice.climbs.length === 0 &&
    splice.baseCount === tree.climbs.length &&
    splice.firstId === tree.firstId &&
    splice.columnCount === tree.columnCount &&
    splice.rowCount === tree.rowCount
  );
}
