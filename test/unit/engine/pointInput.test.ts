import * as assert from 'node:assert/strict';
import { parseBoardSize, parseMoveInput } from '../../../src/engine/pointInput';

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
