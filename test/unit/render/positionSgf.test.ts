import * as assert from 'node:assert/strict';
import { GameReplay } from '../../../src/game/replay';
import { plainDiagram, type Diagram } from '../../../src/render/diagram';
import { positionSgf } from '../../../src/render/positionSgf';
import { parse } from '../../../src/sgf/parse';

/** The position of the root of an SGF text, as the replay reads it. */
function readBack(text: string): { rows: readonly string[]; toPlay: string; komi: number; width: number; height: number } {
  const collection = parse(text);
  assert.deepEqual(collection.diagnostics, []);
  assert.equal(collection.games.length, 1);
  const replay = GameReplay.open(collection, 0);
  const position = replay.positionAt(replay.root);
  return { rows: position.rows, toPlay: position.toPlay, komi: replay.settings.komi, width: position.width, height: position.height };
}

describe('render: a position as a one-node SGF', () => {
  const square: Diagram = { ...plainDiagram(['XX...', 'XX...', '...O.', '.....', 'X...O']), toPlay: 'W' };
  const rectangle = plainDiagram(['X.O..', '.....', 'OOOOO']);

  it('writes SZ, KM, PL, then AB and AW with rectangles compressed', () => {
    assert.equal(positionSgf(square, { komi: 6.5 }), '(;GM[1]FF[4]CA[UTF-8]SZ[5]KM[6.5]PL[W]AB[aa:bb][ae]AW[dc][ee])\n');
  });

  it("keeps the game's RU as written after KM, and leaves out an empty one", () => {
    assert.equal(positionSgf(square, { komi: 6.5, rules: 'Japanese' }), '(;GM[1]FF[4]CA[UTF-8]SZ[5]KM[6.5]RU[Japanese]PL[W]AB[aa:bb][ae]AW[dc][ee])\n');
    assert.equal(positionSgf(square, { rules: ' ' }), positionSgf(square));
  });

  it('writes a rectangular board as SZ[width:height]', () => {
    assert.equal(positionSgf(rectangle), '(;GM[1]FF[4]CA[UTF-8]SZ[5:3]PL[B]AB[aa]AW[ca][ac:ec])\n');
  });

  it('leaves out KM without a finite komi, and AB/AW without stones', () => {
    assert.equal(positionSgf(plainDiagram(['...', '...', '...'])), '(;GM[1]FF[4]CA[UTF-8]SZ[3]PL[B])\n');
    assert.equal(positionSgf(plainDiagram(['.']), { komi: Number.NaN }), '(;GM[1]FF[4]CA[UTF-8]SZ[1]PL[B])\n');
    assert.equal(positionSgf(plainDiagram(['X']), { komi: 0 }), '(;GM[1]FF[4]CA[UTF-8]SZ[1]KM[0]PL[B]AB[aa])\n');
    assert.equal(positionSgf(plainDiagram(['X.']), { withTurn: false }), '(;GM[1]FF[4]CA[UTF-8]SZ[2:1]AB[aa])\n', 'a typed board: no PL');
  });

  it('writes the whole board, not only the region drawn', () => {
    assert.equal(positionSgf({ ...square, region: { x1: 0, y1: 0, x2: 1, y2: 1 } }, { komi: 6.5 }), positionSgf(square, { komi: 6.5 }));
  });

  it('reads back as the same stones, player to move and komi (square, rectangle)', () => {
    assert.deepEqual(readBack(positionSgf(square, { komi: 6.5 })), { rows: square.rows, toPlay: 'W', komi: 6.5, width: 5, height: 5 });
    assert.deepEqual(readBack(positionSgf(rectangle)), { rows: rectangle.rows, toPlay: 'B', komi: readBack('(;SZ[5:3])').komi, width: 5, height: 3 });
  });

  it('reads back a 52×52 position (SGF capitals past column 26)', () => {
    const rows = Array.from({ length: 52 }, (_, y) =>
      Array.from({ length: 52 }, (_, x) => (x === 51 && y === 51 ? 'O' : (x * 7 + y * 3) % 11 === 0 ? 'X' : (x + 2 * y) % 13 === 0 ? 'O' : '.')).join(''),
    );
    const diagram: Diagram = { ...plainDiagram(rows), toPlay: 'W' };
    const text = positionSgf(diagram, { komi: 0.5 });
    assert.match(text, /^\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[52\]KM\[0\.5\]PL\[W\]AB\[aa\]/);
    assert.ok(text.includes('ZZ]'), 'the bottom-right point is ZZ');
    assert.deepEqual(readBack(text), { rows, toPlay: 'W', komi: 0.5, width: 52, height: 52 });
  });
});
