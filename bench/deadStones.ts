// Benchmark and agreement figures of the dead-stone estimator, against GNU Go (the oracle) and @sabaki/deadstones
// (the estimator to beat), all measured in this run: the GNU Go self-play set (finished and cut positions), the real
// KGS games with agreed territory, and the time per 19×19 final position.
import { type Board } from '../src/engine/board';
import { estimateDeadStones, stonesWithStatus } from '../src/engine/status/estimate';
import { scorePosition } from '../src/game/scoring';
import { keySet, loadOraclePositions, sameKeys, type OraclePosition } from '../test/support/deadStoneSet';
import { loadRealGames } from '../test/support/realGames';
import { median } from './timing';

/** The wasm module inside @sabaki/deadstones, called with a fixed seed (its `guess` seeds with Date.now()). */
interface SabakiWasm {
  guess(data: number[], width: number, finished: boolean, iterations: number, seed: number): Iterable<number>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module with no types that resolves to a Promise
const sabakiWasm = require('@sabaki/deadstones/js/wasm') as Promise<SabakiWasm>;

/** One figure of the report. */
export interface DeadStoneFigures {
  readonly lines: readonly string[];
}

const percent = (n: number, total: number): string => `${((100 * n) / total).toFixed(1)}% (${n}/${total})`;

/** The share of `set` judged right. */
function agreement(set: readonly OraclePosition[], right: readonly boolean[]): string {
  return percent(right.filter(Boolean).length, set.length);
}

/** The share judged right on each board size of `set`. */
function bySize(set: readonly OraclePosition[], right: readonly boolean[]): string {
  const sizes = [...new Set(set.map((p) => p.board.width))].sort((a, b) => a - b);
  return sizes
    .map((size) => {
      const ofSize = set.map((p, i) => (p.board.width === size ? i : -1)).filter((i) => i >= 0);
      return `${size}×${size} ${percent(ofSize.filter((i) => right[i]).length, ofSize.length)}`;
    })
    .join(', ');
}

function signs(board: Board): number[] {
  const data: number[] = [];
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) data.push(board.get(x, y));
  return data;
}

function sabakiDead(wasm: SabakiWasm, board: Board, finished: boolean): Set<string> {
  const width = board.width;
  return new Set([...wasm.guess(signs(board), width, finished, 100, 42)].map((i) => `${i % width},${Math.floor(i / width)}`));
}

function oursDead(p: OraclePosition): Set<string> {
  return keySet(stonesWithStatus(estimateDeadStones(p.board, p.finished ? {} : { toPlay: p.state.toPlay }), 'dead'));
}

/** Black's margin of a result ("B+3.5" → 3.5, "W+2" → -2, a draw → 0). */
function margin(result: string): number {
  const match = /^([BW])\+(\d+(?:\.\d+)?)$/.exec(result.trim());
  return match === null ? 0 : (match[1] === 'B' ? 1 : -1) * Number(match[2]);
}

/** Runs everything and returns the report's lines. */
export async function benchDeadStones(): Promise<DeadStoneFigures> {
  const sabaki = await sabakiWasm;
  const lines: string[] = [];
  const positions = loadOraclePositions();
  for (const finished of [true, false]) {
    const set = positions.filter((p) => p.finished === finished);
    const ours = set.map(oursDead);
    const oursRight = set.map((p, i) => sameKeys(ours[i], p.dead));
    const oursAnySeed = set.map((p, i) => [p.dead, ...p.otherSeedsDead].some((dead) => sameKeys(ours[i], dead)));
    const theirsRight = set.map((p) => sameKeys(sabakiDead(sabaki, p.board, finished), p.dead));
    const what = finished ? 'finished positions' : 'positions cut before the end';
    lines.push(
      `dead stones = GNU Go level 10, ${what}: ours ${agreement(set, oursRight)}, @sabaki/deadstones ${agreement(set, theirsRight)} (budget ours ≥ ${finished ? 97 : 80}%)`,
      `  by size: ours ${bySize(set, oursRight)}; @sabaki/deadstones ${bySize(set, theirsRight)}`,
    );
    // GNU Go's verdict is the game it plays out, whose random choices follow a seed: the positions where its seeds
    // disagree have no one verdict to match.
    const seedsAgree = set[0].otherSeedsDead.map((_, s) => set.filter((p) => sameKeys(p.otherSeedsDead[s], p.dead)).length);
    const stable = set.map((p) => p.seedStable);
    const only = (right: boolean[]): boolean[] => right.filter((_, i) => stable[i]);
    const stableSet = set.filter((_, i) => stable[i]);
    lines.push(
      `  GNU Go itself with seeds 1 and 2 of its scoring play-out: the same dead stones as with its default seed on ${seedsAgree.map((n) => percent(n, set.length)).join(' and ')}`,
      `  the ${stableSet.length} positions where GNU Go's three seeds agree: ours ${agreement(stableSet, only(oursRight))}, @sabaki/deadstones ${agreement(stableSet, only(theirsRight))}`,
      `    by size: ours ${bySize(stableSet, only(oursRight))}; @sabaki/deadstones ${bySize(stableSet, only(theirsRight))}`,
      `  ours the same as one of GNU Go's three verdicts: ${agreement(set, oursAnySeed)}`,
    );
  }
  const finishedGames = positions.filter((p) => p.finished);
  const sameResult = finishedGames.filter((p) => margin(scorePosition(p.replay, p.node, { dead: 'estimate' }).score.result) === margin(p.score)).length;
  lines.push(`result = GNU Go final_score, finished self-play games: ours ${percent(sameResult, finishedGames.length)}`);
  const games = loadRealGames();
  const realOurs = games.filter((g) => sameKeys(keySet(scorePosition(g.replay, g.last, { dead: 'estimate' }).dead), g.dead)).length;
  const realGnugo = games.filter((g) => sameKeys(g.gnugoDead, g.dead)).length;
  const realSabaki = games.filter((g) => sameKeys(sabakiDead(sabaki, g.state.board, true), g.dead)).length;
  lines.push(
    `dead stones = agreed TB/TW, real KGS games: ours ${percent(realOurs, games.length)}, GNU Go ${percent(realGnugo, games.length)}, @sabaki/deadstones ${percent(realSabaki, games.length)}`,
  );
  const normal = (re: string): string => re.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  const resultsOurs = games.filter((g) => scorePosition(g.replay, g.last, { dead: 'estimate' }).score.result === normal(g.result)).length;
  const resultsGnugo = games.filter((g) => normal(g.gnugoScore) === normal(g.result)).length;
  lines.push(`result = RE, real KGS games: ours ${percent(resultsOurs, games.length)}, GNU Go final_score ${percent(resultsGnugo, games.length)}`);
  const finals = positions.filter((p) => p.finished && p.board.width === 19);
  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const p of finals) {
      let start = performance.now();
      estimateDeadStones(p.board);
      if (round > 0) oursMs.push(performance.now() - start);
      start = performance.now();
      sabakiDead(sabaki, p.board, true);
      if (round > 0) theirsMs.push(performance.now() - start);
    }
  }
  const ours = median(oursMs);
  const theirs = median(theirsMs);
  lines.push(
    `estimate 19×19 final positions (${finals.length}): ours median ${ours.toFixed(1)} ms, max ${Math.max(...oursMs).toFixed(0)} ms; @sabaki/deadstones median ${theirs.toFixed(1)} ms → ${(theirs / ours).toFixed(1)}× faster (budget median < 30 ms and faster)`,
  );
  const cuts = positions.filter((p) => !p.finished && p.board.width === 19);
  const cutMs = cuts.map((p) => {
    const start = performance.now();
    oursDead(p);
    return performance.now() - start;
  });
  lines.push(
    `estimate 19×19 positions cut before the end (${cuts.length}): ours median ${median(cutMs).toFixed(1)} ms, max ${Math.max(...cutMs).toFixed(0)} ms (budget every position < 1 s)`,
  );
  return { lines };
}
