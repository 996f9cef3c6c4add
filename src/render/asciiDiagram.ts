// Pure: a diagram as Sensei's Library `$$` text (the "HowDiagramsWork" conventions): header, edges, one line per row,
// marks and letters as characters, numbered moves as 1–9 and 0, arrows and lines as `{AR C3 D4}`, notes as "7 at 3" and "8 pass".
import { formatVertex } from '../engine/pointNames';
import { inRegion, type Diagram, type DiagramColor, type MarkShape } from './diagram';
import type { Region } from '../engine/types';
import { starPoints } from './starPoints';

/** What the header line says beyond the position: a title, and whether a reader should draw coordinates (`c`). */
export interface AsciiDiagramOptions {
  readonly title?: string;
  readonly coordinates?: boolean;
}

/** The most consecutive moves one `$$` diagram can number: labels 1–9, then 0 for the tenth. */
export const ASCII_MAX_NUMBERED_MOVES = 10;

/** The character of a stone carrying a mark, per shape and colour (circle B/W, square #/@, triangle Y/Q, cross Z/P). */
const MARKED_STONE: Readonly<Record<MarkShape, Readonly<Record<DiagramColor, string>>>> = {
  CR: { B: 'B', W: 'W' },
  SQ: { B: '#', W: '@' },
  TR: { B: 'Y', W: 'Q' },
  MA: { B: 'Z', W: 'P' },
};

/** The character of a mark on an empty point. */
const MARKED_POINT: Readonly<Record<MarkShape, string>> = { CR: 'C', SQ: 'S', TR: 'T', MA: 'M' };

/** One line of text under the board: a move that the board cannot show on its point. */
interface Note {
  readonly number: number;
  readonly text: string;
}

/**
 * The diagram as Sensei's Library `$$` text, lines joined by '\n' and ending with '\n'. Only `diagram.region` is drawn;
 * numbers are relative to the lowest one (header `m`). Throws a RangeError when the numbered moves (numbers and notes)
 * span more than 10 moves, or when the region is not a non-empty part of the board.
 */
export function asciiDiagram(diagram: Diagram, options: AsciiDiagramOptions = {}): string {
  const { width, height } = diagram;
  const region = checkedRegion(diagram);
  const moves = [...diagram.numbers, ...diagram.notes].sort((a, b) => a.number - b.number);
  const first = moves.length > 0 ? moves[0].number : 1;
  const last = moves.length > 0 ? moves[moves.length - 1].number : 1;
  if (last - first + 1 > ASCII_MAX_NUMBERED_MOVES) {
    throw new RangeError(
      `A $$ diagram numbers at most ${ASCII_MAX_NUMBERED_MOVES} consecutive moves; moves ${first}–${last} span ${last - first + 1}: split the sequence`,
    );
  }
  const firstColor: DiagramColor = moves.length > 0 ? moves[0].color : diagram.toPlay;
  const relative = (number: number): number => number - first + 1;
  const key = (point: readonly [number, number]): number => point[1] * width + point[0];
  const noteAt = (number: number, point: readonly [number, number]): string => `${relative(number)} at ${formatVertex(point, height)}`;

  // Numbered stones: a move whose colour breaks the alternation from the first colour, or a second number on one point,
  // cannot be drawn with its number (readers colour numbers by parity) and becomes a note instead.
  const shown = new Map<number, number>();
  const notes: Note[] = [];
  for (const move of [...diagram.numbers].sort((a, b) => a.number - b.number)) {
    const k = key(move.point);
    const earlier = shown.get(k);
    if (earlier !== undefined) notes.push({ number: move.number, text: `${relative(move.number)} at ${relative(earlier)}` });
    else if (colorOf(relative(move.number), firstColor) !== move.color) notes.push({ number: move.number, text: noteAt(move.number, move.point) });
    else shown.set(k, move.number);
  }
  const shownNumbers = new Set(shown.values());
  for (const note of diagram.notes) {
    const at = note.at !== null && shownNumbers.has(note.at) ? note.at : null;
    // A move outside the region drawn is "elsewhere", as books print it: its point is not on the diagram.
    const text =
      note.point === null
        ? `${relative(note.number)} pass`
        : at !== null
          ? `${relative(note.number)} at ${relative(at)}`
          : inRegion(note.point, region)
            ? noteAt(note.number, note.point)
            : `${relative(note.number)} elsewhere`;
    notes.push({ number: note.number, text });
  }

  const marks = new Map<number, MarkShape>();
  for (const mark of diagram.marks) if (onBoard(diagram, mark.point) && !marks.has(key(mark.point))) marks.set(key(mark.point), mark.shape);
  const letters = new Map<number, string>();
  for (const label of diagram.labels) {
    if (onBoard(diagram, label.point) && /^[a-z]$/i.test(label.text) && !letters.has(key(label.point))) letters.set(key(label.point), label.text.toLowerCase());
  }
  const stars = new Set(starPoints(width, height).map((point) => key(point)));

  function cell(x: number, y: number): string {
    const k = y * width + x;
    const number = shown.get(k);
    if (number !== undefined) return String(relative(number) % 10);
    const mark = marks.get(k);
    const stone = diagram.rows[y]?.charAt(x);
    if (stone === 'X' || stone === 'O') return mark === undefined ? stone : MARKED_STONE[mark][stone === 'X' ? 'B' : 'W'];
    if (mark !== undefined) return MARKED_POINT[mark];
    return letters.get(k) ?? (stars.has(k) ? ',' : '.');
  }

  const left = region.x1 === 0;
  const right = region.x2 === width - 1;
  const boardLines: string[] = [];
  for (let y = region.y1; y <= region.y2; y++) {
    const cells: string[] = [];
    for (let x = region.x1; x <= region.x2; x++) cells.push(cell(x, y));
    boardLines.push(`${left ? '| ' : ''}${cells.join(' ')}${right ? ' |' : ''}`);
  }
  const edge = edgeLine(boardLines[0].length, left, right);

  const lines: string[] = [];
  if (region.y1 === 0) lines.push(edge);
  lines.push(...boardLines);
  if (region.y2 === height - 1) lines.push(edge);
  for (const [type, connectors] of [
    ['AR', diagram.arrows],
    ['LN', diagram.lines],
  ] as const) {
    for (const { from, to } of connectors) {
      if (inRegion(from, region) && inRegion(to, region)) lines.push(`{${type} ${formatVertex(from, height)} ${formatVertex(to, height)}}`);
    }
  }
  const text = [header(diagram, region, firstColor, first, options), ...lines.map((line) => `$$ ${line}`)];
  for (const note of notes.sort((a, b) => a.number - b.number)) text.push(note.text);
  return `${text.join('\n')}\n`;
}

/** The header line: `$$`, the first colour, `c` (square boards only), the board size, `m` and the first number, the title. */
function header(diagram: Diagram, region: Region, firstColor: DiagramColor, first: number, options: AsciiDiagramOptions): string {
  const whole = region.x1 === 0 && region.y1 === 0 && region.x2 === diagram.width - 1 && region.y2 === diagram.height - 1;
  // Readers take the size from the header (19 when absent) to number rows and columns: a board that is not square has
  // no size to give, so it gets no coordinates rather than wrong ones.
  const coordinates = options.coordinates === true && diagram.width === diagram.height;
  const size = diagram.width === diagram.height && (coordinates || !whole) ? String(diagram.width) : '';
  const title = (options.title ?? '').replace(/\s+/g, ' ').trim();
  return `$$${firstColor}${coordinates ? 'c' : ''}${size}${first > 1 ? `m${first}` : ''}${title === '' ? '' : ` ${title}`}`;
}

/** A top or bottom edge as long as a row: dashes, with `+` at an end that is a corner (at least 2 long, as readers need). */
function edgeLine(length: number, left: boolean, right: boolean): string {
  const dashes = Array.from({ length: Math.max(length, 2) }, () => '-');
  if (left) dashes[0] = '+';
  if (right) dashes[dashes.length - 1] = '+';
  return dashes.join('');
}

/** The colour of the move with relative label `label` (1 = the first colour, alternating). */
function colorOf(label: number, firstColor: DiagramColor): DiagramColor {
  return label % 2 === 1 ? firstColor : firstColor === 'B' ? 'W' : 'B';
}

/** Whether a point lies on the diagram's board. */
function onBoard(diagram: Diagram, point: readonly [number, number]): boolean {
  return point[0] >= 0 && point[0] < diagram.width && point[1] >= 0 && point[1] < diagram.height;
}

/** The diagram's region, checked to be a non-empty rectangle inside the board. */
function checkedRegion(diagram: Diagram): Region {
  const { x1, y1, x2, y2 } = diagram.region;
  const ok = [x1, y1, x2, y2].every(Number.isInteger) && x1 >= 0 && y1 >= 0 && x1 <= x2 && y1 <= y2 && x2 < diagram.width && y2 < diagram.height;
  if (!ok) throw new RangeError(`The diagram's region ${x1},${y1}-${x2},${y2} is not a part of its ${diagram.width}×${diagram.height} board`);
  return diagram.region;
}
