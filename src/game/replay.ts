// Pure: replays any path of one game of an SGF collection, caching positions so stepping along a line costs one move.
import { GameState } from '../engine/game';
import type { Vertex } from '../engine/types';
import type { SgfCollection, SgfNode } from '../sgf/types';
import { applyNode, type ExecutedMove, type MoveProblemReason } from './applyNode';
import { PlainMoves } from './plainMoves';
import { storedGame } from '../sgf/storedNode';
import { viewOf, type PositionView } from './position';
import { readGameSettings, type GameSettings, type RuleOverrides } from './settings';

/** A cached position: the state after a node, with its move count and the moves the node executed. */
interface Entry {
  readonly state: GameState;
  /** Nodes above this one (root = 0). */
  readonly depth: number;
  readonly moveNumber: number;
  readonly moves: readonly ExecutedMove[];
}

/** Positions at depths divisible by this are kept for good, so any node is at most this many moves from a cache hit. */
const CHECKPOINT_EVERY = 32;
/** When replaying up to a node, the positions of this many nodes just above it are cached too (for stepping back). */
const KEEP_BEFORE_TARGET = 8;
/** How many other recently computed positions are kept. */
const RECENT_LIMIT = 512;

/** The replay of one game: settings from its root, positions of any node on demand. */
export class GameReplay {
  private readonly checkpoints = new Map<number, Entry>();
  private readonly recent = new Map<number, Entry>();

  private constructor(
    /** The game's root node. */
    readonly root: SgfNode,
    /** Size, rules, komi and handicap as read from the root (with overrides). */
    readonly settings: GameSettings,
  ) {}

  /** Opens game `gameIndex` of `coll` (throws RangeError when there is no such game). */
  static open(coll: SgfCollection, gameIndex = 0, overrides: RuleOverrides = {}): GameReplay {
    const root = coll.games[gameIndex];
    if (root === undefined) throw new RangeError(`no game ${gameIndex}: the file has ${coll.games.length}`);
    return new GameReplay(root, readGameSettings(root, overrides));
  }

  /** The main line: the root and the first child at every branch. */
  mainLine(): SgfNode[] {
    const line: SgfNode[] = [];
    for (let n: SgfNode | undefined = this.root; n; n = n.children[0]) line.push(n);
    return line;
  }

  /** The position after `node` (which must belong to this game) as a display snapshot. */
  positionAt(node: SgfNode): PositionView {
    const entry = this.entryAt(node);
    return viewOf(entry.state, entry.moveNumber, lastPoint(entry.moves));
  }

  /** A copy of the game state after `node`, to probe or play moves on. */
  stateAt(node: SgfNode): GameState {
    return this.entryAt(node).state.clone();
  }

  /**
   * The game state after `node`, replayed from the nearest cached position, caching only checkpoints on the way:
   * for one-off visits (checking every variation) that should not churn the cache of recent positions.
   */
  uncachedStateAt(node: SgfNode): GameState {
    const cached = this.cached(node);
    if (cached) return cached.state.clone();
    return this.replayFromCache(node, false).state;
  }

  /** The number of B/W nodes from the root to `node`. */
  moveNumberAt(node: SgfNode): number {
    return this.entryAt(node).moveNumber;
  }

  /** The moves `node` executed (usually one; none for setup or root nodes), with any rule they broke. */
  movesAt(node: SgfNode): readonly ExecutedMove[] {
    return this.entryAt(node).moves;
  }

  /**
   * Replays `line` (a root-to-node path of this game, as node objects) on one state without caching, calling `visit`
   * after each node. Returns the final state (`replayLine([])`: the empty board). A whole main line is faster with
   * {@link replayMainLine}, which reads the store's arrays.
   */
  replayLine(line: readonly SgfNode[], visit?: (node: SgfNode, moves: readonly ExecutedMove[], state: GameState) => void): GameState {
    const { width, height, rules } = this.settings;
    const state = GameState.create(width, height, rules);
    for (const node of line) {
      const moves = applyNode(state, node, width, height);
      visit?.(node, moves, state);
    }
    return state;
  }

  /**
   * Replays the main line on one state without caching, reading the store's arrays (no object per node for plain
   * moves), and calls `onIllegal` for every move the rules forbid, with its move number. The fast way through a whole
   * game (`goban replay`); same result as `replayLine(mainLine())`. Returns the final state and the number of moves.
   * The game must be one that `parse` made (throws otherwise).
   */
  replayMainLine(onIllegal: (moveNumber: number, color: 'B' | 'W', point: Vertex | null, reason: MoveProblemReason) => void): {
    state: GameState;
    moves: number;
  } {
    const { width, height, rules } = this.settings;
    const state = GameState.create(width, height, rules);
    const { store, first: root } = storedGame(this.root, 'replayMainLine');
    const plain = new PlainMoves(store, width, height);
    let moves = 0;
    for (let k = root; k >= 0; k = store.firstChild(k)) {
      if (k !== root && plain.play(state, k)) {
        moves++;
        if (plain.illegal !== null) onIllegal(moves, plain.color === 1 ? 'B' : 'W', plain.x < 0 ? null : [plain.x, plain.y], plain.illegal);
        continue;
      }
      const executed = applyNode(state, store.node(k), width, height);
      if (executed.length > 0) moves++;
      for (const m of executed) if (m.illegal !== null) onIllegal(moves, m.color, m.point, m.illegal);
    }
    return { state, moves };
  }

  private entryAt(node: SgfNode): Entry {
    return this.cached(node) ?? this.replayFromCache(node, true);
  }

  /**
   * Replays from the nearest cached ancestor of `node` (or the root) on one state, keeping checkpoints on the way;
   * `recent` also caches the target and the few nodes just above it.
   */
  private replayFromCache(node: SgfNode, recent: boolean): Entry {
    const pending: SgfNode[] = [];
    let base: Entry | undefined;
    for (let n: SgfNode | null = node; n && !base; n = n.parent) {
      base = this.cached(n);
      if (!base) pending.push(n);
    }
    const { width, height, rules } = this.settings;
    const state = base ? base.state.clone() : GameState.create(width, height, rules);
    let depth = base ? base.depth + 1 : 0;
    let moveNumber = base?.moveNumber ?? 0;
    let entry = base as Entry;
    if (pending.length === 0) return entry;
    for (let i = pending.length - 1; i >= 0; i--, depth++) {
      const moves = applyNode(state, pending[i], width, height);
      if (moves.length > 0) moveNumber++;
      const checkpoint = depth % CHECKPOINT_EVERY === 0;
      if (i === 0) {
        entry = { state, depth, moveNumber, moves };
        if (recent) this.remember(node, entry);
        else if (checkpoint) this.remember(node, { ...entry, state: state.clone() });
      } else if (checkpoint || (recent && i < KEEP_BEFORE_TARGET)) {
        this.remember(pending[i], { state: state.clone(), depth, moveNumber, moves });
      }
    }
    return entry;
  }

  private cached(node: SgfNode): Entry | undefined {
    const hit = this.recent.get(node.id);
    if (hit) {
      this.recent.delete(node.id);
      this.recent.set(node.id, hit);
      return hit;
    }
    return this.checkpoints.get(node.id);
  }

  private remember(node: SgfNode, entry: Entry): void {
    if (entry.depth % CHECKPOINT_EVERY === 0) {
      this.checkpoints.set(node.id, entry);
      return;
    }
    this.recent.set(node.id, entry);
    if (this.recent.size > RECENT_LIMIT) this.recent.delete(this.recent.keys().next().value as number);
  }
}

function lastPoint(moves: readonly ExecutedMove[]): Vertex | null {
  return moves.length === 0 ? null : moves[moves.length - 1].point;
}
