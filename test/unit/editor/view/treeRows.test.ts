import * as assert from 'node:assert/strict';
import { layoutTree } from '../../../../src/editor';
import { insertLastChild, rowOfNewLastChild } from '../../../../src/editor/view/treeRows';
import type { TreeLayout } from '../../../../src/shared/views';
import { addNode } from '../../../../src/sgf/edit/addNode';
import { applyEdits } from '../../../../src/sgf/edit/textEdit';
import { parse } from '../../../../src/sgf/parse';
import { allNodes } from '../../../../src/sgf/tree';
import { openFixture } from '../editor.helpers';
import { branchyTreeText } from './treeLayout.helpers';

/** For every node with children in `text`: the row the webview predicts for a new last child, and the host's layout
 *  of the text with that child added (its row, and whether any other node moved). */
function predictionsAgainstHost(text: string): { placed: number; left: number } {
  const coll = parse(text);
  const layout = layoutTree(coll.games[0]);
  const nodes = [...allNodes(coll)];
  let placed = 0;
  let left = 0;
  nodes.forEach((node, position) => {
    const added = addNode(coll, node, [{ id: 'B', values: ['aa'] }]);
    assert.ok(added.edits.length > 0);
    const after = layoutTree(parse(applyEdits(text, added.edits)).games[0]);
    // The new child comes right after its parent's subtree in pre-order.
    let end = position + 1;
    while (end < layout.columns.length && layout.columns[end] > layout.columns[position]) end++;
    const moved = layout.rows.some((row, i) => after.rows[i < end ? i : i + 1] !== row);
    const { ids: _ids, ...inserted } = insertLastChild(layout, position, -1, 'B');
    const { ids: _hostIds, ...host } = after;
    assert.deepEqual(inserted, host, `node ${position}: the whole layout with the new child`);
    const predicted = rowOfNewLastChild(layout, position);
    if (predicted === null) {
      assert.ok(moved, `node ${position}: the host moves no other node, yet the child is not drawn ahead`);
      left++;
    } else {
      assert.equal(predicted, after.rows[end], `node ${position}`);
      assert.deepEqual(crossings(layout, position, predicted), [], `node ${position}`);
      placed++;
    }
  });
  return { placed, left };
}

/** The nodes of `layout` a new last child of `parent` at `row` (and its edge down the parent's column) would cross. */
function crossings(layout: TreeLayout, parent: number, row: number): number[] {
  const column = layout.columns[parent];
  return Array.from(layout.ids, (_, i) => i).filter(
    (i) =>
      (layout.columns[i] === column + 1 && layout.rows[i] === row) ||
      (layout.columns[i] === column && layout.rows[i] > layout.rows[parent] && layout.rows[i] <= row),
  );
}

describe('editor: the row of a new variation, known before the host lays the tree out again', () => {
  it('is the host’s row for the new node on every node of random branchy trees, crossing no node, or else the whole new layout is', () => {
    let placed = 0;
    let left = 0;
    for (const seed of [1, 2, 3]) {
      const counts = predictionsAgainstHost(branchyTreeText(300, seed));
      placed += counts.placed;
      left += counts.left;
    }
    assert.deepEqual([placed > 50, left > 0], [true, true], `${placed} placed, ${left} left to the host`);
  });

  it('is the host’s row on every node of the editor fixture but one whose variation would cross a later one', () => {
    const fixture = openFixture('../workspace/games/editor-tree.sgf');
    assert.deepEqual(predictionsAgainstHost(fixture.coll.text), { placed: 6, left: 1 });
  });

  it('leaves a move after a short variation to the new layout when that line, one column longer, must move down', () => {
    // Gg (a variation at move 3) ends in column 3; the main line's alternative at move 5 claims column 4 in row 1 for its
    // edge, so one more move after Gg moves Gg's whole line to row 2.
    assert.deepEqual(predictionsAgainstHost('(;GM[1]SZ[9];B[aa];W[bb](;B[cc];W[dd](;B[ee])(;B[ff]))(;B[gg]))'), { placed: 6, left: 2 });
  });
});
