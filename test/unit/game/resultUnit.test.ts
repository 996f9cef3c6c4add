import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultInUnit, resultUnit } from '../../../src/game/resultUnit';
import { parse } from '../../../src/sgf/parse';

const root = (text: string) => parse(text).games[0];
const foxGame = readFileSync(join(__dirname, '../../fixtures/extension/territory/fox-9x9-utf8.sgf'), 'utf8');

describe('the unit of the margin in RE', () => {
  it("reads a Fox game under Chinese rules (KM[375], RE[W+0.25]) in stones, and Fox's Japanese games and everyone else's in points", () => {
    assert.deepEqual(
      [
        foxGame,
        '(;GM[1]SZ[19]KM[375]HA[0]RU[Chinese]AP[GNU Go:3.8]RE[W+3.25]AP[foxwq]RL[0];B[pd])',
        '(;GM[1]SZ[19]KM[0]HA[4]RU[Chinese]AP[foxwq]RE[B+17.00]AB[dd][pd][dp][pp];W[qf])',
        '(;GM[1]SZ[19]KM[650]HA[0]RU[Japanese]AP[GNU Go:3.8]RE[B+2.50]AP[foxwq]RL[0];B[pd])',
        '(;GM[1]SZ[19]KM[375]AP[foxwq]RE[B+1.75];B[pd])',
        '(;FF[4]GM[1]SZ[19]KM[7.5]RU[Chinese]PC[OGS: https://online-go.com/game/1]RE[B+0.5];B[pd])',
        '(;GM[1]SZ[19]KM[375]RU[Chinese]AP[SGFC:2.0]RE[B+0.5];B[pd])',
      ].map((text) => resultUnit(root(text))),
      ['stones', 'stones', 'stones', 'points', 'points', 'points', 'points'],
    );
  });

  it('writes a counted result in stones as half the points, and leaves draws and points alone', () => {
    assert.deepEqual(
      ['W+0.5', 'B+6.5', 'W+13', 'Draw'].map((result) => resultInUnit(result, 'stones')),
      ['W+0.25', 'B+3.25', 'W+6.5', 'Draw'],
    );
    assert.equal(resultInUnit('W+0.5', 'points'), 'W+0.5');
  });
});
