import * as assert from 'node:assert/strict';
import { PlayoutBoard } from '../../../../src/engine/status/playoutBoard';
import { readChain } from '../../../../src/engine/status/tactics';

function load(rows: readonly string[]): PlayoutBoard {
  const board = new PlayoutBoard(rows[0].length, rows.length);
  rows.forEach((row, y) => [...row].forEach((c, x) => c !== '.' && board.setup(board.indexOf(x, y), c === 'X' ? 1 : -1)));
  return board;
}

/** Black C7 in atari between White C8, B7, C6 and D6: extending to D7 runs into a ladder to the top edge. */
const LADDER_AHEAD = ['.........', '..O......', '.OX......', '..OO.....', '.........', '.........', '.........', '.........', '.........'];

/** GNU Go self-play s9-16 at move 50: Black H3 (three stones, two liberties) against White H4 J4 (two liberties). */
const RACE = ['XX.......', 'OXXX.X...', 'OOOOX.XO.', '.O.OXX.X.', '..OX.X.X.', '.OXXX.XOO', '..OOXXOX.', '....OXOXX', '...OOOOO.'];

describe('engine/status: tactical reading of chains short of liberties', () => {
  it('reads a stone in atari whose only extension runs into a ladder as captured, though its owner moves first', () => {
    const board = load(LADDER_AHEAD);
    assert.equal(readChain(board, board.indexOf(2, 2), false), 'captured');
  });

  it('lets the stone escape when the ladder is broken by a black stone on its way', () => {
    const board = load(LADDER_AHEAD.map((row, y) => (y === 1 ? '..O.X....' : row)));
    assert.equal(readChain(board, board.indexOf(2, 2), false), 'escapes');
  });

  it('saves a chain in atari by capturing the attacker next to it that is in atari too', () => {
    const board = load(LADDER_AHEAD.map((row, y) => (y === 1 ? '.XO......' : y === 0 ? '..X......' : row)));
    assert.equal(readChain(board, board.indexOf(2, 2), false), 'escapes');
  });

  it('wins a capturing race for whoever moves first: Black by the atari from outside (J5), White by filling J1', () => {
    const board = load(RACE);
    assert.equal(readChain(board, board.indexOf(7, 6), false), 'escapes');
    assert.equal(readChain(board, board.indexOf(7, 6), true), 'captured');
  });

  it('counts a stone in atari as taken when the capture sticks, and not when the capture is a ko', () => {
    const ko = load(['.XO.', 'XO.O', '.XO.']);
    assert.equal(readChain(ko, ko.indexOf(1, 1), true), 'escapes');
    const clean = load(['.XO.', 'XO..', '.XO.']);
    assert.equal(readChain(clean, clean.indexOf(1, 1), true), 'captured');
  });
});
