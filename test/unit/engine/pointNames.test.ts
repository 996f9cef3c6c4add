import * as assert from 'node:assert/strict';
import { parseBoardSize } from '../../../src/editor/newGameOptions';
import { planEdit } from '../../../src/editor';
import { columnLabel, formatVertex, parseMoveInput, rowLabel } from '../../../src/engine/pointNames';
import { GameReplay } from '../../../src/game/replay';
import { textBoardHover } from '../../../src/extension/hover/hoverTextBoard';
import { parse } from '../../../src/sgf/parse';

describe('point names (the one module for the board, hovers, refusals and messages)', () => {
  it('names columns A–T without I and rows from the bottom', () => {
    assert.deepEqual(
      [0, 7, 8, 18].map((x) => columnLabel(x)),
      ['A', 'H', 'J', 'T'],
    );
    assert.deepEqual(
      [0, 18].map((y) => rowLabel(y, 19)),
      ['19', '1'],
    );
    assert.equal(formatVertex([3, 15], 19), 'D4');
  });

  it('labels a 25-column board with the 25 letters A–Z without I', () => {
    assert.deepEqual(
      [0, 8, 24].map((x) => columnLabel(x)),
      ['A', 'J', 'Z'],
    );
  });

  it('goes on with AA…AZ then BA, BB past 25 columns, as typed input reads them back', () => {
    assert.deepEqual(
      [25, 26, 33, 49, 50, 51].map((x) => columnLabel(x)),
      ['AA', 'AB', 'AJ', 'AZ', 'BA', 'BB'],
    );
    assert.equal(formatVertex([26, 48], 52), 'AB4');
    // Counted string-array boards have no size limit: ZZ, then three letters.
    assert.deepEqual(
      [649, 650, 651, 675].map((x) => columnLabel(x)),
      ['ZZ', 'AAA', 'AAB', 'ABA'],
    );
    for (let x = 0; x < 52; x++) assert.deepEqual(parseMoveInput(`${columnLabel(x)}1`, 52, 52), { point: [x, 51] });
  });

  it('labels a rectangular board by its own height', () => {
    assert.deepEqual(
      [0, 6].map((y) => rowLabel(y, 7)),
      ['7', '1'],
    );
    assert.equal(formatVertex([12, 6], 7), 'N1');
    assert.equal(formatVertex([0, 0], 7), 'A7');
  });

  it('uses the file letters in sgf style: a–z then A–Z, rows from the top', () => {
    assert.deepEqual(
      [0, 8, 25, 26, 51].map((x) => columnLabel(x, 'sgf')),
      ['a', 'i', 'z', 'A', 'Z'],
    );
    assert.deepEqual(
      [0, 18].map((y) => rowLabel(y, 19, 'sgf')),
      ['a', 's'],
    );
    assert.equal(formatVertex([3, 15], 19, 'sgf'), 'dp');
    assert.equal(formatVertex([30, 2], 9, 'sgf'), 'Ec');
  });

  it('reads the same on a 52×52 board in a refusal and in a hover as on the board labels (AB4, never 27-4)', () => {
    const coll = parse('(;GM[1]FF[4]SZ[52]AB[Aa])');
    const replay = GameReplay.open(coll);
    const root = coll.games[0];
    const plan = planEdit(coll, replay, root, { kind: 'play', point: [26, 0] });
    assert.equal(plan.kind === 'refused' && plan.message, 'AB52 is occupied');
    const rows = Array.from({ length: 52 }, (_, y) => (y === 48 ? ' '.repeat(26) + 'B' + ' '.repeat(25) : ' '.repeat(52)));
    assert.match(textBoardHover(rows, 26, 48), /Stones: \[26,48\] AB4 /);
    assert.equal(`${columnLabel(26)}${rowLabel(48, 52)}`, 'AB4');
  });
});

describe('a move typed for Goban: Play Move', () => {
  it('reads Go coordinates: columns skip I, rows count from the bottom, any case and spacing', () => {
    assert.deepEqual(parseMoveInput('D4', 19, 19), { point: [3, 15] });
    assert.deepEqual(parseMoveInput(' q16 ', 19, 19), { point: [15, 3] });
    assert.deepEqual(parseMoveInput('J1', 19, 19), { point: [8, 18] });
    assert.deepEqual(parseMoveInput('T19', 19, 19), { point: [18, 0] });
    assert.deepEqual(parseMoveInput('A1', 9, 9), { point: [0, 8] });
  });

  it('reads columns past Z on wide boards (AA = 26th column, index 25)', () => {
    assert.deepEqual(parseMoveInput('AA1', 30, 30), { point: [25, 29] });
    assert.deepEqual(parseMoveInput('AB30', 30, 30), { point: [26, 0] });
  });

  it('reads pass and SGF letters (dd = D16 on 19×19, A = column 27)', () => {
    assert.deepEqual(parseMoveInput('pass', 19, 19), { point: null });
    assert.deepEqual(parseMoveInput('PASS', 9, 9), { point: null });
    assert.deepEqual(parseMoveInput('dd', 19, 19), { point: [3, 3] });
    assert.deepEqual(parseMoveInput('Aa', 30, 30), { point: [26, 0] });
  });

  it('refuses I as a column, points off the board, and anything else', () => {
    assert.equal(parseMoveInput('I5', 19, 19), null);
    assert.equal(parseMoveInput('K10', 9, 9), null);
    assert.equal(parseMoveInput('A10', 9, 9), null);
    assert.equal(parseMoveInput('A0', 9, 9), null);
    assert.equal(parseMoveInput('jj', 9, 9), null);
    assert.equal(parseMoveInput('', 19, 19), null);
    assert.equal(parseMoveInput('D 4 5', 19, 19), null);
    assert.equal(parseMoveInput('resign', 19, 19), null);
  });
});

describe('a board size typed for Goban: New Game', () => {
  it('reads one number as a square board and width×height as a rectangle', () => {
    assert.deepEqual(parseBoardSize('19'), { width: 19, height: 19 });
    assert.deepEqual(parseBoardSize('19x13'), { width: 19, height: 13 });
    assert.deepEqual(parseBoardSize(' 9 × 7 '), { width: 9, height: 7 });
    assert.deepEqual(parseBoardSize('52:1'), { width: 52, height: 1 });
  });

  it('refuses sizes outside 1–52 and other text', () => {
    assert.equal(parseBoardSize('0'), null);
    assert.equal(parseBoardSize('53'), null);
    assert.equal(parseBoardSize('19x0'), null);
    assert.equal(parseBoardSize('nineteen'), null);
    assert.equal(parseBoardSize(''), null);
  });
});
