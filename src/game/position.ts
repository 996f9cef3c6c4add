// Pure: a read-only snapshot of a position for displays (webview, CLI, hovers).
import type { GameState } from '../engine/game';
import type { Vertex } from '../engine/types';

/** What a display needs of a position: the stones as rows ('.', 'X', 'O', top to bottom) and the game's status. */
export interface PositionView {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  /** Number of B/W nodes from the root to this node (passes included). */
  readonly moveNumber: number;
  readonly toPlay: 'B' | 'W';
  /** Stones Black and White have captured so far. */
  readonly captures: { readonly black: number; readonly white: number };
  /** The point of this node's move, or null (no move, or a pass). */
  readonly lastMove: Vertex | null;
}

/** Snapshots `state` as a PositionView. */
export function viewOf(state: GameState, moveNumber: number, lastMove: Vertex | null): PositionView {
  const board = state.board;
  const captures = state.captures;
  return {
    width: board.width,
    height: board.height,
    rows: board.toRows(),
    moveNumber,
    toPlay: state.toPlay === 1 ? 'B' : 'W',
    captures: { black: captures.black, white: captures.white },
    lastMove,
  };
}
