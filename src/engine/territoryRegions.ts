// Pure: the empty regions of a board and their owners by the exercism go-counting definition (an empty region
// belongs to the only colour bordering it; both colours or none: NONE). No vscode import.
import type { Point, TerritoryOwner } from '.';

/** One connected empty region: its owner and its points as [x, y], sorted by x then y (as the exercism API). */
export interface TerritoryRegion {
  readonly owner: TerritoryOwner;
  readonly points: readonly Point[];
}

/** Every empty region of a board, in reading order of their first point, with the totals per owner. */
export interface BoardTerritory {
  readonly width: number;
  readonly height: number;
  readonly black: number;
  readonly white: number;
  readonly neutral: number;
  readonly regions: readonly TerritoryRegion[];
}

/** The regions of `rows` (' ' or '.' empty, 'B'/'X' black, 'W'/'O' white, anything else empty), one flood fill each. */
export function territoryRegions(rows: readonly string[]): BoardTerritory {
  const height = rows.length;
  const width = rows.reduce((w, row) => Math.max(w, row.length), 0);
  const cells = new Int8Array(width * height);
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) cells[y * width + x] = colourOf(row.charAt(x));
  });
  const seen = new Uint8Array(cells.length);
  const regions: TerritoryRegion[] = [];
  const totals = { BLACK: 0, WHITE: 0, NONE: 0 };
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] !== 0 || seen[start] === 1) continue;
    const points: Point[] = [];
    let borders = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const p = stack.pop() as number;
      points.push([p % width, (p / width) | 0]);
      for (const n of neighbours(p, width, height)) {
        if (cells[n] !== 0) borders |= cells[n] === 1 ? 1 : 2;
        else if (seen[n] === 0) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    const owner: TerritoryOwner = borders === 1 ? 'BLACK' : borders === 2 ? 'WHITE' : 'NONE';
    totals[owner] += points.length;
    regions.push({ owner, points: points.sort((a, b) => a[0] - b[0] || a[1] - b[1]) });
  }
  return { width, height, black: totals.BLACK, white: totals.WHITE, neutral: totals.NONE, regions };
}

/** Engine rows ('.', 'X', 'O') as exercism rows (' ', 'B', 'W'). */
export function exercismRows(rows: readonly string[]): string[] {
  return rows.map((row) => row.replace(/[XO.]/g, (c) => (c === 'X' ? 'B' : c === 'O' ? 'W' : ' ')));
}

function colourOf(cell: string): number {
  return cell === 'B' || cell === 'X' ? 1 : cell === 'W' || cell === 'O' ? -1 : 0;
}

function neighbours(p: number, width: number, height: number): number[] {
  const x = p % width;
  const out: number[] = [];
  if (x > 0) out.push(p - 1);
  if (x < width - 1) out.push(p + 1);
  if (p >= width) out.push(p - width);
  if (p < width * (height - 1)) out.push(p + width);
  return out;
}
