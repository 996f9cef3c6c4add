// Pure: the compact board of a local life-and-death search — the points of an area, the opponent chains that can only
// breathe inside it, and the stones around them as anchors (never captured: they have liberties outside). Colours
// live in small arrays the search copies per move; captures are found by flood fill; Zobrist hashes are incremental.
import type { PlayoutBoard } from '../playouts/playoutBoard';
import { canonicalFrame } from './canonicalFrame';
import { ScratchMarks } from '../playouts/scratchMarks';

const WALL = -1;
/** The most points a local board may hold. */
const MAX_POINTS = 160;

/** Scratch marks of the liberty counts (chains at 0..size-1, liberties at size..2·size-1). */
const MARKS = new ScratchMarks();

/** A local board: points 0..size-1 with four neighbours each (WALL outside), colours, anchors and Zobrist keys. */
export class LocalBoard {
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly stack: Int16Array;
  private readonly chain: Int16Array;
  /** The single captured point of the last `play` that captured one stone. */
  lastCaptured = -1;
  /** The hash after the last `play`. */
  lastHash = 0;

  private constructor(
    readonly size: number,
    private readonly neighbours: Int16Array,
    /** The colours at the start. */
    readonly color: Int8Array,
    private readonly anchor: Uint8Array,
    private readonly index: ReadonlyMap<number, number>,
  ) {
    this.keyLo = new Int32Array(size * 2);
    this.keyHi = new Int32Array(size * 2);
    let state = 0x2545f491;
    for (let i = 0; i < size * 4; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      if (i % 2 === 0) this.keyLo[i >> 1] = state;
      else this.keyHi[i >> 1] = state;
    }
    this.stack = new Int16Array(size);
    this.chain = new Int16Array(size);
  }

  /**
   * The local board of `area` (padded points of `board`) of `defender`: the area, every opponent chain next to it whose
   * liberties all lie in it, and as anchors every other stone next to those. Null when it would be too big.
   */
  static around(board: PlayoutBoard, area: readonly number[], defender: number): LocalBoard | null {
    const { color, head, next, dirs } = board;
    const inside = new Set(area);
    let points = [...area];
    for (const p of area) {
      for (let d = 0; d < 4; d++) {
        const n = p + dirs[d];
        if ((color[n] !== 1 && color[n] !== -1) || inside.has(n) || board.breathesOutside(head[n], inside)) continue;
        let q = head[n];
        do {
          inside.add(q);
          points.push(q);
          q = next[q];
        } while (q !== head[n]);
      }
    }
    const playable = points.length;
    for (let i = 0; i < playable; i++) {
      for (let d = 0; d < 4; d++) {
        const n = points[i] + dirs[d];
        if ((color[n] === 1 || color[n] === -1) && !inside.has(n)) {
          inside.add(n);
          points.push(n);
        }
      }
    }
    if (points.length > MAX_POINTS) return null;
    // In an order that does not depend on how the board lies, the points a move may be played on first: the search
    // tries moves in this order, so its cost, and whether it ends within its budget, does not depend on it either.
    const movable = new Set(points.slice(0, playable));
    const ordered = canonicalFrame(board, points, defender).points;
    points = [...ordered.filter((p) => movable.has(p)), ...ordered.filter((p) => !movable.has(p))];
    const index = new Map<number, number>();
    points.forEach((p, i) => index.set(p, i));
    const neighbours = new Int16Array(points.length * 4).fill(WALL);
    const local = new Int8Array(points.length);
    const anchor = new Uint8Array(points.length);
    points.forEach((p, i) => {
      local[i] = color[p];
      anchor[i] = i >= playable ? 1 : 0;
      for (let d = 0; d < 4; d++) neighbours[i * 4 + d] = index.get(p + dirs[d]) ?? WALL;
    });
    return new LocalBoard(points.length, neighbours, local, anchor, index);
  }

  /** The local index of a padded point of the source board. */
  indexOf(p: number): number | undefined {
    return this.index.get(p);
  }

  /**
   * The points a move may be played on once empty (all but anchors): empty ones first, those with more empty
   * neighbours first (where vital points are), then in the board's canonical order. The search tries the last
   * liberties of chains in atari before these (see solveLocal).
   */
  playable(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.size; i++) if (this.anchor[i] === 0) out.push(i);
    const open = (i: number): number => {
      let n = 0;
      for (let d = 0; d < 4; d++) if (this.neighbours[i * 4 + d] !== WALL && this.color[this.neighbours[i * 4 + d]] === 0) n++;
      return n;
    };
    return out.sort((a, b) => (this.color[a] === 0 ? 0 : 1) - (this.color[b] === 0 ? 0 : 1) || open(b) - open(a));
  }

  /** A Map key for a position hash and the state of play (side to move, a pass just made, the ko point). */
  static stateKey(hash: number, toMove: number, passed: boolean, ko: number): number {
    let extra = (toMove === 1 ? 0x51ed2701 : 0x1b873593) ^ (passed ? 0x2f1c3b5d : 0) ^ Math.imul(ko + 2, 0x9e3779b1);
    extra = Math.imul(extra ^ (extra >>> 15), 0x85ebca6b);
    const lo = (hash % 0x100000000) ^ extra;
    const hi = Math.floor(hash / 0x100000000) ^ (extra >>> 11);
    return (hi & 0x1fffff) * 0x100000000 + (lo >>> 0);
  }

  /** The Zobrist hash of a position. */
  hash(color: Int8Array): number {
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < this.size; i++) {
      if (color[i] === 0) continue;
      const k = i * 2 + (color[i] === 1 ? 0 : 1);
      lo ^= this.keyLo[k];
      hi ^= this.keyHi[k];
    }
    return (hi & 0x1fffff) * 0x100000000 + (lo >>> 0);
  }

  /**
   * Plays `sign` at the empty point `i` of `color` (changed in place), the position's hash being `hash`. Returns the
   * stones captured (the new hash in `lastHash`), or -1 for a suicide (then `color` is restored).
   */
  play(color: Int8Array, i: number, sign: number, hash: number): number {
    let lo = (hash % 0x100000000) | 0;
    let hi = Math.floor(hash / 0x100000000);
    color[i] = sign;
    const k = i * 2 + (sign === 1 ? 0 : 1);
    lo ^= this.keyLo[k];
    hi ^= this.keyHi[k];
    let captured = 0;
    for (let d = 0; d < 4; d++) {
      const n = this.neighbours[i * 4 + d];
      if (n < 0 || color[n] !== -sign) continue;
      const count = this.collect(color, n);
      if (count < 0) continue;
      const ck = sign === 1 ? 1 : 0;
      for (let c = 0; c < count; c++) {
        const q = this.chain[c];
        color[q] = 0;
        lo ^= this.keyLo[q * 2 + ck];
        hi ^= this.keyHi[q * 2 + ck];
      }
      captured += count;
      this.lastCaptured = this.chain[0];
    }
    if (captured === 0 && this.collect(color, i) >= 0) {
      color[i] = 0;
      return -1;
    }
    this.lastHash = (hi & 0x1fffff) * 0x100000000 + (lo >>> 0);
    return captured;
  }

  /** Whether `sign` holds point `i` at the end: its stone is there, or it is empty with only `sign` around. */
  holds(color: Int8Array, i: number, sign: number): boolean {
    if (color[i] === sign) return true;
    if (color[i] !== 0) return false;
    for (let d = 0; d < 4; d++) {
      const n = this.neighbours[i * 4 + d];
      if (n >= 0 && color[n] !== sign) return false;
    }
    return true;
  }

  /** Whether the chain at `i` has exactly one liberty (a chain touching an anchor of its colour never has). */
  inAtari(color: Int8Array, i: number): boolean {
    return this.liberties(color, i, 2) === 1;
  }

  /**
   * The last liberties of the chains in atari at `last` and next to it, where a move captures or saves a chain the
   * last move put in atari (or the stone it just played); with no last move (-1), of the chain at `start`. In the
   * board's canonical order.
   */
  atariLiberties(color: Int8Array, start: number, last: number): number[] {
    const found: number[] = [];
    if (last < 0) {
      this.addAtariLiberty(color, start, found);
      return found;
    }
    this.addAtariLiberty(color, last, found);
    for (let d = 0; d < 4; d++) this.addAtariLiberty(color, this.neighbours[last * 4 + d], found);
    return found.sort((a, b) => a - b);
  }

  /** Adds to `found` the last liberty of the chain at `p` when it is in atari. */
  private addAtariLiberty(color: Int8Array, p: number, found: number[]): void {
    if (p < 0 || color[p] === 0 || this.liberties(color, p, 2) !== 1) return;
    for (let k = 0; k < this.collected; k++) {
      for (let d = 0; d < 4; d++) {
        const n = this.neighbours[this.chain[k] * 4 + d];
        if (n >= 0 && color[n] === 0 && !found.includes(n)) found.push(n);
      }
    }
  }

  /** Whether the chain at `i` is a single stone with exactly one liberty. */
  singleInAtari(color: Int8Array, i: number): boolean {
    let liberties = 0;
    for (let d = 0; d < 4; d++) {
      const n = this.neighbours[i * 4 + d];
      if (n < 0) continue;
      if (color[n] === color[i]) return false;
      if (color[n] === 0) liberties++;
    }
    return liberties === 1;
  }

  /** The chain at `i` into `chain`: its size, or -1 when it has a liberty or touches an anchor of its colour. */
  private collect(color: Int8Array, i: number): number {
    return this.liberties(color, i, 1) === 0 ? this.collected : -1;
  }

  private collected = 0;

  /** Counts the chain at `i`'s distinct liberties up to `limit` (an anchor of its colour counts as `limit`). */
  private liberties(color: Int8Array, i: number, limit: number): number {
    if (this.anchor[i] === 1) return limit;
    const sign = color[i];
    const mark = MARKS.next(this.size * 2);
    const marks = MARKS.array;
    let top = 0;
    let count = 0;
    let liberties = 0;
    this.stack[top++] = i;
    marks[i] = mark;
    while (top > 0) {
      const q = this.stack[--top];
      this.chain[count++] = q;
      for (let d = 0; d < 4; d++) {
        const n = this.neighbours[q * 4 + d];
        if (n < 0) continue;
        const c = color[n];
        if (c === 0) {
          if (marks[this.size + n] !== mark) {
            marks[this.size + n] = mark;
            if (++liberties >= limit) return limit;
          }
        } else if (c === sign && marks[n] !== mark) {
          if (this.anchor[n] === 1) return limit;
          marks[n] = mark;
          this.stack[top++] = n;
        }
      }
    }
    this.collected = count;
    return liberties;
  }
}
