import * as assert from 'node:assert/strict';
import { openFixture, openText } from '../editor.helpers';
import { edit, plan } from './planEdit.helpers';

const NODE = ';B[ee]TR[cc][dd:ed]SQ[gg]CR[ff]MA[hh]LB[cd:A][dc:long \\] label]AR[aa:cc]LN[ii:gi]';

describe('editor: planEdit marks, labels, arrows and lines', () => {
  const g = openFixture('markup.sgf');
  const node = g.at(';B[ee]');
  const changed = (from: string, to: string) => g.text.replace(from, to);

  it('removes a mark the point has, also out of a compressed rectangle', () => {
    assert.equal(edit(g, node, { kind: 'mark', shape: 'TR', point: [2, 2] }).text, changed('TR[cc][dd:ed]', 'TR[dd:ed]'));
    assert.equal(edit(g, node, { kind: 'mark', shape: 'TR', point: [3, 3] }).text, changed('TR[cc][dd:ed]', 'TR[cc][ed]'));
  });
  it("adds a mark after the list's last value, or as a new property at the node's end", () => {
    assert.equal(edit(g, node, { kind: 'mark', shape: 'TR', point: [0, 0] }).text, changed('TR[cc][dd:ed]', 'TR[cc][dd:ed][aa]'));
    const r = edit(g, g.at(';W[hc]'), { kind: 'mark', shape: 'MA', point: [0, 0] });
    assert.equal(r.text, changed(';W[hc])', ';W[hc]MA[aa])'));
    assert.equal(r.shown, ';W[hc]MA[aa]');
  });
  it('gives a point one shape: a new shape replaces the old one in one edit', () => {
    const r = edit(g, node, { kind: 'mark', shape: 'SQ', point: [2, 2] });
    assert.equal(r.text, changed('TR[cc][dd:ed]SQ[gg]', 'TR[dd:ed]SQ[gg][cc]'));
    assert.equal(r.edits.length, 2);
    assert.equal(edit(g, node, { kind: 'mark', shape: 'CR', point: [7, 7] }).text, changed('CR[ff]MA[hh]', 'CR[ff][hh]'));
  });
  it('removes a label, and adds the next free letter', () => {
    assert.equal(edit(g, node, { kind: 'mark', shape: 'LB', point: [2, 3] }).text, changed('LB[cd:A][dc:', 'LB[dc:'));
    assert.equal(edit(g, node, { kind: 'mark', shape: 'LB', point: [0, 8] }).text, changed('label]AR', 'label][ai:B]AR'));
    const t = openText('(;GM[1]SZ[9];B[aa]LB[ba:A][ca:B][da:D])');
    assert.equal(edit(t, t.at(';B[aa]'), { kind: 'mark', shape: 'LB', point: [4, 0] }).text, '(;GM[1]SZ[9];B[aa]LB[ba:A][ca:B][da:D][ea:C])');
  });
  it('removes every label on the point when there are several', () => {
    const t = openText('(;GM[1]SZ[9];B[aa]LB[ba:A][ba:B][ca:C])');
    assert.equal(edit(t, t.at(';B[aa]'), { kind: 'mark', shape: 'LB', point: [1, 0] }).text, '(;GM[1]SZ[9];B[aa]LB[ca:C])');
  });
  it('toggles arrows (directed) and lines (either direction)', () => {
    assert.equal(edit(g, node, { kind: 'line', shape: 'AR', from: [0, 0], to: [2, 2] }).text, changed('AR[aa:cc]', ''));
    assert.equal(edit(g, node, { kind: 'line', shape: 'AR', from: [2, 2], to: [0, 0] }).text, changed('AR[aa:cc]', 'AR[aa:cc][cc:aa]'));
    assert.equal(edit(g, node, { kind: 'line', shape: 'LN', from: [6, 8], to: [8, 8] }).text, changed('LN[ii:gi]', ''));
    assert.equal(edit(g, g.at(';W[ec]'), { kind: 'line', shape: 'LN', from: [0, 0], to: [8, 8] }).shown, ';W[ec]DD[]LN[aa:ii]');
  });
  it('refuses a line from a point to itself and points off the board', () => {
    assert.deepEqual(plan(g, node, { kind: 'line', shape: 'AR', from: [1, 1], to: [1, 1] }), {
      kind: 'refused',
      code: 'samePoint',
      message: 'An arrow needs two different points',
    });
    assert.equal((plan(g, node, { kind: 'line', shape: 'LN', from: [1, 1], to: [1, 9] }) as { code: string }).code, 'offboard');
    assert.equal((plan(g, node, { kind: 'mark', shape: 'TR', point: [9, 0] }) as { code: string }).code, 'offboard');
  });
  it('keeps the node being edited shown', () => {
    assert.equal(edit(g, node, { kind: 'mark', shape: 'TR', point: [0, 0] }).shown, NODE.replace('[dd:ed]', '[dd:ed][aa]'));
  });
});
