import * as assert from 'node:assert/strict';
import { layoutTree } from '../../../../src/editor';
import type { TreeLayout } from '../../../../src/shared/views';
import { parse } from '../../../../src/sgf/parse';
import { deepLineText, openFixture, openText } from '../editor.helpers';
import { branchyTreeText } from './treeLayout.helpers';

/** Every broken promise of a layout: shared cells, edges through nodes, columns that are not depths. */
function layoutFaults(layout: TreeLayout): string[] {
  const faults: string[] = [];
  const cells = new Map<string, number>();
  layout.ids.forEach((_, i) => {
    const key = `${layout.columns[i]},${layout.rows[i]}`;
    if (cells.has(key)) faults.push(`nodes ${cells.get(key)} and ${i} share ${key}`);
    cells.set(key, i);
  });
  layout.ids.forEach((_, i) => {
    const p = layout.parents[i];
    if (p < 0) return;
    if (layout.columns[i] !== layout.columns[p] + 1) faults.push(`node ${i} is not one column right of its parent`);
    if (layout.rows[i] < layout.rows[p]) faults.push(`node ${i} is above its parent`);
    for (let r = layout.rows[p] + 1; r <= layout.rows[i]; r++) {
      const hit = cells.get(`${layout.columns[p]},${r}`);
      if (hit !== undefined) faults.push(`the edge to ${i} crosses node ${hit}`);
    }
  });
  return faults;
}

describe('editor: layoutTree', () => {
  it('lays out a file with variations exactly: main line in row 0, each variation in the first free row', () => {
    const g = openFixture('variations.sgf');
    assert.deepEqual(plainLayout(layoutTree(g.coll.games[0])), {
      ids: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      columns: [0, 1, 2, 3, 4, 5, 5, 3, 4, 3],
      rows: [0, 0, 0, 0, 0, 0, 1, 2, 2, 3],
      parents: [-1, 0, 1, 2, 3, 4, 4, 2, 7, 2],
      kinds: 'SBWBWBBBWP',
      flags: ' c    aa  ',
      columnCount: 6,
      rowCount: 4,
    });
  });
  it("keeps a later variation out of the column its parent's edge drops through", () => {
    // B[aa]'s second child W[fa] drops to row 1 in column 1; B[ga] (in column 1) must go below that edge, to row 2.
    const t = openText('(;GM[1](;B[aa](;W[ba];B[ca](;W[da])(;W[ea]))(;W[fa]))(;B[ga]))');
    const layout = layoutTree(t.coll.games[0]);
    assert.deepEqual(
      Array.from(layout.ids, (_, i) => [layout.columns[i], layout.rows[i]]),
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
        [4, 1],
        [2, 1],
        [1, 2],
      ],
    );
    assert.deepEqual(layoutFaults(layout), []);
  });
  it('marks passes (lowercase for White), setup nodes, comments and annotations', () => {
    const t = openText('(;GM[1]SZ[9]AB[aa];W[]C[x];B[tt]HO[1];AW[bb]GB[2]C[y];W[cc]BM[1])');
    const layout = layoutTree(t.coll.games[0]);
    assert.equal(layout.kinds, 'SpPSW');
    assert.equal(layout.flags, ' caca');
  });
  it('keeps every promise on random branchy trees', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const coll = parse(branchyTreeText(2000, seed));
      const layout = layoutTree(coll.games[0]);
      assert.equal(layout.ids.length, 2000);
      assert.deepEqual(layoutFaults(layout), [], `seed ${seed}`);
      assert.equal(layout.columnCount, Math.max(...layout.columns) + 1);
      assert.equal(layout.rowCount, Math.max(...layout.rows) + 1);
    }
  });
  it('lays out a 100,000-move line without overflowing the stack', () => {
    const coll = parse(deepLineText(100_000));
    const layout = layoutTree(coll.games[0]);
    assert.equal(layout.ids.length, 100_001);
    assert.equal(layout.columnCount, 100_001);
    assert.equal(layout.rowCount, 1);
    assert.equal(
      layout.rows.every((r) => r === 0),
      true,
    );
  });
});

/** `layout` with plain arrays, to compare with a literal. */
function plainLayout(layout: TreeLayout): Omit<TreeLayout, 'ids' | 'columns' | 'rows' | 'parents'> & Record<'ids' | 'columns' | 'rows' | 'parents', number[]> {
  return { ...layout, ids: [...layout.ids], columns: [...layout.columns], rows: [...layout.rows], parents: [...layout.parents] };
}
