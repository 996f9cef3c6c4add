// Positions graded by hand and an exact local solver, not by GNU Go (two adversarial rounds): 43 with the borders
// closed and 49 where the game is not over, each with the player to move, 36 of them turned, mirrored or colour-swapped
// twins. The board editor's count (`scorePosition`, as `goban score --dead auto`) must find exactly the dead stones and
// the stones in seki a strong player names, leaving out the stones graded as unsure (lone stones deep in wide open
// areas, a dame ko).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scorePosition } from '../../../../src/game/scoring';
import { GameReplay } from '../../../../src/game/replay';
import { parse } from '../../../../src/sgf/parse';

/** One graded position: the dead stones and stones in seki a strong player names, and the stones not graded. */
interface Graded {
  readonly name: string;
  readonly why: string;
  readonly dead: ReadonlyArray<[number, number]>;
  readonly seki: ReadonlyArray<[number, number]>;
  readonly ignore: ReadonlyArray<[number, number]>;
}

const GRADED = join(__dirname, '../../../fixtures/engine/graded');

/** The set's positions and the count of each, as "x,y" keys sorted, the stones not graded left out. */
function judged(set: string): Array<{ graded: Graded; dead: string[]; seki: string[]; expectedDead: string[]; expectedSeki: string[] }> {
  const positions = JSON.parse(readFileSync(join(GRADED, set, 'expected.json'), 'utf8')) as Graded[];
  return positions.map((graded) => {
    const replay = GameReplay.open(parse(readFileSync(join(GRADED, set, `${graded.name}.sgf`), 'utf8')));
    const line = replay.mainLine();
    const scored = scorePosition(replay, line[line.length - 1], { dead: 'auto' });
    const ignored = new Set(graded.ignore.map(([x, y]) => `${x},${y}`));
    const keys = (points: ReadonlyArray<readonly [number, number]>) =>
      points
        .map(([x, y]) => `${x},${y}`)
        .filter((key) => !ignored.has(key))
        .sort();
    return { graded, dead: keys(scored.dead), seki: keys(scored.seki), expectedDead: keys(graded.dead), expectedSeki: keys(graded.seki) };
  });
}

describe('engine/status: positions graded by hand and an exact solver', function () {
  this.timeout(60_000);

  for (const set of ['closed', 'open']) {
    it(`names the dead stones and the seki of all ${set === 'closed' ? '43 positions with closed borders' : '49 positions where the game is not over'}`, () => {
      const all = judged(set);
      // Most positions have dead stones to find (29 of 43 and 34 of 49), five of the closed ones seki.
      assert.ok(all.filter((j) => j.expectedDead.length > 0).length >= 29);
      const wrong = all
        .filter((j) => j.dead.join(' ') !== j.expectedDead.join(' ') || j.seki.join(' ') !== j.expectedSeki.join(' '))
        .map(
          (j) =>
            `${j.graded.name}: dead ${j.dead.join(' ')} (expected ${j.expectedDead.join(' ')}), seki ${j.seki.join(' ')} (expected ${j.expectedSeki.join(' ')})`,
        );
      assert.deepEqual(wrong, []);
    });
  }
});
