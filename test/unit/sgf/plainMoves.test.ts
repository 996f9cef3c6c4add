import * as assert from 'node:assert/strict';
import { parse } from '../../../src/sgf/parse';
import { NOT_PLAIN, PLAIN_PASS, plainMoveAt, plainMoveColor, plainMoveX, plainMoveY } from '../../../src/sgf/plainMoves';
import { storeOf } from '../../../src/sgf/store';

/** What plainMoveAt says of each node of `text` after the root: [colour, x, y], or 'not plain'. */
function plainMoves(text: string): (readonly [number, number, number] | 'not plain')[] {
  const store = storeOf(parse(text));
  const out: (readonly [number, number, number] | 'not plain')[] = [];
  for (let k = 1; k < store.nodeCount; k++) {
    const move = plainMoveAt(store, k);
    out.push(move === NOT_PLAIN ? 'not plain' : [plainMoveColor(move), plainMoveX(move), plainMoveY(move)]);
  }
  return out;
}

describe('plainMoveAt', () => {
  it('reads a node that is one B or W move: its player and point, or a pass for an empty value', () => {
    assert.deepEqual(plainMoves('(;SZ[19];B[pd];W[dp];B[];W[aS]\n;B[tt])'), [
      [1, 15, 3],
      [-1, 3, 15],
      [1, PLAIN_PASS, PLAIN_PASS],
      [-1, 0, 44],
      [1, 19, 19],
    ]);
  });

  it('leaves every other node to be read as objects', () => {
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
      ';AB[aa]',
      ';',
    ];
    assert.deepEqual(
      plainMoves(`(;SZ[19]${nodes.join('')})`),
      nodes.map(() => 'not plain'),
    );
  });

  it('leaves a value the file never closes to be read as objects', () => {
    assert.deepEqual(plainMoves('(;SZ[19];B[aa'), ['not plain']);
  });
});
