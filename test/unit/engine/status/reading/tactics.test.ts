import * as assert from 'node:assert/strict';
import { PlayoutBoard } from '../../../../../src/engine/status/playouts/playoutBoard';
import { applyTactics, readChain } from '../../../../../src/engine/status/reading/tactics';

function load(rows: readonly string[]): PlayoutBoard {
  const board = new PlayoutBoard(rows[0].length, rows.length);
  rows.forEach((row, y) => [...row].forEach((c, x) => c !== '.' && board.setup(board.indexOf(x, y), c === 'X' ? 1 : -1)));
  return board;
}

/** The chain table of every chain of `board`: `target` kept by `survival` of the playouts, every other chain by `others`. */
function chainTable(board: PlayoutBoard, target: number, survival: number, others: number) {
  const heads = [...new Set([...Array(board.points).keys()].filter((p) => board.color[p] === 1 || board.color[p] === -1).map((p) => board.head[p]))];
  const table = {
    board,
    index: new Map(heads.map((h, c) => [h, c])),
    survival: heads.map((h) => (h === target ? survival : others)),
    sekiShare: heads.map(() => 0),
    certain: heads.map(() => false),
    outcome: heads.map((): 'captured' | 'survives' | null => null),
  };
  return { table, heads };
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

  it('leaves a chain in seki to the playouts: its owner cannot move without self-atari, but the opponent cannot take it either', () => {
    // White D9-D7 and Black F9-F7 share the liberties E9 and E8 (the review's repro; each side's other stones are safe).
    const board = load(['.XXO.XOO.', 'XXXO.XOOO', '.XXOXXOO.', 'XXXXOOOOO', '.XXXO.OO.', 'XXXXOOOOO', '.XXXOOOO.', 'XXXXOOOOO', '.XXXOOOO.']);
    const heads = [board.head[board.indexOf(3, 0)], board.head[board.indexOf(5, 0)]];
    for (const toPlay of [1, -1]) {
      const table = {
        board,
        index: new Map(heads.map((h, c) => [h, c])),
        survival: [0.5, 0.5],
        sekiShare: [1, 1],
        certain: [false, false],
        outcome: [null, null] as Array<'captured' | 'survives' | null>,
      };
      applyTactics(table, heads, toPlay);
      assert.deepEqual(table.outcome, [null, null], `toPlay ${toPlay}`);
    }
  });

  it("calls a chain with two liberties dead when the attacker is to move and its owner could not save it even moving first (GNU Go self-play s19-05, move 214: White T4 inside Black's side)", () => {
    // White E4 on the edge, liberties D4 and E3, Black's wall around it; Black to move. The playouts kept it 58% of the time.
    const board = load(['...XX', '..X.O', '...X.', '...X.', '...X.']);
    const target = board.head[board.indexOf(4, 1)];
    const { table, heads } = chainTable(board, target, 0.58, 0.9);
    applyTactics(table, heads, 1);
    assert.equal(table.outcome[heads.indexOf(target)], 'captured');
  });

  it('calls a stone in atari alive when its owner, to move, joins it to a safe chain of its own (GNU Go self-play s9-34, move 25)', () => {
    // White E1 in atari (its liberty D1 touches White D2, which the playouts keep); White to move.
    const board = load(['..OXXX...', '..OOOXX..', '.....OX..', '..O.O.OX.', '......X..', '..OX..X..', '..O.X....', '...OX....', '....OX...']);
    const target = board.head[board.indexOf(4, 8)];
    const { table, heads } = chainTable(board, target, 0.37, 0.9);
    applyTactics(table, heads, -1);
    assert.equal(table.outcome[heads.indexOf(target)], 'survives');
    const lonely = chainTable(board, target, 0.37, 0.5).table;
    applyTactics(lonely, heads, -1);
    assert.equal(lonely.outcome[heads.indexOf(target)], null, 'joining a chain the playouts do not keep decides nothing');
  });
});
