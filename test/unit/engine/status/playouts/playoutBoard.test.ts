import * as assert from 'node:assert/strict';
import { Board } from '../../../../../src/engine/board';
import { MOVE_ILLEGAL, MOVE_OK, MOVE_SELF_ATARI, PlayoutBoard } from '../../../../../src/engine/status/playouts/playoutBoard';
import { mulberry32 } from '../../../../support/random';

function load(rows: readonly string[]): PlayoutBoard {
  const board = new PlayoutBoard(rows[0].length, rows.length);
  rows.forEach((row, y) => [...row].forEach((c, x) => c !== '.' && board.setup(board.indexOf(x, y), c === 'X' ? 1 : -1)));
  return board;
}

function rowsOf(board: PlayoutBoard): string[] {
  const rows: string[] = [];
  for (let y = 0; y < board.height; y++) {
    let row = '';
    for (let x = 0; x < board.width; x++) row += ['O', '.', 'X'][board.color[board.indexOf(x, y)] + 1];
    rows.push(row);
  }
  return rows;
}

describe('engine/status: the playout board', () => {
  it('plays the same random games as the rules engine: stones, captures, legality and the ko ban', () => {
    for (const [width, height, seed] of [
      [9, 9, 1],
      [13, 7, 2],
      [5, 5, 3],
      [19, 19, 4],
    ]) {
      const random = mulberry32(seed);
      const rules = new PlayoutBoard(width, height);
      const reference = Board.create(width, height);
      let sign: 1 | -1 = 1;
      for (let ply = 0; ply < width * height * 3; ply++) {
        const x = Math.floor(random() * width);
        const y = Math.floor(random() * height);
        const ko = reference.lastKo;
        const expected = reference.clone().play(sign, x, y, ko, 'forbidden');
        const p = rules.indexOf(x, y);
        const code: number = rules.color[p] === 0 ? rules.check(p, sign) : MOVE_ILLEGAL;
        assert.equal(code !== MOVE_ILLEGAL, expected.legal, `legality of ${x},${y} at ply ${ply} (seed ${seed})`);
        if (!expected.legal) continue;
        reference.play(sign, x, y, ko, 'forbidden');
        rules.play(p, sign);
        assert.deepEqual(rowsOf(rules), reference.toRows(), `stones at ply ${ply} (seed ${seed})`);
        assert.equal(rules.emptyCount, reference.toRows().join('').split('.').length - 1, `empty list at ply ${ply}`);
        sign = -sign as 1 | -1;
      }
    }
  });

  it('knows a chain in atari and its last liberty in constant time', () => {
    const board = load(['.XO..', 'XOO..', '.X...']);
    const white = (): number => board.head[board.indexOf(1, 1)];
    assert.equal(board.inAtari(white()), false);
    board.play(board.indexOf(3, 0), 1);
    assert.equal(board.inAtari(white()), false);
    board.play(board.indexOf(3, 1), 1);
    assert.equal(board.inAtari(white()), true);
    assert.equal(board.atariPoint(white()), board.indexOf(2, 2));
  });

  it('tells a self-atari of two or more stones from a single-stone throw-in and from a suicide', () => {
    const corner = load(['.O.X.', 'OXOX.', '.OX..', '.....']);
    assert.equal(corner.check(corner.indexOf(0, 0), 1), MOVE_ILLEGAL);
    const throwIn = load(['..X', '.X.', '...']);
    assert.equal(throwIn.check(throwIn.indexOf(1, 0), -1), MOVE_OK);
    const nakade = load(['XXXXX', 'X...X', 'XXXXX']);
    assert.equal(nakade.check(nakade.indexOf(2, 1), -1), MOVE_OK);
    nakade.play(nakade.indexOf(2, 1), -1);
    assert.equal(nakade.check(nakade.indexOf(1, 1), -1), MOVE_SELF_ATARI);
  });

  it('tells true eyes from false ones by their diagonals', () => {
    const corner = load(['.X.', 'XX.', '...']);
    assert.equal(corner.isEye(corner.indexOf(0, 0), 1), true);
    const falseCorner = load(['.X.', 'XO.', '...']);
    assert.equal(falseCorner.isEye(falseCorner.indexOf(0, 0), 1), false);
    const centre = load(['XX.', 'X.X', '.X.']);
    assert.equal(centre.isEye(centre.indexOf(1, 1), 1), true);
    const falseCentre = load(['XX.', 'X.X', 'OXO']);
    assert.equal(falseCentre.isEye(falseCentre.indexOf(1, 1), 1), false);
    const open = load(['.X.', 'X.X', '...']);
    assert.equal(open.isEye(open.indexOf(1, 1), 1), false);
  });
});
