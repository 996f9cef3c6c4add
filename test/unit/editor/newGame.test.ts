import * as assert from 'node:assert/strict';
import { handicapPoints, newGameSgf } from '../../../src/editor';
import { checkCollection } from '../../../src/game/check';
import { GameReplay } from '../../../src/game/replay';
import { parse } from '../../../src/sgf/parse';

const CORNERS_19 = [
  [3, 15],
  [15, 3],
  [15, 15],
  [3, 3],
];

describe('editor: handicapPoints', () => {
  it('places 2–9 stones on 19×19 as Sabaki and GNU Go do', () => {
    const expected: Record<number, number[][]> = {
      2: CORNERS_19.slice(0, 2),
      3: CORNERS_19.slice(0, 3),
      4: CORNERS_19,
      5: [...CORNERS_19, [9, 9]],
      6: [...CORNERS_19, [3, 9], [15, 9]],
      7: [...CORNERS_19, [3, 9], [15, 9], [9, 9]],
      8: [...CORNERS_19, [3, 9], [15, 9], [9, 3], [9, 15]],
      9: [...CORNERS_19, [3, 9], [15, 9], [9, 3], [9, 15], [9, 9]],
    };
    for (let n = 2; n <= 9; n++) assert.deepEqual(handicapPoints(19, 19, n), expected[n], `${n} stones`);
  });
  it('uses the 4-4 points on 13×13 and the 3-3 points on 9×9', () => {
    assert.deepEqual(handicapPoints(13, 13, 9), [
      [3, 9],
      [9, 3],
      [9, 9],
      [3, 3],
      [3, 6],
      [9, 6],
      [6, 3],
      [6, 9],
      [6, 6],
    ]);
    assert.deepEqual(handicapPoints(13, 13, 5), [
      [3, 9],
      [9, 3],
      [9, 9],
      [3, 3],
      [6, 6],
    ]);
    assert.deepEqual(handicapPoints(9, 9, 9), [
      [2, 6],
      [6, 2],
      [6, 6],
      [2, 2],
      [2, 4],
      [6, 4],
      [4, 2],
      [4, 6],
      [4, 4],
    ]);
    assert.deepEqual(handicapPoints(9, 9, 2), [
      [2, 6],
      [6, 2],
    ]);
  });
  it('gives at most 4 stones on 7×7 and on even boards', () => {
    assert.deepEqual(handicapPoints(7, 7, 9), [
      [2, 4],
      [4, 2],
      [4, 4],
      [2, 2],
    ]);
    assert.deepEqual(handicapPoints(10, 10, 5), [
      [2, 7],
      [7, 2],
      [7, 7],
      [2, 2],
    ]);
    assert.deepEqual(handicapPoints(18, 18, 3), [
      [3, 14],
      [14, 3],
      [14, 14],
    ]);
  });
  it('handles rectangular boards: 9 points with both sides odd, 6 with one', () => {
    assert.deepEqual(handicapPoints(19, 13, 9), [
      [3, 9],
      [15, 3],
      [15, 9],
      [3, 3],
      [3, 6],
      [15, 6],
      [9, 3],
      [9, 9],
      [9, 6],
    ]);
    assert.deepEqual(handicapPoints(19, 12, 9), [
      [3, 9],
      [15, 2],
      [15, 9],
      [3, 2],
      [9, 2],
      [9, 9],
    ]);
    assert.deepEqual(handicapPoints(12, 19, 9), [
      [2, 15],
      [9, 3],
      [9, 15],
      [2, 3],
      [2, 9],
      [9, 9],
    ]);
  });
  it('places nothing for fewer than 2 stones or on boards with a side of 6 or less', () => {
    assert.deepEqual(handicapPoints(19, 19, 1), []);
    assert.deepEqual(handicapPoints(19, 19, 0), []);
    assert.deepEqual(handicapPoints(6, 6, 4), []);
    assert.deepEqual(handicapPoints(19, 5, 4), []);
  });
  it('caps a count above 9 at 9', () => {
    assert.equal(handicapPoints(19, 19, 13).length, 9);
  });
});

describe('editor: newGameSgf', () => {
  function check(text: string): GameReplay {
    const coll = parse(text);
    assert.deepEqual(coll.diagnostics, []);
    assert.deepEqual(checkCollection(coll), []);
    return GameReplay.open(coll);
  }

  it('writes an even game', () => {
    const text = newGameSgf({ width: 19, height: 19, komi: 6.5, handicap: 0, rules: 'japanese' });
    assert.equal(text, '(;FF[4]GM[1]CA[UTF-8]AP[Goban:dev]SZ[19]KM[6.5]RU[Japanese])\n');
    const replay = check(text);
    assert.deepEqual(
      { ...replay.settings, sizeProblems: undefined },
      {
        width: 19,
        height: 19,
        rules: { name: 'japanese', scoring: 'territory', ko: 'simple', suicide: 'forbidden' },
        komi: 6.5,
        handicap: 0,
        sizeProblems: undefined,
      },
    );
  });
  it('writes a handicap game with players and date, White to play', () => {
    const text = newGameSgf({
      width: 19,
      height: 19,
      komi: 0.5,
      handicap: 3,
      rules: 'chinese',
      black: 'Shusaku',
      white: 'Gennan ]',
      date: '1846-09-11',
      version: '0.1.0',
    });
    assert.equal(text, '(;FF[4]GM[1]CA[UTF-8]AP[Goban:0.1.0]SZ[19]KM[0.5]HA[3]RU[Chinese]PB[Shusaku]PW[Gennan \\]]DT[1846-09-11]AB[dp][pd][pp]PL[W])\n');
    const replay = check(text);
    const position = replay.positionAt(replay.root);
    assert.equal(position.toPlay, 'W');
    assert.equal(position.rows.join('').split('X').length - 1, 3);
    assert.equal(replay.settings.handicap, 3);
    assert.equal(replay.settings.rules.name, 'chinese');
  });
  it('writes a rectangular board and every ruleset so that it reads back', () => {
    const text = newGameSgf({ width: 19, height: 13, komi: 7, handicap: 2, rules: 'tromp-taylor' });
    assert.equal(text, '(;FF[4]GM[1]CA[UTF-8]AP[Goban:dev]SZ[19:13]KM[7]HA[2]RU[Tromp-Taylor]AB[dj][pd]PL[W])\n');
    check(text);
    for (const rules of ['japanese', 'korean', 'chinese', 'aga', 'nz', 'tromp-taylor', 'goe'] as const) {
      assert.equal(check(newGameSgf({ width: 9, height: 9, komi: 7, handicap: 0, rules })).settings.rules.name, rules);
    }
  });
  it('writes the stones actually placed as HA, and no HA for one stone', () => {
    assert.equal(
      newGameSgf({ width: 10, height: 10, komi: 0, handicap: 9, rules: 'aga' }),
      '(;FF[4]GM[1]CA[UTF-8]AP[Goban:dev]SZ[10]KM[0]HA[4]RU[AGA]AB[ch][hc][hh][cc]PL[W])\n',
    );
    assert.equal(newGameSgf({ width: 9, height: 9, komi: 0, handicap: 1, rules: 'japanese' }), '(;FF[4]GM[1]CA[UTF-8]AP[Goban:dev]SZ[9]KM[0]RU[Japanese])\n');
  });
  it('throws RangeError for a side outside 1–52', () => {
    assert.throws(() => newGameSgf({ width: 0, height: 19, komi: 0, handicap: 0, rules: 'japanese' }), RangeError);
    assert.throws(() => newGameSgf({ width: 19, height: 53, komi: 0, handicap: 0, rules: 'japanese' }), RangeError);
    assert.equal(check(newGameSgf({ width: 52, height: 1, komi: 0, handicap: 0, rules: 'japanese' })).settings.width, 52);
  });
});
