import * as assert from 'node:assert/strict';
import { openFixture, openText } from '../editor.helpers';
import { edit, plan } from './planEdit.helpers';

const ROOT = '(;GM[1]FF[4]CA[UTF-8]SZ[19]HA[3]KM[0.5]RU[Japanese]PB[Shusaku]PW[Gennan]\n';

describe('editor: planEdit setup', () => {
  const h = openFixture('handicap.sgf');
  const root = h.coll.games[0];

  it("adds a black stone to the node's AB", () => {
    const r = edit(h, root, { kind: 'setup', point: [9, 9], stone: 'B' });
    assert.deepEqual(r.edits, [{ offset: h.text.indexOf('[pp]') + 4, length: 0, text: '[jj]' }]);
    assert.equal(r.shown, ';GM[1]FF[4]CA[UTF-8]SZ[19]HA[3]KM[0.5]RU[Japanese]PB[Shusaku]PW[Gennan]\nAB[pd][dp][pp][jj]PL[W]');
  });
  it("removes a stone the node's AB has", () => {
    assert.equal(edit(h, root, { kind: 'setup', point: [15, 3], stone: 'B' }).text, h.text.replace('AB[pd][dp]', 'AB[dp]'));
    assert.equal(edit(h, root, { kind: 'setup', point: [3, 15], stone: 'empty' }).text, h.text.replace('[dp][pp]', '[pp]'));
  });
  it("turns the node's black stone white in one edit (out of AB, into AW)", () => {
    const r = edit(h, root, { kind: 'setup', point: [15, 3], stone: 'W' });
    assert.equal(r.text, h.text.replace('AB[pd][dp][pp]PL[W]', 'AB[dp][pp]PL[W]AW[pd]'));
  });
  it('refuses to empty a point without a stone', () => {
    assert.deepEqual(plan(h, root, { kind: 'setup', point: [0, 0], stone: 'empty' }), {
      kind: 'refused',
      code: 'unchanged',
      message: 'A19 has no stone to remove',
    });
  });
  it('puts setup on a move node into a new child node and shows it', () => {
    const r = edit(h, h.at(';W[dd]'), { kind: 'setup', point: [2, 2], stone: 'B' });
    assert.equal(r.text, ROOT + 'AB[pd][dp][pp]PL[W]\n;W[dd]\n(;B[fc]\n;W[cf])(;AB[cc]))\n');
    assert.equal(r.shown, ';AB[cc]');
    assert.equal(edit(h, h.at(';W[cf]'), { kind: 'setup', point: [3, 3], stone: 'empty' }).shown, ';AE[dd]');
    assert.equal(edit(h, h.at(';W[cf]'), { kind: 'setup', point: [3, 3], stone: 'W' }).shown, ';AE[dd]');
    assert.equal(edit(h, h.at(';W[cf]'), { kind: 'setup', point: [3, 3], stone: 'B' }).shown, ';AB[dd]');
  });
  it('clears a stone from an earlier node with AE, and takes a point out of a compressed rectangle', () => {
    const t = openText('(;GM[1]SZ[9]AB[aa:bb];C[setup here])');
    assert.equal(edit(t, t.at(';C['), { kind: 'setup', point: [0, 0], stone: 'B' }).text, '(;GM[1]SZ[9]AB[aa:bb];C[setup here]AE[aa])');
    assert.equal(edit(t, t.at(';C['), { kind: 'setup', point: [1, 1], stone: 'empty' }).text, '(;GM[1]SZ[9]AB[aa:bb];C[setup here]AE[bb])');
    assert.equal(edit(t, t.coll.games[0], { kind: 'setup', point: [0, 0], stone: 'B' }).text, '(;GM[1]SZ[9]AB[ba:bb][ab];C[setup here])');
    assert.equal(edit(t, t.coll.games[0], { kind: 'setup', point: [0, 0], stone: 'W' }).text, '(;GM[1]SZ[9]AB[ba:bb][ab]AW[aa];C[setup here])');
  });
  it('takes a point out of AE when it gets a stone', () => {
    const t = openText('(;GM[1]SZ[9]AB[cc];AE[cc]C[x])');
    assert.equal(edit(t, t.at(';AE'), { kind: 'setup', point: [2, 2], stone: 'W' }).text, '(;GM[1]SZ[9]AB[cc];C[x]AW[cc])');
  });
  it('refuses a point off the board', () => {
    assert.equal((plan(h, root, { kind: 'setup', point: [19, 0], stone: 'B' }) as { code: string }).code, 'offboard');
  });
});
