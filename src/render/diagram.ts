// Pure: what a diagram shows — a position, its markup, numbered moves and the region drawn. SVG and ASCII draw this.
import type { Region, Vertex } from '../engine/types';

/** A stone colour in a diagram. */
export type DiagramColor = 'B' | 'W';

/** A mark drawn on one point: triangle, square, circle or cross (SGF TR, SQ, CR, MA). */
export type MarkShape = 'TR' | 'SQ' | 'CR' | 'MA';

/** A numbered move shown on its stone: the move's number in the game and its colour. */
export interface NumberedMove {
  readonly point: Vertex;
  readonly number: number;
  readonly color: DiagramColor;
}

/** A numbered move the board cannot show: played where it already shows a number (a recapture, a ko), printed as
 *  "7 at 3", or a pass (point null), printed as "8 pass". */
export interface MoveAtNote {
  readonly number: number;
  readonly color: DiagramColor;
  readonly point: Vertex | null;
  /** The number shown on that point (null when the point shows no number: a stone or a captured point). */
  readonly at: number | null;
}

/** Everything a diagram draws. `rows` are the whole board; `region` is the part drawn. */
export interface Diagram {
  readonly width: number;
  readonly height: number;
  /** Row by row, top to bottom: '.' empty, 'X' black, 'O' white (numbered stones included). */
  readonly rows: readonly string[];
  readonly marks: ReadonlyArray<{ readonly point: Vertex; readonly shape: MarkShape }>;
  readonly labels: ReadonlyArray<{ readonly point: Vertex; readonly text: string }>;
  readonly arrows: ReadonlyArray<{ readonly from: Vertex; readonly to: Vertex }>;
  readonly lines: ReadonlyArray<{ readonly from: Vertex; readonly to: Vertex }>;
  /** Numbered moves shown on the board (numbers as in the game, e.g. 31–40). */
  readonly numbers: readonly NumberedMove[];
  /** Numbered moves that could not be shown on their point. */
  readonly notes: readonly MoveAtNote[];
  /** The last move, ringed when it carries no number or mark. */
  readonly lastMove: Vertex | null;
  /** The player to move after the position. */
  readonly toPlay: DiagramColor;
  /** The part of the board drawn. */
  readonly region: Region;
}

/** Whether `region` holds the point [x, y]. */
export function inRegion([x, y]: readonly [number, number], region: Region): boolean {
  return x >= region.x1 && x <= region.x2 && y >= region.y1 && y <= region.y2;
}

/** The whole board of a width × height diagram as a region. */
export function wholeBoard(width: number, height: number): Region {
  return { x1: 0, y1: 0, x2: width - 1, y2: height - 1 };
}

/** A plain diagram of `rows` (no markup, no numbers, the whole board, Black to play). */
export function plainDiagram(rows: readonly string[], width = rows[0]?.length ?? 0): Diagram {
  return {
    width,
    height: rows.length,
    rows,
    marks: [],
    labels: [],
    arrows: [],
    lines: [],
    numbers: [],
    notes: [],
    lastMove: null,
    toPlay: 'B',
    region: wholeBoard(width, rows.length),
  };
}
