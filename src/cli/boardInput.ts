// Reads a string-array board for `goban territory/territories`: a JSON array of strings, or one row per line.
import { InputError, UsageError } from './errors';

/** Characters accepted on a board row, mapped to the exercism alphabet (' ', 'B', 'W'). */
const CELL: Readonly<Record<string, string>> = { ' ': ' ', '.': ' ', B: 'B', X: 'B', W: 'W', O: 'W' };

/** Parses board text into rows of ' ', 'B', 'W' of equal length; throws InputError with a one-line reason. */
export function parseBoardText(text: string): string[] {
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trim();
  let rows: unknown;
  if (trimmed.startsWith('[') || trimmed.startsWith('{') || trimmed.startsWith('"')) {
    try {
      rows = JSON.parse(trimmed);
    } catch (e) {
      throw new InputError(`board is not valid JSON: ${(e as Error).message}`);
    }
    if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'string')) {
      throw new InputError('board JSON must be an array of strings');
    }
  } else {
    rows = body.split(/\r\n|\r|\n/);
    const lines = rows as string[];
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  }
  return normaliseRows(rows as string[]);
}

/** Checks shape and alphabet, and maps every cell to ' ', 'B' or 'W'. */
function normaliseRows(rows: string[]): string[] {
  if (rows.length === 0) throw new InputError('board is empty');
  const width = rows[0].length;
  if (width === 0) throw new InputError('board rows are empty');
  return rows.map((row, y) => {
    if (row.length !== width) {
      throw new InputError(`board row ${y} has ${row.length} cells, row 0 has ${width}`);
    }
    let out = '';
    for (let x = 0; x < row.length; x++) {
      const cell = CELL[row[x]];
      if (cell === undefined) {
        throw new InputError(`board row ${y} column ${x}: unexpected ${JSON.stringify(row[x])} (use ' ' or '.' empty, B or X black, W or O white)`);
      }
      out += cell;
    }
    return out;
  });
}

/** Parses `X,Y` given to option `--name` into a point; text that is not a point is bad usage. */
export function parsePointOption(raw: string, name: string): [number, number] {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(raw);
  if (!m) throw new UsageError(`--${name} takes X,Y (0-based column and row), not "${raw.trim()}"`);
  return [Number(m[1]), Number(m[2])];
}
