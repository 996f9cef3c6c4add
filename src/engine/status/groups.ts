// Pure: the status of every stone as a grid, and the player's correction — a click flips a whole group between dead
// and alive, as on KGS, OGS and Sabaki.
import type { Board } from '../board';
import type { Vertex } from '../types';
import type { ChainStatus, DeadStoneEstimate } from './estimate';

/** The status of every point, index y * width + x: 0 no stone, else a STATUS_* code. */
export type StatusGrid = Int8Array;

/** Code of a living stone in a StatusGrid. */
export const STATUS_ALIVE = 1;
/** Code of a dead stone. */
export const STATUS_DEAD = 2;
/** Code of a stone in seki. */
export const STATUS_SEKI = 3;

const CODES: Record<ChainStatus, number> = { alive: STATUS_ALIVE, dead: STATUS_DEAD, seki: STATUS_SEKI };

/** The estimate's verdicts as a grid. */
export function statusGrid(estimate: DeadStoneEstimate): StatusGrid {
  const grid = new Int8Array(estimate.width * estimate.height);
  for (const chain of estimate.chains) for (const [x, y] of chain.stones) grid[y * estimate.width + x] = CODES[chain.status];
  return grid;
}

/** A grid where every stone of `board` is alive except the chains holding one of `dead`. */
export function gridWithDead(board: Board, dead: readonly Vertex[]): StatusGrid {
  const grid = new Int8Array(board.width * board.height);
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) if (board.get(x, y) !== 0) grid[y * board.width + x] = STATUS_ALIVE;
  for (const [x, y] of dead) for (const [sx, sy] of board.getChain(x, y)) grid[sy * board.width + sx] = STATUS_DEAD;
  return grid;
}

/**
 * The points of the group the stone at [x, y] belongs to, for a correction: stones of its colour and status linked
 * through a liberty they share; a dead group also takes the other dead stones of its colour in the empty area around
 * it (the territory they sit in), never crossing points next to that colour's living stones. [] on an empty point.
 */
export function groupAt(board: Board, grid: StatusGrid, x: number, y: number): Vertex[] {
  const { width, height } = board;
  const color = board.get(x, y);
  if (color === 0) return [];
  const status = grid[y * width + x];
  const seen = new Uint8Array(width * height);
  const stones: Vertex[] = [];
  const stack: number[] = [y * width + x];
  seen[y * width + x] = 1;
  const neighbours = (p: number): number[] => {
    const px = p % width;
    const out: number[] = [];
    if (px > 0) out.push(p - 1);
    if (px < width - 1) out.push(p + 1);
    if (p >= width) out.push(p - width);
    if (p < width * (height - 1)) out.push(p + width);
    return out;
  };
  const stoneOf = (p: number): number => board.get(p % width, (p / width) | 0);
  // An empty point a dead group may cross: none of that colour's living stones touches it.
  const crossable = (p: number): boolean => status === STATUS_DEAD && neighbours(p).every((n) => stoneOf(n) !== color || grid[n] === STATUS_DEAD);
  while (stack.length > 0) {
    const p = stack.pop() as number;
    const isStone = stoneOf(p) === color;
    if (isStone) stones.push([p % width, (p / width) | 0]);
    const throughEmpty = isStone || crossable(p);
    for (const n of neighbours(p)) {
      if (seen[n] === 1) continue;
      const c = stoneOf(n);
      if ((c === color && grid[n] === status) || (c === 0 && throughEmpty)) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  return stones.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** `grid` with the group at [x, y] flipped: dead becomes alive, alive or seki becomes dead. Unchanged on an empty point. */
export function toggleGroup(board: Board, grid: StatusGrid, x: number, y: number): StatusGrid {
  const group = groupAt(board, grid, x, y);
  if (group.length === 0) return grid;
  const next = grid.slice();
  const flipped = grid[y * board.width + x] === STATUS_DEAD ? STATUS_ALIVE : STATUS_DEAD;
  for (const [gx, gy] of group) next[gy * board.width + gx] = flipped;
  return next;
}

/** The points of `grid` with status `code`, sorted by x then y. */
export function pointsWithStatus(grid: StatusGrid, width: number, code: number): Vertex[] {
  const out: Vertex[] = [];
  const height = grid.length / width;
  for (let x = 0; x < width; x++) for (let y = 0; y < height; y++) if (grid[y * width + x] === code) out.push([x, y]);
  return out;
}
