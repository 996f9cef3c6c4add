// Pure: the status of every stone as a grid, and the player's correction — a click flips one group between dead and
// alive, as on KGS, OGS and Sabaki, and seki follows: a group in seki whose partner dies lives.
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
 * The stones of the group the stone at [x, y] belongs to, for a correction: chains of its colour and status in
 * `grid` that cannot be cut apart from it — a dead chain with the dead chains it shares a liberty with or touches
 * diagonally, a living chain with those it shares two liberties with or touches diagonally across two empty points.
 * [] on an empty point.
 */
export function groupAt(board: Board, grid: StatusGrid, x: number, y: number): Vertex[] {
  const { width } = board;
  const color = board.get(x, y);
  if (color === 0) return [];
  const status = grid[y * width + x];
  const inGroup = new Set<number>();
  const queue: Vertex[] = [[x, y]];
  const stones: Vertex[] = [];
  const sameGroup = (px: number, py: number): boolean => board.isOnBoard(px, py) && board.get(px, py) === color && grid[py * width + px] === status;
  while (queue.length > 0) {
    const [cx, cy] = queue.pop() as Vertex;
    if (inGroup.has(cy * width + cx)) continue;
    const chain = board.getChain(cx, cy);
    for (const [sx, sy] of chain) {
      inGroup.add(sy * width + sx);
      stones.push([sx, sy]);
    }
    // Chains next to a liberty of this one, with how many liberties they share with it.
    const shared = new Map<number, number>();
    for (const [lx, ly] of board.getLiberties(cx, cy)) {
      const seen = new Set<number>();
      for (const [nx, ny] of neighbours(lx, ly)) {
        if (!sameGroup(nx, ny) || inGroup.has(ny * width + nx)) continue;
        const head = chainKey(board, nx, ny);
        if (seen.has(head)) continue;
        seen.add(head);
        shared.set(head, (shared.get(head) ?? 0) + 1);
        if ((shared.get(head) as number) >= (status === STATUS_DEAD ? 1 : 2)) queue.push([nx, ny]);
      }
    }
    for (const [sx, sy] of chain) {
      for (const [dx, dy] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ]) {
        const [nx, ny] = [sx + dx, sy + dy];
        if (!sameGroup(nx, ny) || inGroup.has(ny * width + nx)) continue;
        const crossing = [board.get(sx + dx, sy), board.get(sx, sy + dy)];
        if (status === STATUS_DEAD ? crossing.some((c) => c !== -color) : crossing.every((c) => c === 0)) queue.push([nx, ny]);
      }
    }
  }
  return stones.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * `grid` with the group at [x, y] flipped — dead becomes what `original` said (alive, or seki), alive or seki becomes
 * dead — and seki settled again (see {@link settleSeki}). Unchanged on an empty point. The group is the one `original`
 * gives the stone (see {@link groupAt}), whatever was flipped since, so that a second click on a stone gives back
 * exactly what the first one changed.
 */
export function toggleGroup(board: Board, grid: StatusGrid, x: number, y: number, original: StatusGrid = grid): StatusGrid {
  const group = groupAt(board, original, x, y);
  if (group.length === 0) return grid;
  const next = grid.slice();
  const reviving = grid[y * board.width + x] === STATUS_DEAD;
  for (const [gx, gy] of group) {
    const p = gy * board.width + gx;
    next[p] = reviving ? (original[p] === STATUS_DEAD ? STATUS_ALIVE : original[p]) : STATUS_DEAD;
  }
  settleSeki(board, next, original);
  return next;
}

/**
 * Seki takes two: a chain the estimate put in seki stays in seki only while an opponent chain it shares a liberty
 * with is in seki too (or was, and is not dead); otherwise it lives.
 */
export function settleSeki(board: Board, grid: StatusGrid, original: StatusGrid): void {
  const { width } = board;
  for (let p = 0; p < grid.length; p++) {
    if (original[p] !== STATUS_SEKI || grid[p] === STATUS_DEAD) continue;
    const x = p % width;
    const y = (p / width) | 0;
    const color = board.get(x, y);
    const partner = board
      .getLiberties(x, y)
      .some(([lx, ly]) =>
        neighbours(lx, ly).some(
          ([nx, ny]) =>
            board.isOnBoard(nx, ny) && board.get(nx, ny) === -color && original[ny * width + nx] === STATUS_SEKI && grid[ny * width + nx] !== STATUS_DEAD,
        ),
      );
    grid[p] = partner ? STATUS_SEKI : STATUS_ALIVE;
  }
}

/** Whether the stone at index `i` is dead in `grid` but not in `original`, or the other way round (a correction). */
export function isCorrected(grid: StatusGrid, original: StatusGrid, i: number): boolean {
  return (grid[i] === STATUS_DEAD) !== (original[i] === STATUS_DEAD);
}

/** How many groups (as `original` groups them) are dead in `grid` but not in `original`, or the other way round. */
export function correctedGroups(board: Board, grid: StatusGrid, original: StatusGrid): number {
  const corrected: Vertex[] = [];
  for (let p = 0; p < grid.length; p++) if (isCorrected(grid, original, p)) corrected.push([p % board.width, (p / board.width) | 0]);
  return groupLeaders(board, original, corrected).length;
}

/** One stone of each group (as `grid` groups them, see `groupAt`) among `stones`: the first of it in their order. */
export function groupLeaders(board: Board, grid: StatusGrid, stones: readonly Vertex[]): Vertex[] {
  const covered = new Uint8Array(grid.length);
  const leaders: Vertex[] = [];
  for (const [x, y] of stones) {
    if (covered[y * board.width + x] === 1) continue;
    leaders.push([x, y]);
    for (const [gx, gy] of groupAt(board, grid, x, y)) covered[gy * board.width + gx] = 1;
  }
  return leaders;
}

/** The points of `grid` with status `code`, sorted by x then y. */
export function pointsWithStatus(grid: StatusGrid, width: number, code: number): Vertex[] {
  const out: Vertex[] = [];
  const height = grid.length / width;
  for (let x = 0; x < width; x++) for (let y = 0; y < height; y++) if (grid[y * width + x] === code) out.push([x, y]);
  return out;
}

function neighbours(x: number, y: number): Vertex[] {
  return [
    [x - 1, y],
    [x + 1, y],
    [x, y - 1],
    [x, y + 1],
  ];
}

/** One key per chain: its first stone by x then y. */
function chainKey(board: Board, x: number, y: number): number {
  const [fx, fy] = board.getChain(x, y)[0];
  return fy * board.width + fx;
}
