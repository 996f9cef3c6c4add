// Pure: tactical reading of a chain short of liberties — whether it is captured when the attacker moves first, and
// whether it can be saved when its owner moves first. The attacker fills a liberty of a chain with two; the defender
// captures a neighbour in atari or extends; three liberties count as escaped. Random playouts let such chains run out
// of atari or leave them standing; a player reads them out in a few moves.
import { SAFE_SURVIVAL, type ChainTable } from './localVerdicts';
import { MOVE_OK as OK, type PlayoutBoard } from '../playouts/playoutBoard';
import { ScratchBoards } from '../playouts/scratchBoards';

/** A local binding: imported ones can compile to getters. */
const MOVE_OK = OK;

/** Moves read along one line before the chain counts as escaped. */
const MAX_DEPTH = 40;
/** Positions one question may visit before its answer is unknown. */
const NODE_BUDGET = 4000;

/** A tactical answer: the chain is lost, it gets away, or the reading ran out of budget. */
export type TacticalOutcome = 'captured' | 'escapes' | 'unknown';

/** Copies of the position at each depth of a reading. */
const scratch = new ScratchBoards();

/**
 * Settles, in a game still going with `toPlay` to move, the chains short of liberties that reading decides: captured
 * when its owner cannot save it with one or two liberties and the move, when it is in atari and the opponent, to move,
 * takes it for good, or when it has two liberties, the opponent is to move and takes it, and its owner could not save it
 * even moving first; alive when it is in atari and its owner, to move, saves it by joining a safe chain of its own.
 * Whether any other chain that can be saved will be is a player's choice (a sacrifice, a bigger move elsewhere): the
 * playouts keep judging those.
 */
export function applyTactics(table: ChainTable, heads: readonly number[], toPlay: number): void {
  const board = table.board;
  heads.forEach((h, c) => {
    if (table.certain[c] || table.outcome[c] !== null) return;
    const libs = board.liberties(h, 3);
    const ownerMoves = board.color[h] === toPlay;
    if (libs > 2) return;
    if (!ownerMoves && libs === 2) {
      // Lost even if its owner moved first, and taken when the attacker, to move, attacks: dead whoever plays next.
      if (readChain(board, h, false) === 'captured' && readChain(board, h, true) === 'captured') table.outcome[c] = 'captured';
      return;
    }
    const outcome = readChain(board, h, !ownerMoves);
    // An owner that cannot save a chain with two liberties by moving may still leave it (a seki, where every move is
    // self-atari): captured only when the opponent, moving first, takes it too. In atari, it is taken (ko or not).
    const lost = outcome === 'captured' && (!ownerMoves || libs === 1 || readChain(board, h, true) === 'captured');
    if (lost) table.outcome[c] = 'captured';
    else if (outcome === 'escapes' && ownerMoves && libs === 1 && joinsSafeChain(table, h)) table.outcome[c] = 'survives';
  });
}

/** Whether the last liberty of chain `h` (in atari) touches another chain of its colour that is safe. */
function joinsSafeChain(table: ChainTable, h: number): boolean {
  const { board } = table;
  const { color, head, dirs } = board;
  board.liberties(h, 1);
  const liberty = board.found[0];
  for (let d = 0; d < 4; d++) {
    const n = liberty + dirs[d];
    if (color[n] !== color[h] || head[n] === h) continue;
    const c = table.index.get(head[n]) as number;
    if (table.certain[c] || table.survival[c] >= SAFE_SURVIVAL) return true;
  }
  return false;
}

/** Reads the chain at stone `p` with `attackerFirst` or its owner to move first. */
export function readChain(board: PlayoutBoard, p: number, attackerFirst: boolean): TacticalOutcome {
  const reader = new Reader(board.color[p]);
  const captured = attackerFirst ? reader.attack(board, p, 0) : !reader.defend(board, p, 0);
  return reader.nodes > NODE_BUDGET ? 'unknown' : captured ? 'captured' : 'escapes';
}

class Reader {
  nodes = 0;

  constructor(private readonly defender: number) {}

  /** Whether the attacker, to move, captures the chain at `p`. */
  attack(board: PlayoutBoard, p: number, depth: number): boolean {
    if (++this.nodes > NODE_BUDGET || depth >= MAX_DEPTH) return false;
    const attacker = -this.defender;
    const libs = board.liberties(board.head[p], 3);
    if (libs >= 3) return false;
    if (libs === 1) return this.capturesCleanly(board, board.found[0], depth);
    const a = board.found[0];
    const b = board.found[1];
    for (const move of [a, b]) {
      if (board.check(move, attacker) !== MOVE_OK) continue;
      const next = scratch.at(board, depth);
      next.copyFrom(board);
      next.play(move, attacker);
      if (next.color[p] !== this.defender || !this.defend(next, p, depth + 1)) return true;
    }
    return false;
  }

  /** Whether the defender, to move, saves the chain at `p` (it has one or two liberties). */
  defend(board: PlayoutBoard, p: number, depth: number): boolean {
    if (++this.nodes > NODE_BUDGET || depth >= MAX_DEPTH) return true;
    const h = board.head[p];
    const libs = board.liberties(h, 3);
    if (libs >= 3) return true;
    const moves = libs === 1 ? [board.found[0]] : [board.found[0], board.found[1]];
    for (const counter of this.capturesAround(board, h)) if (!moves.includes(counter)) moves.push(counter);
    for (const move of moves) {
      if (board.check(move, this.defender) !== MOVE_OK) continue;
      const next = scratch.at(board, depth);
      next.copyFrom(board);
      next.play(move, this.defender);
      const after = next.liberties(next.head[p], 3);
      if (after >= 3 || (after === 2 && !this.attack(next, p, depth + 1))) return true;
    }
    return false;
  }

  /**
   * The counter-attacks next to chain `h`: the last liberty of each attacker chain in atari (a capture), then both
   * liberties of each attacker chain with two (an atari that may win a capturing race).
   */
  private capturesAround(board: PlayoutBoard, h: number): number[] {
    const { color, head, next, dirs } = board;
    const captures: number[] = [];
    const ataris: number[] = [];
    const seen: number[] = [];
    let q = h;
    do {
      for (let d = 0; d < 4; d++) {
        const n = q + dirs[d];
        if (color[n] !== -this.defender || seen.includes(head[n])) continue;
        seen.push(head[n]);
        const libs = board.liberties(head[n], 3);
        if (libs === 1) captures.push(board.found[0]);
        else if (libs === 2) ataris.push(board.found[0], board.found[1]);
      }
      q = next[q];
    } while (q !== h);
    return [...captures, ...ataris];
  }

  /** Whether taking a chain by its last liberty `move` sticks: the capturing stone is not in atari (no ko to retake). */
  private capturesCleanly(board: PlayoutBoard, move: number, depth: number): boolean {
    const attacker = -this.defender;
    if (board.check(move, attacker) !== MOVE_OK) return false;
    const next = scratch.at(board, depth);
    next.copyFrom(board);
    next.play(move, attacker);
    return !next.inAtari(next.head[move]);
  }
}
