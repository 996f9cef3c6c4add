// Loads the real finished games of test/fixtures/engine/realgames (KGS records whose last node holds the agreed
// territory as TB/TW; see ATTRIBUTION.md there) with the agreed dead stones and GNU Go's verdict on the same position.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { GameState } from '../../src/engine/game';
import { GameReplay } from '../../src/game/replay';
import { decodePointList } from '../../src/sgf/codecs/pointList';
import { parse } from '../../src/sgf/parse';
import { getValues } from '../../src/sgf/tree';
import type { SgfNode } from '../../src/sgf/types';

/** The folder of the set. */
export const REAL_GAMES = path.join(__dirname, '..', 'fixtures', 'engine', 'realgames');

/** One real game at its end. */
export interface RealGame {
  readonly file: string;
  readonly replay: GameReplay;
  readonly last: SgfNode;
  readonly state: GameState;
  /** RE as written. */
  readonly result: string;
  /** The agreed dead stones (a black stone on a TW point, a white one on a TB point) as "x,y". */
  readonly dead: ReadonlySet<string>;
  /** GNU Go level 10's dead stones (scripts/fixtures/realGamesOracle.ts) as "x,y", and its final_score. */
  readonly gnugoDead: ReadonlySet<string>;
  readonly gnugoScore: string;
}

/** Every game of the set. */
export function loadRealGames(folder = REAL_GAMES): RealGame[] {
  const verdicts = JSON.parse(fs.readFileSync(path.join(folder, 'gnugo-verdicts.json'), 'utf8')) as Record<
    string,
    { dead: Array<[number, number]>; score: string }
  >;
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sgf'))
    .sort()
    .map((file) => {
      const replay = GameReplay.open(parse(fs.readFileSync(path.join(folder, file), 'utf8')));
      const line = replay.mainLine();
      const last = line[line.length - 1];
      const state = replay.stateAt(last);
      const { width, height } = replay.settings;
      const owned = (id: string) => new Set(decodePointList(getValues(last, id), width, height).points.map(([x, y]) => `${x},${y}`));
      const [black, white] = [owned('TB'), owned('TW')];
      const dead = new Set<string>();
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const sign = state.board.get(x, y);
          if ((sign === 1 && white.has(`${x},${y}`)) || (sign === -1 && black.has(`${x},${y}`))) dead.add(`${x},${y}`);
        }
      }
      const verdict = verdicts[file] ?? { dead: [], score: '' };
      return {
        file,
        replay,
        last,
        state,
        result: getValues(replay.root, 'RE')[0] ?? '',
        dead,
        gnugoDead: new Set(verdict.dead.map(([x, y]) => `${x},${y}`)),
        gnugoScore: verdict.score,
      };
    });
}
