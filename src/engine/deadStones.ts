// Pure: turning points marked dead into whole dead chains, as a player marks dead stones.
import type { Board } from './board';
import type { Vertex } from './types';

/** Every stone of every chain that holds one of `marked` (empty or off-board points are ignored), each once. */
export function deadChains(board: Board, marked: readonly Vertex[]): Vertex[] {
  const seen = new Set<number>();
  const out: Vertex[] = [];
  for (const [x, y] of marked) {
    if (!board.isOnBoard(x, y) || board.get(x, y) === 0 || seen.has(y * board.width + x)) continue;
    for (const stone of board.getChain(x, y)) {
      const key = stone[1] * board.width + stone[0];
      if (!seen.has(key)) {
        seen.add(key);
        out.push(stone);
      }
    }
  }
  return out;
}
