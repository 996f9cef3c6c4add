// Pure: reads a Sensei's Library `$$` diagram (the "HowDiagramsWork" conventions, as asciiDiagram writes them) back
// into a Diagram: header, edges, stones, numbered moves, marks, letters, `{AR …}`/`{LN …}` and "7 at 3" notes.
import { parseMoveInput } from '../engine/pointNames';
import type { Region, Vertex } from '../engine/types';
import type { Diagram, DiagramColor, MarkShape, MoveAtNote, NumberedMove } from './diagram';
import { fail, ok, type Parsed } from './diagramSpec';

/** A `$$` diagram read: the diagram, whether its header asks for coordinates (`c`), and its title ('' for none). */
export interface SlDiagram {
  readonly diagram: Diagram;
  readonly coordinates: boolean;
  readonly title: string;
}

/** The board size readers assume when the header gives none and the edges do not tell (Sensei's Library's). */
const DEFAULT_SIZE = 19;
/** Diagrams go up to this size, as every other board of Goban. */
const MAX_SIZE = 52;
/** The highest number a diagram's first move may have (`m`). */
const MAX_FIRST_NUMBER = 1_000_000;

/** Stones with a mark: the character → colour and shape. */
const MARKED_STONES: Readonly<Record<string, readonly [DiagramColor, MarkShape]>> = {
  B: ['B', 'CR'],
  W: ['W', 'CR'],
  '#': ['B', 'SQ'],
  '@': ['W', 'SQ'],
  Y: ['B', 'TR'],
  Q: ['W', 'TR'],
  Z: ['B', 'MA'],
  P: ['W', 'MA'],
};
/** Marks on empty points. */
const MARKED_POINTS: Readonly<Record<string, MarkShape>> = { C: 'CR', S: 'SQ', T: 'TR', M: 'MA' };

/** Whether `text` is a `$$` diagram: its first line that is not blank starts with `$$`. */
export function isSlDiagram(text: string): boolean {
  return /^\s*\$\$/.test(text);
}

/** The diagram of `$$` text, or why it cannot be read (with the line it stumbled on). */
export function readSlDiagram(text: string): Parsed<SlDiagram> {
  const lines = text.split(/\r?\n/);
  const diagramLines = lines.map((line) => line.trim()).filter((line) => line.startsWith('$$'));
  const header = /^\$\$([BW])?(c)?(\d+)?(?:m(\d+))?(?:\s(.*))?$/.exec(diagramLines[0] ?? '');
  if (header === null) return fail(`the first line "${diagramLines[0] ?? ''}" is no $$ header ($$, $$B, $$Wc19m31 …)`);
  const firstColor: DiagramColor = header[1] === 'W' ? 'W' : 'B';
  const first = header[4] === undefined ? 1 : Number(header[4]);
  if (first > MAX_FIRST_NUMBER) return fail(`m${header[4]}: the first move's number goes up to ${MAX_FIRST_NUMBER}`);
  let top = false;
  let bottom = false;
  let left = false;
  let right = false;
  const rows: string[][] = [];
  /** Per row: whether it stands against a right edge only (a short one is padded on the left). */
  const rightAligned: boolean[] = [];
  for (const line of diagramLines.slice(1)) {
    const body = line.slice(2).trim();
    if (body === '' || /^\{.*\}$/.test(body)) continue;
    if (/^[-+]+$/.test(body)) {
      if (rows.length === 0) top = true;
      else bottom = true;
      continue;
    }
    if (bottom) return fail(`$$ row ${rows.length + 1} comes after the bottom edge`);
    const cells = body.split(/\s+/);
    const rowLeft = cells[0] === '|';
    if (rowLeft) cells.shift();
    const rowRight = cells.length > 0 && cells[cells.length - 1] === '|';
    if (rowRight) cells.pop();
    left ||= rowLeft;
    right ||= rowRight;
    rightAligned.push(rowRight && !rowLeft);
    const bad = cells.find((cell) => !/^[.,XO0-9a-zBW#@YQZPCSTM]$/.test(cell));
    if (bad !== undefined) return fail(`$$ row ${rows.length + 1}: "${bad}" is no diagram point (. , X O 1–9 0 a–z B W # @ Y Q Z P C S T M)`);
    rows.push(cells);
  }
  const columns = rows.reduce((n, row) => Math.max(n, row.length), 0);
  if (rows.length === 0 || columns === 0) return fail('the $$ diagram has no board rows');
  const size = header[3] === undefined ? undefined : Number(header[3]);
  for (const [count, low, high, side] of [
    [columns, left, right, 'columns'],
    [rows.length, top, bottom, 'rows'],
  ] as const) {
    if (size !== undefined && (low && high ? count !== size : count > size)) return fail(`${count} ${side}, but the header says the board is ${size}`);
  }
  const [width, x1] = place(columns, left, right, size);
  const [height, y1] = place(rows.length, top, bottom, size);
  if (width > MAX_SIZE || height > MAX_SIZE) return fail(`the $$ diagram is ${width}×${height}; diagrams go up to 52×52`);
  const region: Region = { x1, y1, x2: x1 + columns - 1, y2: y1 + rows.length - 1 };
  const aligned = rows.map((row, r) => (rightAligned[r] ? [...Array<string>(columns - row.length).fill('.'), ...row] : row));
  // Point names (arrows, "7 at C3") count from the board's edges: only where the diagram says where its part lies.
  const located = (size !== undefined || (left && right && top && bottom)) && (left || right) && (top || bottom);
  const built = buildDiagram(aligned, { width, height, region, firstColor, first, located }, lines);
  return ok({ diagram: built, coordinates: header[2] === 'c', title: (header[5] ?? '').trim() });
}

/**
 * Along one side: the board's size and the line the drawn part starts on. At an edge the diagram draws, else clear of
 * the board's edges (a part of the middle keeps a line of board beyond each open side): the text does not say where.
 */
function place(count: number, low: boolean, high: boolean, size: number | undefined): [number, number] {
  if (low && high) return [count, 0];
  const total = Math.max(size ?? DEFAULT_SIZE, count + (low || high ? 1 : 2));
  if (low) return [total, 0];
  if (high) return [total, total - count];
  return [total, Math.floor((total - count) / 2)];
}

/** Where the rows sit and how moves count. */
interface Frame {
  readonly width: number;
  readonly height: number;
  readonly region: Region;
  readonly firstColor: DiagramColor;
  readonly first: number;
  /** Whether points named in the text (C3) can be found: the size is known and an edge on each axis places the part. */
  readonly located: boolean;
}

/** The diagram of the board rows `cells` placed by `frame`, with the connectors and notes among `lines`. */
function buildDiagram(cells: readonly string[][], frame: Frame, lines: readonly string[]): Diagram {
  const { width, height, region, firstColor, first } = frame;
  const board = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  const marks: Array<{ point: Vertex; shape: MarkShape }> = [];
  const labels: Array<{ point: Vertex; text: string }> = [];
  const numbers: NumberedMove[] = [];
  const colorOf = (label: number): DiagramColor => (label % 2 === 1 ? firstColor : firstColor === 'B' ? 'W' : 'B');
  const shownAt = new Map<number, Vertex>();
  cells.forEach((row, r) => {
    row.forEach((cell, c) => {
      const point: Vertex = [region.x1 + c, region.y1 + r];
      const [x, y] = point;
      if (cell === 'X' || cell === 'O') board[y][x] = cell;
      else if (/^[0-9]$/.test(cell)) {
        const label = cell === '0' ? 10 : Number(cell);
        const color = colorOf(label);
        board[y][x] = color === 'B' ? 'X' : 'O';
        numbers.push({ point, number: first + label - 1, color });
        shownAt.set(label, point);
      } else if (MARKED_STONES[cell] !== undefined) {
        const [color, shape] = MARKED_STONES[cell];
        board[y][x] = color === 'B' ? 'X' : 'O';
        marks.push({ point, shape });
      } else if (MARKED_POINTS[cell] !== undefined) marks.push({ point, shape: MARKED_POINTS[cell] });
      else if (/^[a-z]$/.test(cell)) labels.push({ point, text: cell });
    });
  });
  const arrows: Array<{ from: Vertex; to: Vertex }> = [];
  const connectors: Array<{ from: Vertex; to: Vertex }> = [];
  const notes: MoveAtNote[] = [];
  const named = (name: string): Vertex | null => (frame.located ? (parseMoveInput(name, width, height)?.point ?? null) : null);
  let lastLabel = 0;
  for (const label of shownAt.keys()) lastLabel = Math.max(lastLabel, label);
  for (const line of lines.map((l) => l.trim())) {
    const connector = /^\$\$\s*\{(AR|LN)\s+(\S+)\s+(\S+)\s*\}$|^\{(AR|LN)\s+(\S+)\s+(\S+)\s*\}$/.exec(line);
    if (connector !== null) {
      const [type, a, b] = connector[1] !== undefined ? connector.slice(1, 4) : connector.slice(4, 7);
      const from = named(a);
      const to = named(b);
      if (from !== null && to !== null) (type === 'AR' ? arrows : connectors).push({ from, to });
      continue;
    }
    const note = /^(\d+)\s+(?:at\s+(\S+)|(pass)|(elsewhere))$/.exec(line);
    if (note === null) continue;
    const label = Number(note[1]);
    const color = colorOf(label);
    lastLabel = Math.max(lastLabel, label);
    const onLabel = note[2] !== undefined && /^\d+$/.test(note[2]) ? shownAt.get(Number(note[2])) : undefined;
    // A move elsewhere gets a point outside the part drawn: which one the text does not say, and no drawing shows it.
    const point = note[3] !== undefined ? null : note[4] !== undefined ? outside(frame) : (onLabel ?? named(note[2]));
    if (point === null && note[3] === undefined) continue;
    notes.push({ number: first + label - 1, color, point, at: onLabel === undefined ? null : first + Number(note[2]) - 1 });
  }
  const toPlay = lastLabel === 0 ? firstColor : colorOf(lastLabel + 1);
  return {
    width,
    height,
    rows: board.map((row) => row.join('')),
    marks,
    labels,
    arrows,
    lines: connectors,
    numbers,
    notes,
    lastMove: null,
    toPlay,
    region,
  };
}

/** A point of the board outside the part drawn, or null when the whole board is drawn. */
function outside({ width, height, region }: Frame): Vertex | null {
  if (region.x2 < width - 1) return [width - 1, region.y1];
  if (region.x1 > 0) return [0, region.y1];
  if (region.y2 < height - 1) return [region.x1, height - 1];
  return region.y1 > 0 ? [region.x1, 0] : null;
}
