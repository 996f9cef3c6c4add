// Pure: a board made for fast random playouts — padded typed arrays, chains as circular lists whose head keeps the
// count, sum and sum of squares of its pseudo-liberties (so atari and the atari point are O(1)), and a list of the
// empty points. Simple ko only. Used by the dead-stone estimator; the rules engine is `Board`.
import { joinChainLists } from '../../chainLists';
import { ScratchMarks } from './scratchMarks';

/** Colour of a sentinel point outside the board. */
export const OFF = 2;

/** What `check` says of a move. */
export const MOVE_OK = 0;
/** The point is occupied, the move is suicide or a ko retake. */
export const MOVE_ILLEGAL = 1;
/** The move leaves its own chain of two or more stones with one liberty and captures nothing. */
export const MOVE_SELF_ATARI = 2;

/** Scratch marks shared by every playout board (single-threaded; never nested). */
const MARKS = new ScratchMarks();

/** A width×height board for playouts; colours are 1 black, -1 white, 0 empty, OFF outside. */
export class PlayoutBoard {
  readonly stride: number;
  /** Number of padded points. */
  readonly points: number;
  readonly color: Int8Array;
  readonly head: Int16Array;
  readonly next: Int16Array;
  readonly size: Int16Array;
  /** Pseudo-liberties (stone–empty adjacencies) of each chain, at its head. */
  readonly libs: Int16Array;
  private readonly libSum: Float64Array;
  private readonly libSumSq: Float64Array;
  /** The empty points, in no particular order; `emptyAt` is each empty point's index in it. */
  readonly empties: Int16Array;
  private readonly emptyAt: Int16Array;
  emptyCount = 0;
  /** The point the last move made a simple-ko point (the opponent may not retake there at once), or -1. */
  koPoint = -1;
  /** Stones the last move captured. */
  captured = 0;

  readonly dirs: Int32Array;
  readonly diagonals: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width + 1;
    // One sentinel before the first row's sentinel row and one after the last: every diagonal of a point is in range.
    this.points = (height + 2) * this.stride + 2;
    const n = this.points;
    this.color = new Int8Array(n).fill(OFF);
    this.head = new Int16Array(n);
    this.next = new Int16Array(n);
    this.size = new Int16Array(n);
    this.libs = new Int16Array(n);
    this.libSum = new Float64Array(n);
    this.libSumSq = new Float64Array(n);
    this.empties = new Int16Array(n);
    this.emptyAt = new Int16Array(n).fill(-1);
    const s = this.stride;
    this.dirs = Int32Array.of(-1, 1, -s, s);
    this.diagonals = Int32Array.of(-s - 1, -s + 1, s - 1, s + 1);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = this.indexOf(x, y);
        this.color[p] = 0;
        this.addEmpty(p);
      }
    }
  }

  /** Padded index of [x, y]. */
  indexOf(x: number, y: number): number {
    return (y + 1) * this.stride + x + 1;
  }

  /** The column of a padded index. */
  xOf(p: number): number {
    return (p - 1) % this.stride;
  }

  /** The row of a padded index. */
  yOf(p: number): number {
    return (((p - 1) / this.stride) | 0) - 1;
  }

  /** Copies the stones, chains and empty list of `other` (same size) into this board. */
  copyFrom(other: PlayoutBoard): void {
    this.color.set(other.color);
    this.head.set(other.head);
    this.next.set(other.next);
    this.size.set(other.size);
    this.libs.set(other.libs);
    this.libSum.set(other.libSum);
    this.libSumSq.set(other.libSumSq);
    this.empties.set(other.empties);
    this.emptyAt.set(other.emptyAt);
    this.emptyCount = other.emptyCount;
    this.koPoint = other.koPoint;
    this.captured = 0;
  }

  /** Puts a stone of `sign` on the empty point `p` without capturing anything (setup). */
  setup(p: number, sign: number): void {
    this.place(p, sign);
  }

  /** Puts a stone of `sign` on the empty point `p` and captures whatever it leaves without liberties (setup or a checked move). */
  play(p: number, sign: number): void {
    this.captured = 0;
    this.place(p, sign);
    const color = this.color;
    const head = this.head;
    let lastCaptured = -1;
    for (let d = 0; d < 4; d++) {
      const n = p + this.dirs[d];
      if (color[n] === -sign && this.libs[head[n]] === 0) {
        lastCaptured = n;
        this.removeChain(head[n]);
      }
    }
    const h = head[p];
    if (this.libs[h] === 0) {
      this.removeChain(h);
      this.koPoint = -1;
      return;
    }
    this.koPoint = this.captured === 1 && this.size[h] === 1 && this.inAtari(h) ? lastCaptured : -1;
  }

  /** Whether the chain with head `h` has exactly one liberty. */
  inAtari(h: number): boolean {
    const libs = this.libs[h];
    return libs > 0 && libs * this.libSumSq[h] === this.libSum[h] * this.libSum[h];
  }

  /** The liberty of the chain with head `h`, which must be in atari. */
  atariPoint(h: number): number {
    return this.libSum[h] / this.libs[h];
  }

  /**
   * Checks a move of `sign` at the empty point `p`: MOVE_ILLEGAL (suicide or ko retake), MOVE_SELF_ATARI (it captures
   * nothing and leaves a chain of two or more stones with one liberty) or MOVE_OK.
   */
  check(p: number, sign: number): number {
    const color = this.color;
    const head = this.head;
    const dirs = this.dirs;
    let empty = -1;
    let emptyCount = 0;
    let ownStones = 1;
    for (let d = 0; d < 4; d++) {
      const n = p + dirs[d];
      const c = color[n];
      if (c === 0) {
        emptyCount++;
        empty = n;
      } else if (c === -sign) {
        if (this.inAtari(head[n])) return p === this.koPoint ? MOVE_ILLEGAL : MOVE_OK;
      } else if (c === sign) {
        ownStones += this.size[head[n]];
      }
    }
    if (emptyCount >= 2) return MOVE_OK;
    // At most one empty neighbour and no capture: count the new chain's liberties up to two.
    const mark = MARKS.next(this.points);
    MARKS.array[p] = mark;
    let found = 0;
    if (emptyCount === 1) {
      MARKS.array[empty] = mark;
      found = 1;
    }
    let seen0 = -1;
    let seen1 = -1;
    let seen2 = -1;
    for (let d = 0; d < 4 && found < 2; d++) {
      const n = p + dirs[d];
      if (color[n] !== sign) continue;
      const h = head[n];
      if (h === seen0 || h === seen1 || h === seen2) continue;
      if (seen0 < 0) seen0 = h;
      else if (seen1 < 0) seen1 = h;
      else seen2 = h;
      found = this.addLiberties(h, mark, found, 2, false);
    }
    if (found === 0) return MOVE_ILLEGAL;
    if (found === 1 && ownStones >= 2) return MOVE_SELF_ATARI;
    return MOVE_OK;
  }

  /** The first liberties of the chain with head `h` found by `liberties`. */
  readonly found = new Int32Array(3);

  /** Counts the chain `h`'s distinct liberties up to `max` (at most 3), leaving them in `found`. */
  liberties(h: number, max: number): number {
    return this.addLiberties(h, MARKS.next(this.points), 0, max, true);
  }

  /**
   * Adds the liberties of chain `h` not yet marked with `mark` to `count` (marking them, and keeping them in `found`
   * when `keep`), stopping at `max`.
   */
  private addLiberties(h: number, mark: number, count: number, max: number, keep: boolean): number {
    const color = this.color;
    const dirs = this.dirs;
    const marks = MARKS.array;
    let q = h;
    do {
      for (let d = 0; d < 4; d++) {
        const n = q + dirs[d];
        if (color[n] === 0 && marks[n] !== mark) {
          marks[n] = mark;
          if (keep) this.found[count] = n;
          if (++count >= max) return count;
        }
      }
      q = this.next[q];
    } while (q !== h);
    return count;
  }

  /** Whether the chain with head `h` has a liberty outside `inside`. */
  breathesOutside(h: number, inside: ReadonlySet<number>): boolean {
    const color = this.color;
    const dirs = this.dirs;
    let q = h;
    do {
      for (let d = 0; d < 4; d++) if (color[q + dirs[d]] === 0 && !inside.has(q + dirs[d])) return true;
      q = this.next[q];
    } while (q !== h);
    return false;
  }

  /** The points next to the chain with head `h` and not in it (empty, stones or off the board's edge: not), each once. */
  neighbours(h: number): number[] {
    const found = new Set<number>();
    let q = h;
    do {
      for (let d = 0; d < 4; d++) {
        const n = q + this.dirs[d];
        if (this.color[n] !== OFF && !(this.color[n] === this.color[h] && this.head[n] === h)) found.add(n);
      }
      q = this.next[q];
    } while (q !== h);
    return [...found];
  }

  /** Whether `p` is an eye of `sign`: every neighbour is `sign` or off the board, and not a false eye by its diagonals. */
  isEye(p: number, sign: number): boolean {
    const color = this.color;
    const dirs = this.dirs;
    for (let d = 0; d < 4; d++) {
      const c = color[p + dirs[d]];
      if (c !== sign && c !== OFF) return false;
    }
    let enemy = 0;
    let off = 0;
    for (let d = 0; d < 4; d++) {
      const c = color[p + this.diagonals[d]];
      if (c === -sign) enemy++;
      else if (c === OFF) off++;
    }
    return off > 0 ? enemy === 0 : enemy < 2;
  }

  private addEmpty(p: number): void {
    this.emptyAt[p] = this.emptyCount;
    this.empties[this.emptyCount++] = p;
  }

  private removeEmpty(p: number): void {
    const i = this.emptyAt[p];
    const last = this.empties[--this.emptyCount];
    this.empties[i] = last;
    this.emptyAt[last] = i;
    this.emptyAt[p] = -1;
  }

  private place(p: number, sign: number): void {
    const color = this.color;
    const head = this.head;
    const dirs = this.dirs;
    this.removeEmpty(p);
    color[p] = sign;
    head[p] = p;
    this.next[p] = p;
    this.size[p] = 1;
    let libs = 0;
    let sum = 0;
    let sq = 0;
    for (let d = 0; d < 4; d++) {
      const n = dirs[d] + p;
      const c = color[n];
      if (c === 0) {
        libs++;
        sum += n;
        sq += n * n;
      } else if (c === 1 || c === -1) {
        const h = head[n];
        this.libs[h]--;
        this.libSum[h] -= p;
        this.libSumSq[h] -= p * p;
      }
    }
    this.libs[p] = libs;
    this.libSum[p] = sum;
    this.libSumSq[p] = sq;
    for (let d = 0; d < 4; d++) {
      const n = p + dirs[d];
      if (color[n] === sign && head[n] !== head[p]) this.merge(head[p], head[n]);
    }
  }

  private merge(a: number, b: number): void {
    const big = joinChainLists(this.head, this.next, this.size, a, b);
    const small = big === a ? b : a;
    this.libs[big] += this.libs[small];
    this.libSum[big] += this.libSum[small];
    this.libSumSq[big] += this.libSumSq[small];
  }

  private removeChain(h: number): void {
    const color = this.color;
    const head = this.head;
    const next = this.next;
    const dirs = this.dirs;
    let q = h;
    do {
      color[q] = 0;
      this.addEmpty(q);
      this.captured++;
      q = next[q];
    } while (q !== h);
    q = h;
    do {
      for (let d = 0; d < 4; d++) {
        const n = q + dirs[d];
        const c = color[n];
        if (c === 1 || c === -1) {
          const nh = head[n];
          this.libs[nh]++;
          this.libSum[nh] += q;
          this.libSumSq[nh] += q * q;
        }
      }
      q = next[q];
    } while (q !== h);
  }
}
