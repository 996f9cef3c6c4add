// Pure: SGF point lists with compressed rectangles (`AB[aa:cc]`). No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import { decodeLetters, encodePoint } from './point';
import type { ValueProblem } from './problem';

/** The points of a point-list property, in value order (rectangles row by row), and every problem found. */
export interface DecodedPointList {
  readonly points: Vertex[];
  readonly problems: ValueProblem[];
}

/** Options for {@link decodePointList}. */
export interface PointListOptions {
  /** The property is an `elist` (VW, TB, TW, DD): a single `[]` means "no points" and is no problem. */
  readonly allowEmpty?: boolean;
}

/** A rectangle `ul:lr` as inclusive bounds, corners in either order accepted; null when not two valid points. */
export function decodeRectangle(raw: string): { x1: number; y1: number; x2: number; y2: number; swapped: boolean } | null {
  const colon = raw.indexOf(':');
  if (colon < 0) return null;
  const a = decodeLetters(raw.slice(0, colon));
  const b = decodeLetters(raw.slice(colon + 1));
  if (a === null || b === null) return null;
  return {
    x1: Math.min(a[0], b[0]),
    y1: Math.min(a[1], b[1]),
    x2: Math.max(a[0], b[0]),
    y2: Math.max(a[1], b[1]),
    swapped: a[0] > b[0] || a[1] > b[1],
  };
}

/**
 * Expands a list of point values (`aa`, `aa:cc`) on a width × height board. Off-board and malformed values,
 * repeated points, `aa:aa` and reversed corners are reported; each point is returned once.
 */
export function decodePointList(values: readonly string[], width: number, height: number, options: PointListOptions = {}): DecodedPointList {
  const points: Vertex[] = [];
  const problems: ValueProblem[] = [];
  const seen = new Uint8Array(Math.max(0, width * height));
  let duplicateReported = false;
  const add = (x: number, y: number, valueIndex: number): void => {
    const i = y * width + x;
    if (seen[i] === 1) {
      if (!duplicateReported) {
        problems.push({ code: 'duplicate-point', severity: 'warning', message: `Point ${encodePoint([x, y])} is listed more than once`, valueIndex });
        duplicateReported = true;
      }
      return;
    }
    seen[i] = 1;
    points.push([x, y]);
  };
  for (let v = 0; v < values.length; v++) {
    const raw = values[v];
    if (raw.length === 0) {
      if (!(options.allowEmpty === true && values.length === 1)) {
        problems.push({ code: 'empty-point', severity: 'warning', message: 'Empty value in a point list', valueIndex: v });
      }
      continue;
    }
    if (raw.indexOf(':') >= 0) {
      decodeRectangleInto(raw, v, width, height, problems, add);
      continue;
    }
    const point = decodeLetters(raw);
    if (point === null) {
      problems.push({ code: 'invalid-point', severity: 'error', message: `"${raw}" is not a point`, valueIndex: v });
    } else if (point[0] >= width || point[1] >= height) {
      problems.push({ code: 'offboard-point', severity: 'error', message: `Point ${raw} is off the ${width}×${height} board`, valueIndex: v });
    } else {
      add(point[0], point[1], v);
    }
  }
  return { points, problems };
}

function decodeRectangleInto(
  raw: string,
  v: number,
  width: number,
  height: number,
  problems: ValueProblem[],
  add: (x: number, y: number, valueIndex: number) => void,
): void {
  const rect = decodeRectangle(raw);
  if (rect === null) {
    problems.push({ code: 'invalid-point', severity: 'error', message: `"${raw}" is not a point or a rectangle`, valueIndex: v });
    return;
  }
  if (rect.x1 === rect.x2 && rect.y1 === rect.y2) {
    problems.push({ code: 'single-point-rectangle', severity: 'hint', message: `1x1 compressed rectangle ${raw}: write the single point`, valueIndex: v });
  } else if (rect.swapped) {
    problems.push({ code: 'rectangle-corners', severity: 'hint', message: `Rectangle ${raw} should name its upper-left corner first`, valueIndex: v });
  }
  if (rect.x2 >= width || rect.y2 >= height) {
    problems.push({ code: 'offboard-point', severity: 'error', message: `Rectangle ${raw} reaches off the ${width}×${height} board`, valueIndex: v });
  }
  for (let y = rect.y1; y <= Math.min(rect.y2, height - 1); y++) {
    for (let x = rect.x1; x <= Math.min(rect.x2, width - 1); x++) add(x, y, v);
  }
}

/**
 * Point-list values for a set of points: single points as `aa`, runs and blocks as `ul:lr` rectangles
 * (greedy, row by row: widest run first, then as many rows as fit). Duplicates are written once.
 */
export function encodePointList(points: readonly Vertex[], compress = true): string[] {
  if (points.length === 0) return [];
  let maxX = 0;
  let maxY = 0;
  for (const [x, y] of points) {
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const w = maxX + 1;
  const grid = new Uint8Array(w * (maxY + 1));
  for (const [x, y] of points) grid[y * w + x] = 1;
  const out: string[] = [];
  for (let y = 0; y <= maxY; y++) {
    for (let x = 0; x < w; x++) {
      if (grid[y * w + x] !== 1) continue;
      if (!compress) {
        out.push(encodePoint([x, y]));
        continue;
      }
      let x2 = x;
      while (x2 + 1 < w && grid[y * w + x2 + 1] === 1) x2++;
      let y2 = y;
      while (y2 + 1 <= maxY && rowFilled(grid, w, y2 + 1, x, x2)) y2++;
      for (let yy = y; yy <= y2; yy++) grid.fill(2, yy * w + x, yy * w + x2 + 1);
      out.push(x2 === x && y2 === y ? encodePoint([x, y]) : `${encodePoint([x, y])}:${encodePoint([x2, y2])}`);
    }
  }
  return out;
}

function rowFilled(grid: Uint8Array, w: number, y: number, x1: number, x2: number): boolean {
  for (let x = x1; x <= x2; x++) if (grid[y * w + x] !== 1) return false;
  return true;
}
