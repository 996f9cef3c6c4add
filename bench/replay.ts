// Benchmark: replaying a random 20,000-move 19×19 game with heavy captures, our GameState vs @sabaki/go-board.
import { mulberry32 } from '../test/support/random';
import GoBoard from '@sabaki/go-board';
import { GameState } from '../src/engine/game';
import { RULESETS } from '../src/engine/rules';
import type { Player, Vertex } from '../src/engine/types';

/** One benchmark's figures. */
export interface BenchResult {
  readonly name: string;
  readonly ours_ms: number;
  readonly reference_ms: number;
  readonly ratio: number;
}

type Move = { readonly player: Player; readonly vertex: Vertex | null };

function fillsOwnEye(state: GameState, player: Player, x: number, y: number): boolean {
  for (const [dx, dy] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ]) {
    const nx = x + dx;
    const ny = y + dy;
    if (state.board.isOnBoard(nx, ny) && state.board.get(nx, ny) !== player) return false;
  }
  return true;
}

/**
 * A random game of only legal moves (simple ko, no suicide): each move is a random legal point that does not fill
 * the mover's own eye, or, when there is none, a random legal eye-filling point (which sets up big captures).
 */
export function randomGame(size: number, moves: number, seed: number): Move[] {
  const random = mulberry32(seed);
  const state = GameState.create(size, size, RULESETS.chinese);
  const game: Move[] = [];
  const points = size * size;
  let player: Player = 1;
  while (game.length < moves) {
    let chosen: Vertex | null = null;
    let eyeFill: Vertex | null = null;
    const start = Math.floor(random() * points);
    const step = [1, 7, 11, 13, 17][Math.floor(random() * 5)];
    for (let i = 0; i < points && chosen === null; i++) {
      const p = (start + i * step) % points;
      const v: Vertex = [p % size, Math.floor(p / size)];
      if (!state.isLegal(player, v)) continue;
      if (!fillsOwnEye(state, player, v[0], v[1])) chosen = v;
      else eyeFill ??= v;
    }
    const vertex = chosen ?? eyeFill;
    state.play(player, vertex);
    game.push({ player, vertex });
    player = -player as Player;
  }
  return game;
}

function replayOurs(game: readonly Move[], size: number): GameState {
  const state = GameState.create(size, size, RULESETS.japanese);
  for (let i = 0; i < game.length; i++) {
    const m = game[i];
    if (!state.play(m.player, m.vertex).legal) throw new Error(`our replay rejected move ${i + 1}`);
  }
  return state;
}

function replayReference(game: readonly Move[], size: number): GoBoard {
  let board = GoBoard.fromDimensions(size);
  for (const m of game) if (m.vertex) board = board.makeMove(m.player, [m.vertex[0], m.vertex[1]]);
  return board;
}

function bestOf(repetitions: number, run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < repetitions; i++) {
    const t0 = performance.now();
    run();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** Times replaying the same random 20,000-move game with both engines (best of several runs each). */
export async function benchReplay(options: { moves?: number; ourRuns?: number; referenceRuns?: number } = {}): Promise<BenchResult> {
  const size = 19;
  const game = randomGame(size, options.moves ?? 20000, 20240601);
  const ours = replayOurs(game, size);
  const reference = replayReference(game, size);
  const referenceRows = reference.signMap.map((row) => row.map((s) => (s === 1 ? 'X' : s === -1 ? 'O' : '.')).join(''));
  if (referenceRows.join('\n') !== ours.board.toRows().join('\n')) throw new Error('final boards differ');
  const ourCaptures = ours.captures;
  if (ourCaptures.black !== reference.getCaptures(1) || ourCaptures.white !== reference.getCaptures(-1)) {
    throw new Error('capture counts differ');
  }
  const ours_ms = bestOf(options.ourRuns ?? 30, () => replayOurs(game, size));
  const reference_ms = bestOf(options.referenceRuns ?? 3, () => replayReference(game, size));
  return { name: `replay ${game.length}-move 19×19 random game`, ours_ms, reference_ms, ratio: reference_ms / ours_ms };
}

if (require.main === module) {
  benchReplay().then(
    (r) => {
      console.log(`${r.name}: ours ${r.ours_ms.toFixed(2)} ms, @sabaki/go-board ${r.reference_ms.toFixed(0)} ms, ratio ${r.ratio.toFixed(0)}×`);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
