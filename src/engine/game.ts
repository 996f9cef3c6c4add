// Pure: the move executor — a board, its rules, whose turn it is, the ko point and (for superko) the history.
import { Board, reasonOfCode, sortedVertices, suicideCode } from './board';
import { PositionHistory } from './history';
import { RULESETS } from './rules';
import type { ForcedMoveResult, IllegalReason, KoState, MoveResult, Player, Rules, Sign, Vertex } from './types';
import { hashKey, SIDE_TO_MOVE_HI, SIDE_TO_MOVE_LO } from './zobrist';

const NO_VERTICES: readonly Vertex[] = Object.freeze([]);
const QUIET_MOVE: MoveResult = Object.freeze({ legal: true, captured: NO_VERTICES, suicide: false });
const ILLEGAL: Readonly<Record<IllegalReason, MoveResult>> = Object.freeze({
  occupied: Object.freeze({ legal: false, reason: 'occupied' }),
  suicide: Object.freeze({ legal: false, reason: 'suicide' }),
  ko: Object.freeze({ legal: false, reason: 'ko' }),
  superko: Object.freeze({ legal: false, reason: 'superko' }),
  offboard: Object.freeze({ legal: false, reason: 'offboard' }),
});

/**
 * A game position with everything needed to judge the next move: the board, the rules, the player to move, the
 * simple-ko point and, under positional or situational superko, every earlier position (kept exactly, compactly).
 */
export class GameState {
  private readonly suicide: number;
  private koPoint = -1;
  private koPlayer = 0;
  private player: Player = 1;
  /** True when the current position is not yet in `history` (at the start, after setup or a change of turn). */
  private pending = true;

  private constructor(
    /** The stones; mutate it only through this state. */
    readonly board: Board,
    /** The rules applied to every move. */
    readonly rules: Rules,
    private readonly history: PositionHistory | null,
  ) {
    this.suicide = suicideCode(rules.suicide);
  }

  /** An empty width×height game (Japanese rules unless given); throws RangeError outside 1..52. */
  static create(width: number, height: number, rules: Rules = RULESETS.japanese): GameState {
    return GameState.fromBoard(Board.create(width, height), rules);
  }

  /** A game starting from `board` (which it takes over) with Black to play. */
  static fromBoard(board: Board, rules: Rules = RULESETS.japanese): GameState {
    return new GameState(board, rules, rules.ko === 'simple' ? null : PositionHistory.empty());
  }

  /** The player to move: the opponent of the last mover, or as set by `setToPlay`. */
  get toPlay(): Player {
    return this.player;
  }

  /** Sets the player to move (SGF PL). */
  setToPlay(player: Player): void {
    if (player !== this.player) this.pending = true;
    this.player = player;
  }

  /** The current simple-ko restriction, or null. */
  get ko(): KoState | null {
    if (this.koPoint < 0) return null;
    return { x: this.board.xOf(this.koPoint), y: this.board.yOf(this.koPoint), player: this.koPlayer as Player };
  }

  /** Stones each player has captured so far. */
  get captures(): { black: number; white: number } {
    return this.board.captures;
  }

  /** An independent copy; the superko history is shared copy-on-write, so this costs about one board copy. */
  clone(): GameState {
    const s = new GameState(this.board.clone(), this.rules, this.history ? this.history.clone() : null);
    s.koPoint = this.koPoint;
    s.koPlayer = this.koPlayer;
    s.player = this.player;
    s.pending = this.pending;
    return s;
  }

  /** Setup (AB/AW/AE): puts `sign` at [x, y] without captures; clears the ko point (even when nothing changes). Ignored off the board. */
  setup(x: number, y: number, sign: Sign): void {
    const board = this.board;
    if (!board.isOnBoard(x, y)) return;
    this.koPoint = -1;
    if (board.get(x, y) === sign) return;
    this.history?.recordChange(board.indexOf(x, y), board.get(x, y));
    board.setStone(x, y, sign);
    this.pending = true;
  }

  /** Why `player` may not play at `vertex` now (null = legal; a pass is always legal). Changes nothing. */
  checkMove(player: Player, vertex: Vertex | null): IllegalReason | null {
    if (vertex === null) return null;
    const [x, y] = vertex;
    if (!this.board.isOnBoard(x, y)) return 'offboard';
    return this.illegalAt(player, this.board.indexOf(x, y));
  }

  private illegalAt(player: Player, p: number): IllegalReason | null {
    const code = this.board.probe(player, p, this.koPoint, this.koPlayer, this.suicide, this.history !== null);
    if (code < 0) return reasonOfCode(code);
    return this.history && this.repeatsPosition(player, p) ? 'superko' : null;
  }

  /** Whether `player` may play at `vertex` (null = pass) now. */
  isLegal(player: Player, vertex: Vertex | null): boolean {
    return this.checkMove(player, vertex) === null;
  }

  /** Plays a move or a pass (`vertex` null) for `player`; an illegal move changes nothing and says why. */
  play(player: Player, vertex: Vertex | null): MoveResult {
    if (vertex === null) {
      this.pass(player);
      return QUIET_MOVE;
    }
    const board = this.board;
    const x = vertex[0];
    const y = vertex[1];
    if (!board.isOnBoard(x, y)) return ILLEGAL.offboard;
    const p = board.indexOf(x, y);
    const code = board.probe(player, p, this.koPoint, this.koPlayer, this.suicide, this.history !== null);
    if (code < 0) return ILLEGAL[reasonOfCode(code)];
    if (this.history && this.repeatsPosition(player, p)) return ILLEGAL.superko;
    this.execute(player, p);
    if (board.removedCount === 0) return QUIET_MOVE;
    return new CapturingMove(board);
  }

  /**
   * Executes a move even if illegal, as the SGF spec asks of a viewer: on an occupied point the stone is replaced,
   * opponent chains without liberties are captured, and a suicide removes the mover's chain. An off-board point
   * changes no stone but passes the turn. `illegal` says what the rules would have said.
   */
  forcePlay(player: Player, vertex: Vertex | null): ForcedMoveResult {
    if (vertex === null) {
      this.pass(player);
      return { captured: NO_VERTICES, suicide: false, illegal: null };
    }
    const illegal = this.forcePlayAt(player, vertex[0], vertex[1]);
    if (illegal === 'offboard') return { captured: NO_VERTICES, suicide: false, illegal };
    return { captured: this.board.removedVertices(), suicide: this.board.lastMoveSuicide, illegal };
  }

  /**
   * `forcePlay` at [x, y], saying only what the rules would have said (null: legal): no list of captured stones is
   * made, for whole-game walks. A point off the board passes the turn, as in `forcePlay`.
   */
  forcePlayAt(player: Player, x: number, y: number): IllegalReason | null {
    const board = this.board;
    if (!board.isOnBoard(x, y)) {
      this.pass(player);
      return 'offboard';
    }
    const p = board.indexOf(x, y);
    const illegal = this.illegalAt(player, p);
    const old = board.colors()[p];
    if (old !== 0) {
      this.syncHistory();
      this.history?.recordChange(p, old);
      board.removeStoneAt(p);
    }
    this.execute(player, p);
    return illegal;
  }

  private pass(player: Player): void {
    this.syncHistory();
    this.koPoint = -1;
    this.player = -player as Player;
    this.history?.push(this.positionKey(this.board.hashLow, this.board.hashHigh, this.player));
  }

  private execute(player: Player, p: number): void {
    const board = this.board;
    this.syncHistory();
    board.execute(player, p);
    this.koPoint = board.koPoint;
    this.koPlayer = board.koPlayer;
    this.player = -player as Player;
    const history = this.history;
    if (history) {
      history.recordChange(p, 0);
      const removedSign = board.lastMoveSuicide ? player : -player;
      for (let i = 0; i < board.removedCount; i++) history.recordChange(board.removed[i], removedSign);
      history.push(this.positionKey(board.hashLow, board.hashHigh, this.player));
    }
  }

  /** Records the current position if it is not recorded yet (superko only). */
  private syncHistory(): void {
    if (!this.pending) return;
    this.pending = false;
    this.history?.push(this.positionKey(this.board.hashLow, this.board.hashHigh, this.player));
  }

  private positionKey(lo: number, hi: number, toMove: Player): number {
    if (this.rules.ko === 'situational' && toMove === -1) return hashKey(lo ^ SIDE_TO_MOVE_LO, hi ^ SIDE_TO_MOVE_HI);
    return hashKey(lo, hi);
  }

  /** Whether `player` at `p` (already probed legal, hash in probeHashLo/Hi) recreates an earlier position. */
  private repeatsPosition(player: Player, p: number): boolean {
    const board = this.board;
    const key = this.positionKey(board.probeHashLo, board.probeHashHi, -player as Player);
    const currentKey = this.positionKey(board.hashLow, board.hashHigh, this.player);
    const history = this.history!;
    if (!(this.pending && key === currentKey) && !history.mayContain(key)) return false;
    const after = board.clone();
    after.execute(player, p);
    if (this.pending && key === currentKey && after.equals(board)) return true;
    return history.repeats(key, board.colors(), after.colors());
  }
}

/**
 * A legal move that removed stones, as `play` returns it: the removed points are copied (one number for a single
 * stone, the commonest capture), and `captured` is worked out as sorted vertices only when read.
 */
class CapturingMove {
  readonly legal = true;
  readonly suicide: boolean;
  private readonly stride: number;
  private readonly single: number;
  private readonly points: readonly number[] | null;
  private vertices: readonly Vertex[] | null = null;

  constructor(board: Board) {
    this.suicide = board.lastMoveSuicide;
    this.stride = board.stride;
    const count = board.removedCount;
    this.single = board.removed[0];
    if (count === 1) {
      this.points = null;
    } else {
      const points = new Array<number>(count);
      for (let i = 0; i < count; i++) points[i] = board.removed[i];
      this.points = points;
    }
  }

  /** What `JSON.stringify` writes: a plain move result (it would leave the getter `captured` out). */
  toJSON(): MoveResult {
    return { legal: true, captured: this.captured, suicide: this.suicide };
  }

  /** The removed stones, sorted by x then y (as `Board.play` gives them). */
  get captured(): readonly Vertex[] {
    if (this.vertices === null) {
      const points = this.points ?? [this.single];
      this.vertices = sortedVertices(points, points.length, this.stride);
    }
    return this.vertices;
  }
}
