// Pure: the classic 3×3 shape patterns of Monte Carlo Go playouts (hane, cut, block, side moves, from the MoGo
// programs), as a lookup table over the eight neighbours of a point. Players answer a move with good shape next to it
// far more often than at random, and playouts that do so read fights much more like players do.
import { OFF as OFF_BOARD, type PlayoutBoard } from './playoutBoard';

/** A local binding: imported ones can compile to getters. */
const OFF = OFF_BOARD;

/**
 * The patterns, centre = the move. X and O are stones of either colour (each pattern also counts with the colours
 * swapped), x = not an X stone, o = not an O stone, . empty, ? anything, space = off the board.
 */
const PATTERNS: ReadonlyArray<readonly [string, string, string]> = [
  ['XOX', '...', '???'], // hane: enclosing hane
  ['XO.', '...', '?.?'], // hane: non-cutting hane
  ['XO?', 'X..', 'x.?'], // hane: magari
  ['.O.', 'X..', '...'], // attachment next to a stone
  ['XO?', 'O.o', '?o?'], // cut: unprotected cut
  ['XO?', 'O.X', '???'], // cut: peeped cut
  ['?X?', 'O.O', 'ooo'], // cut: de
  ['OX?', 'o.O', '???'], // cut: keima
  ['X.?', 'O.?', '   '], // side: chase
  ['OX?', 'X.O', '   '], // side: block a cut along the edge
  ['?X?', 'x.O', '   '], // side: block the connection along the edge
  ['?XO', 'x.x', '   '], // side: sagari
  ['?OX', 'X.O', '   '], // side: cut
];

/** Neighbour offsets in code order: NW, N, NE, W, E, SW, S, SE (as [dx, dy]). */
const ORDER: ReadonlyArray<readonly [number, number]> = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** What each pattern character allows, as point states: 0 empty, 1 X, 2 O, 3 off the board. */
const ALLOWS: Readonly<Record<string, readonly number[]>> = {
  '.': [0],
  X: [1],
  O: [2],
  ' ': [3],
  '?': [0, 1, 2, 3],
  x: [0, 2, 3],
  o: [0, 1, 3],
};

let table: Uint8Array | null = null;

/** The table: 1 for every neighbourhood code (2 bits per neighbour) some pattern matches. Built on first use. */
function shapeTable(): Uint8Array {
  if (table !== null) return table;
  const built = new Uint8Array(1 << 16);
  for (const pattern of PATTERNS) {
    for (const grid of symmetries(pattern)) {
      for (const swapped of [false, true]) {
        const cells = ORDER.map(([dx, dy]) => {
          const c = grid[dy + 1][dx + 1];
          return swapped ? swapColours(c) : c;
        });
        enumerate(cells, 0, 0, built);
      }
    }
  }
  table = built;
  return built;
}

function enumerate(cells: readonly string[], index: number, code: number, out: Uint8Array): void {
  if (index === cells.length) {
    out[code] = 1;
    return;
  }
  for (const state of ALLOWS[cells[index]]) enumerate(cells, index + 1, code | (state << (2 * index)), out);
}

function swapColours(c: string): string {
  return c === 'X' ? 'O' : c === 'O' ? 'X' : c === 'x' ? 'o' : c === 'o' ? 'x' : c;
}

/** The eight rotations and reflections of a 3×3 pattern. */
function symmetries(pattern: readonly [string, string, string]): string[][] {
  const out: string[][] = [];
  let grid = pattern.map((row) => row.split(''));
  for (let r = 0; r < 4; r++) {
    out.push(grid.map((row) => row.join('')));
    out.push(grid.map((row) => [...row].reverse().join('')));
    const turned = grid;
    grid = [0, 1, 2].map((y) => [0, 1, 2].map((x) => turned[2 - x][y]));
  }
  return out;
}

/** The eight neighbour offsets in code order for boards of one stride, computed once per stride. */
const offsetsByStride = new Map<number, Int32Array>();

function offsets(stride: number): Int32Array {
  let found = offsetsByStride.get(stride);
  if (found === undefined) offsetsByStride.set(stride, (found = Int32Array.from(ORDER, ([dx, dy]) => dy * stride + dx)));
  return found;
}

/** Whether a move at the empty point `p` makes one of the patterns with its eight neighbours. */
export function isGoodShape(board: PlayoutBoard, p: number): boolean {
  const shapes = table ?? shapeTable();
  const color = board.color;
  const around = offsets(board.stride);
  let code = 0;
  for (let i = 0; i < 8; i++) {
    const c = color[p + around[i]];
    code |= (c === 0 ? 0 : c === 1 ? 1 : c === OFF ? 3 : 2) << (2 * i);
  }
  return shapes[code] === 1;
}
