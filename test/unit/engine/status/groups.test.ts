import * as assert from 'node:assert/strict';
import { Board } from '../../../../src/engine/board';
import { gridWithDead, groupAt, pointsWithStatus, STATUS_DEAD, STATUS_SEKI, toggleGroup } from '../../../../src/engine/status/groups';

/** Black's left side holds two dead white groups (B8 alone, C6 with D5 diagonally); White's right side a dead black stone. */
const BOARD = ['.....XO..', '.O...XO..', '.....XO..', '..O..XO..', '...O.XO.X', '.....XO..'];

describe('engine/status: correcting the dead stones group by group', () => {
  it('flips one dead group (chains sharing a liberty or a diagonal), not every dead stone of its territory', () => {
    const board = Board.fromRows(BOARD);
    const grid = gridWithDead(board, [
      [1, 1],
      [2, 3],
      [3, 4],
      [8, 4],
    ]);
    assert.deepEqual(groupAt(board, grid, 2, 3), [
      [2, 3],
      [3, 4],
    ]);
    assert.deepEqual(groupAt(board, grid, 1, 1), [[1, 1]]);
    const revived = toggleGroup(board, grid, 3, 4);
    assert.deepEqual(pointsWithStatus(revived, board.width, STATUS_DEAD), [
      [1, 1],
      [8, 4],
    ]);
  });

  it('kills a living group with the chains it cannot be cut from (two shared liberties), and nothing of the other colour', () => {
    const board = Board.fromRows(['.X.X.O', '.X.X.O', '.....O', 'OOOOOO']);
    const grid = gridWithDead(board, []);
    assert.deepEqual(groupAt(board, grid, 1, 0), [
      [1, 0],
      [1, 1],
      [3, 0],
      [3, 1],
    ]);
    const killed = toggleGroup(board, grid, 1, 0);
    assert.deepEqual(pointsWithStatus(killed, board.width, STATUS_DEAD), [
      [1, 0],
      [1, 1],
      [3, 0],
      [3, 1],
    ]);
  });

  it('keeps a living group apart from a chain it shares only one liberty with (it could be cut)', () => {
    const board = Board.fromRows(['X.X..', 'X.X..', '.....', 'OOOOO']);
    assert.deepEqual(groupAt(board, gridWithDead(board, []), 0, 0), [
      [0, 0],
      [0, 1],
      [2, 0],
      [2, 1],
    ]);
    const cuttable = Board.fromRows(['X....', 'X.X..', '..X..', 'OOOOO']);
    assert.deepEqual(groupAt(cuttable, gridWithDead(cuttable, []), 0, 0), [
      [0, 0],
      [0, 1],
    ]);
  });

  it('restores seki when a group in seki is killed and revived, and its partner lives while it is dead', () => {
    const board = Board.fromRows(['X.OX.....', 'X.OX.....', 'XXOX.....', 'OOXX.....', '.OX......']);
    const original = gridWithDead(board, []);
    for (const [x, y] of [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
      [2, 0],
      [2, 1],
      [2, 2],
    ])
      original[y * board.width + x] = STATUS_SEKI;
    const killed = toggleGroup(board, original, 0, 0, original);
    assert.deepEqual(pointsWithStatus(killed, board.width, STATUS_SEKI), []);
    assert.deepEqual(pointsWithStatus(killed, board.width, STATUS_DEAD), [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    const revived = toggleGroup(board, killed, 0, 0, original);
    assert.deepEqual(revived, original);
  });

  it('leaves the grid as it is for a click on an empty point', () => {
    const board = Board.fromRows(BOARD);
    const grid = gridWithDead(board, [[1, 1]]);
    assert.equal(toggleGroup(board, grid, 0, 0), grid);
  });
});
