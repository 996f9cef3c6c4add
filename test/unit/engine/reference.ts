// A deliberately naive Go board for cross-checking the engine: 2-D arrays, flood fills recomputed every time,
// whole-board snapshots for ko and superko. Shares nothing with src/engine except the Zobrist key table.
import { ZOBRIST, zobristSlot } from '../../../src/engine/zobrist';
import type { KoRule, SuicideRule } from '../../../src/engine/types';

/** A seeded pseudo-random generator in [0, 1). */
export { mulberry32 } from '../../support/random';

type Cell = 1 | -1 | 0;

/** The outcome of a reference move. */
export type RefResult = { legal: true; captured: [number, number][]; suicide: boolean } | { legal: false; reason: string };

/** The naive board plus the game history the rules need. */
export class ReferenceGame {
  cells: Cell[][];
  capturesBlack = 0;
  capturesWhite = 0;
  /** Every position so far as "rows|player to move". */
  private readonly seen: string[] = [];
  /** The position before the last ply. */
  private previous: string | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly ko: KoRule,
    readonly suicide: SuicideRule,
    public toPlay: 1 | -1 = 1,
  ) {
    this.cells = Array.from({ length: height }, () => new Array<Cell>(width).fill(0));
  }

  rows(): string[] {
    return this.cells.map((row) => row.map((c) => (c === 1 ? 'X' : c === -1 ? 'O' : '.')).join(''));
  }

  private neighbours(x: number, y: number): [number, number][] {
    const out: [number, number][] = [];
    for (const [dx, dy] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ]) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < this.width && ny < this.height) out.push([nx, ny]);
    }
    return out;
  }

  /** The chain at [x, y] and its distinct liberties, by flood fill. */
  chain(cells: Cell[][], x: number, y: number): { stones: [number, number][]; liberties: [number, number][] } {
    const color = cells[y][x];
    const seen = new Set<string>([`${x},${y}`]);
    const libs = new Set<string>();
    const stones: [number, number][] = [];
    const todo: [number, number][] = [[x, y]];
    while (todo.length > 0) {
      const [cx, cy] = todo.pop()!;
      stones.push([cx, cy]);
      for (const [nx, ny] of this.neighbours(cx, cy)) {
        if (cells[ny][nx] === 0) libs.add(`${nx},${ny}`);
        else if (cells[ny][nx] === color && !seen.has(`${nx},${ny}`)) {
          seen.add(`${nx},${ny}`);
          todo.push([nx, ny]);
        }
      }
    }
    const liberties = [...libs].map((s) => s.split(',').map(Number) as [number, number]);
    return { stones, liberties };
  }

  private snapshot(cells: Cell[][], toMove: number): string {
    const board = cells.map((r) => r.join(',')).join('/');
    return this.ko === 'situational' ? `${board}|${toMove}` : board;
  }

  /** Executes a move on a copy of the stones; returns the copy, what it removed and whether it was a suicide. */
  private execute(player: 1 | -1, x: number, y: number): { cells: Cell[][]; captured: [number, number][]; suicide: boolean } {
    const cells = this.cells.map((r) => r.slice());
    cells[y][x] = player;
    const captured: [number, number][] = [];
    for (const [nx, ny] of this.neighbours(x, y)) {
      if (cells[ny][nx] !== -player) continue;
      const c = this.chain(cells, nx, ny);
      if (c.liberties.length > 0) continue;
      for (const [sx, sy] of c.stones) {
        cells[sy][sx] = 0;
        captured.push([sx, sy]);
      }
    }
    let suicide = false;
    const own = this.chain(cells, x, y);
    if (captured.length === 0 && own.liberties.length === 0) {
      suicide = true;
      for (const [sx, sy] of own.stones) {
        cells[sy][sx] = 0;
        captured.push([sx, sy]);
      }
    }
    return { cells, captured, suicide };
  }

  /** Plays by the rules; an illegal move changes nothing. */
  play(player: 1 | -1, x: number, y: number): RefResult {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return { legal: false, reason: 'offboard' };
    if (this.cells[y][x] !== 0) return { legal: false, reason: 'occupied' };
    this.recordCurrent();
    const r = this.execute(player, x, y);
    if (r.suicide && (this.suicide === 'forbidden' || (this.suicide === 'multi-stone' && r.captured.length === 1))) {
      return { legal: false, reason: 'suicide' };
    }
    const after = this.snapshot(r.cells, -player);
    const simpleKo = !r.suicide && r.captured.length === 1 && this.previous !== null && after === this.previousAs(-player);
    if (simpleKo) return { legal: false, reason: 'ko' };
    if (this.ko !== 'simple' && this.seen.includes(after)) return { legal: false, reason: 'superko' };
    this.commit(r.cells, player, r.captured.length, r.suicide);
    return { legal: true, captured: r.captured, suicide: r.suicide };
  }

  /** Executes a move whatever the rules say (SGF viewer semantics). */
  force(player: 1 | -1, x: number, y: number): void {
    this.recordCurrent();
    this.cells[y][x] = 0;
    const r = this.execute(player, x, y);
    this.commit(r.cells, player, r.captured.length, r.suicide);
  }

  pass(player: 1 | -1): void {
    this.recordCurrent();
    this.previous = this.snapshot(this.cells, player);
    this.toPlay = -player as 1 | -1;
    this.seen.push(this.snapshot(this.cells, this.toPlay));
  }

  /** Setup: no captures, clears the ko restriction. */
  setStone(x: number, y: number, sign: Cell): void {
    this.cells[y][x] = sign;
    this.previous = null;
    this.pending = true;
  }

  private pending = true;

  private recordCurrent(): void {
    if (!this.pending) return;
    this.pending = false;
    this.seen.push(this.snapshot(this.cells, this.toPlay));
  }

  private previousAs(toMove: number): string | null {
    if (this.previous === null) return null;
    if (this.ko !== 'situational') return this.previous;
    return this.previous.replace(/\|.*$/, `|${toMove}`);
  }

  private commit(cells: Cell[][], player: 1 | -1, removed: number, suicide: boolean): void {
    this.previous = this.snapshot(this.cells, player);
    this.cells = cells;
    if ((player === 1) !== suicide) this.capturesBlack += removed;
    else this.capturesWhite += removed;
    this.toPlay = -player as 1 | -1;
    this.seen.push(this.snapshot(cells, this.toPlay));
  }

  /** The Zobrist hash halves of the stones, from scratch, for a board whose padded index is `indexOf`. */
  hashFromScratch(indexOf: (x: number, y: number) => number): [number, number] {
    let lo = 0;
    let hi = 0;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const c = this.cells[y][x];
        if (c === 0) continue;
        const slot = zobristSlot(indexOf(x, y), c);
        lo ^= ZOBRIST[slot];
        hi ^= ZOBRIST[slot + 1];
      }
    }
    return [lo, hi];
  }
}
