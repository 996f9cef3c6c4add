import * as assert from 'node:assert/strict';
import { ladderCaptures, runsIntoLadder } from '../../../../../src/engine/status/playouts/ladder';
import { PlayoutBoard } from '../../../../../src/engine/status/playouts/playoutBoard';

function load(rows: readonly string[]): PlayoutBoard {
  const board = new PlayoutBoard(rows[0].length, rows.length);
  rows.forEach((row, y) => [...row].forEach((c, x) => c !== '.' && board.setup(board.indexOf(x, y), c === 'X' ? 1 : -1)));
  return board;
}

/** Black C7 between White C8, B7 and D6: it has two liberties, and White's ataris chase it up to the top edge. */
const LADDER = ['.........', '..O......', '.OX......', '...O.....', '.........', '.........', '.........', '.........', '.........'];

describe('engine/status: ladders in the playouts', () => {
  it('captures a two-liberty stone in a ladder that runs to the edge', () => {
    const board = load(LADDER);
    assert.equal(board.liberties(board.head[board.indexOf(2, 2)], 3), 2);
    assert.equal(ladderCaptures(board, board.indexOf(2, 2)), true);
  });

  it('lets it escape when either run joins a black stone (the ladder is broken both ways)', () => {
    const broken = load(LADDER.map((row, y) => (y === 2 ? '.OX.X....' : y === 4 ? '..X......' : row)));
    assert.equal(ladderCaptures(broken, broken.indexOf(2, 2)), false);
  });

  it('does not count a stone as caught while one of its attackers is in atari (it captures instead of running)', () => {
    const rows = LADDER.map((row, y) => (y === 1 ? '.XO......' : y === 0 ? '..X......' : row));
    const board = load(rows);
    assert.equal(board.inAtari(board.head[board.indexOf(2, 1)]), true);
    assert.equal(ladderCaptures(board, board.indexOf(2, 2)), false);
  });

  it('does not run a stone out of atari into that ladder', () => {
    const board = load(LADDER.map((row, y) => (y === 3 ? '..OO.....' : row)));
    assert.equal(board.liberties(board.head[board.indexOf(2, 2)], 3), 1);
    assert.equal(runsIntoLadder(board, board.indexOf(3, 2), 1), true);
  });
});
