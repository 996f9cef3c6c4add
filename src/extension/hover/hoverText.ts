// Pure (no vscode import): the words and diagrams of the liberties hovers — counts, point lists, the neighbourhood.
import type { Sign, Vertex } from '../../engine/types';
import { columnLabel, formatVertex } from '../../engine/pointNames';
import { encodePoint } from '../../sgf/codecs/point';

/** What a diagram needs of a board: its size and the stone at a point (1 black, -1 white, 0 empty). */
export interface StoneGrid {
  readonly width: number;
  readonly height: number;
  get(x: number, y: number): Sign;
}

/** A chain as the hovers describe it: its colour, its stones and its liberties (each sorted by x, then y). */
export interface ChainFacts {
  readonly color: 'B' | 'W';
  readonly stones: readonly Vertex[];
  readonly liberties: readonly Vertex[];
}

/** Longest point list a hover spells out before it says how many more there are. */
export const MAX_LISTED_POINTS = 24;

/** Smallest and largest number of rows (and columns) a neighbourhood diagram shows. */
export const DIAGRAM_MIN_SIDE = 5;
/** Largest number of rows (and columns) a neighbourhood diagram shows. */
export const DIAGRAM_MAX_SIDE = 9;

/** "1 liberty" or "N liberties". */
export function libertiesPhrase(count: number): string {
  return count === 1 ? '1 liberty' : `${count} liberties`;
}

/** "1 stone" or "N stones". */
export function stonesPhrase(count: number): string {
  return count === 1 ? '1 stone' : `${count} stones`;
}

/** "Black" or "White". */
export function colorName(color: 'B' | 'W'): string {
  return color === 'B' ? 'Black' : 'White';
}

/** "**Black chain of 3 stones, 2 liberties**" — the first line of every chain hover. */
export function chainHeadline(chain: ChainFacts): string {
  return `**${colorName(chain.color)} chain of ${stonesPhrase(chain.stones.length)}, ${libertiesPhrase(chain.liberties.length)}**`;
}

/** A point in Go coordinates with its SGF letters, e.g. "Q16 (pd)". */
export function goAndSgf(vertex: Vertex, height: number): string {
  return `${formatVertex(vertex, height)} (${encodePoint(vertex)})`;
}

/** A point as the exercism API writes it with its Go coordinates, e.g. "[2,0] C5". */
export function xyAndGo(vertex: Vertex, height: number): string {
  return `[${vertex[0]},${vertex[1]}] ${formatVertex(vertex, height)}`;
}

/** The points written by `format`, comma-separated, at most MAX_LISTED_POINTS of them and then "… and N more"; "none" when empty. */
export function pointList(points: readonly Vertex[], format: (vertex: Vertex) => string): string {
  if (points.length === 0) return 'none';
  const shown = points.slice(0, MAX_LISTED_POINTS).map(format).join(', ');
  const rest = points.length - MAX_LISTED_POINTS;
  return rest > 0 ? `${shown} … and ${rest} more` : shown;
}

/**
 * A fenced diagram of the chain's neighbourhood with Go coordinates: `X` black, `O` white, `.` empty, the chain
 * drawn `#`, its liberties `*`. It shows 5–9 rows and columns: the chain with two points around it, centred on
 * `focus` when the chain is larger, and the whole board when the board is smaller.
 */
export function neighbourhoodDiagram(grid: StoneGrid, chain: ChainFacts, focus: Vertex): string {
  const xs = chain.stones.map((v) => v[0]);
  const ys = chain.stones.map((v) => v[1]);
  const [x1, x2] = diagramWindow(Math.min(...xs, focus[0]), Math.max(...xs, focus[0]), focus[0], grid.width);
  const [y1, y2] = diagramWindow(Math.min(...ys, focus[1]), Math.max(...ys, focus[1]), focus[1], grid.height);
  const marks = new Map<string, string>();
  for (const v of chain.stones) marks.set(`${v[0]},${v[1]}`, '#');
  for (const v of chain.liberties) marks.set(`${v[0]},${v[1]}`, '*');
  const cell = Math.max(...range(x1, x2).map((x) => columnLabel(x).length));
  const label = String(grid.height - y1).length;
  const lines = [
    `${' '.repeat(label)} ${range(x1, x2)
      .map((x) => columnLabel(x).padStart(cell))
      .join(' ')}`,
  ];
  for (const y of range(y1, y2)) {
    const cells = range(x1, x2).map((x) => (marks.get(`${x},${y}`) ?? stoneChar(grid.get(x, y))).padStart(cell));
    lines.push(`${String(grid.height - y).padStart(label)} ${cells.join(' ')}`);
  }
  return ['```text', ...lines, '```'].join('\n');
}

/** The legend printed under a neighbourhood diagram. */
export const DIAGRAM_LEGEND = '`#` this chain, `*` its liberties, `X` black, `O` white';

/**
 * The first and last row (or column) a diagram shows along one axis: [low - 2, high + 2], at most
 * DIAGRAM_MAX_SIDE long (centred on `focus` otherwise), at least DIAGRAM_MIN_SIDE, inside [0, size - 1].
 */
export function diagramWindow(low: number, high: number, focus: number, size: number): [number, number] {
  const span = high - low + 5;
  const side = Math.min(size, Math.max(DIAGRAM_MIN_SIDE, Math.min(DIAGRAM_MAX_SIDE, span)));
  const wanted = span > DIAGRAM_MAX_SIDE ? focus - Math.floor(side / 2) : low - 2 - Math.floor((side - span) / 2);
  const from = Math.max(0, Math.min(size - side, wanted));
  return [from, from + side - 1];
}

function stoneChar(sign: Sign): string {
  return sign === 1 ? 'X' : sign === -1 ? 'O' : '.';
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = from; k <= to; k++) out.push(k);
  return out;
}
