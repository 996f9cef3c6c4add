// Pure: the line window as the `lineWindow` message carries it — each entry's stones and move numbers as changes from
// the entry before it, so that a window of the 5 MB bench file is two thirds of its plain JSON (90 KB, and a fifth of
// it with move numbers on: 91 KB instead of 489 KB), and crosses to the webview sooner. No vscode, DOM or Node fs.
import type { BoardSnapshot, LineEntry, MoveNumberMark, NodeView } from './views';

/** A node view without its board's rows and its move numbers (a {@link WireLineEntry} carries them as changes). */
export type WireNodeView = Omit<NodeView, 'board' | 'moveNumbers'> & { readonly board: Omit<BoardSnapshot, 'rows'> };

/** A LineEntry on the wire; the entries of a window are a line from the top down, each the child of the one before. */
export interface WireLineEntry {
  readonly view: WireNodeView;
  readonly nodeOffset: number;
  readonly parentId: number;
  readonly firstChildId: number;
  /** The points whose stone differs from the entry before (the first entry, or one of another size: from an empty
   *  board), three characters each: the point's column and row as SGF letters, then '.', 'X' or 'O'. */
  readonly stones: string;
  /** The move numbers that differ from the entry before, in pairs: point index (y × width + x), number (0: none now). */
  readonly numbers: readonly number[];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Packs a window (top down, each entry the child of the one before) for the wire. */
export function packLine(entries: readonly LineEntry[]): WireLineEntry[] {
  let rows: readonly string[] = [];
  let numbers = new Int32Array(0);
  let width = -1;
  let height = -1;
  return entries.map(({ view, nodeOffset, parentId, firstChildId }) => {
    const { board, moveNumbers, ...rest } = view;
    const { rows: nextRows, ...size } = board;
    if (board.width !== width || board.height !== height) {
      ({ width, height } = board);
      rows = emptyRows(width, height);
      numbers = new Int32Array(width * height);
    }
    const stones = stoneChanges(rows, nextRows);
    rows = nextRows;
    const nextNumbers = new Int32Array(width * height);
    for (const { point, number } of moveNumbers) if (point[0] < width && point[1] < height) nextNumbers[point[1] * width + point[0]] = number;
    const changed: number[] = [];
    for (let i = 0; i < nextNumbers.length; i++) if (nextNumbers[i] !== numbers[i]) changed.push(i, nextNumbers[i]);
    numbers = nextNumbers;
    return { view: { ...rest, board: size }, nodeOffset, parentId, firstChildId, stones, numbers: changed };
  });
}

/** The entries `packLine` packed. */
export function unpackLine(wire: readonly WireLineEntry[]): LineEntry[] {
  let rows: string[] = [];
  let numbers = new Int32Array(0);
  let width = -1;
  let height = -1;
  return wire.map(({ view, nodeOffset, parentId, firstChildId, stones, numbers: changed }) => {
    if (view.board.width !== width || view.board.height !== height) {
      ({ width, height } = view.board);
      rows = emptyRows(width, height);
      numbers = new Int32Array(width * height);
    }
    rows = withStones(rows, stones);
    numbers = numbers.slice();
    for (let k = 0; k + 1 < changed.length; k += 2) if (changed[k] < numbers.length) numbers[changed[k]] = changed[k + 1];
    const moveNumbers: MoveNumberMark[] = [];
    for (let i = 0; i < numbers.length; i++) if (numbers[i] > 0) moveNumbers.push({ point: [i % width, Math.floor(i / width)], number: numbers[i] });
    return { view: { ...view, board: { ...view.board, rows }, moveNumbers }, nodeOffset, parentId, firstChildId };
  });
}

function emptyRows(width: number, height: number): string[] {
  return new Array<string>(height).fill('.'.repeat(width));
}

/** The changes that turn `before` into `after`, row by row (rows that are the same string are skipped at once). */
function stoneChanges(before: readonly string[], after: readonly string[]): string {
  let out = '';
  for (let y = 0; y < after.length; y++) {
    const a = before[y];
    const b = after[y];
    if (a === b) continue;
    for (let x = 0; x < b.length; x++) if (a === undefined || a[x] !== b[x]) out += LETTERS[x] + LETTERS[y] + b[x];
  }
  return out;
}

/** `rows` with the changes of `stones` made; rows no change touches are the same strings. */
function withStones(rows: readonly string[], stones: string): string[] {
  const next = rows.slice();
  for (let k = 0; k + 2 < stones.length; k += 3) {
    const x = LETTERS.indexOf(stones[k]);
    const y = LETTERS.indexOf(stones[k + 1]);
    const row = next[y];
    if (row === undefined || x < 0 || x >= row.length) continue;
    next[y] = row.slice(0, x) + stones[k + 2] + row.slice(x + 1);
  }
  return next;
}
