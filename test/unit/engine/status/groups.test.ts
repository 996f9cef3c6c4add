import * as assert from 'node:assert/strict';
import { Board } from '../../../../src/engine/board';
import { gridWithDead, groupAt, pointsWithStatus, STATUS_DEAD, toggleGroup } from '../../../../src/engine/status/groups';

/** Black's left side holds two dead white stones (B8, C6 in Go terms); White's right side a dead black stone. */
const BOARD = ['.....XO..', '.O...XO..', '.....XO..', '..O..XO..', '.....XO.X', '.....XO..'];

describe('engine/status: correcting the dead stones group by group', () => {
  it('flips every dead stone of a colour in the territory they sit in at once', () => {
    const board = Board.fromRows(BOARD);
    const grid = gridWithDead(board, [[1, 1], [2, 3], [8, 4]]);
    assert.deepEqual(groupAt(board, grid, 1, 1), [[1, 1], [2, 3]]);
    const revived = toggleGroup(board, grid, 2, 3);
    assert.deepEqual(pointsWithStatus(revived, board.width, STATUS_DEAD), [[8, 4]]);
  });

  it('kills a living group with the chains that share a liberty with it, and nothing of the other colour', () => {
    const board = Board.fromRows(['.X.X.O', '.X.X.O', '.....O', 'OOOOOO']);
    const grid = gridWithDead(board, []);
    assert.deepEqual(groupAt(board, grid, 1, 0), [[1, 0], [1, 1], [3, 0], [3, 1]]);
    const killed = toggleGroup(board, grid, 1, 0);
    assert.deepEqual(pointsWithStatus(killed, board.width, STATUS_DEAD), [[1, 0], [1, 1], [3, 0], [3, 1]]);
  });

  it('does not cross into living stones of the same colour when reviving dead ones', () => {
    const board = Board.fromRows(['X.x..', 'XX...', '.....', 'OOOOO'].map((row) => row.replace('x', 'X')));
    const grid = gridWithDead(board, [[2, 0]]);
    assert.deepEqual(groupAt(board, grid, 2, 0), [[2, 0]]);
  });

  it('leaves the grid as it is for a click on an empty point', () => {
    const board = Board.fromRows(BOARD);
    const grid = gridWithDead(board, [[1, 1]]);
    assert.equal(toggleGroup(board, grid, 0, 0), grid);
  });
});
