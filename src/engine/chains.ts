// Pure: the board's mechanics — padded typed arrays, chains as circular lists with pseudo-liberty counts, the
// Zobrist hash, and probing and executing moves. `Board` (board.ts) builds its public API on top.
import { joinChainLists } from './chainLists';
import type { IllegalReason } from './types';
import { MAX_PADDED_POINTS, ZOBRIST } from './zobrist';

/** The colour value of a sentinel point; `value & 1` is 1 exactly for stones (1 and -1). */
export const BORDER = 2;
/** Local bindings: imported bindings can compile to getters, too slow for the hot path. */
const KEYS: Int32Array = ZOBRIST;
const joinLists = joinChainLists;

/** Code returned by `probe` for a move on an occupied point. */
export const CODE_OCCUPIED = -1;
/** Code returned by `probe` for a forbidden suicide. */
export const CODE_SUICIDE = -2;
/** Code returned by `probe` for a simple-ko violation. */
export const CODE_KO = -3;
/** Code returned by `probe` for a point off the board. */
export const CODE_OFFBOARD = -4;

const REASONS: readonly IllegalReason[] = ['occupied', 'suicide', 'ko', 'offboard'];

/** The illegal reason for a negative `probe` code. */
export function reasonOfCode(code: number): IllegalReason {
  return REASONS[-code - 1];
}

/** Shared scratch space (the engine is single-threaded and these helpers never nest). */
const MARK = new Uint32Array(MAX_PADDED_POINTS);
let markGeneration = 0;
const STACK = new Int16Array(MAX_PADDED_POINTS);
const LIST = new Int16Array(MAX_PADDED_POINTS);

function nextMark(): number {
  if (++markGeneration === 0xffffffff) {
    MARK.fill(0);
    markGeneration = 1;
  }
  return markGeneration;
}

/**
 * Points live in a padded 1-D array: stride = width + 1, one sentinel column and a sentinel row above and below.
 * Every chain is a circular list (`next`) whose head holds its size and pseudo-liberty count (empty-neighbour
 * edges, so a chain is captured exactly when the count reaches 0); `head` maps each stone to its chain's head.
 */
export class ChainBoard {
  /** Distance between vertically adjacent points in the padded arrays. */
  readonly stride: number;
  /** Points removed by the last `execute` (captured stones, or the mover's own chain after a suicide). */
  readonly removed: Int16Array;
  /** How many entries of `removed` are valid. */
  removedCount = 0;
  /** Whether the last `execute` was a suicide. */
  lastMoveSuicide = false;
  /** Padded index of the point the last `execute` made a simple-ko point, or -1. */
  koPoint = -1;
  /** The player that may not retake at `koPoint`. */
  koPlayer = 0;
  /** Candidate hash halves computed by the last `probe` with `withHash`. */
  probeHashLo = 0;
  /** High half of the candidate hash. */
  probeHashHi = 0;
  protected readonly dirs: Int32Array;
  protected hashLo = 0;
  protected hashHi = 0;
  protected blackCaptures = 0;
  protected whiteCaptures = 0;

  protected constructor(
    /** Number of columns. */
    readonly width: number,
    /** Number of rows. */
    readonly height: number,
    protected readonly color: Int8Array,
    protected readonly head: Int16Array,
    protected readonly next: Int16Array,
    protected readonly size: Int16Array,
    protected readonly libs: Int16Array,
  ) {
    this.stride = width + 1;
    this.dirs = Int32Array.of(-1, 1, -this.stride, this.stride);
    this.removed = new Int16Array(width * height);
  }

  /** Padded index of an on-board point. */
  indexOf(x: number, y: number): number {
    return (y + 1) * this.stride + x;
  }

  /** Column of a padded index. */
  xOf(index: number): number {
    return index % this.stride;
  }

  /** Row of a padded index. */
  yOf(index: number): number {
    return ((index / this.stride) | 0) - 1;
  }

  /** The padded colour array (2 marks sentinels); callers must not modify it. */
  colors(): Int8Array {
    return this.color;
  }

  /**
   * Checks a move at padded index `p` without changing the board: a negative CODE_* when illegal, else a number
   * ≥ 0. With `withHash`, leaves the resulting position's hash in probeHashLo/Hi.
   */
  probe(player: number, p: number, koPoint: number, koPlayer: number, suicide: number, withHash: boolean): number {
    const color = this.color;
    const c = color[p];
    if (c !== 0) return c === BORDER ? CODE_OFFBOARD : CODE_OCCUPIED;
    const head = this.head;
    const s = this.stride;
    const c0 = color[p - 1];
    const c1 = color[p + 1];
    const c2 = color[p - s];
    const c3 = color[p + s];
    let breathes = c0 === 0 || c1 === 0 || c2 === 0 || c3 === 0;
    if (breathes && p !== koPoint && !withHash) return 0; // no suicide, no ko: legal whatever it captures
    // Heads of the neighbouring chains (-1 for no stone); a head identifies a chain whatever its colour.
    const h0 = c0 & 1 ? head[p - 1] : -1;
    const h1 = c1 & 1 ? head[p + 1] : -1;
    const h2 = c2 & 1 ? head[p - s] : -1;
    const h3 = c3 & 1 ? head[p + s] : -1;
    let captured = 0;
    let ownStones = 0;
    for (let i = 0; i < 4; i++) {
      const h = i === 0 ? h0 : i === 1 ? h1 : i === 2 ? h2 : h3;
      if (h < 0) continue;
      if (i > 0 && h === h0) continue;
      if (i > 1 && h === h1) continue;
      if (i > 2 && h === h2) continue;
      const edges = 1 + (i < 1 && h1 === h ? 1 : 0) + (i < 2 && h2 === h ? 1 : 0) + (i < 3 && h3 === h ? 1 : 0);
      if (color[h] === player) {
        ownStones += this.size[h];
        if (this.libs[h] > edges) breathes = true;
      } else if (this.libs[h] <= edges) {
        captured += this.size[h];
      }
    }
    const suicided = captured === 0 && !breathes;
    if (suicided && (suicide === 0 || (suicide === 1 && ownStones === 0))) return CODE_SUICIDE;
    if (captured === 1 && p === koPoint && player === koPlayer) return CODE_KO;
    if (withHash) this.probeHash(player, p, suicided);
    return captured;
  }

  private probeHash(player: number, p: number, suicided: boolean): void {
    const color = this.color;
    const dirs = this.dirs;
    let slot = (p << 2) + (player === 1 ? 0 : 2);
    let lo = this.hashLo ^ KEYS[slot];
    let hi = this.hashHi ^ KEYS[slot + 1];
    const mark = nextMark();
    for (let d = 0; d < 4; d++) {
      const n = p + dirs[d];
      const nc = color[n];
      if ((nc & 1) === 0 || MARK[this.head[n]] === mark) continue;
      const h = this.head[n];
      MARK[h] = mark;
      if (nc === player ? !suicided : !this.wouldBeCaptured(p, h)) continue;
      let q = h;
      do {
        slot = (q << 2) + (nc === 1 ? 0 : 2);
        lo ^= KEYS[slot];
        hi ^= KEYS[slot + 1];
        q = this.next[q];
      } while (q !== h);
    }
    if (suicided) {
      slot = (p << 2) + (player === 1 ? 0 : 2);
      lo ^= KEYS[slot];
      hi ^= KEYS[slot + 1];
    }
    this.probeHashLo = lo;
    this.probeHashHi = hi;
  }

  private wouldBeCaptured(p: number, h: number): boolean {
    let edges = 0;
    for (let e = 0; e < 4; e++) if (this.head[p + this.dirs[e]] === h && this.color[p + this.dirs[e]] & 1) edges++;
    return this.libs[h] <= edges;
  }

  /**
   * Executes a move at the empty padded index `p` whatever the rules say: places the stone, removes opponent chains
   * left without liberties, then the mover's own chain if it has none (suicide). Fills `removed`, sets the ko point.
   * Returns the number of stones removed.
   */
  execute(player: number, p: number): number {
    this.removedCount = 0;
    this.lastMoveSuicide = false;
    this.place(p, player);
    const color = this.color;
    const head = this.head;
    const libs = this.libs;
    const s = this.stride;
    const opponent = -player;
    if (color[p - 1] === opponent && libs[head[p - 1]] === 0) this.removeChain(head[p - 1], player);
    if (color[p + 1] === opponent && libs[head[p + 1]] === 0) this.removeChain(head[p + 1], player);
    if (color[p - s] === opponent && libs[head[p - s]] === 0) this.removeChain(head[p - s], player);
    if (color[p + s] === opponent && libs[head[p + s]] === 0) this.removeChain(head[p + s], player);
    const h = this.head[p];
    if (this.libs[h] === 0) {
      this.lastMoveSuicide = true;
      this.removeChain(h, -player);
    }
    const ko = this.removedCount === 1 && !this.lastMoveSuicide && this.size[h] === 1 && this.libs[h] === 1;
    this.koPoint = ko ? this.removed[0] : -1;
    this.koPlayer = ko ? -player : 0;
    return this.removedCount;
  }

  /** Removes the stone at padded index `p` (setup or an overwriting move), splitting its chain as needed. */
  removeStoneAt(p: number): void {
    const color = this.color;
    const head = this.head;
    const sign = color[p];
    if ((sign & 1) === 0) return;
    const h = head[p];
    let count = 0;
    let q = h;
    do {
      if (q !== p) LIST[count++] = q;
      q = this.next[q];
    } while (q !== h);
    color[p] = 0;
    this.xorStone(p, sign);
    for (let d = 0; d < 4; d++) {
      const n = p + this.dirs[d];
      if (color[n] & 1 && head[n] !== h) this.libs[head[n]]++;
    }
    for (let i = 0; i < count; i++) head[LIST[i]] = -1;
    for (let i = 0; i < count; i++) if (head[LIST[i]] === -1) this.rebuildChain(LIST[i], sign);
  }

  private rebuildChain(start: number, sign: number): void {
    const color = this.color;
    const head = this.head;
    const next = this.next;
    let top = 0;
    let size = 0;
    let libs = 0;
    let last = start;
    head[start] = start;
    next[start] = start;
    STACK[top++] = start;
    while (top > 0) {
      const q = STACK[--top];
      size++;
      for (let d = 0; d < 4; d++) {
        const n = q + this.dirs[d];
        if (color[n] === 0) libs++;
        else if (color[n] === sign && head[n] === -1) {
          head[n] = start;
          next[n] = next[last];
          next[last] = n;
          last = n;
          STACK[top++] = n;
        }
      }
    }
    this.size[start] = size;
    this.libs[start] = libs;
  }

  /** Puts a stone on the empty point `p` and merges it with its friends; captures nothing. */
  protected place(p: number, sign: number): void {
    const color = this.color;
    const head = this.head;
    const libs = this.libs;
    const s = this.stride;
    color[p] = sign;
    this.xorStone(p, sign);
    head[p] = p;
    this.next[p] = p;
    this.size[p] = 1;
    let own = 0;
    let c = color[p - 1];
    if (c === 0) own++;
    else if (c & 1) libs[head[p - 1]]--;
    c = color[p + 1];
    if (c === 0) own++;
    else if (c & 1) libs[head[p + 1]]--;
    c = color[p - s];
    if (c === 0) own++;
    else if (c & 1) libs[head[p - s]]--;
    c = color[p + s];
    if (c === 0) own++;
    else if (c & 1) libs[head[p + s]]--;
    libs[p] = own;
    if (color[p - 1] === sign) this.merge(head[p], head[p - 1]);
    if (color[p + 1] === sign && head[p + 1] !== head[p]) this.merge(head[p], head[p + 1]);
    if (color[p - s] === sign && head[p - s] !== head[p]) this.merge(head[p], head[p - s]);
    if (color[p + s] === sign && head[p + s] !== head[p]) this.merge(head[p], head[p + s]);
  }

  private merge(a: number, b: number): void {
    const big = joinLists(this.head, this.next, this.size, a, b);
    this.libs[big] += this.libs[big === a ? b : a];
  }

  /** Removes a whole chain, crediting the stones to `capturer`. */
  private removeChain(h: number, capturer: number): void {
    const color = this.color;
    const next = this.next;
    const sign = color[h];
    let q = h;
    do {
      color[q] = 0;
      this.xorStone(q, sign);
      this.removed[this.removedCount++] = q;
      q = next[q];
    } while (q !== h);
    const head = this.head;
    const libs = this.libs;
    const s = this.stride;
    q = h;
    do {
      if (color[q - 1] & 1) libs[head[q - 1]]++;
      if (color[q + 1] & 1) libs[head[q + 1]]++;
      if (color[q - s] & 1) libs[head[q - s]]++;
      if (color[q + s] & 1) libs[head[q + s]]++;
      q = next[q];
    } while (q !== h);
    if (capturer === 1) this.blackCaptures += this.size[h];
    else this.whiteCaptures += this.size[h];
  }

  private xorStone(p: number, sign: number): void {
    const slot = (p << 2) + (sign === 1 ? 0 : 2); // zobristSlot, inlined
    this.hashLo ^= KEYS[slot];
    this.hashHi ^= KEYS[slot + 1];
  }

  /** Calls `visit` once for each distinct liberty of the chain holding the stone at padded index `stone`. */
  protected forEachLiberty(stone: number, visit: (p: number) => void): void {
    const h = this.head[stone];
    const mark = nextMark();
    let q = h;
    do {
      for (let d = 0; d < 4; d++) {
        const n = q + this.dirs[d];
        if (this.color[n] === 0 && MARK[n] !== mark) {
          MARK[n] = mark;
          visit(n);
        }
      }
      q = this.next[q];
    } while (q !== h);
  }
}
