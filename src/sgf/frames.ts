// Pure: the parser's stack of open game trees, in typed arrays so nesting depth costs no objects.

/** The open game trees as parallel typed arrays: an explicit stack, however deep variations nest. */
export class FrameStack {
  depth = 0;
  tree = new Int32Array(64);
  /** Node the sequence hangs from (-1: the games list). */
  parent = new Int32Array(64);
  /** Last node of the sequence so far (-1: none yet). */
  last = new Int32Array(64);
  /** 1 once a sub-tree has started: from there on only sub-trees and `)` belong. */
  variations = new Uint8Array(64);
  subtrees = new Int32Array(64);

  /** Opens a game tree `tree` whose sequence hangs from node `parent`. */
  push(tree: number, parent: number): void {
    const k = this.depth++;
    if (k === this.tree.length) this.grow(k * 2);
    this.tree[k] = tree;
    this.parent[k] = parent;
    this.last[k] = -1;
    this.variations[k] = 0;
    this.subtrees[k] = 0;
  }

  private grow(size: number): void {
    const copy = <T extends Int32Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
    this.tree = copy(this.tree, new Int32Array(size));
    this.parent = copy(this.parent, new Int32Array(size));
    this.last = copy(this.last, new Int32Array(size));
    this.variations = copy(this.variations, new Uint8Array(size));
    this.subtrees = copy(this.subtrees, new Int32Array(size));
  }
}
