// Pure: where a game's stones are set up — the root, or (problems often keep them there) one of the first nodes of
// the main line when they hold no move. The board editor opens there; problem mode starts solving from there.
import { getProperty, isMoveNode } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';

/** How many nodes below the root `setupNode` looks for the setup. */
const SETUP_LOOKAHEAD = 4;

/** The node that sets up the game's stones: the root when it does, else the first of the next nodes without a move that does; null when none. */
export function setupNode(root: SgfNode): SgfNode | null {
  if (hasSetup(root)) return root;
  let at = root.children[0];
  for (let k = 0; at !== undefined && k < SETUP_LOOKAHEAD && !isMoveNode(at); k++, at = at.children[0]) {
    if (hasSetup(at)) return at;
  }
  return null;
}

/** Whether `node` sets up stones (AB or AW). */
export function hasSetup(node: SgfNode): boolean {
  return getProperty(node, 'AB') !== undefined || getProperty(node, 'AW') !== undefined;
}
