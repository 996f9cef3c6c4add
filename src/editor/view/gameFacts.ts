// Pure: facts about a whole game gathered in one pass over the parse's typed arrays (no node object made) and cached per
// root, so each navigation step stays O(1) in them. No vscode, DOM or Node fs.
import { idCode, idCodeAt } from '../../sgf/lexer';
import type { SgfStore } from '../../sgf/store';
import { storedGame } from '../../sgf/storedNode';
import type { SgfNode } from '../../sgf/types';

/** Per game: which nodes set DD, how many moves follow each node down its first children, and where its variation starts. */
export interface GameFacts {
  /** Ids of the nodes that set DD. */
  readonly dimming: ReadonlySet<number>;
  /** How many move nodes follow node `id` down its first children (undefined for a node of another game). */
  movesBelow(id: number): number | undefined;
  /**
   * The nearest node at or above node `id` that has siblings (the head of the variation holding it; null on a line
   * without branches above) and how many levels above the node that head is.
   */
  variationHead(id: number): VariationHead;
}

/** The head of the variation holding a node, and how many levels above the node it is. */
export interface VariationHead {
  readonly head: SgfNode | null;
  readonly climbed: number;
}

const NO_HEAD: VariationHead = { head: null, climbed: 0 };
const B = idCode('B');
const W = idCode('W');
const DD = idCode('DD');

const cache = new WeakMap<SgfNode, GameFacts>();

/** The facts of the game under `root`, a node that `parse` made (computed on first use, then cached while the parse lives). */
export function gameFacts(root: SgfNode): GameFacts {
  let facts = cache.get(root);
  if (facts === undefined) {
    const { store, first, end } = storedGame(root, 'gameFacts');
    facts = collect(store, first, end);
    cache.set(root, facts);
  }
  return facts;
}

/** The facts of the game whose nodes are [root, end) of `store`. */
function collect(store: SgfStore, root: number, end: number): GameFacts {
  const { text, nodeParent, nodeNextSibling, nodeFirstProp, propIdStart } = store;
  const count = end - root;
  const dimming = new Set<number>();
  const moves = new Uint8Array(count);
  for (let k = root; k < end; k++) {
    const last = store.propsEnd(k);
    for (let p = nodeFirstProp[k]; p < last; p++) {
      const id = idCodeAt(text, propIdStart[p]);
      if (id === B || id === W) moves[k - root] = 1;
      else if (id === DD) dimming.add(k);
    }
  }
  // A first child is the node right after its parent; so, from the last node up, each first child hands its count up.
  const below = new Int32Array(count);
  for (let k = end - 1; k > root; k--) {
    const parent = nodeParent[k];
    if (parent + 1 === k) below[parent - root] = below[k - root] + moves[k - root];
  }
  const heads = new Int32Array(count).fill(-1);
  const climbed = new Int32Array(count);
  for (let k = root + 1; k < end; k++) {
    const parent = nodeParent[k] - root;
    // The parent's first child is the node right after it; it has siblings when the parent has more than one child.
    if (nodeNextSibling[parent + root + 1] > 0) heads[k - root] = k;
    else if (heads[parent] >= 0) {
      heads[k - root] = heads[parent];
      climbed[k - root] = climbed[parent] + 1;
    }
  }
  const inGame = (id: number): boolean => id >= root && id < end;
  return {
    dimming,
    movesBelow: (id) => (inGame(id) ? below[id - root] : undefined),
    variationHead: (id) => {
      const head = inGame(id) ? heads[id - root] : -1;
      return head < 0 ? NO_HEAD : { head: store.node(head), climbed: climbed[id - root] };
    },
  };
}
