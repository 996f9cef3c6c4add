import * as assert from 'node:assert/strict';
import { lineWindow, nodeView } from '../../../../src/editor';
import { deepLineText, openFixture, openText } from '../editor.helpers';

const options = { variations: 'auto', moveNumbers: false } as const;

describe('editor: the line window the webview steps through', () => {
  const g = openFixture('variations.sgf');
  const root = g.coll.games[0];

  it('holds the ancestors, the node and its first children down to the leaf, each with its links and the view the host sends', () => {
    const node = g.at(';W[dp]');
    const entries = lineWindow(g.replay, node, options, { behind: 10, ahead: 10 });
    const ids = [root, g.at(';B[pd]'), node, g.at(';B[pq]'), g.at(';W[dd]'), g.at(';B[qk]')].map((n) => n.id);
    assert.deepEqual(
      entries.map((e) => e.view.nodeId),
      ids,
    );
    assert.deepEqual(
      entries.map((e) => [e.parentId, e.firstChildId]),
      ids.map((_, k) => [k === 0 ? -1 : ids[k - 1], k === ids.length - 1 ? -1 : ids[k + 1]]),
    );
    assert.deepEqual(entries[2].view, nodeView(g.replay, node, options));
    assert.equal(entries[2].nodeOffset, g.text.indexOf(';W[dp]'));
  });

  it('climbs to a variation through the ancestors it came by, whose first child may lie off the path', () => {
    const pp = g.at(';W[pp]');
    const entries = lineWindow(g.replay, pp, options, { behind: 2, ahead: 5 });
    assert.deepEqual(
      entries.map((e) => e.view.nodeId),
      [g.at(';W[dp]').id, g.at(';B[dd]').id, pp.id],
    );
    assert.equal(entries[0].firstChildId, g.at(';B[pq]').id, 'W[dp] leads on to the main line, not to the variation');
  });

  it('stops at the reach on either side', () => {
    const deep = openText(deepLineText(300));
    let node = deep.coll.games[0];
    for (let k = 0; k < 150; k++) node = node.children[0];
    const entries = lineWindow(deep.replay, node, options, { behind: 48, ahead: 64 });
    assert.equal(entries.length, 48 + 1 + 64);
    assert.deepEqual([entries[0].view.board.moveNumber, entries[48].view.nodeId, entries[112].view.board.moveNumber], [102, node.id, 214]);
  });
});
