// Pure: one random playout to the end of the game — captures and escapes around the last move first, then a random
// move that neither fills one's own eye nor puts two or more of one's own stones in atari. A one-eyed group dies
// (its last liberty, the eye, is a capture), two eyes live, and seki stays seki (both sides' approach is self-atari).
import { MOVE_OK as OK, OFF as OFF_BOARD, type PlayoutBoard } from './playoutBoard';
import { runsIntoLadder } from './ladder';
import { isGoodShape } from './shapes';

/** A small fast seeded generator (xorshift32); `next()` gives an integer in [0, 2^32). */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return this.next() % n;
  }
}

/** Plays `board` out from the position it holds, `first` to move, until both pass (or `maxMoves`). */
export function playOut(board: PlayoutBoard, first: number, random: Random, maxMoves: number): void {
  let last = -1;
  let sign = first;
  let passes = 0;
  for (let moves = 0; moves < maxMoves && passes < 2; moves++) {
    let move = last >= 0 ? urgentMove(board, sign, last) : moves === 0 ? firstMove(board, sign) : -1;
    if (move < 0 && last >= 0 && random.below(100) < LOCAL_REPLY_PERCENT) move = localMove(board, sign, last, random);
    if (move < 0) move = randomMove(board, sign, random);
    if (move < 0) {
      passes++;
      board.koPoint = -1;
      last = -1;
    } else {
      passes = 0;
      board.play(move, sign);
      last = move;
    }
    sign = -sign;
  }
}

/**
 * A reply to the opponent's last move at `last`: save a chain of ours it put in atari (by capturing or extending),
 * capture its stone when it is in atari, or run with a chain of ours it left with two liberties; -1 when none applies.
 */
function urgentMove(board: PlayoutBoard, sign: number, last: number): number {
  const { color, head, dirs } = board;
  if (color[last] !== -sign) return -1;
  for (let d = 0; d < 4; d++) {
    const n = last + dirs[d];
    if (color[n] !== sign || !board.inAtari(head[n])) continue;
    const saved = saveChain(board, head[n], sign);
    if (saved >= 0) return saved;
  }
  const attacker = head[last];
  if (board.inAtari(attacker)) {
    const p = board.atariPoint(attacker);
    if (board.check(p, sign) === MOVE_OK) return p;
  }
  for (let d = 0; d < 4; d++) {
    const n = last + dirs[d];
    if (color[n] !== sign) continue;
    const run = runAway(board, head[n], sign);
    if (run >= 0) return run;
  }
  return -1;
}

/** The first move of a playout, with no last move to answer: save or run with any chain of ours short of liberties. */
function firstMove(board: PlayoutBoard, sign: number): number {
  const { color, head, points } = board;
  for (let p = 0; p < points; p++) {
    if (color[p] !== sign || head[p] !== p) continue;
    const move = board.inAtari(p) ? saveChain(board, p, sign) : runAway(board, p, sign);
    if (move >= 0) return move;
  }
  return -1;
}

/** For our chain `h` with exactly two liberties: the liberty that gives it three or more, or -1. */
function runAway(board: PlayoutBoard, h: number, sign: number): number {
  if (board.liberties(h, 3) !== 2) return -1;
  const a = board.found[0];
  const b = board.found[1];
  if (gains(board, a, b) >= 2 && board.check(a, sign) === MOVE_OK) return a;
  if (gains(board, b, a) >= 2 && board.check(b, sign) === MOVE_OK) return b;
  return -1;
}

/** The empty neighbours of `p` other than `other`: the liberties a stone there adds. */
function gains(board: PlayoutBoard, p: number, other: number): number {
  let count = 0;
  for (let d = 0; d < 4; d++) {
    const n = p + board.dirs[d];
    if (board.color[n] === 0 && n !== other) count++;
  }
  return count;
}

/** A move that saves our chain `h` in atari: capture an adjacent opponent chain in atari, or extend to two liberties. */
function saveChain(board: PlayoutBoard, h: number, sign: number): number {
  const { color, head, next, dirs } = board;
  let q = h;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + dirs[d];
      if (color[n] === -sign && board.inAtari(head[n])) {
        const p = board.atariPoint(head[n]);
        if (board.check(p, sign) === MOVE_OK) return p;
      }
    }
    q = next[q];
  } while (q !== h);
  // Extending makes a chain of two or more stones, so MOVE_OK means it then has two liberties or more; running into
  // a ladder saves nothing.
  const p = board.atariPoint(h);
  return board.check(p, sign) === MOVE_OK && !runsIntoLadder(board, p, sign) ? p : -1;
}

/** How often a move answers the last one next to it (in percent), as players do. */
const LOCAL_REPLY_PERCENT = 60;
/** Local bindings: imported ones can compile to getters, too slow for the hot path. */
const MOVE_OK = OK;
const OFF = OFF_BOARD;

/** A random move among the eight points around `last` that makes a good shape (see shapes.ts), fills no own eye and is no self-atari; -1 when none. */
function localMove(board: PlayoutBoard, sign: number, last: number, random: Random): number {
  const start = random.below(8);
  for (let i = 0; i < 8; i++) {
    const k = (start + i) & 7;
    const p = last + (k < 4 ? board.dirs[k] : board.diagonals[k - 4]);
    if (board.color[p] !== 0 || board.isEye(p, sign) || !isGoodShape(board, p)) continue;
    if (board.check(p, sign) === MOVE_OK) return p;
  }
  return -1;
}

/** A random move for `sign` that fills no eye of its own and is no self-atari of two or more stones; -1 to pass. */
function randomMove(board: PlayoutBoard, sign: number, random: Random): number {
  const count = board.emptyCount;
  if (count === 0) return -1;
  const empties = board.empties;
  const start = random.below(count);
  for (let i = 0; i < count; i++) {
    const p = empties[(start + i) % count];
    if (board.isEye(p, sign)) continue;
    if (board.check(p, sign) === MOVE_OK) return p;
  }
  return -1;
}

/**
 * Who owns each point at the end of a playout: a stone's colour, or the colour of every neighbour of an empty point
 * (0 when both colours touch it). Chains next to an empty point that both colours touch are marked in `seki` (by head):
 * at the end of a playout no one could play there, so they share liberties neither side can fill.
 */
export function finalOwners(board: PlayoutBoard, owners: Int8Array, seki: Uint8Array): void {
  const { color, head, dirs, points } = board;
  seki.fill(0);
  for (let p = 0; p < points; p++) {
    const c = color[p];
    if (c === OFF) continue;
    if (c !== 0) {
      owners[p] = c;
      continue;
    }
    let seen = 0;
    for (let d = 0; d < 4; d++) {
      const n = color[p + dirs[d]];
      if (n === 1) seen |= 1;
      else if (n === -1) seen |= 2;
    }
    owners[p] = seen === 1 ? 1 : seen === 2 ? -1 : 0;
    if (seen === 3) {
      for (let d = 0; d < 4; d++) {
        const n = p + dirs[d];
        if (color[n] === 1 || color[n] === -1) seki[head[n]] = 1;
      }
    }
  }
}
