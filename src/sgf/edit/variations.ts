// Pure: reordering variations (promote to the main line, move up or down) as minimal text moves. No vscode, DOM or Node fs.
import type { SgfCollection, SgfNode } from '../types';
import { variationsAreClean } from './structure';
import { failure, type EditResult, type TextEdit } from './textEdit';

/** The edits of a reorder and where `node`'s `;` lands in the text after them. */
export interface MoveResult extends EditResult {
  readonly newNodeOffset?: number;
}

/**
 * Makes the line from the game root to `node` the main line: at every branch on the way where it is not the
 * first variation, its variation's text moves in front of the first one (with the separator that preceded it).
 */
export function promoteVariation(coll: SgfCollection, node: SgfNode): MoveResult {
  const text = coll.text;
  let edits: TextEdit[] = [];
  let shift = 0;
  for (let child = node; child.parent !== null; child = child.parent) {
    const siblings = child.parent.children;
    const index = siblings.indexOf(child);
    if (index <= 0) continue;
    if (!variationsAreClean(text, child.parent)) return failure('malformed-tree', 'The variations here are not well-formed game trees.');
    const { open, close } = child.tree;
    const first = siblings[0].tree.open;
    const prevEnd = siblings[index - 1].tree.close + 1;
    const moved = applyWithin(text, open, close + 1, edits) + text.slice(prevEnd, open);
    edits = [
      { offset: first, length: 0, text: moved },
      { offset: prevEnd, length: close + 1 - prevEnd, text: '' },
    ];
    shift += first - open;
  }
  return { edits, newNodeOffset: node.span.start + shift };
}

/**
 * Moves the variation that holds `node` (the nearest branch above it, `node` included) one place up
 * (towards the main line) or down among its siblings, by swapping it with its neighbour's text.
 * No edits when there is no branch above the node or no neighbour on that side.
 */
export function moveVariation(coll: SgfCollection, node: SgfNode, direction: 'up' | 'down'): MoveResult {
  let branch = node;
  while (branch.parent !== null && branch.parent.children.length < 2) branch = branch.parent;
  const parent = branch.parent;
  if (parent === null) return { edits: [], newNodeOffset: node.span.start };
  const siblings = parent.children;
  const index = siblings.indexOf(branch);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= siblings.length) return { edits: [], newNodeOffset: node.span.start };
  if (!variationsAreClean(coll.text, parent)) return failure('malformed-tree', 'The variations here are not well-formed game trees.');
  const a = siblings[Math.min(index, other)].tree;
  const b = siblings[Math.max(index, other)].tree;
  const gapAndA = coll.text.slice(a.close + 1, b.open) + coll.text.slice(a.open, a.close + 1);
  const edits: TextEdit[] = [
    { offset: a.open, length: b.open - a.open, text: '' },
    { offset: b.close + 1, length: 0, text: gapAndA },
  ];
  const shift = direction === 'up' ? a.open - b.open : b.close - a.close;
  return { edits, newNodeOffset: node.span.start + shift };
}

/** The text of [from, to) with the edits that fall inside it applied. */
function applyWithin(text: string, from: number, to: number, edits: readonly TextEdit[]): string {
  let out = '';
  let at = from;
  for (const edit of edits) {
    out += text.slice(at, edit.offset) + edit.text;
    at = edit.offset + edit.length;
  }
  return out + text.slice(at, to);
}
