import * as assert from 'node:assert/strict';
import { openFixture, openText } from '../editor.helpers';
import { edit, plan } from './planEdit.helpers';

describe('editor: planEdit comment, annotations, hotspot', () => {
  const c = openFixture('crlf.sgf');
  const g = openFixture('variations.sgf');

  it('replaces a comment, escaping ] and \\ and writing line breaks as the file does (CRLF)', () => {
    const r = edit(c, c.at(';B[cg]'), { kind: 'comment', text: 'one\ntwo ] \\ <b>' });
    assert.deepEqual(r.edits, [{ offset: c.text.indexOf('first'), length: 'first\r\nsecond'.length, text: 'one\r\ntwo \\] \\\\ <b>' }]);
    assert.equal(r.shown, ';B[cg]C[one\r\ntwo \\] \\\\ <b>]');
  });
  it('adds a comment at the node\'s end, and removes it with ""', () => {
    assert.equal(edit(g, g.at(';W[dp]'), { kind: 'comment', text: 'A move' }).text, g.text.replace(';W[dp]\n', ';W[dp]C[A move]\n'));
    assert.equal(edit(g, g.at(';B[pd]'), { kind: 'comment', text: '' }).text, g.text.replace(';B[pd]C[Opening move]', ';B[pd]'));
  });
  it('refuses a comment that changes nothing', () => {
    assert.deepEqual(plan(c, c.at(';B[cg]'), { kind: 'comment', text: 'first\nsecond' }), {
      kind: 'refused',
      code: 'unchanged',
      message: 'The comment is unchanged',
    });
    assert.deepEqual(plan(g, g.at(';W[dp]'), { kind: 'comment', text: '' }), { kind: 'refused', code: 'unchanged', message: 'There is no comment to remove' });
  });

  it('refuses a move annotation on a node without a move, but still clears one written there by hand', () => {
    assert.deepEqual(plan(g, g.coll.games[0], { kind: 'moveAnnotation', value: 'BM', emphasis: 1 }), {
      kind: 'refused',
      code: 'noMove',
      message: 'BM annotates a move, and this node has no move',
    });
    const t = openText('(;GM[1]SZ[9];AB[cc]TE[1];B[dd])');
    assert.equal((plan(t, t.at(';AB'), { kind: 'moveAnnotation', value: 'IT', emphasis: 1 }) as { code: string }).code, 'noMove');
    assert.equal(edit(t, t.at(';AB'), { kind: 'moveAnnotation', value: null, emphasis: 1 }).text, '(;GM[1]SZ[9];AB[cc];B[dd])');
  });
  it('sets one move annotation, replacing another in one edit', () => {
    const fc = g.at(';B[fc]');
    assert.equal(edit(g, fc, { kind: 'moveAnnotation', value: 'BM', emphasis: 2 }).shown, ';B[fc]BM[2]');
    assert.equal(edit(g, fc, { kind: 'moveAnnotation', value: 'TE', emphasis: 2 }).shown, ';B[fc]TE[2]');
    assert.equal(edit(g, fc, { kind: 'moveAnnotation', value: 'DO', emphasis: 2 }).shown, ';B[fc]DO[]');
    assert.equal(edit(g, fc, { kind: 'moveAnnotation', value: null, emphasis: 1 }).shown, ';B[fc]');
    assert.equal(edit(g, g.at(';B[qk]'), { kind: 'moveAnnotation', value: 'IT', emphasis: 1 }).shown, ';B[qk]IT[]');
  });
  it('refuses a move annotation that is set already or absent when cleared', () => {
    assert.equal((plan(g, g.at(';B[fc]'), { kind: 'moveAnnotation', value: 'BM', emphasis: 1 }) as { code: string }).code, 'unchanged');
    assert.equal((plan(g, g.at(';B[qk]'), { kind: 'moveAnnotation', value: null, emphasis: 1 }) as { code: string }).code, 'unchanged');
  });
  it('keeps only one move annotation when the file has several', () => {
    const t = openText('(;GM[1];B[aa]BM[1]TE[1]C[x])');
    assert.equal(edit(t, t.at(';B[aa]'), { kind: 'moveAnnotation', value: 'BM', emphasis: 1 }).text, '(;GM[1];B[aa]BM[1]C[x])');
  });
  it('sets and clears position annotations', () => {
    const a = openFixture('annotations.sgf');
    assert.equal(edit(a, a.at(';B[ee]'), { kind: 'positionAnnotation', value: 'GW', emphasis: 2 }).shown, ';B[ee]BM[2]GW[2]HO[2]V[-3.5]');
    assert.equal(edit(a, a.at(';B[ee]'), { kind: 'positionAnnotation', value: 'UC', emphasis: 1 }).shown, ';B[ee]BM[2]HO[2]V[-3.5]UC[1]');
    assert.equal(edit(a, a.at(';W[cc]'), { kind: 'positionAnnotation', value: null, emphasis: 1 }).shown, ';W[cc]DO[]');
    assert.equal((plan(a, a.at(';W[cc]'), { kind: 'positionAnnotation', value: 'DM', emphasis: 2 }) as { code: string }).code, 'unchanged');
  });
  it('sets the hotspot as HO[1] and removes HO', () => {
    const a = openFixture('annotations.sgf');
    assert.equal(edit(a, a.at(';W[cc]'), { kind: 'hotspot', on: true }).shown, ';W[cc]DO[]DM[2]HO[1]');
    assert.equal(edit(a, a.at(';B[ee]'), { kind: 'hotspot', on: false }).shown, ';B[ee]BM[2]GW[1]V[-3.5]');
    assert.deepEqual(plan(a, a.at(';B[ee]'), { kind: 'hotspot', on: true }), { kind: 'refused', code: 'unchanged', message: 'The node is a hotspot already' });
  });
});

describe('editor: planEdit game info', () => {
  const g = openFixture('games.sgf');

  it('replaces a value on the root, escaped as SimpleText', () => {
    const r = edit(g, g.coll.games[0], { kind: 'gameInfo', field: 'PB', value: 'Lee [Sedol]' });
    assert.deepEqual(r.edits, [{ offset: g.text.indexOf('Lee Sedol'), length: 9, text: 'Lee [Sedol\\]' }]);
  });
  it("adds a field at the root's end and removes one", () => {
    assert.equal(edit(g, g.coll.games[0], { kind: 'gameInfo', field: 'PC', value: 'Seoul' }).text, g.text.replace('Seoul];B[qd]', 'Seoul]PC[Seoul];B[qd]'));
    assert.equal(edit(g, g.coll.games[0], { kind: 'gameInfo', field: 'RE', value: '' }).text, g.text.replace('RE[W+R]', ''));
  });
  it("edits the root of the node's own game and keeps the node shown", () => {
    const second = openFixture('games.sgf', 1);
    const r = edit(second, second.coll.games[1], { kind: 'gameInfo', field: 'KM', value: ' 6.5 ' });
    assert.equal(r.text, g.text.replace('KM[0.5]', 'KM[6.5]'));
    // Komi typed with a decimal comma is written with the point FF[4] asks for.
    assert.equal(edit(second, second.coll.games[1], { kind: 'gameInfo', field: 'KM', value: '6,5' }).text, g.text.replace('KM[0.5]', 'KM[6.5]'));
    const line = openFixture('handicap.sgf');
    const moved = edit(line, line.at(';B[fc]'), { kind: 'gameInfo', field: 'EV', value: 'Castle game' });
    assert.equal(moved.shown, ';B[fc]');
    assert.equal(moved.text, line.text.replace('PL[W]\n', 'PL[W]EV[Castle game]\n'));
  });
  it('writes a date typed with / or . in the FF[4] form, and any other date as typed', () => {
    assert.equal(edit(g, g.coll.games[0], { kind: 'gameInfo', field: 'DT', value: '2024/05/01' }).text, g.text.replace('DT[2016-03-09]', 'DT[2024-05-01]'));
    assert.equal(edit(g, g.coll.games[0], { kind: 'gameInfo', field: 'DT', value: '1.5.2024' }).text, g.text.replace('DT[2016-03-09]', 'DT[1.5.2024]'));
  });
  it("keeps line breaks of the game comment (Text), in the file's style", () => {
    const c = openFixture('crlf.sgf');
    assert.equal(edit(c, c.coll.games[0], { kind: 'gameInfo', field: 'GC', value: 'a\nb' }).text, c.text.replace('PW[White]', 'PW[White]GC[a\r\nb]'));
  });
  it('refuses komi and handicap that are not numbers, and values that change nothing', () => {
    assert.deepEqual(plan(g, g.coll.games[0], { kind: 'gameInfo', field: 'KM', value: 'six' }), {
      kind: 'refused',
      code: 'invalidValue',
      message: 'Komi must be a number such as 6.5, not "six"',
    });
    assert.deepEqual(plan(g, g.coll.games[0], { kind: 'gameInfo', field: 'HA', value: '2.5' }), {
      kind: 'refused',
      code: 'invalidValue',
      message: 'Handicap must be a whole number, not "2.5"',
    });
    assert.equal((plan(g, g.coll.games[0], { kind: 'gameInfo', field: 'PB', value: 'Lee Sedol' }) as { code: string }).code, 'unchanged');
    assert.equal((plan(g, g.coll.games[0], { kind: 'gameInfo', field: 'TM', value: '' }) as { code: string }).code, 'unchanged');
    const padded = openText('(;GM[1]PB[ Lee ]GC[a\nb])');
    assert.equal((plan(padded, padded.coll.games[0], { kind: 'gameInfo', field: 'PB', value: 'Lee' }) as { code: string }).code, 'unchanged');
    assert.equal((plan(padded, padded.coll.games[0], { kind: 'gameInfo', field: 'GC', value: 'a\r\nb' }) as { code: string }).code, 'unchanged');
  });
  it('writes a date as typed', () => {
    assert.equal(edit(g, g.coll.games[0], { kind: 'gameInfo', field: 'DT', value: '9 March 2016' }).text, g.text.replace('DT[2016-03-09]', 'DT[9 March 2016]'));
  });
});
