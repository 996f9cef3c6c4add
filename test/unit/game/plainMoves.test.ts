import * as assert from 'node:assert/strict';
import { GameState } from '../../../src/engine/game';
import { PlainMoves } from '../../../src/game/plainMoves';
import { parse } from '../../../src/sgf/parse';
import { storeOf } from '../../../src/sgf/store';

/** What PlainMoves plays of each node of `text` after the root, on a `size`×`size` board: [colour, x, y, illegal], or 'left' to applyNode. */
function played(text: string, size = 19): unknown[] {
  const store = storeOf(parse(text));
  const plain = new PlainMoves(store, size, size);
  const state = GameState.create(size, size);
  const out: unknown[] = [];
  for (let k = 1; k < store.nodeCount; k++) out.push(plain.play(state, k) ? [plain.color, plain.x, plain.y, plain.illegal] : 'left');
  return out;
}

describe('PlainMoves', () => {
  it('plays a node that is one B or W move on the board, or an empty pass, and says what the rules said of it', () => {
    assert.deepEqual(played('(;SZ[19];B[pd];W[dp];B[];W[pd]\n;B[sa])'), [
      [1, 15, 3, null],
      [-1, 3, 15, null],
      [1, -1, -1, null],
      [-1, 15, 3, 'occupied'],
      [1, 18, 0, null],
    ]);
  });

  it('leaves every other node to applyNode, and tt to be read as a pass or a point by the board size', () => {
    const nodes = [
      ';B[aa]C[hi]', // a second property
      ';C[hi]B[aa]',
      ';b[aa]', // a lower-case id (FF[3])
      ';Black[aa]',
      ';BL[aa]',
      ';B[aa][bb]', // two values
      ';B[a]',
      ';B[abc]',
      ';B[a1]',
      ';B[ a]',
      ';W[ta]', // off the board
      ';B[tt]', // a pass on 19×19
      ';AB[aa]',
      ';',
    ];
    assert.deepEqual(
      played(`(;SZ[19]${nodes.join('')})`),
      nodes.map(() => 'left'),
    );
    assert.deepEqual(played('(;SZ[20];B[tt])', 20), [[1, 19, 19, null]]);
  });

  it('leaves a value the file never closes to applyNode', () => {
    assert.deepEqual(played('(;SZ[19];B[aa'), ['left']);
  });
});
