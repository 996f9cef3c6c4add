import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTerritories, getTerritory } from '../../../src/engine';
import { findBoards, type TextBoard } from '../../../src/boardText';

const FIXTURES = join(__dirname, '../../fixtures');
const FIVE = ['  B  ', ' B B ', 'B W B', ' W W ', '  W  '];
const BW = [' BW ', ' BW '];
const ONE = [' B '];
const CLOSER: Record<string, string> = { '[': ']', '{': '}', '(': ')' };

interface Expected {
  /** 1-based line of the opening bracket (or first `-`). */
  line: number;
  range: [number, number];
  container: string;
  quote: string;
  rows: string[];
  /** One cell checked by offset: [x, y, offset]. */
  cell: [number, number, number];
}

/** Every board of every recall fixture, in text order, as found and then checked by hand against the files. */
const EXPECTED: Record<string, Expected[]> = {
  'GoCountingTest.java': [
    { line: 15, range: [454, 545], container: '{', quote: '"', rows: FIVE, cell: [2, 2, 501] },
    { line: 40, range: [1191, 1236], container: '{', quote: '"', rows: FIVE, cell: [2, 2, 1213] },
    { line: 49, range: [1535, 1551], container: '(', quote: '"', rows: BW, cell: [1, 1, 1546] },
  ],
  'GoCountingTests.cs': [
    { line: 14, range: [323, 438], container: '{', quote: '"', rows: FIVE, cell: [2, 2, 382] },
    { line: 31, range: [882, 929], container: '{', quote: '"', rows: FIVE, cell: [2, 2, 905] },
    { line: 39, range: [1208, 1217], container: '{', quote: '"', rows: ONE, cell: [1, 0, 1212] },
  ],
  'README.md': [
    { line: 8, range: [202, 260], container: '[', quote: "'", rows: FIVE, cell: [2, 2, 231] },
    { line: 20, range: [307, 323], container: '[', quote: '"', rows: BW, cell: [1, 1, 318] },
  ],
  'go-counting.json': [
    { line: 9, range: [282, 327], container: '[', quote: '"', rows: FIVE, cell: [2, 2, 304] },
    { line: 25, range: [813, 859], container: '[', quote: '"', rows: BW, cell: [1, 1, 845] },
    { line: 35, range: [1108, 1115], container: '[', quote: '"', rows: ONE, cell: [1, 0, 1111] },
  ],
  'go-counting.test.js': [
    { line: 10, range: [346, 391], container: '[', quote: "'", rows: FIVE, cell: [2, 2, 368] },
    { line: 24, range: [751, 845], container: '[', quote: "'", rows: FIVE, cell: [2, 2, 798] },
    { line: 36, range: [1081, 1126], container: '[', quote: '"', rows: FIVE, cell: [2, 2, 1103] },
    { line: 50, range: [1644, 1660], container: '[', quote: "'", rows: BW, cell: [1, 1, 1655] },
    { line: 60, range: [1961, 1968], container: '[', quote: "'", rows: ONE, cell: [1, 0, 1964] },
  ],
  'go-counting.yaml': [
    { line: 8, range: [169, 214], container: '[', quote: '"', rows: FIVE, cell: [2, 2, 191] },
    { line: 13, range: [313, 336], container: '-', quote: '"', rows: BW, cell: [1, 1, 332] },
    { line: 18, range: [428, 516], container: '-', quote: "'", rows: FIVE, cell: [2, 2, 480] },
  ],
  'goCounting.spec.ts': [
    { line: 7, range: [347, 423], container: '[', quote: '`', rows: FIVE, cell: [2, 2, 376] },
    { line: 28, range: [1076, 1121], container: '[', quote: "'", rows: FIVE, cell: [2, 2, 1098] },
    { line: 35, range: [1339, 1355], container: '[', quote: '"', rows: BW, cell: [1, 1, 1350] },
  ],
  'go_counting.rs': [
    { line: 18, range: [390, 435], container: '[', quote: '"', rows: FIVE, cell: [2, 2, 412] },
    { line: 26, range: [701, 770], container: '[', quote: '"', rows: BW, cell: [1, 1, 737] },
    { line: 38, range: [1058, 1103], container: '[', quote: '"', rows: FIVE, cell: [2, 2, 1080] },
  ],
  'go_counting_spec.rb': [
    { line: 6, range: [145, 226], container: '[', quote: "'", rows: FIVE, cell: [2, 2, 186] },
    { line: 21, range: [499, 515], container: '[', quote: '"', rows: BW, cell: [1, 1, 510] },
  ],
  'go_counting_test.cpp': [
    { line: 12, range: [299, 344], container: '{', quote: '"', rows: FIVE, cell: [2, 2, 321] },
    { line: 20, range: [654, 693], container: '{', quote: '"', rows: BW, cell: [1, 1, 682] },
  ],
  'go_counting_test.go': [
    { line: 20, range: [365, 430], container: '{', quote: '"', rows: FIVE, cell: [2, 2, 397] },
    { line: 33, range: [599, 644], container: '{', quote: '`', rows: FIVE, cell: [2, 2, 621] },
    { line: 45, range: [880, 896], container: '{', quote: '"', rows: BW, cell: [1, 1, 891] },
  ],
  'go_counting_test.py': [
    { line: 16, range: [305, 350], container: '[', quote: '"', rows: FIVE, cell: [2, 2, 327] },
    { line: 23, range: [602, 770], container: '[', quote: '"', rows: FIVE, cell: [2, 2, 687] },
    { line: 36, range: [1026, 1072], container: '(', quote: "'", rows: FIVE, cell: [2, 2, 1048] },
    { line: 50, range: [1655, 1662], container: '[', quote: '"', rows: ONE, cell: [1, 0, 1658] },
  ],
};

function read(path: string): string {
  return readFileSync(join(FIXTURES, path), 'utf8');
}

/** The structural facts every found board must satisfy against its text. */
function assertConsistent(text: string, board: TextBoard): void {
  const { start, end } = board.range;
  const source = text.slice(start, end);
  if (board.container === '-') {
    assert.equal(source[0], '-');
    assert.equal(source[source.length - 1], board.quote);
  } else {
    assert.equal(source[0], board.container);
    assert.equal(source[source.length - 1], CLOSER[board.container]);
  }
  assert.equal(board.rows.length, board.height);
  assert.equal(board.cells.length, board.width * board.height);
  board.rows.forEach((row, y) => {
    assert.equal(text.slice(board.rowRanges[y].start, board.rowRanges[y].end), board.quote + row + board.quote);
    for (let x = 0; x < board.width; x++) assert.equal(text[board.cells[y * board.width + x]], row[x]);
  });
}

describe('boardText: recall on realistic test files in 12 languages', () => {
  for (const [file, expected] of Object.entries(EXPECTED)) {
    it(`${file}: finds exactly ${expected.length} boards with their ranges, rows and cells`, () => {
      const text = read(`boardText/boards/${file}`);
      const boards = findBoards(text);
      const summary = boards.map((b) => ({
        line: text.slice(0, b.range.start).split('\n').length,
        range: [b.range.start, b.range.end],
        container: b.container,
        quote: b.quote,
        rows: [...b.rows],
      }));
      assert.deepEqual(
        summary,
        expected.map(({ cell: _cell, ...rest }) => rest),
      );
      boards.forEach((board, i) => {
        assertConsistent(text, board);
        const [x, y, offset] = expected[i].cell;
        assert.equal(board.cells[y * board.width + x], offset);
        assert.equal(text[offset], expected[i].rows[y][x]);
      });
    });
  }

  it('finds the 36 boards of the 12 fixtures: 22 of 5×5, 10 of 4×2 and 4 of 3×1', () => {
    const all = Object.values(EXPECTED).flat();
    assert.deepEqual(
      [all.length, all.filter((e) => e.rows === FIVE).length, all.filter((e) => e.rows === BW).length, all.filter((e) => e.rows === ONE).length],
      [36, 22, 10, 4],
    );
  });
});

describe("boardText: boards in the project's own fixtures", () => {
  it('finds the 10 exercism canonical boards of the engine fixture, all but the 1×1 [" "]', () => {
    const text = read('engine/go-counting.json');
    const fixture = JSON.parse(text) as { territory: Array<{ board: string[] }>; territories: Array<{ board: string[] }> };
    const boards = [...fixture.territory, ...fixture.territories].map((c) => c.board);
    assert.deepEqual(
      findBoards(text).map((b) => b.rows),
      boards.filter((rows) => rows.length > 1 || rows[0] !== ' '),
    );
  });

  it('with minRows 1 and minStones 0 also finds the 1×1 [" "]: all 11 canonical boards', () => {
    const text = read('engine/go-counting.json');
    assert.equal(findBoards(text, { minRows: 1, minStones: 0 }).length, 11);
  });

  it('finds the one board of the sample workspace test file', () => {
    const text = read('workspace/territory.test.js');
    const boards = findBoards(text);
    assert.deepEqual(
      boards.map((b) => [b.rows, b.quote, b.container]),
      [[FIVE, "'", '[']],
    );
    assertConsistent(text, boards[0]);
  });

  it('gives rows the engine takes as they are: exercism territory of a found board', () => {
    const [board] = findBoards(read('boardText/boards/go-counting.test.js'));
    assert.deepEqual(getTerritory(board.rows, 0, 1), {
      owner: 'BLACK',
      territory: [
        [0, 0],
        [0, 1],
        [1, 0],
      ],
    });
    const [, , , bw] = findBoards(read('boardText/boards/go-counting.test.js'));
    assert.deepEqual(getTerritories(bw.rows), {
      territoryBlack: [
        [0, 0],
        [0, 1],
      ],
      territoryWhite: [
        [3, 0],
        [3, 1],
      ],
      territoryNone: [],
    });
  });
});
