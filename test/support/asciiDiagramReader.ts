// A reader of Sensei's Library `$$` diagrams for the tests, written from the site's "HowDiagramsWork" conventions (as
// sltxt2svg and slf-parser read them), not from Goban's writer. Points are [column, row] inside the drawn part, from
// its top-left cell. Lines not starting with `$$` are ignored.

/** A stone colour. */
export type ReadColor = 'B' | 'W';

/** A mark shape, named as SGF names it. */
export type ReadShape = 'CR' | 'SQ' | 'TR' | 'MA';

/** A point of the drawn part: [column, row] from its top-left cell. */
export type ReadPoint = [number, number];

/** Everything a `$$` diagram says. */
export interface ReadDiagram {
  /** The header: who plays the move labelled 1, `c`, the board size (null when absent), `m` (1 when absent), the title. */
  readonly firstColor: ReadColor;
  readonly coordinates: boolean;
  readonly size: number | null;
  readonly firstNumber: number;
  readonly title: string;
  /** Which sides of the drawn part are edges of the board. */
  readonly edges: { readonly top: boolean; readonly bottom: boolean; readonly left: boolean; readonly right: boolean };
  /** The drawn part's size in points. */
  readonly columns: number;
  readonly rows: number;
  /** Every stone drawn: plain, marked or numbered. */
  readonly stones: Array<{ point: ReadPoint; color: ReadColor }>;
  /** Numbered stones with their move numbers in the game (label + m - 1) and colours (by the label's parity). */
  readonly numbers: Array<{ point: ReadPoint; number: number; color: ReadColor }>;
  readonly marks: Array<{ point: ReadPoint; shape: ReadShape }>;
  readonly letters: Array<{ point: ReadPoint; letter: string }>;
  /** Empty points drawn as star points (`,`). */
  readonly stars: ReadPoint[];
  readonly arrows: Array<{ from: string; to: string }>;
  readonly lines: Array<{ from: string; to: string }>;
}

const MARK_OF: Record<string, ReadShape> = { C: 'CR', S: 'SQ', T: 'TR', M: 'MA' };
const MARKED_STONES: Record<string, { color: ReadColor; shape: ReadShape }> = {
  B: { color: 'B', shape: 'CR' },
  W: { color: 'W', shape: 'CR' },
  '#': { color: 'B', shape: 'SQ' },
  '@': { color: 'W', shape: 'SQ' },
  Y: { color: 'B', shape: 'TR' },
  Q: { color: 'W', shape: 'TR' },
  Z: { color: 'B', shape: 'MA' },
  P: { color: 'W', shape: 'MA' },
};

/** Reads a `$$` diagram; throws an Error naming the line on anything that is not one. */
export function readAsciiDiagram(text: string): ReadDiagram {
  const all = text.split(/\r?\n/).filter((line) => line.startsWith('$$'));
  if (all.length === 0) throw new Error('no $$ line');
  const head = /^\$\$([BW])?(c)?([0-9]+)?(?:m([0-9]+))?(.*)$/.exec(all[0]);
  if (head === null) throw new Error(`bad header: ${all[0]}`);
  const firstColor: ReadColor = head[1] === 'W' ? 'W' : 'B';
  const firstNumber = head[4] === undefined ? 1 : Number(head[4]);
  const other = (color: ReadColor): ReadColor => (color === 'B' ? 'W' : 'B');

  const result = {
    firstColor,
    coordinates: head[2] === 'c',
    size: head[3] === undefined ? null : Number(head[3]),
    firstNumber,
    title: head[5].trim(),
    edges: { top: false, bottom: false, left: false, right: false },
    columns: 0,
    rows: 0,
    stones: [] as ReadDiagram['stones'],
    numbers: [] as ReadDiagram['numbers'],
    marks: [] as ReadDiagram['marks'],
    letters: [] as ReadDiagram['letters'],
    stars: [] as ReadPoint[],
    arrows: [] as ReadDiagram['arrows'],
    lines: [] as ReadDiagram['lines'],
  };

  let sides: string | null = null;
  const edgeLines: string[] = [];
  for (const raw of all.slice(1)) {
    const body = raw.slice(2).trim();
    if (body === '') continue;
    const connector = /^\{\s*(AR|LN)\s+(\S+)\s+(\S+)\s*\}$/.exec(body);
    if (connector !== null) {
      (connector[1] === 'AR' ? result.arrows : result.lines).push({ from: connector[2], to: connector[3] });
      continue;
    }
    if (/^[-+]+$/.test(body)) {
      edgeLines.push(body);
      if (result.rows === 0) {
        if (result.edges.top) throw new Error(`two top edges: ${raw}`);
        result.edges.top = true;
      } else {
        if (result.edges.bottom) throw new Error(`two bottom edges: ${raw}`);
        result.edges.bottom = true;
      }
      continue;
    }
    if (result.edges.bottom) throw new Error(`a row after the bottom edge: ${raw}`);
    const tokens = body.split(/\s+/);
    const left = tokens[0] === '|';
    const right = tokens.length > 1 && tokens[tokens.length - 1] === '|';
    const cells = tokens.slice(left ? 1 : 0, right ? -1 : undefined);
    const rowSides = `${left}/${right}`;
    if (sides !== null && sides !== rowSides) throw new Error(`a row with other side edges: ${raw}`);
    sides = rowSides;
    if (result.rows > 0 && cells.length !== result.columns) throw new Error(`a row of ${cells.length} cells, not ${result.columns}: ${raw}`);
    result.columns = cells.length;
    result.edges.left = left;
    result.edges.right = right;
    const y = result.rows++;
    cells.forEach((cell, x) => {
      const point: ReadPoint = [x, y];
      if (cell.length !== 1) throw new Error(`a cell of ${cell.length} characters (${cell}): ${raw}`);
      if (cell === '.') return;
      if (cell === ',') result.stars.push(point);
      else if (cell === 'X' || cell === 'O') result.stones.push({ point, color: cell === 'X' ? 'B' : 'W' });
      else if (/^[0-9]$/.test(cell)) {
        const label = cell === '0' ? 10 : Number(cell);
        const color = label % 2 === 1 ? firstColor : other(firstColor);
        result.stones.push({ point, color });
        result.numbers.push({ point, number: firstNumber + label - 1, color });
      } else if (cell in MARKED_STONES) {
        result.stones.push({ point, color: MARKED_STONES[cell].color });
        result.marks.push({ point, shape: MARKED_STONES[cell].shape });
      } else if (cell in MARK_OF) result.marks.push({ point, shape: MARK_OF[cell] });
      else if (/^[a-z]$/.test(cell)) result.letters.push({ point, letter: cell });
      else throw new Error(`unknown cell ${cell}: ${raw}`);
    });
  }
  if (result.rows === 0) throw new Error('a diagram without rows');
  for (const edge of edgeLines) {
    if ((edge[0] === '+') !== result.edges.left || (edge[edge.length - 1] === '+') !== result.edges.right) throw new Error(`corners unlike the sides: ${edge}`);
  }
  return result;
}
