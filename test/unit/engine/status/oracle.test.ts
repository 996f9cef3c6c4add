import * as assert from 'node:assert/strict';
import { estimateDeadStones, stonesWithStatus } from '../../../../src/engine/status/estimate';
import { scorePosition } from '../../../../src/game/scoring';
import { keySet, loadOraclePositions, sameKeys, type OraclePosition } from '../../../support/deadStoneSet';
import { loadRealGames } from '../../../support/realGames';

const judged = new Map<boolean, ReadonlyArray<{ readonly position: OraclePosition; readonly right: boolean }>>();

/** The share of the self-play set's positions (those `which` keeps) where our dead stones are exactly GNU Go's, as a percentage. */
function agreement(finished: boolean, which: (p: OraclePosition) => boolean = () => true): { readonly percent: number; readonly count: number } {
  let all = judged.get(finished);
  if (all === undefined) {
    all = loadOraclePositions()
      .filter((p) => p.finished === finished)
      .map((position) => ({
        position,
        right: sameKeys(keySet(stonesWithStatus(estimateDeadStones(position.board, finished ? {} : { toPlay: position.state.toPlay }), 'dead')), position.dead),
      }));
    judged.set(finished, all);
  }
  const kept = all.filter((j) => which(j.position));
  return { percent: (100 * kept.filter((j) => j.right).length) / kept.length, count: kept.length };
}

describe('engine/status: agreement with GNU Go and with players (npm run bench prints every figure)', function () {
  this.timeout(180_000);

  it('finished GNU Go self-play games: the same dead stones as GNU Go level 10 on at least 97% of the positions', () => {
    const { percent, count } = agreement(true);
    assert.ok(count >= 100, `${count} positions`);
    assert.ok(percent >= 97, `${percent.toFixed(1)}% of ${count}`);
  });

  it('positions cut before the end: the same dead stones as GNU Go on at least 75% (a floor against regressions; the aim is 80%)', () => {
    const { percent, count } = agreement(false);
    assert.ok(count >= 200, `${count} positions`);
    assert.ok(percent >= 75, `${percent.toFixed(1)}% of ${count}`);
  });

  it('positions cut before the end where GNU Go gives the same dead stones with three seeds of its play-out: the same dead stones on at least 79% (a floor against regressions)', () => {
    const { percent, count } = agreement(false, (p) => p.seedStable);
    assert.ok(count >= 200, `${count} positions`);
    assert.ok(percent >= 79, `${percent.toFixed(1)}% of ${count}`);
  });

  it('real KGS games: exactly the dead stones the players agreed on (TB/TW), and the recorded result, in every game', () => {
    const games = loadRealGames();
    assert.ok(games.length >= 40, `${games.length} games`);
    const wrong = games
      .map((g) => ({ file: g.file, scored: scorePosition(g.replay, g.last, { dead: 'estimate' }), game: g }))
      .filter(
        ({ scored, game }) => !sameKeys(keySet(scored.dead), game.dead) || scored.score.result !== game.result.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
      )
      .map(({ file, scored }) => `${file}: ${scored.score.result}`);
    assert.deepEqual(wrong, []);
  });
});
