// Pure: scoring the position after a node of a game — whether the game is over there, the dead stones and seki
// (estimated, given by hand or none), the player's corrections, and the count by the game's rules.
import type { Board } from '../engine/board';
import { score, type ScoreResult } from '../engine/score';
import { guessSeki } from '../engine/seki';
import { territoryOf } from '../engine/territory';
import { estimateDeadStones, type DeadStoneEstimate } from '../engine/status/estimate';
import { gridWithDead, pointsWithStatus, STATUS_DEAD, STATUS_SEKI, statusGrid, toggleGroup, type StatusGrid } from '../engine/status/groups';
import type { Player, Vertex } from '../engine/types';
import { decodeSimpleText } from '../sgf/codecs/text';
import { getProperty, pathTo } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';
import type { GameReplay } from './replay';

/** How the dead stones are found: by the estimator, not at all, or these points' chains. */
export type DeadStoneSource = 'auto' | 'none' | readonly Vertex[];

/** What to score with. */
export interface ScoringOptions {
  readonly dead?: DeadStoneSource;
  /** Points whose groups the player flipped (dead ↔ alive), in order. */
  readonly toggles?: readonly Vertex[];
  /** Komi instead of the game's KM. */
  readonly komi?: number;
}

/** A scored position. */
export interface ScoredPosition {
  readonly board: Board;
  /** Whether the game is over at the node (two passes, or a counted result at the end of its line). */
  readonly finished: boolean;
  /** The estimate, when the dead stones were estimated. */
  readonly estimate: DeadStoneEstimate | null;
  /** The status of every stone after the corrections. */
  readonly statuses: StatusGrid;
  /** Every dead stone and every stone in seki, sorted by x then y. */
  readonly dead: readonly Vertex[];
  readonly seki: readonly Vertex[];
  readonly score: ScoreResult;
}

/** Whether the game is over after `node`: its line ends in two passes, or it is the line's last node and RE is a count or TB/TW mark the territory. */
export function isGameOver(replay: GameReplay, node: SgfNode): boolean {
  const moves = pathTo(node).filter((n) => replay.movesAt(n).length > 0);
  const passed = (n: SgfNode | undefined): boolean => n !== undefined && replay.movesAt(n).every((m) => m.point === null);
  if (moves.length >= 2 && passed(moves[moves.length - 1]) && passed(moves[moves.length - 2])) return true;
  if (node.children.length > 0) return false;
  const recorded = getProperty(replay.root, 'RE')?.values[0]?.raw;
  const counted = recorded !== undefined && /^\s*([BW]\+\d|0\s*$|draw|jigo)/i.test(decodeSimpleText(recorded));
  return counted || getProperty(node, 'TB') !== undefined || getProperty(node, 'TW') !== undefined;
}

/** Scores the position after `node` of `replay` by the game's rules. */
export function scorePosition(replay: GameReplay, node: SgfNode, options: ScoringOptions = {}): ScoredPosition {
  const state = replay.stateAt(node);
  const board = state.board;
  const finished = isGameOver(replay, node);
  const source = options.dead ?? 'auto';
  const estimate = source === 'auto' ? estimateDeadStones(board, finished ? {} : { toPlay: state.toPlay as Player }) : null;
  let statuses = estimate !== null ? statusGrid(estimate) : guessedSeki(board, gridWithDead(board, source === 'none' ? [] : (source as readonly Vertex[])));
  for (const [x, y] of options.toggles ?? []) statuses = toggleGroup(board, statuses, x, y);
  const dead = pointsWithStatus(statuses, board.width, STATUS_DEAD);
  const seki = pointsWithStatus(statuses, board.width, STATUS_SEKI);
  const settings = replay.settings;
  const result = score(board, settings.rules, {
    komi: options.komi ?? settings.komi,
    captures: state.captures,
    dead,
    seki,
    handicap: settings.handicap,
  });
  return { board, finished, estimate, statuses, dead, seki, score: result };
}

/** `grid` with the chains that look like seki (see `guessSeki`) once its dead stones are removed marked as seki. */
function guessedSeki(board: Board, grid: StatusGrid): StatusGrid {
  const cleared = board.clone();
  for (const [x, y] of pointsWithStatus(grid, board.width, STATUS_DEAD)) cleared.setStone(x, y, 0);
  const marked = grid.slice();
  for (const [x, y] of guessSeki(cleared, territoryOf(cleared))) for (const [sx, sy] of cleared.getChain(x, y)) marked[sy * board.width + sx] = STATUS_SEKI;
  return marked;
}
