// Pure: the node objects a parse hands out — small views of its store — and a game's range of nodes in the store.
import type { SgfStore } from './store';
import type { SgfNode, SgfProperty, SgfTreeSpan, Span } from './types';

/** A game's nodes in its store: ids `first` up to `end`, in pre-order. */
export interface StoredGame {
  readonly store: SgfStore;
  readonly first: number;
  readonly end: number;
}

/** The store of the game under `root` and its nodes' range, or null unless `root` is the root of a game parse made. */
export function storedGameOf(root: SgfNode): StoredGame | null {
  if (!(root instanceof StoredNode) || root.parent !== null) return null;
  return { store: root.store, first: root.id, end: root.store.gameEnd(root.id) };
}

/** `storedGameOf(root)`, for walks over the arrays; throws (naming `caller`) when `root` is not a game root parse made. */
export function storedGame(root: SgfNode, caller: string): StoredGame {
  const game = storedGameOf(root);
  if (game === null) throw new Error(`${caller}: not the root of a game that parse made`);
  return game;
}

const NO_CHILDREN: readonly StoredNode[] = Object.freeze([]);

/**
 * An `SgfNode` read from an `SgfStore`. Only this small object is kept per node (so `parent`/`children` give
 * the same node objects every time); `children`, `properties`, spans and values are built afresh on each read,
 * which costs a few short-lived objects instead of millions of long-lived ones on a big file.
 */
export class StoredNode implements SgfNode {
  /** A view of node `id` of `store`. */
  constructor(
    /** The store it reads (whole-game walks read its arrays instead of the nodes). */
    readonly store: SgfStore,
    readonly id: number,
  ) {}

  /** The parent node, or null for a game root. */
  get parent(): StoredNode | null {
    const parent = this.store.nodeParent[this.id];
    return parent < 0 ? null : this.store.node(parent);
  }

  /** The children in file order (a new array on each read). */
  get children(): readonly StoredNode[] {
    const store = this.store;
    const first = store.firstChild(this.id);
    if (first < 0) return NO_CHILDREN;
    const list = [store.node(first)];
    for (let c = store.nodeNextSibling[first]; c > 0; c = store.nodeNextSibling[c]) list.push(store.node(c));
    return list;
  }

  /** The properties in file order (new objects on each read). */
  get properties(): readonly SgfProperty[] {
    return this.store.properties(this.id);
  }

  /** From the `;` (or first property id) to the end of the last property. */
  get span(): Span {
    return { start: this.store.nodeStart[this.id], end: this.store.nodeEnd(this.id) };
  }

  /** The innermost game tree whose sequence holds this node. */
  get tree(): SgfTreeSpan {
    return this.store.tree(this.store.nodeTree[this.id]);
  }

  /** Whether the node is the first of its sequence. */
  get firstInSequence(): boolean {
    return this.store.isFirstInSequence(this.id);
  }

  /** A plain snapshot for `JSON.stringify` and debuggers: children by id, no parent (no cycles, no deep recursion). */
  toJSON(): object {
    return {
      id: this.id,
      span: this.span,
      tree: this.tree,
      firstInSequence: this.firstInSequence,
      properties: this.properties,
      children: this.children.map((child) => child.id),
    };
  }
}
