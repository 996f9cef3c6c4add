import * as assert from 'node:assert/strict';
import { navigate } from '../../../../src/editor';
import { deepLineText, openFixture, openText } from '../editor.helpers';
import { edit, plan } from './planEdit.helpers';

describe('editor: planEdit play', () => {
  const g = openFixture('variations.sgf');

  it('appends the move to a leaf as ;W[xx], for the player to move, and shows it', () => {
    const at = g.text.indexOf(';B[qk]') + 6;
    const r = edit(g, g.at(';B[qk]'), { kind: 'play', point: [16, 2] });
    assert.deepEqual(r.edits, [{ offset: at, length: 0, text: ';W[qc]' }]);
    assert.equal(r.text, g.text.slice(0, at) + ';W[qc]' + g.text.slice(at));
    assert.equal(r.shown, ';W[qc]');
  });
  it('follows a child that already plays the move, a pass included (B[tt] on 19×19)', () => {
    assert.deepEqual(plan(g, g.at(';W[dp]'), { kind: 'play', point: [15, 16] }), { kind: 'follow', nodeId: g.at(';B[pq]').id });
    assert.deepEqual(plan(g, g.at(';W[dp]'), { kind: 'play', point: null }), { kind: 'follow', nodeId: g.at(';B[tt]').id });
  });
  it('adds a new last variation after the others, with the same separator', () => {
    const at = g.text.indexOf('(;B[tt])') + 8;
    const r = edit(g, g.at(';W[dp]'), { kind: 'play', point: [10, 10] });
    assert.deepEqual(r.edits, [{ offset: at, length: 0, text: '\n(;B[kk])' }]);
    assert.equal(r.shown, ';B[kk]');
  });
  it('splits a sequence into two variations when the node\'s next node follows without "("', () => {
    const r = edit(g, g.at(';B[pd]'), { kind: 'play', point: [2, 2] });
    assert.equal(
      r.text,
      '(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Kitani Minoru]PW[Go Seigen]DT[1933-10-16]\n' +
        ';B[pd]C[Opening move]\n' +
        '(;W[dp]\n(;B[pq];W[dd]N[Main line]\n(;B[qk])\n(;B[fc]BM[1]))\n(;B[dd]TE[2]\n;W[pp])\n(;B[tt]))(;W[cc]))\n',
    );
    assert.equal(r.shown, ';W[cc]');
  });
  it('writes a pass as W[]', () => {
    assert.equal(edit(g, g.at(';B[fc]'), { kind: 'play', point: null }).shown, ';W[]');
  });
  it('plays at the end of a 100,000-move line', () => {
    const deep = openText(deepLineText(100_000));
    const end = navigate(deep.coll.games[0], deep.coll.games[0], 'end');
    const r = edit(deep, end, { kind: 'play', point: null });
    assert.equal(r.shown, ';B[]');
    assert.equal(r.text.length, deep.text.length + 5, 'in a new line');
  });
  it("starts a new line, with the file's line break, when a move at the end of a line would take it past 80 columns", () => {
    // 13 moves: 78 columns.
    const moves = Array.from({ length: 13 }, (_, k) => `;${k % 2 === 0 ? 'B' : 'W'}[${String.fromCharCode(97 + k)}a]`).join('');
    const long = openText(`(;GM[1]FF[4]SZ[19]\n${moves})\n`);
    const last = navigate(long.coll.games[0], long.coll.games[0], 'end');
    assert.deepEqual(edit(long, last, { kind: 'play', point: [13, 0] }).edits, [{ offset: long.text.indexOf(')'), length: 0, text: '\n;W[na]' }]);
    const crlf = openText(`(;GM[1]FF[4]SZ[19]\r\n${moves})\r\n`);
    assert.equal(edit(crlf, navigate(crlf.coll.games[0], crlf.coll.games[0], 'end'), { kind: 'play', point: [13, 0] }).edits[0].text, '\r\n;W[na]');
    const short = openText(`(;GM[1]FF[4]SZ[19]\n${moves.slice(0, 66)})\n`);
    const shortEnd = navigate(short.coll.games[0], short.coll.games[0], 'end');
    assert.equal(edit(short, shortEnd, { kind: 'play', point: [12, 0] }).edits[0].text, ';W[ma]', '66 + 6 columns stay in the line');
    // Where the line goes on after the move (another variation), it is not broken.
    const inner = openText(`(;GM[1]FF[4]SZ[19]\n(${moves})(;B[pp]))\n`);
    const innerEnd = navigate(inner.coll.games[0], inner.coll.games[0], 'end');
    assert.equal(edit(inner, innerEnd, { kind: 'play', point: [13, 0] }).edits[0].text, ';W[na]');
  });
  it('keeps CRLF in a CRLF file', () => {
    const c = openFixture('crlf.sgf');
    const r = edit(c, c.at(';W[gc]'), { kind: 'play', point: [4, 2] });
    assert.equal(
      r.text,
      '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]\r\nPB[Black]PW[White]\r\n;B[ee]\r\n;W[gc]\r\n(;B[cg]C[first\r\nsecond])\r\n(;B[gg])\r\n(;B[ec]))\r\n',
    );
  });
  it('plays in any game of a multi-game file, leaving the other games untouched', () => {
    const m = openFixture('games.sgf', 2);
    const r = edit(m, m.coll.games[2], { kind: 'play', point: [4, 4] });
    assert.equal(r.text, m.text.replace('(;GM[1]FF[4]SZ[9])', '(;GM[1]FF[4]SZ[9];B[ee])'));
    assert.equal(r.shown, ';B[ee]');
    const second = openFixture('games.sgf', 1);
    assert.equal(edit(second, second.coll.games[1], { kind: 'play', point: [6, 6] }).shown, ';W[gg]');
  });
  it('honours PL: White moves first after a handicap', () => {
    const h = openFixture('handicap.sgf');
    assert.equal(edit(h, h.at(';W[cf]'), { kind: 'play', point: [2, 2] }).shown, ';B[cc]');
    assert.deepEqual(plan(h, h.coll.games[0], { kind: 'play', point: [3, 3] }), { kind: 'follow', nodeId: h.at(';W[dd]').id });
    const r = edit(h, h.coll.games[0], { kind: 'play', point: [2, 2] });
    assert.equal(r.shown, ';W[cc]');
  });

  describe('refuses an illegal move with the reason, without editing', () => {
    const k = openFixture('ko.sgf');
    it('occupied', () => {
      assert.deepEqual(plan(k, k.at(';W[dd])'), { kind: 'play', point: [2, 3] }), { kind: 'refused', code: 'occupied', message: 'C6 is occupied' });
    });
    it('ko', () => {
      assert.deepEqual(plan(k, k.at(';W[dd])'), { kind: 'play', point: [4, 3] }), {
        kind: 'refused',
        code: 'ko',
        message: 'Black E6 would retake the ko at once',
      });
    });
    it('suicide', () => {
      assert.deepEqual(plan(k, k.at(';B[hh]'), { kind: 'play', point: [0, 0] }), {
        kind: 'refused',
        code: 'suicide',
        message: 'White A9 would be suicide',
      });
    });
    it('superko under rules that forbid it', () => {
      const s = openFixture('superko.sgf');
      assert.deepEqual(plan(s, s.at(';B[])'), { kind: 'play', point: [3, 3] }), {
        kind: 'refused',
        code: 'superko',
        message: 'White D6 would repeat an earlier position (superko)',
      });
    });
    it('off the board', () => {
      assert.deepEqual(plan(k, k.at(';B[hh]'), { kind: 'play', point: [9, 0] }), {
        kind: 'refused',
        code: 'offboard',
        message: 'Point (9, 0) is off the 9×9 board',
      });
    });
    it('but follows an existing child even when its move broke the rules', () => {
      assert.deepEqual(plan(k, k.at(';B[ed]'), { kind: 'play', point: [3, 3] }), { kind: 'follow', nodeId: k.at(';W[dd]C[').id });
    });
  });
});
