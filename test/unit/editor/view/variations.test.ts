import * as assert from 'node:assert/strict';
import { nodeView } from '../../../../src/editor';
import type { VariationDisplay } from '../../../../src/shared/views';
import { openFixture } from '../editor.helpers';

function viewAt(game: number, marker: string, variations: VariationDisplay = 'auto') {
  const g = openFixture('st-styles.sgf', game);
  const from = g.text.indexOf(`ST[${game}]`);
  const view = nodeView(g.replay, g.at(marker, from), { variations, moveNumbers: false });
  return { mode: view.variationMode, marks: view.variations };
}

const CHILDREN = [
  { nodeId: 2, color: 'W', point: [2, 2], label: 'A', current: false },
  { nodeId: 4, color: 'W', point: [6, 6], label: 'B', current: false },
  { nodeId: 5, color: 'W', point: null, label: 'C', current: false },
];

describe('editor: variation marks', () => {
  it("ST[0] marks the next move's variations (children)", () => {
    assert.deepEqual(viewAt(0, ';B[ee]'), { mode: 'children', marks: CHILDREN });
    assert.deepEqual(viewAt(0, ';W[gg]'), { mode: 'children', marks: [] });
  });
  it("ST[1] marks the current move's alternatives (siblings), the current one flagged", () => {
    const ids = (base: number) => CHILDREN.map((m) => ({ ...m, nodeId: m.nodeId + base }));
    assert.deepEqual(viewAt(1, ';W[gg]'), { mode: 'siblings', marks: ids(6).map((m) => ({ ...m, current: m.label === 'B' })) });
    assert.deepEqual(viewAt(1, ';B[ee]'), { mode: 'siblings', marks: [] });
    assert.deepEqual(viewAt(1, ';B[gc]'), { mode: 'siblings', marks: [] });
  });
  it('ST[2] and ST[3] hide the marks', () => {
    assert.deepEqual(viewAt(2, ';B[ee]'), { mode: 'hidden', marks: [] });
    assert.deepEqual(viewAt(3, ';W[gg]'), { mode: 'hidden', marks: [] });
  });
  it('the setting overrides ST', () => {
    assert.deepEqual(
      viewAt(2, ';B[ee]', 'children').marks.map((m) => m.label),
      ['A', 'B', 'C'],
    );
    assert.deepEqual(
      viewAt(0, ';W[cc]', 'siblings').marks.map((m) => [m.label, m.current]),
      [
        ['A', true],
        ['B', false],
        ['C', false],
      ],
    );
    assert.deepEqual(viewAt(1, ';B[ee]', 'hidden'), { mode: 'hidden', marks: [] });
  });
  it('treats a missing ST as 0 and labels by the place among the children, skipping nodes without a move', () => {
    const g = openFixture('variations.sgf');
    const view = nodeView(g.replay, g.at(';W[dp]'), { variations: 'auto', moveNumbers: false });
    assert.equal(view.variationMode, 'children');
    assert.deepEqual(
      view.variations.map((m) => [m.label, m.point]),
      [
        ['A', [15, 16]],
        ['B', [3, 3]],
        ['C', null],
      ],
    );
  });
});
