// Pure: a board typed as rows — a JSON array of strings, or one row per line of ' '/'.', B/X and W/O.

/** Characters accepted on a board row, mapped to the exercism alphabet (' ', 'B', 'W'). */
const CELL: Readonly<Record<string, string>> = { ' ': ' ', '.': ' ', B: 'B', X: 'B', W: 'W', O: 'W' };

/** Parses board text (a JSON array of strings, or one row per line) into rows of ' ', 'B', 'W' of equal length, or a one-line reason. */
export function parseBoardRows(text: string): { readonly rows: string[] } | { readonly error: string } {
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trim();
  let rows: unknown;
  if (trimmed.startsWith('[') || trimmed.startsWith('{') || trimmed.startsWith('"')) {
    try {
      rows = JSON.parse(trimmed);
    } catch (e) {
      return { error: `board is not valid JSON: ${(e as Error).message}` };
    }
    if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'string')) {
      return { error: 'board JSON must be an array of strings' };
    }
  } else {
    rows = body.split(/\r\n|\r|\n/);
    const lines = rows as string[];
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  }
  return normaliseRows(rows as string[]);
}

/** Checks shape and alphabet, and maps every cell to ' ', 'B' or 'W'. */
function normaliseRows(rows: string[]): { readonly rows: string[] } | { readonly error: string } {
  if (rows.length === 0) return { error: 'board is empty' };
  const width = rows[0].length;
  if (width === 0) return { error: 'board rows are empty' };
  const out: string[] = [];
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y];
    if (row.length !== width) return { error: `board row ${y} has ${row.length} cells, row 0 has ${width}` };
    let cells = '';
    for (let x = 0; x < row.length; x++) {
      const cell = CELL[row[x]];
      if (cell === undefined)
        return { error: `board row ${y} column ${x}: unexpected ${JSON.stringify(row[x])} (use ' ' or '.' empty, B or X black, W or O white)` };
      cells += cell;
    }
    out.push(cells);
  }
  return { rows: out };
}
