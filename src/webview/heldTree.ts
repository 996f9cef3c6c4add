// The game tree the webview holds, packed as the host sent it, so that the host can send only what an edit changed.
import { applyTreeSplice, unpackTree, type PackedTree, type TreeSplice } from '../shared/treeWire';
import type { TreeLayout } from '../shared/views';

/** The last tree taken and the number of the message that brought it. */
export class HeldTree {
  private held: { readonly seq: number; readonly tree: PackedTree } | null = null;

  /** Holds the whole tree of message `seq` and returns its layout. */
  take(seq: number, tree: PackedTree): TreeLayout {
    this.held = { seq, tree };
    return unpackTree(tree);
  }

  /** Applies the splice of message `seq` and returns the new layout, or null when it was made for another tree than
   *  the one held (then nothing is held until a whole tree comes). */
  splice(baseSeq: number, seq: number, splice: TreeSplice): TreeLayout | null {
    const tree = this.held !== null && this.held.seq === baseSeq ? applyTreeSplice(this.held.tree, splice) : null;
    if (tree === null) {
      this.held = null;
      return null;
    }
    return this.take(seq, tree);
  }

  /** Drops the tree held (no game is shown). */
  forget(): void {
    this.held = null;
  }
}
