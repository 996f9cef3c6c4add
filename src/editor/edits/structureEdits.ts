// Pure: deleting a subtree, promoting a variation, moving a variation up or down, as edit plans. No vscode, DOM or Node fs.
import { deleteSubtree } from '../../sgf/edit/deleteSubtree';
import { mapOffset } from '../../sgf/edit/textEdit';
import { moveVariation, promoteVariation } from '../../sgf/edit/variations';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { planOf, refused, type EditPlan } from './editPlan';

/** Deletes `node` and everything below it; its parent is shown next. The root is refused. */
export function planDelete(coll: SgfCollection, node: SgfNode): EditPlan {
  const parent = node.parent;
  if (parent === null) return refused('root', "The game's root node cannot be deleted");
  const result = deleteSubtree(coll, node);
  return planOf(result, parent, 'Nothing to delete', mapOffset(result.edits, parent.span.start));
}

/** Makes the line through `node` the main line at every branch above it; `node` stays shown. */
export function planPromote(coll: SgfCollection, node: SgfNode): EditPlan {
  if (node.parent === null) return refused('root', "The game's root node is on the main line already");
  const result = promoteVariation(coll, node);
  return planOf(result, node, 'This line is the main line already', result.newNodeOffset);
}

/** Swaps the variation holding `node` with its neighbour above or below; `node` stays shown. */
export function planMoveVariation(coll: SgfCollection, node: SgfNode, direction: 'up' | 'down'): EditPlan {
  if (node.parent === null) return refused('root', "The game's root node has no variations to move");
  const result = moveVariation(coll, node, direction);
  if (result.error === undefined && result.edits.length === 0) {
    let branch = node;
    while (branch.parent !== null && branch.parent.children.length < 2) branch = branch.parent;
    if (branch.parent === null) return refused('noSibling', 'This line has no other variations');
    return refused('noSibling', direction === 'up' ? 'This is the first variation already' : 'This is the last variation already');
  }
  return planOf(result, node, 'Nothing to move', result.newNodeOffset);
}
