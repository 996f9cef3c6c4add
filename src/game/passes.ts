// Pure: passes in a row at the end of a line — two of them end the game.
import type { SgfNode } from '../sgf/types';
import type { GameReplay } from './replay';

/**
 * The passes in a row up to `node` (0, 1 or 2; nodes without a move, such as a TB/TW node after the passes, are
 * skipped). A move whose value is no point (`B[A1]`) is played as a pass but is no pass: two typos end no game.
 */
export function passesUpTo(replay: GameReplay, node: SgfNode): number {
  let passes = 0;
  for (let n: SgfNode | null = node; n !== null && passes < 2; n = n.parent) {
    const moves = replay.movesAt(n);
    if (moves.length === 0) continue;
    if (moves.some((m) => m.point !== null || m.illegal === 'malformed')) break;
    passes++;
  }
  return passes;
}
