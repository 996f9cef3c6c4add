// Loads the dead-stone test set (test/fixtures/engine/deadstones: GNU Go self-play records and GNU Go level 10's
// verdicts, made by scripts/fixtures/deadStoneOracle.ts) as positions to estimate.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Board } from '../../src/engine/board';
import type { GameState } from '../../src/engine/game';
import { GameReplay } from '../../src/game/replay';
import { parse } from '../../src/sgf/parse';
import type { SgfNode } from '../../src/sgf/types';

/** The folder of the set. */
export const DEAD_STONE_SET = path.join(__dirname, '..', 'fixtures', 'engine', 'deadstones');

/** One position of the set with GNU Go's verdict. */
export interface OraclePosition {
  /** `<game id>@<move>`. */
  readonly name: string;
  readonly game: string;
  readonly move: number;
  readonly finished: boolean;
  readonly board: Board;
  readonly state: GameState;
  /** The game's replay and the node of the position. */
  readonly replay: GameReplay;
  readonly node: SgfNode;
  readonly komi: number;
  readonly handicap: number;
  /** GNU Go's dead and seki stones as "x,y" keys (its scoring play-out with its default seed, 0). */
  readonly dead: ReadonlySet<string>;
  readonly seki: ReadonlySet<string>;
  /** GNU Go's dead stones with the other seeds of its scoring play-out (1 and 2), as "x,y" keys. */
  readonly otherSeedsDead: ReadonlyArray<ReadonlySet<string>>;
  /** Whether GNU Go gives the same dead stones with the three seeds tried (0, 1 and 2). */
  readonly seedStable: boolean;
  /** GNU Go's final_score there (e.g. "B+3.5"). */
  readonly score: string;
}

interface OracleFile {
  readonly id: string;
  readonly komi: number;
  readonly handicap: number;
  readonly verdicts: ReadonlyArray<{
    move: number;
    finished: boolean;
    dead: Array<[number, number]>;
    seki: Array<[number, number]>;
    score: string;
    seeds: ReadonlyArray<{ seed: number; dead: Array<[number, number]> }>;
  }>;
}

/** Every position of the set (games with fewer than `minMoves` moves are left out: nothing to judge there). */
export function loadOraclePositions(folder = DEAD_STONE_SET, minMoves = 10): OraclePosition[] {
  const positions: OraclePosition[] = [];
  for (const file of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const oracle = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as OracleFile;
    const replay = GameReplay.open(parse(fs.readFileSync(path.join(folder, `${oracle.id}.sgf`), 'utf8')));
    const line = replay.mainLine();
    for (const verdict of oracle.verdicts) {
      if (verdict.move < minMoves) continue;
      // The root holds the setup (handicap stones); node k is move k.
      const state = replay.replayLine(line.slice(0, verdict.move + 1));
      const dead = keySet(verdict.dead);
      const otherSeedsDead = verdict.seeds.map((s) => keySet(s.dead));
      positions.push({
        name: `${oracle.id}@${verdict.move}`,
        game: oracle.id,
        move: verdict.move,
        finished: verdict.finished,
        board: state.board,
        state,
        replay,
        node: line[verdict.move],
        komi: oracle.komi,
        handicap: oracle.handicap,
        dead,
        seki: keySet(verdict.seki),
        otherSeedsDead,
        seedStable: otherSeedsDead.every((other) => sameKeys(other, dead)),
        score: verdict.score,
      });
    }
  }
  return positions;
}

/** Points as a set of "x,y" keys. */
export function keySet(points: ReadonlyArray<readonly [number, number]>): Set<string> {
  return new Set(points.map(([x, y]) => `${x},${y}`));
}

/** Whether two sets of "x,y" keys hold the same points. */
export function sameKeys(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((k) => b.has(k));
}
