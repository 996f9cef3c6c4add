// Pure: deleting a node with everything below it, as minimal text deletions. No vscode, DOM or Node fs.
import { isWhitespace } from '../lexer';
import type { SgfCollection, SgfNode } from '../types';
import { gamesAreClean, siblingsOf, variationsAreClean, whitespaceBefore } from './structure';
import { failure, normalizeEdits, type EditResult, type TextEdit } from './textEdit';

/**
 * Deletes `node` and its subtree.
 * - A node inside a sequence: from the whitespace before it to the last token of its game tree (the tree's `)` stays).
 * - A variation: its `(…)` with the whitespace that separates it from its neighbour. When that leaves the parent
 *   one variation, that variation's `(` and `)` are removed too, so the parent's sequence simply goes on — the
 *   text a human (and `addMove`, which wraps the sequence when adding a variation) would expect:
 *   `(;a(;b)(;c))` minus `c` is `(;a;b)`.
 * - A game root: the whole game tree, with the whitespace before the next game (or after the previous one).
 */
export function deleteSubtree(coll: SgfCollection, node: SgfNode): EditResult {
  const text = coll.text;
  if (!node.firstInSequence) {
    const close = node.tree.close < 0 ? text.length : node.tree.close;
    const from = whitespaceBefore(text, node.span.start);
    return { edits: [{ offset: from, length: whitespaceBefore(text, close) - from, text: '' }] };
  }
  if (node.tree.open < 0 || node.tree.close < 0) return failure('unclosed-tree', 'The game tree of this node is not closed with ")".');
  const parent = node.parent;
  if (parent === null) return deleteGame(coll, node);
  if (!variationsAreClean(text, parent)) return failure('malformed-tree', 'The variations here are not well-formed game trees.');
  const siblings = parent.children;
  const index = siblings.indexOf(node);
  const [from, to] = rangeWithSeparator(text, siblings, index);
  const edits: TextEdit[] = [{ offset: from, length: to - from, text: '' }];
  if (siblings.length === 2) {
    const other = siblings[1 - index].tree;
    edits.push({ offset: other.open, length: 1, text: '' }, { offset: other.close, length: 1, text: '' });
  }
  return { edits: normalizeEdits(edits) };
}

function deleteGame(coll: SgfCollection, root: SgfNode): EditResult {
  if (!gamesAreClean(coll)) return { edits: [{ offset: root.tree.open, length: root.tree.close + 1 - root.tree.open, text: '' }] };
  const games = siblingsOf(coll, root);
  const [from, to] = rangeWithSeparator(coll.text, games, games.indexOf(root));
  return { edits: [{ offset: from, length: to - from, text: '' }] };
}

/** The tree of `nodes[index]` plus the whitespace between it and the previous tree (or the next one, for the first). */
function rangeWithSeparator(text: string, nodes: readonly SgfNode[], index: number): [number, number] {
  const tree = nodes[index].tree;
  if (index > 0) {
    const gapStart = nodes[index - 1].tree.close + 1;
    return [allWhitespace(text, gapStart, tree.open) ? gapStart : tree.open, tree.close + 1];
  }
  if (nodes.length > 1) {
    const gapEnd = nodes[1].tree.open;
    return [tree.open, allWhitespace(text, tree.close + 1, gapEnd) ? gapEnd : tree.close + 1];
  }
  return [tree.open, tree.close + 1];
}

function allWhitespace(text: string, from: number, to: number): boolean {
  for (let p = from; p < to; p++) if (!isWhitespace(text.charCodeAt(p))) return false;
  return true;
}
