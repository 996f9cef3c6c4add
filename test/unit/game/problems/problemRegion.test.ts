import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { problemRegion } from '../../../../src/game/problems/problemRegion';
import { findProblem } from '../../../../src/game/problems/problemTree';
import { GameReplay } from '../../../../src/game/replay';
import { parse } from '../../../../src/sgf/parse';
import type { Region } from '../../../../src/engine/types';

/** The region of the problem of `text`'s first game, on its position at the start. */
function regionOf(text: string): Region | null {
  const collection = parse(text);
  const problem = findProblem(collection.games[0]);
  assert.ok(problem !== null, 'a problem');
  const replay = GameReplay.open(collection, 0);
  const { width, height } = replay.settings;
  return problemRegion(problem.start, replay.positionAt(problem.start).rows, width, height);
}

const workspaceProblem = (name: string): string => readFileSync(join(__dirname, '../../../fixtures/workspace/problems', name), 'utf8');

describe('problems: the part of the board a problem is about', () => {
  it('shows a 19×19 corner problem as its corner: its stones with two lines of room, out to the near edges, at least 7 lines across', () => {
    // Stones on R..T (x 14–18) and rows 19..17 (y 0–2): two lines of room left makes x 12, and y grows to 7 lines.
    assert.deepEqual(regionOf(workspaceProblem('04-corner-19.sgf')), { x1: 12, y1: 0, x2: 18, y2: 6 });
  });

  it('keeps the whole of a 9×9 problem (a crop would hide little)', () => {
    assert.equal(regionOf(workspaceProblem('01-live.sgf')), null);
  });

  it('takes in every move of the answers and the points they mark, not only the setup', () => {
    const setup = '(;GM[1]FF[4]SZ[19]AB[cc][dc]AW[cd][dd]PL[B]';
    assert.deepEqual(regionOf(`${setup}(;B[ec]C[RIGHT])(;B[bd];W[bc]))`), { x1: 0, y1: 0, x2: 6, y2: 6 });
    assert.deepEqual(regionOf(`${setup}(;B[ec]C[RIGHT])(;B[bd];W[jc]LB[ch:a]))`), { x1: 0, y1: 0, x2: 11, y2: 9 });
  });

  it('takes a side problem along the whole side it spans most of, and nothing is left when it spans most of both', () => {
    const side = '(;GM[1]FF[4]SZ[19]AB[ep][fp][gp][hp][ip][jp][kp][lp][mp][np]AW[eq][fq][gq][hq][iq][jq][kq][lq][mq][nq]PL[W](;W[dr]C[RIGHT])(;W[or]))';
    assert.deepEqual(regionOf(side), { x1: 0, y1: 12, x2: 18, y2: 18 });
    const spread = '(;GM[1]FF[4]SZ[19]AB[cc][qq]AW[cq][qc]PL[B](;B[jj]C[RIGHT])(;B[dd]))';
    assert.equal(regionOf(spread), null);
  });
});
