// Pure: plays the nodes of a stored game that hold one plain move straight from the store's arrays (no objects).
import type { GameState } from '../engine/game';
import type { IllegalReason, Player } from '../engine/types';
import { NOT_PLAIN, PLAIN_PASS, plainMoveAt, plainMoveColor, plainMoveX, plainMoveY } from '../sgf/plainMoves';
import type { SgfStore } from '../sgf/store';
import type { ExecutedMove } from './applyNode';

/**
 * Plays the nodes of one stored game that are a plain move (see `plainMoveAt`) on the board or a pass, for walks over a
 * whole game (`goban check`, `goban replay`); any other node is left to `applyNode`. After `play`, the fields describe
 * the move it played.
 */
export class PlainMoves {
  /** The player of the last move played. */
  color: Player = 1;
  /** Its point, or -1 (both) for a pass. */
  x = -1;
  y = -1;
  /** What the rules would have said of it (null: legal). */
  illegal: IllegalReason | null = null;
  /** The stones it removed (captures, or the mover's own after a suicide). */
  captured = 0;

  /** For the nodes of `store` on a `width`×`height` board. */
  constructor(
    private readonly store: SgfStore,
    private readonly width: number,
    private readonly height: number,
  ) {}

  /** Plays node `k` on `state` when it is a plain move on the board or a plain pass; false (nothing done) otherwise. */
  play(state: GameState, k: number): boolean {
    const move = plainMoveAt(this.store, k);
    if (move === NOT_PLAIN) return false;
    const x = plainMoveX(move);
    const y = plainMoveY(move);
    const color = plainMoveColor(move);
    if (x === PLAIN_PASS) {
      state.play(color, null);
      this.x = this.y = -1;
      this.illegal = null;
      this.captured = 0;
    } else if (x < this.width && y < this.height) {
      this.illegal = state.forcePlayAt(color, x, y);
      this.x = x;
      this.y = y;
      this.captured = state.board.removedCount;
    } else return false;
    this.color = color;
    return true;
  }

  /** The move `play` just played for node `k`, as `applyNode` would have given it (its property read as an object). */
  executed(k: number): ExecutedMove {
    const property = this.store.properties(k)[0];
    const point = this.x < 0 ? null : ([this.x, this.y] as const);
    return { color: this.color === 1 ? 'B' : 'W', point, property, illegal: this.illegal, captured: this.captured };
  }

  /** The start of node `k`'s one value (the move's point, where its diagnostic goes). */
  valueStart(k: number): number {
    return this.store.valueStart[this.store.propFirstValue[this.store.nodeFirstProp[k]]];
  }

  /** The end of node `k`'s one value. */
  valueEnd(k: number): number {
    return this.store.valueEnd[this.store.propFirstValue[this.store.nodeFirstProp[k]]];
  }
}
