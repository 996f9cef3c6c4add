import * as assert from 'node:assert/strict';
import { boardAt, cellAt, cellOffset, findBoards, isCellValue, nextCellValue, replaceCellEdit, type CellEdit } from '../../../src/boardText';

// offsets:   0         1         2         3         4         5
//            0123456789012345678901234567890123456789012345678901234
const TEXT = 'a = ["B  ", " W "];\nb = {\n  "W B",\n  " B ",\n};\nc = 1;';
//   board a: [ at 4, rows at 5 ("B  ") and 12 (" W "), ] at 17;  board b: { at 24, rows at 28 and 37, } at 44

function apply(text: string, edit: CellEdit): string {
  return text.slice(0, edit.offset) + edit.text + text.slice(edit.offset + edit.length);
}

describe('boardText: cells', () => {
  const boards = findBoards(TEXT);
  const [a, b] = boards;

  it('the example text holds the two boards the comments describe', () => {
    assert.deepEqual(
      boards.map((x) => [x.range.start, x.range.end, x.rowRanges.map((r) => [r.start, r.end]), [...x.cells]]),
      [
        [
          4,
          18,
          [
            [5, 10],
            [12, 17],
          ],
          [6, 7, 8, 13, 14, 15],
        ],
        [
          24,
          45,
          [
            [28, 33],
            [37, 42],
          ],
          [29, 30, 31, 38, 39, 40],
        ],
      ],
    );
  });

  it('cellAt: the cell under an offset, null on quotes, commas and brackets', () => {
    assert.deepEqual(cellAt(a, 6), [0, 0]);
    assert.deepEqual(cellAt(a, 8), [2, 0]);
    assert.deepEqual(cellAt(a, 14), [1, 1]);
    assert.deepEqual(cellAt(b, 40), [2, 1]);
    for (const offset of [4, 5, 9, 10, 11, 12, 16, 17, 18, -1, 1000]) assert.equal(cellAt(a, offset), null, `offset ${offset}`);
    assert.equal(TEXT[a.cells[1 * a.width + 1]], 'W');
  });

  it('cellOffset: the offset of a cell, -1 off the board', () => {
    assert.equal(cellOffset(a, 1, 1), 14);
    assert.equal(cellOffset(b, 0, 0), 29);
    assert.deepEqual([cellOffset(a, 3, 0), cellOffset(a, 0, 2), cellOffset(a, -1, 0), cellOffset(a, 0.5, 0)], [-1, -1, -1, -1]);
  });

  it('boardAt: the board whose range holds an offset, the end excluded', () => {
    assert.equal(boardAt(boards, 4), a);
    assert.equal(boardAt(boards, 17), a);
    assert.equal(boardAt(boards, 18), null);
    assert.equal(boardAt(boards, 3), null);
    assert.equal(boardAt(boards, 30), b);
    assert.equal(boardAt(boards, 44), b);
    assert.equal(boardAt(boards, 45), null);
    assert.equal(boardAt([], 5), null);
  });

  it('replaceCellEdit: one character at the cell, null off the board or for another value', () => {
    assert.deepEqual(replaceCellEdit(a, 1, 0, 'B'), { offset: 7, length: 1, text: 'B' });
    assert.deepEqual(replaceCellEdit(b, 2, 1, ' '), { offset: 40, length: 1, text: ' ' });
    assert.equal(replaceCellEdit(a, 3, 0, 'B'), null);
    assert.equal(replaceCellEdit(a, 0, 0, 'X' as never), null);
  });

  it('nextCellValue cycles empty → black → white → empty; isCellValue knows the three', () => {
    assert.deepEqual([nextCellValue(' '), nextCellValue('B'), nextCellValue('W')], ['B', 'W', ' ']);
    assert.deepEqual([' ', 'B', 'W', 'X', '', 1].map(isCellValue), [true, true, true, false, false, false]);
  });

  it('an applied edit re-detects as the same board with exactly that cell changed', () => {
    const edit = replaceCellEdit(b, 1, 1, nextCellValue(b.rows[1][1] as 'B')) as CellEdit;
    const edited = apply(TEXT, edit);
    assert.equal(edited, 'a = ["B  ", " W "];\nb = {\n  "W B",\n  " W ",\n};\nc = 1;');
    const again = findBoards(edited);
    assert.deepEqual(
      again.map((x) => x.rows),
      [a.rows, ['W B', ' W ']],
    );
    assert.deepEqual([again[1].range, [...again[1].cells]], [b.range, [...b.cells]]);
  });

  it('clearing the last stone of a board makes it disappear (minStones 1); the other stays', () => {
    const edited = apply(TEXT, replaceCellEdit(a, 0, 0, ' ') as CellEdit);
    const afterFirst = findBoards(edited);
    assert.deepEqual(
      afterFirst.map((x) => x.rows),
      [['   ', ' W '], b.rows],
    );
    const cleared = apply(edited, replaceCellEdit(afterFirst[0], 1, 1, ' ') as CellEdit);
    assert.deepEqual(
      findBoards(cleared).map((x) => x.rows),
      [b.rows],
    );
  });
});
