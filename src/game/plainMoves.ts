// Pure: plays the nodes of a stored game that hold one plain move straight from the store's arrays (no objects).
import type { GameState } from '../engine/game';
import type { IllegalReason, Player } from '../engine/types';
import { letterToCoordinate } from '../sgf/codecs/point';
import { isLetter } from '../sgf/lexer';
import type { SgfStore } from '../sgf/store';
import type { ExecutedMove } from './applyNode';

/**
 * Plays the nodes of one stored game that are nothing but a plain move — one property, `B` or `W`, with one value,
 * empty (a pass) or two SGF letters naming a point on the board — for walks over a whole game (`goban check`,
 * `goban replay`). Any other node (a point off the board, which includes `tt`, a pass on boards up to 19×19; a
 * lower-case id; a second property or value…) is left to `applyNode`. After `play`, the fields describe the move.
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
    const store = this.store;
    const p = store.nodeFirstProp[k];
    if (store.propsEnd(k) !== p + 1) return false;
    const text = store.text;
    const idStart = store.propIdStart[p];
    const id = text.charCodeAt(idStart);
    if ((id !== 66 && id !== 87) || isLetter(text.charCodeAt(idStart + 1))) return false;
    const v = store.propFirstValue[p];
    if (store.valuesEnd(p) !== v + 1 || v === store.unterminatedValue) return false;
    const start = store.valueStart[v] + 1;
    const length = store.valueEnd[v] - 1 - start;
    const color: Player = id === 66 ? 1 : -1;
    if (length === 0) {
      state.play(color, null);
      this.x = this.y = -1;
      this.illegal = null;
      this.captured = 0;
    } else {
      if (length !== 2) return false;
      const x = letterToCoordinate(text.charCodeAt(start));
      const y = letterToCoordinate(text.charCodeAt(start + 1));
      if (x < 0 || y < 0 || x >= this.width || y >= this.height) return false;
      this.illegal = state.forcePlayAt(color, x, y);
      this.x = x;
      this.y = y;
      this.captured = state.board.removedCount;
    }
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
