// Pure: the Go board's public API — construction, text, stones, moves, chains, liberties, copies and hashing.
import { BORDER, ChainBoard, reasonOfCode } from './chains';
import { suicideCode } from './rules';
import type { KoState, MoveResult, Player, Sign, SuicideRule, Vertex } from './types';
import { hashKey, MAX_SIDE } from './zobrist';

export { CODE_KO, CODE_OCCUPIED, CODE_OFFBOARD, CODE_SUICIDE, reasonOfCode } from './chains';
export { suicideCode } from './rules';

const EMPTY_VERTICES: readonly Vertex[] = Object.freeze([]);

/** Scratch for sorting removed points. */
const SORT_KEYS = new Int32Array(MAX_SIDE * MAX_SIDE);

/** Frozen [x, y] tuples by padded index, one table per stride, shared so that reporting captures allocates less. */
const VERTEX_TABLES: Array<readonly Vertex[] | undefined> = [];

function vertexTable(stride: number): readonly Vertex[] {
  let table = VERTEX_TABLES[stride];
  if (!table) {
    const rows = MAX_SIDE + 2;
    const vertices: Vertex[] = new Array(rows * stride);
    for (let p = 0; p < vertices.length; p++) vertices[p] = Object.freeze([p % stride, ((p / stride) | 0) - 1] as const);
    table = VERTEX_TABLES[stride] = vertices;
  }
  return table;
}

/** The first `count` padded points of `points` (row stride `stride`) as vertices, sorted by x then y. */
export function sortedVertices(points: ArrayLike<number>, count: number, stride: number): readonly Vertex[] {
  if (count === 0) return EMPTY_VERTICES;
  const table = vertexTable(stride);
  if (count === 1) return [table[points[0]]];
  // Sort by x then y through numeric keys x * 64 + y: a typed-array sort, no comparator calls.
  const keys = SORT_KEYS;
  for (let i = 0; i < count; i++) {
    const p = points[i];
    const key = ((p % stride) << 6) | (((p / stride) | 0) - 1);
    let j = i;
    if (count <= 16) for (; j > 0 && keys[j - 1] > key; j--) keys[j] = keys[j - 1];
    keys[j] = key;
  }
  if (count > 16) keys.subarray(0, count).sort();
  const out: Vertex[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = table[((keys[i] & 63) + 1) * stride + (keys[i] >> 6)];
  return out;
}

/**
 * A width×height board (1..52 each) with chains, pseudo-liberties and a Zobrist hash kept incrementally (see
 * ChainBoard for the layout). Coordinates are [x, y]: x = column from the left, y = row from the top.
 */
export class Board extends ChainBoard {
  private constructor(width: number, height: number, color: Int8Array, head: Int16Array, next: Int16Array, size: Int16Array, libs: Int16Array) {
    super(width, height, color, head, next, size, libs);
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

  /** The stone at [x, y] (0 when empty or off the board). */
  get(x: number, y: number): Sign {
    return this.isOnBoard(x, y) ? (this.color[this.indexOf(x, y)] as Sign) : 0;
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
    return sortedVertices(this.removed, this.removedCount, this.stride);
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
    if (this.get(x, y) !== 0) this.forEachLiberty(this.indexOf(x, y), (p) => out.push([this.xOf(p), this.yOf(p)]));
    return out.sort(byXThenY);
  }

  /** The number of distinct liberties of the chain at [x, y] (0 when empty or off the board). */
  libertyCount(x: number, y: number): number {
    let count = 0;
    if (this.get(x, y) !== 0) this.forEachLiberty(this.indexOf(x, y), () => count++);
    return count;
  }
}

function byXThenY(a: Vertex, b: Vertex): number {
  return a[0] - b[0] || a[1] - b[1];
}
