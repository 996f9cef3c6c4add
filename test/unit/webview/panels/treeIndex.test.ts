import * as assert from 'node:assert/strict';
import type { TreeLayout } from '../../../../src/shared/views';
import { buildTreeIndex, positionOfId, pathThrough, treeNodeLabel, visibleInRect } from '../../../../src/webview/panels/treeIndex';
import { format } from '../../../../src/webview/strings';
import { insertLastChild } from '../../../../src/editor/view/treeRows';

/**
 * A small tree (pre-order): root(0) → B(1) → W(2) → B(3) main line; a variation W(4) at the root's child
 * B(1) in row 1 with a child pass p(5); a setup node S(6) far below in row 40 under the root (a long edge).
 *
 *   col:  0    1    2    3
 *   row0: S0 - B1 - W2 - B3
 *   row1:           W4 - p5
 *   row40:     S6
 */
const layout: TreeLayout = {
  ids: Int32Array.of(100, 101, 102, 103, 104, 105, 106),
  columns: Int32Array.of(0, 1, 2, 3, 2, 3, 1),
  rows: Int32Array.of(0, 0, 0, 0, 1, 1, 40),
  parents: Int32Array.of(-1, 0, 1, 2, 1, 4, 0),
  kinds: 'SBWBWpS',
  flags: ' c a   ',
  columnCount: 4,
  rowCount: 41,
};

const english = (text: string, ...args: (string | number)[]) => format(text, args);

describe('webview tree index', () => {
  const index = buildTreeIndex(layout);

  it('finds exactly the nodes and edges in a rectangle of cells', () => {
    assert.deepEqual(visibleInRect(index, { column0: 0, column1: 3, row0: 0, row1: 1 }), { nodes: [0, 1, 2, 3, 4, 5], edges: [1, 2, 3, 4, 5, 6] });
    assert.deepEqual(visibleInRect(index, { column0: 2, column1: 3, row0: 1, row1: 1 }), { nodes: [4, 5], edges: [4, 5] });
    assert.deepEqual(visibleInRect(index, { column0: 3, column1: 3, row0: 0, row1: 0 }), { nodes: [3], edges: [3] });
  });

  it('includes a long edge that crosses the rectangle although neither end is inside', () => {
    assert.deepEqual(visibleInRect(index, { column0: 0, column1: 1, row0: 20, row1: 25 }), { nodes: [], edges: [6] });
  });

  it('lists a long edge once although it spans many rows', () => {
    assert.deepEqual(visibleInRect(index, { column0: 0, column1: 1, row0: 0, row1: 40 }), { nodes: [0, 1, 6], edges: [1, 2, 4, 6] });
  });

  it('finds nothing in an empty or inverted rectangle and clips negative scroll margins', () => {
    assert.deepEqual(visibleInRect(index, { column0: 5, column1: 9, row0: 0, row1: 9 }), { nodes: [], edges: [] });
    assert.deepEqual(visibleInRect(index, { column0: 2, column1: 1, row0: 0, row1: 9 }), { nodes: [], edges: [] });
    assert.deepEqual(visibleInRect(index, { column0: -6, column1: 0, row0: -6, row1: 0 }), { nodes: [0], edges: [1, 6] });
  });

  it('maps ids to positions and counts moves (passes included) from the root', () => {
    assert.deepEqual(
      [105, 100, 106, 99, 107].map((id) => positionOfId(index, id)),
      [5, 0, 6, -1, -1],
    );
    assert.deepEqual(Array.from(index.moveNumbers), [0, 1, 2, 3, 2, 3, 0]);
  });

  it('maps ids to positions also in a layout whose ids are not consecutive', () => {
    const scattered = buildTreeIndex({ ...layout, ids: Int32Array.of(100, 101, 102, 103, 104, 205, 106) });
    assert.deepEqual(
      [205, 106, 105, 100].map((id) => positionOfId(scattered, id)),
      [5, 6, -1, 0],
    );
  });

  it('maps ids to positions in a layout with a new variation drawn ahead of the host (one id out of order)', () => {
    const ahead = insertLastChild(layout, 1, -1, 'B');
    assert.deepEqual(Array.from(ahead.ids), [100, 101, 102, 103, 104, 105, -1, 106]);
    const aheadIndex = buildTreeIndex(ahead);
    assert.deepEqual(aheadIndex.positions, null, 'no map of every id');
    assert.deepEqual(
      [-1, 106, 105, 100, 107, 99, -2].map((id) => positionOfId(aheadIndex, id)),
      [6, 7, 5, 0, -1, -1, -1],
    );
  });

  it('takes the path from the root through the node and on along first children', () => {
    assert.deepEqual(pathThrough(layout, 1), [0, 1, 2, 3]);
    assert.deepEqual(pathThrough(layout, 4), [0, 1, 4, 5]);
    assert.deepEqual(pathThrough(layout, 6), [0, 6]);
  });

  it('labels tree nodes with move number, colour and flags', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 5, 6].map((p) => treeNodeLabel(index, p, english)),
      ['Start of the game', 'Move 1, Black, comment', 'Move 2, White', 'Move 3, Black, annotation', 'Move 3, White passes', 'Node without a move'],
    );
  });

  it('answers a window of a 50,000-move main line with exactly the nodes in it', () => {
    const n = 50_000;
    const big: TreeLayout = {
      ids: Int32Array.from({ length: n }, (_, i) => i),
      columns: Int32Array.from({ length: n }, (_, i) => i),
      rows: new Int32Array(n),
      parents: Int32Array.from({ length: n }, (_, i) => i - 1),
      kinds: 'S' + 'BW'.repeat(n / 2).slice(0, n - 1),
      flags: ' '.repeat(n),
      columnCount: n,
      rowCount: 1,
    };
    const bigIndex = buildTreeIndex(big);
    const { nodes, edges } = visibleInRect(bigIndex, { column0: 30_000, column1: 30_039, row0: -6, row1: 20 });
    assert.deepEqual(
      nodes,
      Array.from({ length: 40 }, (_, i) => 30_000 + i),
    );
    assert.deepEqual(
      edges,
      Array.from({ length: 41 }, (_, i) => 30_000 + i),
    );
  });
});
