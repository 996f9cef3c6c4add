// Pure: facts about a whole game gathered in one walk and cached per root, so each navigation step stays O(1) in them. No vscode, DOM or Node fs.
import { normalizePropertyId } from '../../sgf/lexer';
import type { SgfNode } from '../../sgf/types';

/** Per game: which nodes set DD, how many moves follow each node down its first children, and where its variation starts. */
interface GameFacts {
  readonly dimming: ReadonlySet<number>;
  readonly movesBelow: ReadonlyMap<number, number>;
  /**
   * Per node id: the nearest node at or above it that has siblings (the head of the variation holding it; null on a
   * line without branches above) and how many levels above the node that head is.
   */
  readonly variationHeads: ReadonlyMap<number, VariationHead>;
}

/** The head of the variation holding a node, and how many levels above the node it is. */
export interface VariationHead {
  readonly head: SgfNode | null;
  readonly climbed: number;
}

const NO_HEAD: VariationHead = { head: null, climbed: 0 };

const cache = new WeakMap<SgfNode, GameFacts>();

/** The facts of the game under `root` (computed on first use, iteratively, then cached while the parse lives). */
export function gameFacts(root: SgfNode): GameFacts {
  let facts = cache.get(root);
  if (facts === undefined) {
    facts = collect(root);
    cache.set(root, facts);
  }
  return facts;
}

function collect(root: SgfNode): GameFacts {
  const dimming = new Set<number>();
  const ids: number[] = [];
  const moves: number[] = [];
  /** 2 × the parent's index, plus 1 for a first child (root: -2), per node in pre-order. */
  const links: number[] = [];
  const heads: VariationHead[] = [];
  const variationHeads = new Map<number, VariationHead>();
  const stack: SgfNode[] = [root];
  const stackLinks: number[] = [-2];
  /** Per node on the stack: whether its parent has other children. */
  const stackBranches: boolean[] = [false];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const index = ids.length;
    let move = 0;
    for (const prop of node.properties) {
      const id = normalizePropertyId(prop.id);
      if (id === 'B' || id === 'W') move = 1;
      else if (id === 'DD') dimming.add(node.id);
    }
    ids.push(node.id);
    moves.push(move);
    const link = stackLinks.pop()!;
    links.push(link);
    const children = node.children;
    const above = link < 0 ? NO_HEAD : heads[link >> 1];
    const branches = stackBranches.pop()!;
    const head: VariationHead = branches ? { head: node, climbed: 0 } : above.head === null ? NO_HEAD : { head: above.head, climbed: above.climbed + 1 };
    heads.push(head);
    variationHeads.set(node.id, head);
    for (let k = children.length - 1; k >= 0; k--) {
      stack.push(children[k]);
      stackLinks.push(2 * index + (k === 0 ? 1 : 0));
      stackBranches.push(children.length > 1);
    }
  }
  const below = new Int32Array(ids.length);
  const movesBelow = new Map<number, number>();
  for (let i = ids.length - 1; i >= 0; i--) {
    movesBelow.set(ids[i], below[i]);
    if ((links[i] & 1) === 1) below[links[i] >> 1] = below[i] + moves[i];
  }
  return { dimming, movesBelow, variationHeads };
}
