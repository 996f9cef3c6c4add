// Pure: the Go board — padded typed arrays, chains with pseudo-liberty counts and a Zobrist hash kept incrementally.
import type { IllegalReason, KoState, MoveResult, Player, Sign, SuicideRule, Vertex } from './types';
import { hashKey, MAX_PADDED_POINTS, MAX_SIDE, ZOBRIST } from './zobrist';

const BORDER = 2; // a sentinel point; `value & 1` is 1 exactly for stones (1 and -1)
/** Local binding: imported bindings can compile to getters, too slow for the hot path. */
const KEYS: Int32Array = ZOBRIST;

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

/** The suicide rule as the small integer `probe` takes: 0 forbidden, 1 multi-stone only, 2 allowed. */
export function suicideCode(rule: SuicideRule): number {
  return rule === 'allowed' ? 2 : rule === 'multi-stone' ? 1 : 0;
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

const EMPTY_VERTICES: readonly Vertex[] = Object.freeze([]);

/**
 * A width×height board (1..52 each). Points live in a padded 1-D array: stride = width + 1, one sentinel column
 * and a sentinel row above and below. Every chain is a circular list with its size and pseudo-liberty count
 * (empty-neighbour edges, so a chain is captured exactly when the count reaches 0) stored at its head.
 */
export class Board {
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
  private readonly dirs: Int32Array;
  private hashLo = 0;
  private hashHi = 0;
  private blackCaptures = 0;
  private whiteCaptures = 0;

  private constructor(
    /** Number of columns. */
    readonly width: number,
    /** Number of rows. */
    readonly height: number,
    private readonly color: Int8Array,
    private readonly head: Int16Array,
    private readonly next: Int16Array,
    private readonly size: Int16Array,
    private readonly libs: Int16Array,
  ) {
    this.stride = width + 1;
    this.dirs = Int32Array.of(-1, 1, -this.stride, this.stride);
    this.removed = new Int16Array(width * height);
  }

  /** An empty board; throws RangeError unless both sides are integers in 1..52. */
  static create(width: number, height: number): Board {
    for (const side of [width, height]) {
      if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) {
        throw new RangeError(`Board size must be an integer from 1 to ${MAX_SIDE}, got ${side}`);
      }
    }
    const n = (height + 2) * (width + 1);
    const color = new Int8Array(n).fill(BORDER);
    const board = new Board(width, height, color, new Int16Array(n), new Int16Array(n), new Int16Array(n), new Int16Array(n));
    for (let y = 0; y < height; y++) color.fill(0, (y + 1) * (width + 1), (y + 1) * (width + 1) + width);
    return board;
  }

  /** A board from rows top to bottom: ' ' or '.' empty, 'B'/'X' black, 'W'/'O' white; short rows are padded empty.
   *  Throws RangeError on another character or a size outside 1..52. */
  static fromRows(rows: readonly string[]): Board {
    const width = rows.reduce((w, row) => Math.max(w, row.length), 0);
    const board = Board.create(width, rows.length);
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        const ch = row[x];
        const sign = ch === 'B' || ch === 'X' ? 1 : ch === 'W' || ch === 'O' ? -1 : ch === ' ' || ch === '.' ? 0 : NaN;
        if (Number.isNaN(sign)) throw new RangeError(`Unexpected board character '${ch}' at [${x}, ${y}]`);
        if (sign !== 0) board.setStone(x, y, sign as Sign);
      }
    });
    return board;
  }

  /** Rows top to bottom with '.' empty, 'X' black, 'O' white. */
  toRows(): string[] {
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let row = '';
      for (let x = 0; x < this.width; x++) {
        const c = this.color[this.indexOf(x, y)];
        row += c === 1 ? 'X' : c === -1 ? 'O' : '.';
      }
      rows.push(row);
    }
    return rows;
  }

  /** Whether [x, y] is on the board. */
  isOnBoard(x: number, y: number): boolean {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height;
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

  /** The stone at [x, y] (0 when empty or off the board). */
  get(x: number, y: number): Sign {
    return this.isOnBoard(x, y) ? (this.color[this.indexOf(x, y)] as Sign) : 0;
  }

  /** The padded colour array (2 marks sentinels); callers must not modify it. */
  colors(): Int8Array {
    return this.color;
  }

  /** Stones each player has captured so far. */
  get captures(): { black: number; white: number } {
    return { black: this.blackCaptures, white: this.whiteCaptures };
  }

  /** Sets the capture counts (e.g. when a record starts mid-game). */
  setCaptures(black: number, white: number): void {
    this.blackCaptures = black;
    this.whiteCaptures = white;
  }

  /** The Zobrist hash of the stones as a number usable as a Map key. */
  hash(): number {
    return hashKey(this.hashLo, this.hashHi);
  }

  /** Low 32-bit half of the Zobrist hash. */
  get hashLow(): number {
    return this.hashLo;
  }

  /** High 32-bit half of the Zobrist hash. */
  get hashHigh(): number {
    return this.hashHi;
  }

  /** An independent copy (typed-array copies). */
  clone(): Board {
    const b = new Board(this.width, this.height, this.color.slice(), this.head.slice(), this.next.slice(), this.size.slice(), this.libs.slice());
    b.hashLo = this.hashLo;
    b.hashHi = this.hashHi;
    b.blackCaptures = this.blackCaptures;
    b.whiteCaptures = this.whiteCaptures;
    b.koPoint = this.koPoint;
    b.koPlayer = this.koPlayer;
    return b;
  }

  /** Whether both boards have the same size and exactly the same stones. */
  equals(other: Board): boolean {
    if (other.width !== this.width || other.height !== this.height) return false;
    const a = this.color;
    const b = other.color;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /** Setup (AB/AW/AE): puts `sign` at [x, y] without capturing anything; ignored off the board. */
  setStone(x: number, y: number, sign: Sign): void {
    if (!this.isOnBoard(x, y)) return;
    const p = this.indexOf(x, y);
    const old = this.color[p];
    if (old === sign) return;
    if (old !== 0) this.removeStoneAt(p);
    if (sign !== 0) this.place(p, sign);
    this.koPoint = -1;
  }

  /** Plays a move with simple ko (`ko`) and the given suicide rule; an illegal move changes nothing. */
  play(player: Player, x: number, y: number, ko?: KoState | null, suicide: SuicideRule = 'forbidden'): MoveResult {
    if (!this.isOnBoard(x, y)) return { legal: false, reason: 'offboard' };
    const koPoint = ko && this.isOnBoard(ko.x, ko.y) ? this.indexOf(ko.x, ko.y) : -1;
    const code = this.probe(player, this.indexOf(x, y), koPoint, ko ? ko.player : 0, suicideCode(suicide), false);
    if (code < 0) return { legal: false, reason: reasonOfCode(code) };
    this.execute(player, this.indexOf(x, y));
    return { legal: true, captured: this.removedVertices(), suicide: this.lastMoveSuicide };
  }

  /** The simple-ko restriction the last play created, or null. */
  get lastKo(): KoState | null {
    if (this.koPoint < 0) return null;
    return { x: this.xOf(this.koPoint), y: this.yOf(this.koPoint), player: this.koPlayer as Player };
  }

  /** The points in `removed` as vertices, sorted by x then y. */
  removedVertices(): readonly Vertex[] {
    const count = this.removedCount;
    if (count === 0) return EMPTY_VERTICES;
    const out: Vertex[] = new Array(count);
    for (let i = 0; i < count; i++) out[i] = [this.xOf(this.removed[i]), this.yOf(this.removed[i])];
    return count > 1 ? out.sort(byXThenY) : out;
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
    for (let e = 0; e < 4; e++) if (this.head[p + this.dirs[e]] === h && (this.color[p + this.dirs[e]] & 1)) edges++;
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

  private place(p: number, sign: number): void {
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
    const size = this.size;
    const big = size[a] >= size[b] ? a : b;
    const small = big === a ? b : a;
    const head = this.head;
    const next = this.next;
    let q = small;
    do {
      head[q] = big;
      q = next[q];
    } while (q !== small);
    const t = next[big];
    next[big] = next[small];
    next[small] = t;
    size[big] += size[small];
    this.libs[big] += this.libs[small];
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

  /** The stones of the chain at [x, y], sorted by x then y ([] when empty or off the board). */
  getChain(x: number, y: number): Vertex[] {
    if (!this.isOnBoard(x, y) || this.get(x, y) === 0) return [];
    const h = this.head[this.indexOf(x, y)];
    const out: Vertex[] = [];
    let q = h;
    do {
      out.push([this.xOf(q), this.yOf(q)]);
      q = this.next[q];
    } while (q !== h);
    return out.sort(byXThenY);
  }

  /** The distinct empty points next to the chain at [x, y], sorted by x then y. */
  getLiberties(x: number, y: number): Vertex[] {
    const out: Vertex[] = [];
    this.forEachLiberty(x, y, (p) => out.push([this.xOf(p), this.yOf(p)]));
    return out.sort(byXThenY);
  }

  /** The number of distinct liberties of the chain at [x, y] (0 when empty or off the board). */
  libertyCount(x: number, y: number): number {
    let count = 0;
    this.forEachLiberty(x, y, () => count++);
    return count;
  }

  private forEachLiberty(x: number, y: number, visit: (p: number) => void): void {
    if (!this.isOnBoard(x, y) || this.get(x, y) === 0) return;
    const h = this.head[this.indexOf(x, y)];
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

function byXThenY(a: Vertex, b: Vertex): number {
  return a[0] - b[0] || a[1] - b[1];
}
