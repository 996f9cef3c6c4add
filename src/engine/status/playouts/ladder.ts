// Pure: reading a ladder in a playout — whether a chain with two liberties is captured when the opponent keeps it in
// atari and it keeps running. Random playouts that run out of atari into a ladder save chains a player knows are lost.
import { MOVE_OK as OK, type PlayoutBoard } from './playoutBoard';
import { ScratchBoards } from './scratchBoards';

/** A local binding: imported ones can compile to getters. */
const MOVE_OK = OK;

/** How deep a ladder is read (each step is an atari and an escape); deeper ladders count as escaped. */
const MAX_STEPS = 30;

/** Copies of the position at each depth of a reading. */
const scratch = new ScratchBoards();

/**
 * Whether the chain at stone `p`, with exactly two liberties and the opponent to move, is captured in a ladder: the
 * opponent ataris it from either side, it runs or captures, until it has three liberties (escaped) or one (captured).
 */
export function ladderCaptures(board: PlayoutBoard, p: number, depth = 0): boolean {
  if (depth >= MAX_STEPS) return false;
  const sign = board.color[p];
  if (board.liberties(board.head[p], 3) !== 2) return false;
  const a = board.found[0];
  const b = board.found[1];
  for (let side = 0; side < 2; side++) {
    const atari = side === 0 ? a : b;
    const escape = side === 0 ? b : a;
    if (board.check(atari, -sign) !== MOVE_OK) continue;
    const next = scratch.at(board, depth);
    next.copyFrom(board);
    next.play(atari, -sign);
    // The runner captures a stone of the attacker's instead of running: no ladder on this side.
    if (touchesChainInAtari(next, p)) continue;
    if (next.check(escape, sign) !== MOVE_OK) return true;
    next.play(escape, sign);
    const liberties = next.liberties(next.head[p], 3);
    if (liberties <= 1 || (liberties === 2 && ladderCaptures(next, p, depth + 1))) return true;
  }
  return false;
}

/** Whether an opponent chain next to the chain at `p` is in atari (the runner captures it instead of running). */
function touchesChainInAtari(board: PlayoutBoard, p: number): boolean {
  const { color, head, next, dirs } = board;
  const h = head[p];
  const sign = color[p];
  let q = h;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + dirs[d];
      if (color[n] === -sign && board.inAtari(head[n])) return true;
    }
    q = next[q];
  } while (q !== h);
  return false;
}

/** Whether extending our chain out of atari at `p` only runs into a ladder that captures it. */
export function runsIntoLadder(board: PlayoutBoard, p: number, sign: number): boolean {
  const next = scratch.at(board, MAX_STEPS);
  next.copyFrom(board);
  next.play(p, sign);
  return next.liberties(next.head[p], 3) === 2 && ladderCaptures(next, p);
}
