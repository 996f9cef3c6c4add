import * as assert from 'node:assert/strict';
import { findBoards } from '../../../src/boardText';
import { changesTouch, mapRange, relocateBoard, type OffsetChange } from '../../../src/boardText/tracking';

const change = (rangeOffset: number, rangeLength: number, text: string): OffsetChange => ({ rangeOffset, rangeLength, text });

/** Applies changes (offsets in the original text, non-overlapping) the way VS Code reports them. */
function apply(text: string, changes: readonly OffsetChange[]): string {
  return [...changes]
    .sort((a, b) => b.rangeOffset - a.rangeOffset)
    .reduce((t, c) => t.slice(0, c.rangeOffset) + c.text + t.slice(c.rangeOffset + c.rangeLength), text);
}

describe('following a board through edits', () => {
  const range = { start: 10, end: 20 };

  it('moves the range with edits before it and leaves it for edits after it', () => {
    assert.deepEqual(mapRange(range, [change(0, 0, 'abc')]), { start: 13, end: 23 });
    assert.deepEqual(mapRange(range, [change(2, 5, '')]), { start: 5, end: 15 });
    assert.deepEqual(mapRange(range, [change(25, 3, 'x')]), range);
    assert.deepEqual(mapRange(range, [change(10, 0, '//')]), { start: 12, end: 22 }, 'an insertion at the start moves it');
    assert.deepEqual(mapRange(range, [change(20, 0, ',')]), { start: 10, end: 21 }, 'an insertion at the end grows it');
  });

  it('grows and shrinks with edits inside, and collapses when the whole range is deleted', () => {
    assert.deepEqual(mapRange(range, [change(12, 2, 'WWWW')]), { start: 10, end: 22 });
    assert.deepEqual(mapRange(range, [change(5, 20, '')]), { start: 5, end: 5 });
    assert.deepEqual(mapRange(range, [change(5, 10, 'xy')]), { start: 5, end: 12 });
  });

  it('grows an empty range (a deleted board) with an insertion at its offset, and moves it with one before', () => {
    const empty = { start: 5, end: 5 };
    assert.deepEqual(mapRange(empty, [change(5, 0, "['B ', ' W']")]), { start: 5, end: 17 });
    assert.deepEqual(mapRange(empty, [change(2, 0, 'ab')]), { start: 7, end: 7 });
    assert.deepEqual(mapRange(empty, [change(6, 0, 'ab')]), empty);
    assert.deepEqual(mapRange(empty, [change(2, 0, 'ab'), change(5, 0, 'xyz')]), { start: 7, end: 10 });
  });

  it('finds a deleted board again when the deletion is undone', () => {
    const before = "x = 1\nb = ['W ', ' B']\n";
    const board = findBoards(before)[0];
    const deletion = [change(board.range.start, board.range.end - board.range.start, '')];
    const mapped = mapRange(board.range, deletion);
    assert.deepEqual(mapped, { start: board.range.start, end: board.range.start });
    const undo = [change(board.range.start, 0, before.slice(board.range.start, board.range.end))];
    const restored = mapRange(mapped, undo);
    assert.deepEqual(restored, board.range);
    assert.equal(relocateBoard(restored, 0, findBoards(apply(apply(before, deletion), undo))), 0);
  });

  it('adds up several changes of one edit (multi-cursor), in any order', () => {
    const changes = [change(15, 1, 'BB'), change(3, 0, 'xx'), change(30, 0, 'z')];
    assert.deepEqual(mapRange(range, changes), { start: 12, end: 23 });
    assert.deepEqual(mapRange(range, [...changes].reverse()), { start: 12, end: 23 });
  });

  it('tells whether an edit touches the range: inside or overlapping yes, before, after or at its edges no', () => {
    assert.equal(changesTouch(range, [change(12, 1, 'B')]), true);
    assert.equal(changesTouch(range, [change(5, 6, '')]), true);
    assert.equal(changesTouch(range, [change(15, 0, ' ')]), true);
    assert.equal(changesTouch(range, [change(0, 10, '')]), false);
    assert.equal(changesTouch(range, [change(10, 0, 'x')]), false);
    assert.equal(changesTouch(range, [change(20, 0, 'x')]), false);
    assert.equal(changesTouch(range, [change(20, 4, '')]), false);
  });

  it('finds the same board again after edits that add a board above it and change one of its cells', () => {
    const before = "a = ['B ', ' W']\nb = ['W ', ' B']\n";
    const boards = findBoards(before);
    assert.equal(boards.length, 2);
    const tracked = boards[1].range;
    const edits = [change(0, 0, "z = ['B ', 'WB']\n"), change(boards[1].cells[0], 1, 'B')];
    const after = apply(before, edits);
    const found = findBoards(after);
    const index = relocateBoard(mapRange(tracked, edits), 1, found);
    assert.equal(index, 2);
    assert.deepEqual(found[index].rows, ['B ', ' B']);
  });

  it('reports -1 when the board is gone, and finds it again when the edit is undone', () => {
    const before = "x = 1\nb = ['W ', ' B']\n";
    const board = findBoards(before)[0];
    const broken = [change(board.cells[0], 1, 'X')];
    const afterBreak = apply(before, broken);
    const mapped = mapRange(board.range, broken);
    assert.equal(relocateBoard(mapped, 0, findBoards(afterBreak)), -1);
    const undo = [change(board.cells[0], 1, 'W')];
    assert.equal(relocateBoard(mapRange(mapped, undo), 0, findBoards(apply(afterBreak, undo))), 0);
  });

  it('prefers the board overlapping most, then the one nearest the previous index', () => {
    const boards = findBoards("p = ['B ', ' W']\nq = ['W ', ' B']\n");
    assert.equal(relocateBoard({ start: boards[0].range.start, end: boards[1].range.end }, 1, boards), 1);
    assert.equal(relocateBoard({ start: boards[0].range.start, end: boards[1].range.end }, 0, boards), 0);
    assert.equal(relocateBoard({ start: boards[0].range.start + 2, end: boards[1].range.start + 3 }, 1, boards), 0);
  });
});
