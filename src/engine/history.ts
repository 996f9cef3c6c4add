// Pure: the positions a game went through, for exact superko checks; clones share one log copy-on-write.

/** The shared, append-only storage. Entries past a view's own length belong to other views. */
class Log {
  keys: Float64Array;
  prevSame: Int32Array;
  changeStart: Int32Array;
  changes: Int32Array;
  entries = 0;
  changeCount = 0;
  readonly latest = new Map<number, number>();

  constructor(entryCapacity: number, changeCapacity: number) {
    this.keys = new Float64Array(entryCapacity);
    this.prevSame = new Int32Array(entryCapacity);
    this.changeStart = new Int32Array(entryCapacity);
    this.changes = new Int32Array(changeCapacity);
  }
}

function grow<T extends Float64Array | Int32Array>(a: T, needed: number): T {
  if (needed <= a.length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(needed, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Every position of a game as a hash key plus the stone changes between them (point and previous colour), so a
 * hash match is verified by rebuilding the earlier position exactly. About 16 bytes per position and 4 per change.
 */
export class PositionHistory {
  private constructor(
    private log: Log,
    private entries: number,
    private changeCount: number,
  ) {}

  /** A history with no positions. */
  static empty(): PositionHistory {
    return new PositionHistory(new Log(64, 256), 0, 0);
  }

  /** A view sharing the log; whichever view appends first keeps it, the other copies its part when it appends. */
  clone(): PositionHistory {
    return new PositionHistory(this.log, this.entries, this.changeCount);
  }

  /** Number of positions recorded. */
  get length(): number {
    return this.entries;
  }

  /** Records that the stone at padded index `point` changed from `old` (1, -1 or 0). */
  recordChange(point: number, old: number): void {
    const log = this.own();
    log.changes = grow(log.changes, log.changeCount + 1);
    log.changes[log.changeCount++] = (point << 2) | (old + 1);
    this.changeCount++;
  }

  /** Records the current position under `key`. */
  push(key: number): void {
    const log = this.own();
    const e = log.entries;
    log.keys = grow(log.keys, e + 1);
    log.prevSame = grow(log.prevSame, e + 1);
    log.changeStart = grow(log.changeStart, e + 1);
    log.keys[e] = key;
    log.prevSame[e] = log.latest.get(key) ?? -1;
    log.changeStart[e] = this.changeCount;
    log.latest.set(key, e);
    log.entries++;
    this.entries++;
  }

  /** Whether some recorded position has hash key `key` (cheap; `repeats` then verifies the stones). */
  mayContain(key: number): boolean {
    let e = this.log.latest.get(key);
    if (e === undefined) return false;
    while (e >= this.entries) e = this.log.prevSame[e];
    return e >= 0;
  }

  /**
   * Whether a recorded position has `key` and exactly the stones of `candidate`. `current` holds the stones at
   * the time of the last recorded change; both are padded colour arrays of the same board.
   */
  repeats(key: number, current: Int8Array, candidate: Int8Array): boolean {
    const log = this.log;
    let e = log.latest.get(key);
    if (e === undefined) return false;
    while (e >= this.entries) e = log.prevSame[e];
    if (e < 0) return false;
    const scratch = current.slice();
    let c = this.changeCount;
    for (; e >= 0; e = log.prevSame[e]) {
      for (const start = log.changeStart[e]; c > start;) {
        const change = log.changes[--c];
        scratch[change >> 2] = (change & 3) - 1;
      }
      if (sameStones(scratch, candidate)) return true;
    }
    return false;
  }

  private own(): Log {
    const log = this.log;
    if (log.entries === this.entries && log.changeCount === this.changeCount) return log;
    const copy = new Log(Math.max(64, this.entries * 2), Math.max(256, this.changeCount * 2));
    copy.keys.set(log.keys.subarray(0, this.entries));
    copy.prevSame.set(log.prevSame.subarray(0, this.entries));
    copy.changeStart.set(log.changeStart.subarray(0, this.entries));
    copy.changes.set(log.changes.subarray(0, this.changeCount));
    copy.entries = this.entries;
    copy.changeCount = this.changeCount;
    for (let i = 0; i < this.entries; i++) copy.latest.set(copy.keys[i], i);
    this.log = copy;
    return copy;
  }
}

function sameStones(a: Int8Array, b: Int8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
