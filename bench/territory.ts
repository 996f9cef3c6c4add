// Benchmark: Count Territory (territoryOf) on a mid-game 19×19 position.
import { type Board } from '../src/engine/board';
import { territoryOf } from '../src/engine/territory';
import { randomGame } from './replay';
import { GameState } from '../src/engine/game';

/** Mean time of one territory count on a 19×19 position 150 random moves in. */
export function benchTerritory(): { name: string; ms_per_call: number } {
  const state = GameState.create(19, 19);
  for (const m of randomGame(19, 150, 7)) state.play(m.player, m.vertex);
  const board: Board = state.board;
  const calls = 2000;
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) territoryOf(board);
    best = Math.min(best, (performance.now() - t0) / calls);
  }
  return { name: '19×19, 150 moves in', ms_per_call: best };
}
