// Pure: the dead-stone estimator — every chain of a position as alive, dead or seki, and who owns each point.
// Benson's pass-alive analysis settles what is certain; seeded random playouts (both colours moving first) settle
// the rest; seki is what survives with liberties neither side could fill at the end of the playouts.
import type { Board } from '../board';
import { territoryOfCells } from '../territory';
import type { Player, Vertex } from '../types';
import { killCapturableInAtari } from './atariAtEnd';
import { passAlive } from './benson';
import { settleFinishedGame, TWO_EYES_SIZE } from './finishedGame';
import { applyLocalSearches, type ChainTable } from './reading/localVerdicts';
import { runPlayouts } from './playouts/montecarlo';
import { applyCapturingRaces } from './reading/races';
import { OFF, PlayoutBoard } from './playouts/playoutBoard';
import { relatedGroups } from './related';
import { applyTactics } from './reading/tactics';

/** What a chain is at the end of the game. */
export type ChainStatus = 'alive' | 'dead' | 'seki';

/** One chain of the position and its verdict. */
export interface ChainVerdict {
  /** The chain's stones, sorted by x then y. */
  readonly stones: readonly Vertex[];
  readonly sign: Player;
  readonly status: ChainStatus;
  /** The share of playouts in which the chain survived (1 for chains Benson proves alive, 0 for certain death). */
  readonly survival: number;
  /**
   * Whether the verdict is a close call: neither proven nor read out, and the playouts split on the chain's group (it
   * survived in between 30% and 70% of them), as on a group whose fate depends on who plays there first.
   */
  readonly unsure: boolean;
}

/** The estimate for a whole position. */
export interface DeadStoneEstimate {
  readonly width: number;
  readonly height: number;
  /** Every chain, in the order of its first stone (row by row from the top left). */
  readonly chains: readonly ChainVerdict[];
  /** Who owns each point, index y * width + x: 1 Black, -1 White, between them the playouts' average. */
  readonly ownership: Float32Array;
}

/** How to estimate. */
export interface EstimateOptions {
  /** Random playouts to run (default 64 for a finished game, 256 with `toPlay`; more is slower and steadier). */
  readonly playouts?: number;
  /** Seed of the playouts (default 1): the same seed gives the same estimate. */
  readonly seed?: number;
  /** The player to move in a game that is not over: every playout starts with that player. Without it (a finished
   *  game, or unknown), half the playouts start with each colour. */
  readonly toPlay?: Player;
  /** In a finished game, a ko just taken: the point the opponent may not take back at once, and that player. */
  readonly ko?: { readonly x: number; readonly y: number; readonly player: Player } | null;
}

/** Playouts for a finished game (the borders are closed: more change nothing measurable) and for one still going. */
const FINISHED_PLAYOUTS = 64;
const GAME_PLAYOUTS = 256;
/** The group survival shares between which a verdict of the playouts alone is a close call (see ChainVerdict.unsure). */
const UNSURE_LOW = 0.3;
const UNSURE_HIGH = 0.7;

/** Estimates which chains of `board` are dead, alive or in seki, and the ownership of every point. */
export function estimateDeadStones(board: Board, options: EstimateOptions = {}): DeadStoneEstimate {
  const { width, height } = board;
  const start = new PlayoutBoard(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sign = board.get(x, y);
      if (sign !== 0) start.setup(start.indexOf(x, y), sign);
    }
  }
  const heads = chainHeads(start);
  const black = passAlive(start, 1);
  const white = passAlive(start, -1);
  const totals = runPlayouts(
    start,
    heads,
    Math.max(2, options.playouts ?? (options.toPlay === undefined ? FINISHED_PLAYOUTS : GAME_PLAYOUTS)),
    options.seed ?? 1,
    options.toPlay,
  );
  const certain = heads.map((h) => (start.color[h] === 1 ? black : white).chains[h] === 1);
  const hopeless = heads.map((h) => (start.color[h] === 1 ? white : black).territory[h] === 1);
  const survival = heads.map((_, c) => (certain[c] ? 1 : hopeless[c] ? 0 : totals.survived[c] / totals.playouts));
  const table: ChainTable = {
    board: start,
    index: new Map(heads.map((h, c) => [h, c])),
    survival,
    sekiShare: heads.map((_, c) => (totals.survived[c] === 0 ? 0 : totals.inSeki[c] / totals.survived[c])),
    certain,
    outcome: heads.map(() => null),
  };
  applyLocalSearches(table, options.toPlay);
  applyCapturingRaces(table, heads, options.toPlay);
  if (options.toPlay !== undefined) applyTactics(table, heads, options.toPlay);
  // A verdict per group of related chains: chains that cannot be cut apart live or die together.
  const group = relatedGroups(start, heads, table.index);
  const weight = new Float64Array(heads.length);
  const total = new Float64Array(heads.length);
  heads.forEach((h, c) => {
    weight[group[c]] += start.size[h];
    total[group[c]] += start.size[h] * survival[c];
  });
  const groupSurvival = heads.map((_, c) => total[group[c]] / weight[group[c]]);
  const unsure = heads.map((_, c) => !certain[c] && table.outcome[c] === null && groupSurvival[c] >= UNSURE_LOW && groupSurvival[c] <= UNSURE_HIGH);
  const status = heads.map((_, c): ChainStatus => {
    if (certain[c]) return 'alive';
    if (table.outcome[c] === 'seki') return 'seki';
    const alive = table.outcome[c] === null ? groupSurvival[c] >= 0.5 : table.outcome[c] === 'survives';
    if (!alive) return 'dead';
    return totals.inSeki[c] * 2 > totals.survived[c] ? 'seki' : 'alive';
  });
  dropLoneSeki(start, heads, table.index, status);
  if (options.toPlay === undefined) {
    const proven = heads.map((_, c) => certain[c] || table.outcome[c] === 'survives' || table.outcome[c] === 'seki');
    const finished = { board: start, heads, index: table.index, survival, proven, status };
    const ko = options.ko ? { point: start.indexOf(options.ko.x, options.ko.y), player: options.ko.player } : null;
    killCapturableInAtari(finished, ko);
    settleFinishedGame(finished);
    breakUnheldSeki(start, heads, table.index, status);
  }
  dropLoneSeki(start, heads, table.index, status);
  reviveInsideDead(start, heads, table.index, status);
  const chains: ChainVerdict[] = heads.map((h, c) => ({
    stones: chainStones(start, h),
    sign: start.color[h] as Player,
    status: status[c],
    survival: survival[c],
    unsure: unsure[c],
  }));
  const ownership = totals.ownership;
  const playouts = totals.playouts;
  const result = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = start.indexOf(x, y);
      result[y * width + x] =
        black.chains[p] === 1 || black.territory[p] === 1 ? 1 : white.chains[p] === 1 || white.territory[p] === 1 ? -1 : ownership[p] / playouts;
    }
  }
  return { width, height, chains, ownership: result };
}

/**
 * A dead chain that only the opponent's dead stones touch lives (a living stone inside a dead group, the playouts
 * having taken it with the group around it), unless it lies in the opponent's area: the empty and dead points around it
 * meet the opponent's living stones only. So dead stones of both colours inside one territory stay dead but the
 * owner's.
 */
function reviveInsideDead(board: PlayoutBoard, heads: readonly number[], index: ReadonlyMap<number, number>, status: ChainStatus[]): void {
  const { color, head, next, dirs } = board;
  for (let changed = true; changed;) {
    changed = false;
    // Decided on the statuses before this round, so two dead chains touching each other are judged alike.
    const before = status.slice();
    const owner = areaOwners(board, (p) => before[index.get(head[p]) as number] === 'dead');
    heads.forEach((h, c) => {
      if (before[c] !== 'dead' || owner[h] === -color[h]) return;
      let touched = false;
      let q = h;
      do {
        for (let d = 0; d < 4; d++) {
          const n = q + dirs[d];
          if (color[n] !== -color[h]) continue;
          if (before[index.get(head[n]) as number] !== 'dead') return;
          touched = true;
        }
        q = next[q];
      } while (q !== h);
      if (touched) {
        status[c] = 'alive';
        changed = true;
      }
    });
  }
}

/**
 * The territory owner (1, -1 or 0, see `territoryOf`) of every point once the dead stones (`dead`) are off, by padded
 * index.
 */
function areaOwners(board: PlayoutBoard, dead: (p: number) => boolean): Int8Array {
  const { width, height, color } = board;
  const cells = new Int8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = board.indexOf(x, y);
      cells[y * width + x] = color[p] !== 0 && dead(p) ? 0 : color[p];
    }
  }
  const owners = territoryOfCells(width, height, cells);
  const byIndex = new Int8Array(board.points);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) byIndex[board.indexOf(x, y)] = owners[y * width + x];
  return byIndex;
}

/**
 * Seki takes two: a chain marked seki that shares no liberty with an opponent chain in seki is alive (the stones it
 * shared liberties with in the playouts were dead after all).
 */
function dropLoneSeki(board: PlayoutBoard, heads: readonly number[], index: ReadonlyMap<number, number>, status: ChainStatus[]): void {
  const { color, head, next, dirs } = board;
  heads.forEach((h, c) => {
    if (status[c] !== 'seki') return;
    let partner = false;
    let q = h;
    do {
      for (let d = 0; d < 4 && !partner; d++) {
        const lib = q + dirs[d];
        if (color[lib] !== 0) continue;
        for (let e = 0; e < 4; e++) {
          const n = lib + dirs[e];
          if (color[n] === -color[h] && status[index.get(head[n]) as number] === 'seki') partner = true;
        }
      }
      q = next[q];
    } while (q !== h && !partner);
    if (!partner) status[c] = 'alive';
  });
}

/**
 * A seki needs both sides held in it. In a finished game, a chain marked seki next to a dead opponent chain of two or
 * more stones lives (it takes them and breathes, unless they only fill a small eye of its own), and one left with one
 * liberty once living opponent chains (next to such dead stones, or with two more liberties) fill what they can dies;
 * repeated until nothing changes, so a seki of three groups falls when a group that held one of them is dead.
 */
function breakUnheldSeki(board: PlayoutBoard, heads: readonly number[], index: ReadonlyMap<number, number>, status: ChainStatus[]): void {
  const { color, head, dirs } = board;
  const statusAt = (p: number): ChainStatus => status[index.get(head[p]) as number];
  // A single dead stone next to it may be a ko stone (dead as taken at the end: a double-ko seki stays), and dead
  // stones inside its own small eye give it nothing new when taken.
  const touchesDead = (h: number): boolean =>
    board.neighbours(h).some((n) => color[n] === -color[h] && statusAt(n) === 'dead' && board.size[head[n]] > 1 && opensSpace(h, n));
  /** Whether taking the dead chain at `p` opens more than a small eye of `h` alone: its region (empty and dead points)
   *  touches another chain, or has room for two eyes. */
  const opensSpace = (h: number, p: number): boolean => {
    const region = [p];
    const seen = new Set(region);
    for (let i = 0; i < region.length; i++) {
      for (let d = 0; d < 4; d++) {
        const n = region[i] + dirs[d];
        if (color[n] === OFF || seen.has(n) || (color[n] === color[h] && head[n] === h)) continue;
        if (color[n] !== 0 && !(color[n] === -color[h] && statusAt(n) === 'dead')) return true;
        seen.add(n);
        region.push(n);
        if (region.length >= TWO_EYES_SIZE) return true;
      }
    }
    return false;
  };
  const canFill = (n: number): boolean => statusAt(n) === 'alive' && (touchesDead(head[n]) || board.liberties(head[n], 3) >= 3);
  // The liberties of `h` left once living opponent chains have filled every one they can.
  const libertiesLeft = (h: number): number =>
    board.neighbours(h).filter((lib) => color[lib] === 0 && ![0, 1, 2, 3].some((d) => color[lib + dirs[d]] === -color[h] && canFill(lib + dirs[d]))).length;
  for (let changed = true; changed;) {
    changed = false;
    heads.forEach((h, c) => {
      if (status[c] !== 'seki') return;
      if (touchesDead(h)) status[c] = 'alive';
      else if (libertiesLeft(h) <= 1) status[c] = 'dead';
      else return;
      changed = true;
    });
  }
}

/** The head of every chain of `board`, in the order of their first stone. */
function chainHeads(board: PlayoutBoard): number[] {
  const heads: number[] = [];
  const seen = new Uint8Array(board.points);
  for (let p = 0; p < board.points; p++) {
    const c = board.color[p];
    if ((c === 1 || c === -1) && seen[board.head[p]] === 0) {
      seen[board.head[p]] = 1;
      heads.push(board.head[p]);
    }
  }
  return heads;
}

/** The stones of the chain with head `h`, sorted by x then y. */
function chainStones(board: PlayoutBoard, h: number): Vertex[] {
  const stones: Vertex[] = [];
  let q = h;
  do {
    stones.push([board.xOf(q), board.yOf(q)]);
    q = board.next[q];
  } while (q !== h);
  return stones.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** Every stone of the chains with `status`, sorted by x then y. */
export function stonesWithStatus(estimate: DeadStoneEstimate, status: ChainStatus): Vertex[] {
  return estimate.chains
    .filter((c) => c.status === status)
    .flatMap((c) => c.stones)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
