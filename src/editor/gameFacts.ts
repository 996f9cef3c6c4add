// Pure: facts about a whole game gathered in one walk and cached per root, so each navigation step stays O(1) in them. No vscode, DOM or Node fs.
import { normalizePropertyId } from '../sgf/lexer';
import type { SgfNode } from '../sgf/types';

/** Per game: which nodes set DD, and how many moves follow each node down its first children. */
interface GameFacts {
  readonly dimming: ReadonlySet<number>;
  readonly movesBelow: ReadonlyMap<number, number>;
}

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
  const stack: SgfNode[] = [root];
  const stackLinks: number[] = [-2];
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
    links.push(stackLinks.pop()!);
    const children = node.children;
    for (let k = children.length - 1; k >= 0; k--) {
      stack.push(children[k]);
      stackLinks.push(2 * index + (k === 0 ? 1 : 0));
    }
  }
  const below = new Int32Array(ids.length);
  const movesBelow = new Map<number, number>();
  for (let i = ids.length - 1; i >= 0; i--) {
    movesBelow.set(ids[i], below[i]);
    if ((links[i] & 1) === 1) below[links[i] >> 1] = below[i] + moves[i];
  }
  return { dimming, movesBelow };
}
