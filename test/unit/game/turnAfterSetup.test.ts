import * as assert from 'node:assert/strict';
import { GameReplay } from '../../../src/game/replay';
import { parse } from '../../../src/sgf/parse';

/** The player to move at each node of the main line of `text`, as the board shows it. */
function turns(text: string): string[] {
  const replay = GameReplay.open(parse(text));
  return replay.mainLine().map((node) => replay.positionAt(node).toPlay);
}

describe('The player to move after setup stones', () => {
  it('is White at move 0 of a nine-stone handicap game whose first move is W', () => {
    const text = '(;GM[1]FF[4]SZ[19]HA[9]AB[dd][jd][pd][dj][jj][pj][dp][jp][pp];W[qf];B[md])';
    assert.deepEqual(turns(text), ['W', 'B', 'W']);
  });

  it('is White at a handicap root with no moves yet (HA[2] and two AB stones)', () => {
    assert.deepEqual(turns('(;GM[1]FF[4]SZ[19]HA[2]AB[dp][pd])'), ['W']);
  });

  it('is the colour of the next move when it contradicts the handicap (next move B)', () => {
    assert.deepEqual(turns('(;GM[1]SZ[19]HA[2]AB[dp][pd];B[qq])'), ['B', 'W']);
  });

  it('is PL when given, whatever the next move says', () => {
    assert.deepEqual(turns('(;GM[1]SZ[9]HA[2]AB[cc][gg]PL[B];W[ee])'), ['B', 'B']);
  });

  it('follows the next move past comment-only and setup nodes (problem with setup in node 2, White to live)', () => {
    assert.deepEqual(turns('(;GM[1]SZ[19];AB[aa][ba]AW[ab];C[White to live];W[bb];B[ca])'), ['B', 'W', 'W', 'B', 'W']);
  });

  it('is Black after setup stones with no handicap and no move below', () => {
    assert.deepEqual(turns('(;GM[1]SZ[9]AB[cc]AW[dd])'), ['B']);
  });

  it('keeps the turn at a mid-game setup node with nothing below it', () => {
    assert.deepEqual(turns('(;GM[1]SZ[9];B[cc];AW[ee])'), ['B', 'W', 'W']);
  });

  it('uses the first variation (the main line) to decide the next move', () => {
    assert.deepEqual(turns('(;GM[1]SZ[9]AB[cc](;W[dd])(;B[ee]))'), ['W', 'B']);
  });

  it('takes a PL below the setup as the turn, and stops at a setup node below (it decides its own turn)', () => {
    assert.deepEqual(turns('(;GM[1]SZ[9];AB[cc]AW[dd];C[Black or White?]PL[W];B[ee])'), ['B', 'W', 'W', 'W']);
    assert.deepEqual(turns('(;GM[1]SZ[9];AB[cc];AW[dd];W[ee])'), ['B', 'B', 'W', 'B']);
  });

  it('takes an old-style PL below the setup (PL[white]) as the turn too', () => {
    assert.deepEqual(turns('(;GM[1]SZ[9];AB[cc]AW[dd];C[Black or White?]PL[white];B[ee])'), ['B', 'W', 'W', 'W']);
  });
});
