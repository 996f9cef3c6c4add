// Pure: scoring the position after a node of a game — whether the game is over there, the dead stones and seki (the
// node's own TB/TW, else estimated; or given, or none; or a count kept from before), the player's corrections, and the
// count by the game's rules.
import type { Board } from '../engine/board';
import { score, type ScoreResult } from '../engine/score';
import { guessSeki } from '../engine/seki';
import { territoryOf } from '../engine/territory';
import { estimateDeadStones, type DeadStoneEstimate } from '../engine/status/estimate';
import { gridWithDead, isCorrected, pointsWithStatus, STATUS_DEAD, STATUS_SEKI, statusGrid, toggleGroup, type StatusGrid } from '../engine/status/groups';
import type { KoState, Player, Vertex } from '../engine/types';
import { decodePointList } from '../sgf/codecs/pointList';
import { decodeSimpleText } from '../sgf/codecs/text';
import { getProperty, getValues } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';
import { passesUpTo } from './passes';
import type { GameReplay } from './replay';

/** How the dead stones are found: the node's TB/TW, else the estimator (auto); the estimator alone; none; these points' chains. */
export type DeadStoneSource = 'auto' | 'estimate' | 'none' | readonly Vertex[];

/** Statuses to count with instead of finding them: the current ones and those a corrected group returns to. */
export interface KeptStatuses {
  readonly current: StatusGrid;
  readonly original: StatusGrid;
  /** The playouts' ownership behind the estimate of a game not over (see ScoredPosition.ownership). */
  readonly ownership?: Float32Array;
  /** The estimate's close calls (see ScoredPosition.unsure), corrected ones included. */
  readonly unsure?: readonly Vertex[];
}

/** What to score with. */
export interface ScoringOptions {
  readonly dead?: DeadStoneSource;
  /** A count kept from before (an edit of RE or TB/TW, or the same position counted again): wins over `dead`. */
  readonly kept?: KeptStatuses;
  /** Points whose groups the player flips (dead ↔ alive), in order. */
  readonly toggles?: readonly Vertex[];
  /** Komi instead of the game's KM. */
  readonly komi?: number;
}

/** Where the statuses of a count come from. */
export type StatusSource = 'estimate' | 'markup' | 'given' | 'none' | 'kept';

/** A scored position. */
export interface ScoredPosition {
  readonly board: Board;
  /**
   * Whether the position is read as the game's end: two passes or TB/TW at the node, or a counted RE at the end of its
   * line on a played-out board (a fifth of the points hold stones). A record cut short with its RE is a position in the middle.
   */
  readonly finished: boolean;
  readonly source: StatusSource;
  /** The status of every stone after the corrections, and before them (what a corrected group returns to). */
  readonly statuses: StatusGrid;
  readonly original: StatusGrid;
  /** Every dead stone and every stone in seki, sorted by x then y. */
  readonly dead: readonly Vertex[];
  readonly seki: readonly Vertex[];
  /**
   * The stones whose estimated verdict is a close call (ChainVerdict.unsure) and that the player has not corrected,
   * sorted by x then y; [] where the statuses are not estimated, and at the end of a game (where GNU Go agreed with
   * every such verdict of the self-play set).
   */
  readonly unsure: readonly Vertex[];
  /** The close calls before the corrections (kept with the statuses). */
  readonly unsureFound: readonly Vertex[];
  readonly score: ScoreResult;
  /**
   * Where the game is not over, the count with each empty point given to the side that owns it in most of the
   * estimator's playouts (open areas included, as a score estimator does); null at the end of a game.
   */
  readonly estimate: ScoreResult | null;
  /** The estimator's ownership that `estimate` used (kept with the statuses, a recount needs no new playouts); null at
   *  the end of a game. */
  readonly ownership: Float32Array | null;
  /** Who owns each point in `estimate` (ownersByPlayouts, index y * width + x); null at the end of a game. */
  readonly estimateOwners: Int8Array | null;
}

/** Whether the game is over after `node`: two passes end its line there, or it is the line's last node and RE is a count or TB/TW mark the territory. */
export function isGameOver(replay: GameReplay, node: SgfNode): boolean {
  if (passesUpTo(replay, node) >= 2) return true;
  if (node.children.length > 0) return false;
  const recorded = getProperty(replay.root, 'RE')?.values[0]?.raw;
  const counted = recorded !== undefined && recordedMargin(decodeSimpleText(recorded).trim()) !== null;
  return counted || getProperty(node, 'TB') !== undefined || getProperty(node, 'TW') !== undefined;
}

/** Black's margin in a result as RE writes it: "B+3.5" → 3.5, "W+2" → -2, "0"/"Draw"/"Jigo" → 0; null when it is no count (B+R, Void, "?" …). */
export function recordedMargin(recorded: string): number | null {
  if (/^(0|draw|jigo)$/i.test(recorded)) return 0;
  const match = /^([BW])\s*\+\s*(\d+(?:\.\d+)?)$/i.exec(recorded);
  if (match === null) return null;
  return (match[1].toUpperCase() === 'B' ? 1 : -1) * Number(match[2]);
}

/**
 * Whether the position after `node` (whose board is `board`) is played out — estimated as a finished game — and whether
 * it is scored as the game's end (see ScoredPosition.finished).
 */
export function endOfGameAt(replay: GameReplay, node: SgfNode, board: Board): { readonly playedOut: boolean; readonly finished: boolean } {
  // A record cut short (a famous game's first 40 moves with its RE, two passes on an empty board) is no played-out
  // position: estimated as one, every group without two eyes would die, even alone on an empty side.
  const over = isGameOver(replay, node);
  const playedOut = over && stonesShare(board) >= PLAYED_OUT_SHARE;
  // The game is over at two passes or TB/TW, by the players' own word, however few stones; a counted RE at the end of
  // a line says so only of a played-out board.
  const finished = playedOut || (over && (passesUpTo(replay, node) >= 2 || getProperty(node, 'TB') !== undefined || getProperty(node, 'TW') !== undefined));
  return { playedOut, finished };
}

/** Scores the position after `node` of `replay` by the game's rules. */
export function scorePosition(replay: GameReplay, node: SgfNode, options: ScoringOptions = {}): ScoredPosition {
  const state = replay.stateAt(node);
  const board = state.board;
  const { playedOut, finished } = endOfGameAt(replay, node, board);
  const { source, grid, estimate } = startingStatuses(replay, node, options, board, playedOut, state.toPlay as Player, state.ko);
  let statuses = options.kept?.current ?? grid;
  const original = options.kept?.original ?? grid;
  for (const [x, y] of options.toggles ?? []) statuses = toggleGroup(board, statuses, x, y, original);
  const dead = pointsWithStatus(statuses, board.width, STATUS_DEAD);
  const seki = pointsWithStatus(statuses, board.width, STATUS_SEKI);
  const unsureFound = options.kept?.unsure ?? (estimate === undefined || finished ? [] : unsureStones(estimate));
  const unsure = unsureFound.filter(([x, y]) => !isCorrected(statuses, original, y * board.width + x));
  const settings = replay.settings;
  const counting = { komi: options.komi ?? settings.komi, captures: state.captures, dead, seki, handicap: settings.handicap };
  const result = score(board, settings.rules, counting);
  const ownership = finished
    ? null
    : (estimate?.ownership ?? options.kept?.ownership ?? estimateDeadStones(board, { toPlay: state.toPlay as Player }).ownership);
  const estimateOwners = ownership === null ? null : ownersByPlayouts(board, statuses, ownership);
  const estimated = estimateOwners === null ? null : score(board, settings.rules, { ...counting, owners: estimateOwners });
  return { board, finished, source, statuses, original, dead, seki, unsure, unsureFound, score: result, estimate: estimated, ownership, estimateOwners };
}

/** The stones of the estimate's close calls, sorted by x then y. */
function unsureStones(estimate: DeadStoneEstimate): Vertex[] {
  return estimate.chains
    .filter((chain) => chain.unsure)
    .flatMap((chain) => chain.stones)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The share of the playouts (as ownership, from -1 to 1) from which an empty point counts as one side's in an estimate. */
const OWNED = 0.4;

/**
 * Who owns each point that holds no living stone (see ScoredPosition.estimate): a dead stone's point its captor, as in
 * the count (also where the player marked it dead against the playouts), an open point the side the playouts give it.
 */
function ownersByPlayouts(board: Board, statuses: StatusGrid, ownership: Float32Array): Int8Array {
  const owners = new Int8Array(board.width * board.height);
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const i = y * board.width + x;
      const stone = board.get(x, y);
      if (stone !== 0) {
        if (statuses[i] === STATUS_DEAD) owners[i] = -stone as -1 | 1;
        continue;
      }
      const share = ownership[i];
      owners[i] = share >= OWNED ? 1 : share <= -OWNED ? -1 : 0;
    }
  }
  return owners;
}

function startingStatuses(
  replay: GameReplay,
  node: SgfNode,
  options: ScoringOptions,
  board: Board,
  playedOut: boolean,
  toPlay: Player,
  ko: KoState | null,
): { source: StatusSource; grid: StatusGrid; estimate?: DeadStoneEstimate } {
  if (options.kept !== undefined) return { source: 'kept', grid: options.kept.original };
  const given = options.dead ?? 'auto';
  if (given === 'none') return { source: 'none', grid: guessedSeki(board, gridWithDead(board, [])) };
  if (given !== 'auto' && given !== 'estimate') return { source: 'given', grid: guessedSeki(board, gridWithDead(board, given as readonly Vertex[])) };
  const marked = given === 'auto' ? markedDead(replay, node, board) : null;
  if (marked !== null) return { source: 'markup', grid: guessedSeki(board, gridWithDead(board, marked)) };
  const estimate = estimateDeadStones(board, playedOut ? { ko } : { toPlay });
  return { source: 'estimate', grid: statusGrid(estimate), estimate };
}

/** The smallest share of the points holding stones for a game's end to be read as played out (finished games hold 35% and more). */
const PLAYED_OUT_SHARE = 0.2;

function stonesShare(board: Board): number {
  let stones = 0;
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) if (board.get(x, y) !== 0) stones++;
  return stones / (board.width * board.height);
}

/** The stones the node's TB/TW mark as dead (a black stone on a TW point, a white one on a TB point), or null without TB/TW. */
function markedDead(replay: GameReplay, node: SgfNode, board: Board): Vertex[] | null {
  if (getProperty(node, 'TB') === undefined && getProperty(node, 'TW') === undefined) return null;
  const { width, height } = replay.settings;
  const dead: Vertex[] = [];
  for (const [id, captor] of [
    ['TB', 1],
    ['TW', -1],
  ] as const) {
    for (const [x, y] of decodePointList(getValues(node, id), width, height).points) if (board.get(x, y) === -captor) dead.push([x, y]);
  }
  return dead;
}

/** `grid` with the chains that look like seki (see `guessSeki`) once its dead stones are removed marked as seki. */
function guessedSeki(board: Board, grid: StatusGrid): StatusGrid {
  const cleared = board.clone();
  for (const [x, y] of pointsWithStatus(grid, board.width, STATUS_DEAD)) cleared.setStone(x, y, 0);
  const marked = grid.slice();
  for (const [x, y] of guessSeki(cleared, territoryOf(cleared))) for (const [sx, sy] of cleared.getChain(x, y)) marked[sy * board.width + sx] = STATUS_SEKI;
  return marked;
}
