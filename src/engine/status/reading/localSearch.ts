// Pure: an exact life-and-death search in a small enclosed area — the big-eye shapes (bent four in the corner,
// bulky five, square four, nakade), seki and capturing races that random playouts get wrong. Both sides play only
// inside the area (or pass); stones around it that have a liberty outside are anchors that cannot be captured there.
// Simple ko with no ko threats (a pass lifts the ban), no position repeated along a line, two passes end the game.
import { LocalBoard } from './localBoard';
import type { PlayoutBoard } from '../playouts/playoutBoard';

/** The outcome of a local search. */
export type LocalOutcome = 'captured' | 'survives' | 'unknown';

/** An enclosed area to search: its padded points (empty points and the defender's stones) and the defender. */
export interface LocalProblem {
  readonly area: readonly number[];
  readonly defender: number;
  /** A stone of the chain whose fate is asked. */
  readonly target: number;
}

/** Plies after which a line is given up as unresolved. */
const MAX_DEPTH = 60;

/** What a search found and how many nodes it visited. */
export interface LocalResult {
  readonly outcome: LocalOutcome;
  readonly nodes: number;
}

/**
 * Whether the chain at `problem.target` is lost with best play when `first` moves first (within `budget` nodes): the
 * defender wins when, once both have passed, its stone is on the target's point or the point is its eye. Capturing
 * the target ends the search early unless the capturing chain is in atari (a snapback may take it back).
 */
export function solveLocal(board: PlayoutBoard, problem: LocalProblem, first: number, budget: number): LocalResult {
  const local = LocalBoard.around(board, problem.area, problem.defender);
  const target = local?.indexOf(problem.target);
  if (local === null || target === undefined) return { outcome: 'unknown', nodes: 0 };
  const defender = problem.defender;
  const attacker = -defender;
  const moves = local.playable();
  const memo = new Map<number, boolean>();
  const path = new Set<number>();
  let nodes = 0;
  let exhausted = false;
  /** Whether the result `search` just returned depends on the line that led there (so it may not be cached). */
  let lastPathDependent = false;

  /** True when the attacker wins from here. */
  const search = (color: Int8Array, hash: number, toMove: number, passed: boolean, ko: number, depth: number, last: number): boolean => {
    if (exhausted) return false;
    if (++nodes > budget || depth > MAX_DEPTH) {
      exhausted = true;
      return false;
    }
    const key = LocalBoard.stateKey(hash, toMove, passed, ko);
    const hit = memo.get(key);
    lastPathDependent = false;
    if (hit !== undefined) return hit;
    const onPath = path.has(hash);
    if (!onPath) path.add(hash);
    const attackerMoves = toMove === attacker;
    let found = false;
    // A move left out because it repeats a position of this line makes the result depend on the line: not cached.
    let pathDependent = false;
    // Captures and escapes first: a chain the last move put in atari (at the start, the target) is taken or saved at
    // its last liberty (tried last by the static order, a one-move capture was read past the depth limit).
    const urgent = local.atariLiberties(color, target, last);
    for (const i of urgent.length === 0 ? moves : [...urgent, ...moves.filter((m) => !urgent.includes(m))]) {
      if (color[i] !== 0 || i === ko) continue;
      const next = color.slice();
      const captured = local.play(next, i, toMove, hash);
      if (captured < 0) continue;
      const nextHash = local.lastHash;
      if (path.has(nextHash)) {
        pathDependent = true;
        continue;
      }
      const nextKo = captured === 1 && local.singleInAtari(next, i) ? local.lastCaptured : -1;
      const takesTarget = captured > 0 && next[target] === 0 && color[target] === defender && !local.inAtari(next, i);
      const wins = takesTarget || search(next, nextHash, -toMove, false, nextKo, depth + 1, i);
      const dependent = !takesTarget && lastPathDependent;
      // A win found is as sure as the line it was found in; a loss depends on every line tried.
      if (wins === attackerMoves) {
        found = true;
        pathDependent = dependent;
        break;
      }
      if (dependent) pathDependent = true;
    }
    // A pass; after the other side's pass it ends the game, and the target's point decides.
    if (!found && !passed) {
      found = search(color, hash, -toMove, true, -1, depth + 1, -1) === attackerMoves;
      if (found) pathDependent = lastPathDependent;
      else if (lastPathDependent) pathDependent = true;
    }
    // Winning by passing at the end depends on no line.
    if (!found && passed && local.holds(color, target, defender) !== attackerMoves) {
      found = true;
      pathDependent = false;
    }
    if (!onPath) path.delete(hash);
    const result = found ? attackerMoves : !attackerMoves;
    if (!exhausted && !pathDependent) memo.set(key, result);
    lastPathDependent = pathDependent;
    return result;
  };

  const attackerWins = search(local.color, local.hash(local.color), first, false, -1, 0, -1);
  return { outcome: exhausted ? 'unknown' : attackerWins ? 'captured' : 'survives', nodes };
}
