import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planEdit } from '../../../../src/editor';
import { GameReplay } from '../../../../src/game/replay';
import { parse } from '../../../../src/sgf/parse';
import { findNodeAt } from '../../../../src/sgf/tree';
import type { SgfNode } from '../../../../src/sgf/types';
import { openFixture } from '../editor.helpers';
import { edit, plan } from './planEdit.helpers';

const HEAD = '(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Kitani Minoru]PW[Go Seigen]DT[1933-10-16]\n;B[pd]C[Opening move]\n;W[dp]\n';

describe('editor: planEdit delete, promote, move variation', () => {
  const g = openFixture('variations.sgf');

  it('deletes a variation and unwraps the one left, then shows the parent', () => {
    const r = edit(g, g.at(';B[fc]'), { kind: 'delete' });
    assert.equal(r.text, HEAD + '(;B[pq];W[dd]N[Main line]\n;B[qk])\n(;B[dd]TE[2]\n;W[pp])\n(;B[tt]))\n');
    assert.equal(r.shown, ';W[dd]N[Main line]');
  });
  it('deletes a node inside a sequence with the line break before it', () => {
    const r = edit(g, g.at(';W[pp]'), { kind: 'delete' });
    assert.deepEqual(r.edits, [{ offset: g.text.indexOf('\n;W[pp]'), length: 7, text: '' }]);
    assert.equal(r.shown, ';B[dd]TE[2]');
  });
  it('deletes a whole subtree with its variations', () => {
    const r = edit(g, g.at(';B[pq]'), { kind: 'delete' });
    assert.equal(r.text, HEAD + '(;B[dd]TE[2]\n;W[pp])\n(;B[tt]))\n');
    assert.equal(r.shown, ';W[dp]');
  });
  it('deletes in a CRLF file keeping CRLF', () => {
    const c = openFixture('crlf.sgf');
    const r = edit(c, c.at(';B[gg]'), { kind: 'delete' });
    assert.equal(r.text, '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]\r\nPB[Black]PW[White]\r\n;B[ee]\r\n;W[gc]\r\n;B[cg]C[first\r\nsecond])\r\n');
  });
  it('refuses to delete the root', () => {
    assert.deepEqual(plan(g, g.coll.games[0], { kind: 'delete' }), { kind: 'refused', code: 'root', message: "The game's root node cannot be deleted" });
  });

  it('promotes a variation to the main line and keeps showing the node', () => {
    const r = edit(g, g.at(';W[pp]'), { kind: 'promote' });
    assert.equal(r.text, HEAD + '(;B[dd]TE[2]\n;W[pp])\n(;B[pq];W[dd]N[Main line]\n(;B[qk])\n(;B[fc]BM[1]))\n(;B[tt]))\n');
    assert.equal(r.shown, ';W[pp]');
  });
  it('promotes at every branch above the node', () => {
    const n = openFixture('st-styles.sgf');
    const r = edit(n, n.at(';W[gg]'), { kind: 'promote' });
    assert.equal(r.text.split('\n')[0], '(;GM[1]FF[4]SZ[9]ST[0]GN[children];B[ee](;W[gg])(;W[cc];B[gc])(;W[]))');
    assert.equal(r.shown, ';W[gg]');
  });
  it('refuses to promote the main line or the root', () => {
    assert.deepEqual(plan(g, g.at(';B[qk]'), { kind: 'promote' }), { kind: 'refused', code: 'unchanged', message: 'This line is the main line already' });
    assert.equal((plan(g, g.coll.games[0], { kind: 'promote' }) as { code: string }).code, 'root');
  });

  it('moves a variation up, the node staying shown', () => {
    const r = edit(g, g.at(';B[tt]'), { kind: 'moveVariation', direction: 'up' });
    assert.equal(r.text, HEAD + '(;B[pq];W[dd]N[Main line]\n(;B[qk])\n(;B[fc]BM[1]))\n(;B[tt])\n(;B[dd]TE[2]\n;W[pp]))\n');
    assert.equal(r.shown, ';B[tt]');
  });
  it('moves the variation holding a deeper node down', () => {
    const r = edit(g, g.at(';W[pp]'), { kind: 'moveVariation', direction: 'down' });
    assert.equal(r.text, HEAD + '(;B[pq];W[dd]N[Main line]\n(;B[qk])\n(;B[fc]BM[1]))\n(;B[tt])\n(;B[dd]TE[2]\n;W[pp]))\n');
    assert.equal(r.shown, ';W[pp]');
  });
  it('refuses a move past the first or last variation, on a line without branches, and on the root', () => {
    assert.deepEqual(plan(g, g.at(';B[pq]'), { kind: 'moveVariation', direction: 'up' }), {
      kind: 'refused',
      code: 'noSibling',
      message: 'This is the first variation already',
    });
    assert.deepEqual(plan(g, g.at(';B[tt]'), { kind: 'moveVariation', direction: 'down' }), {
      kind: 'refused',
      code: 'noSibling',
      message: 'This is the last variation already',
    });
    assert.deepEqual(plan(g, g.at(';W[dp]'), { kind: 'moveVariation', direction: 'up' }), {
      kind: 'refused',
      code: 'noSibling',
      message: 'This line has no other variations',
    });
    assert.equal((plan(g, g.coll.games[0], { kind: 'moveVariation', direction: 'down' }) as { code: string }).code, 'root');
  });
  it("refuses an edit the file's broken structure does not allow, as unsupported, with the edit API's reason", () => {
    const text = '(;GM[1]SZ[9];B[aa];W[bb]';
    const coll = parse(text);
    const replay = GameReplay.open(coll);
    const node = findNodeAt(coll, text.indexOf(';B[aa]'))!;
    assert.deepEqual(planEdit(coll, replay, node, { kind: 'play', point: [2, 2] }), {
      kind: 'refused',
      code: 'unsupported',
      message: 'The game tree around this node is not closed with ")".',
    });
  });
});

describe('editor: planEdit on a file cut off inside a value', () => {
  const text = readFileSync(join(__dirname, '../../../fixtures/sgf/broken/truncated.sgf'), 'utf8');
  const coll = parse(text);
  const replay = GameReplay.open(coll);
  const last = findNodeAt(coll, text.lastIndexOf(';')) as SgfNode;

  it('refuses a move after the open comment instead of writing it into the comment', () => {
    assert.deepEqual(planEdit(coll, replay, last, { kind: 'play', point: [10, 10] }), {
      kind: 'refused',
      code: 'unsupported',
      message: 'The file ends inside a value left open (a "[" without "]"): close it in the text first.',
    });
  });

  it('still edits before the open value', () => {
    const first = findNodeAt(coll, text.indexOf(';B[pd]')) as SgfNode;
    assert.deepEqual(planEdit(coll, replay, first, { kind: 'comment', text: 'Hoshi' }), {
      kind: 'edits',
      edits: [{ offset: text.indexOf(';B[pd]') + 6, length: 0, text: 'C[Hoshi]' }],
      showOffset: text.indexOf(';B[pd]'),
      keepsPlace: true,
    });
  });
});
