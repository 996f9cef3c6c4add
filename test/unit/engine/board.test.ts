import * as assert from 'node:assert/strict';
import { Board } from '../../../src/engine/board';

describe('engine: Board construction and text', () => {
  it('creates boards from 1×1 to 52×52, rectangular ones included', () => {
    for (const [w, h] of [
      [1, 1],
      [2, 1],
      [19, 13],
      [52, 52],
      [1, 52],
    ]) {
      const board = Board.create(w, h);
      assert.deepEqual([board.width, board.height], [w, h]);
      assert.deepEqual(
        board.toRows(),
        Array.from({ length: h }, () => '.'.repeat(w)),
      );
    }
  });

  it('throws RangeError for sizes outside 1..52 or not integers', () => {
    for (const [w, h] of [
      [0, 5],
      [5, 0],
      [53, 19],
      [19, 53],
      [1.5, 3],
      [Number.NaN, 3],
      [-1, -1],
    ]) {
      assert.throws(() => Board.create(w, h), RangeError, `${w}×${h}`);
    }
  });

  it('fromRows accepts space/dot, B/X and W/O, pads short rows; toRows prints . X O', () => {
    const board = Board.fromRows(['B W.', 'XO', '   O']);
    assert.deepEqual(board.toRows(), ['X.O.', 'XO..', '...O']);
    assert.deepEqual([board.get(0, 0), board.get(2, 0), board.get(1, 0), board.get(3, 2)], [1, -1, 0, -1]);
  });

  it('fromRows rejects other characters and empty input with RangeError', () => {
    assert.throws(() => Board.fromRows(['X?']), RangeError);
    assert.throws(() => Board.fromRows([]), RangeError);
    assert.throws(() => Board.fromRows(['', '']), RangeError);
  });

  it('isOnBoard and get handle off-board and non-integer points', () => {
    const board = Board.fromRows(['XO', 'OX', '..']);
    assert.deepEqual(
      [board.isOnBoard(1, 2), board.isOnBoard(2, 0), board.isOnBoard(0, 3), board.isOnBoard(-1, 0), board.isOnBoard(0.5, 0)],
      [true, false, false, false, false],
    );
    assert.equal(board.get(5, 5), 0);
    assert.equal(board.get(-1, 0), 0);
  });
});

describe('engine: Board chains and liberties', () => {
  const board = Board.fromRows(['XX.O.', 'X.OO.', '.X...']);

  it('getChain lists the stones sorted by x then y', () => {
    assert.deepEqual(board.getChain(1, 0), [
      [0, 0],
      [0, 1],
      [1, 0],
    ]);
    assert.deepEqual(board.getChain(3, 1), [
      [2, 1],
      [3, 0],
      [3, 1],
    ]);
    assert.deepEqual(board.getChain(2, 0), []);
    assert.deepEqual(board.getChain(9, 9), []);
  });

  it('getLiberties lists distinct liberties sorted by x then y; libertyCount counts them', () => {
    assert.deepEqual(board.getLiberties(0, 0), [
      [0, 2],
      [1, 1],
      [2, 0],
    ]);
    assert.equal(board.libertyCount(0, 0), 3);
    assert.deepEqual(board.getLiberties(2, 1), [
      [1, 1],
      [2, 0],
      [2, 2],
      [3, 2],
      [4, 0],
      [4, 1],
    ]);
    assert.equal(board.libertyCount(3, 0), 6);
    assert.equal(board.libertyCount(1, 1), 0);
  });

  it('setup stones never capture, even a chain left without liberties', () => {
    const b = Board.fromRows(['.O.', 'OXO', '...']);
    b.setStone(1, 2, -1);
    assert.deepEqual(b.toRows(), ['.O.', 'OXO', '.O.']);
    assert.equal(b.libertyCount(1, 1), 0);
    assert.deepEqual(b.captures, { black: 0, white: 0 });
  });

  it('removing a setup stone splits its chain and gives the neighbours their liberty back', () => {
    const b = Board.fromRows(['XXX', '.O.', '...']);
    b.setStone(1, 0, 0);
    assert.deepEqual(b.getChain(0, 0), [[0, 0]]);
    assert.deepEqual(b.getChain(2, 0), [[2, 0]]);
    assert.deepEqual(b.getLiberties(1, 1), [
      [0, 1],
      [1, 0],
      [1, 2],
      [2, 1],
    ]);
    b.setStone(1, 0, -1);
    assert.deepEqual(b.getChain(1, 1), [
      [1, 0],
      [1, 1],
    ]);
    assert.deepEqual(b.toRows(), ['XOX', '.O.', '...']);
  });
});

describe('engine: Board captures', () => {
  it('captures a single stone in the middle', () => {
    const b = Board.fromRows(['.X.', 'XOX', '...']);
    assert.deepEqual(b.play(1, 1, 2), { legal: true, captured: [[1, 1]], suicide: false });
    assert.deepEqual(b.toRows(), ['.X.', 'X.X', '.X.']);
    assert.deepEqual(b.captures, { black: 1, white: 0 });
  });

  it('captures two separate groups with one move', () => {
    const b = Board.fromRows(['XOOX.', 'XO.OX', '.XOX.']);
    const result = b.play(1, 2, 1);
    assert.ok(result.legal);
    assert.deepEqual(
      [...result.captured].sort((p, q) => p[0] - q[0] || p[1] - q[1]),
      [
        [1, 0],
        [1, 1],
        [2, 0],
        [2, 2],
        [3, 1],
      ],
    );
    assert.deepEqual(b.toRows(), ['X..X.', 'X.X.X', '.X.X.']);
    assert.deepEqual(b.captures, { black: 5, white: 0 });
  });

  it('captures on the edge and in the corner', () => {
    const edge = Board.fromRows(['XOX', '...', '...']);
    assert.deepEqual(edge.play(1, 1, 1), { legal: true, captured: [[1, 0]], suicide: false });
    assert.deepEqual(edge.toRows(), ['X.X', '.X.', '...']);
    const corner = Board.fromRows(['OO.', 'X..', '...']);
    const result = corner.play(1, 1, 1);
    assert.deepEqual(corner.toRows(), ['OO.', 'XX.', '...']);
    assert.deepEqual(result, { legal: true, captured: [], suicide: false });
    assert.deepEqual(corner.play(1, 2, 0), {
      legal: true,
      captured: [
        [0, 0],
        [1, 0],
      ],
      suicide: false,
    });
    assert.deepEqual(corner.toRows(), ['..X', 'XX.', '...']);
  });

  it('captures the whole board: 360 white stones by the last empty point of a 19×19 board', () => {
    const b = Board.create(19, 19);
    for (let y = 0; y < 19; y++) for (let x = 0; x < 19; x++) if (x !== 9 || y !== 9) b.setStone(x, y, -1);
    const result = b.play(1, 9, 9);
    assert.ok(result.legal);
    assert.equal(result.captured.length, 360);
    assert.deepEqual(b.captures, { black: 360, white: 0 });
    assert.deepEqual(b.toRows()[9], '.........X.........');
    assert.equal(b.toRows().join('').replace(/\./g, ''), 'X');
    assert.equal(b.libertyCount(9, 9), 4);
  });

  it('2×1: the second stone captures the first', () => {
    const b = Board.create(2, 1);
    assert.deepEqual(b.play(1, 0, 0), { legal: true, captured: [], suicide: false });
    assert.deepEqual(b.play(-1, 1, 0), { legal: true, captured: [[0, 0]], suicide: false });
    assert.deepEqual(b.toRows(), ['.O']);
  });

  it('1×1: every move is a suicide, illegal unless suicide is allowed', () => {
    const b = Board.create(1, 1);
    assert.deepEqual(b.play(1, 0, 0), { legal: false, reason: 'suicide' });
    assert.deepEqual(b.play(1, 0, 0, null, 'multi-stone'), { legal: false, reason: 'suicide' });
    assert.deepEqual(b.play(1, 0, 0, null, 'allowed'), { legal: true, captured: [[0, 0]], suicide: true });
    assert.deepEqual(b.toRows(), ['.']);
    assert.deepEqual(b.captures, { black: 0, white: 1 });
  });

  it('52×52: captures in the far corner', () => {
    const b = Board.create(52, 52);
    b.setStone(51, 51, -1);
    b.setStone(50, 51, 1);
    assert.deepEqual(b.play(1, 51, 50), { legal: true, captured: [[51, 51]], suicide: false });
    assert.equal(b.toRows()[51], `${'.'.repeat(50)}X.`);
    assert.equal(b.toRows()[50], `${'.'.repeat(51)}X`);
  });

  it('19×13: the bottom-right corner is [18, 12] and captures work there', () => {
    const b = Board.create(19, 13);
    assert.deepEqual([b.isOnBoard(18, 12), b.isOnBoard(12, 18)], [true, false]);
    b.setStone(18, 12, 1);
    b.setStone(17, 12, -1);
    assert.deepEqual(b.play(-1, 18, 11), { legal: true, captured: [[18, 12]], suicide: false });
    assert.deepEqual(b.toRows().slice(11), [`${'.'.repeat(18)}O`, `${'.'.repeat(17)}O.`]);
    assert.deepEqual(b.play(1, 18, 13), { legal: false, reason: 'offboard' });
  });

  it('reports occupied and off-board points without changing anything', () => {
    const b = Board.fromRows(['X.', '..']);
    const hash = b.hash();
    assert.deepEqual(b.play(-1, 0, 0), { legal: false, reason: 'occupied' });
    assert.deepEqual(b.play(-1, 2, 0), { legal: false, reason: 'offboard' });
    assert.deepEqual(b.play(-1, -1, 0), { legal: false, reason: 'offboard' });
    assert.deepEqual(b.toRows(), ['X.', '..']);
    assert.equal(b.hash(), hash);
  });

  it('creates a simple-ko restriction only for a single stone capturing a single stone', () => {
    const b = Board.fromRows(['.XO.', 'XO.O', '.XO.']);
    b.play(1, 2, 1);
    assert.deepEqual(b.lastKo, { x: 1, y: 1, player: -1 });
    assert.deepEqual(b.play(-1, 1, 1, b.lastKo), { legal: false, reason: 'ko' });
    assert.deepEqual(b.play(-1, 3, 3, b.lastKo), { legal: false, reason: 'offboard' });
    b.play(-1, 3, 2);
    assert.equal(b.lastKo, null);
  });
});

describe('engine: Board copies, equality and hashing', () => {
  it('clone is independent of the original', () => {
    const a = Board.fromRows(['.X.', 'XO.', '...']);
    const b = a.clone();
    b.play(1, 1, 2);
    b.play(1, 2, 1);
    assert.deepEqual(a.toRows(), ['.X.', 'XO.', '...']);
    assert.deepEqual(b.toRows(), ['.X.', 'X.X', '.X.']);
    assert.deepEqual(
      [a.captures, b.captures],
      [
        { black: 0, white: 0 },
        { black: 1, white: 0 },
      ],
    );
    assert.equal(a.libertyCount(1, 1), 2);
  });

  it('equals compares exact stones and size; hash depends only on the stones', () => {
    const viaMoves = Board.create(3, 3);
    viaMoves.play(1, 0, 0);
    viaMoves.play(-1, 2, 2);
    viaMoves.play(1, 1, 1);
    const viaSetup = Board.fromRows(['X..', '.X.', '..O']);
    assert.ok(viaMoves.equals(viaSetup));
    assert.equal(viaMoves.hash(), viaSetup.hash());
    assert.ok(!viaMoves.equals(Board.fromRows(['X..', '.X.', '...'])));
    assert.ok(!Board.create(3, 2).equals(Board.create(2, 3)));
    assert.notEqual(viaMoves.hash(), Board.fromRows(['X..', '.X.', '...']).hash());
    assert.notEqual(Board.fromRows(['X.']).hash(), Board.fromRows(['O.']).hash());
    assert.equal(Board.create(5, 5).hash(), 0);
  });

  it('the hash returns to its value when a capture restores the stones', () => {
    const before = Board.fromRows(['.X.', 'X.X', '.X.']);
    const b = Board.fromRows(['.X.', 'XOX', '...']);
    b.play(1, 1, 2);
    assert.equal(b.hash(), before.hash());
    assert.equal(typeof b.hash(), 'number');
  });
});
