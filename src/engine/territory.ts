// Pure: territory by the exercism go-counting definition — an empty region belongs to the only colour bordering it.
import type { Board } from './board';

/** Who owns a territory point in the exercism API. */
export type TerritoryOwner = 'BLACK' | 'WHITE' | 'NONE';

/** A point as the exercism API returns it: [x, y]. */
export type Point = [number, number];

/** One region and its owner, as `getTerritory` returns it. */
export interface TerritoryResult {
  owner: TerritoryOwner;
  territory: Point[];
}

/** Every empty point grouped by owner, as `getTerritories` returns it. */
export interface TerritoriesResult {
  territoryBlack: Point[];
  territoryWhite: Point[];
  territoryNone: Point[];
}

interface Grid {
  readonly width: number;
  readonly height: number;
  /** 1 black, -1 white, 0 empty; index y * width + x. */
  readonly cells: Int8Array;
}

function gridFromRows(rows: readonly string[]): Grid {
  const width = rows.reduce((w, row) => Math.max(w, row.length), 0);
  const cells = new Int8Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) cells[y * width + x] = row[x] === 'B' ? 1 : row[x] === 'W' ? -1 : 0;
  });
  return { width, height: rows.length, cells };
}

/**
 * Floods the empty region around `start`, writing `regionId` into `region` for its points; returns the bordering
 * colours as a bit mask (1 black, 2 white). `stack` is scratch space of at least width * height entries.
 */
function floodRegion(grid: Grid, start: number, region: Int32Array, regionId: number, stack: Int32Array): number {
  const { width, height, cells } = grid;
  let top = 0;
  let borders = 0;
  region[start] = regionId;
  stack[top++] = start;
  while (top > 0) {
    const p = stack[--top];
    const x = p % width;
    for (let d = 0; d < 4; d++) {
      let n: number;
      if (d === 0) n = x > 0 ? p - 1 : -1;
      else if (d === 1) n = x < width - 1 ? p + 1 : -1;
      else if (d === 2) n = p >= width ? p - width : -1;
      else n = p < width * (height - 1) ? p + width : -1;
      if (n < 0) continue;
      const c = cells[n];
      if (c === 0) {
        if (region[n] === 0) {
          region[n] = regionId;
          stack[top++] = n;
        }
      } else {
        borders |= c === 1 ? 1 : 2;
      }
    }
  }
  return borders;
}

function ownerSign(borders: number): number {
  return borders === 1 ? 1 : borders === 2 ? -1 : 0;
}

/** Owner of every point of `grid`: 1 black territory, -1 white territory, 0 neutral or a stone. */
function ownership(grid: Grid): Int8Array {
  const n = grid.width * grid.height;
  const region = new Int32Array(n);
  const stack = new Int32Array(n);
  const owner = new Int8Array(n);
  const ownerOfRegion: number[] = [0];
  for (let p = 0; p < n; p++) {
    if (grid.cells[p] !== 0) continue;
    if (region[p] === 0) ownerOfRegion.push(ownerSign(floodRegion(grid, p, region, ownerOfRegion.length, stack)));
    owner[p] = ownerOfRegion[region[p]];
  }
  return owner;
}

function byXThenY(a: Point, b: Point): number {
  return a[0] - b[0] || a[1] - b[1];
}

/**
 * The owner and points of the empty region containing [x, y] (board rows of ' ', 'B', 'W'); a stone gives
 * NONE with no points. Throws `Error('Invalid coordinate')` for a point off the board.
 */
export function getTerritory(board: readonly string[], x: number, y: number): TerritoryResult {
  const grid = gridFromRows(board);
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= grid.width || y >= grid.height) {
    throw new Error('Invalid coordinate');
  }
  const start = y * grid.width + x;
  if (grid.cells[start] !== 0) return { owner: 'NONE', territory: [] };
  const region = new Int32Array(grid.cells.length);
  const owner = ownerSign(floodRegion(grid, start, region, 1, new Int32Array(grid.cells.length)));
  const territory: Point[] = [];
  for (let p = 0; p < region.length; p++) if (region[p] === 1) territory.push([p % grid.width, (p / grid.width) | 0]);
  return { owner: owner === 1 ? 'BLACK' : owner === -1 ? 'WHITE' : 'NONE', territory: territory.sort(byXThenY) };
}

/** Every empty point of the board (rows of ' ', 'B', 'W') grouped by owner, each list sorted by x then y. */
export function getTerritories(board: readonly string[]): TerritoriesResult {
  const grid = gridFromRows(board);
  const owner = ownership(grid);
  const result: TerritoriesResult = { territoryBlack: [], territoryWhite: [], territoryNone: [] };
  for (let x = 0; x < grid.width; x++) {
    for (let y = 0; y < grid.height; y++) {
      const p = y * grid.width + x;
      if (grid.cells[p] !== 0) continue;
      const list = owner[p] === 1 ? result.territoryBlack : owner[p] === -1 ? result.territoryWhite : result.territoryNone;
      list.push([x, y]);
    }
  }
  return result;
}

/** Territory owner of every point of `board`, index y * width + x: 1 black, -1 white, 0 neutral or a stone. */
export function territoryOf(board: Board): Int8Array {
  const { width, height } = board;
  const cells = new Int8Array(width * height);
  const colors = board.colors();
  for (let y = 0; y < height; y++) {
    const row = board.indexOf(0, y);
    for (let x = 0; x < width; x++) cells[y * width + x] = colors[row + x];
  }
  return territoryOfCells(width, height, cells);
}

/** `territoryOf` for a colour grid (1 black, -1 white, 0 empty; index y * width + x). */
export function territoryOfCells(width: number, height: number, cells: Int8Array): Int8Array {
  return ownership({ width, height, cells });
}
