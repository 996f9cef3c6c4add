import * as assert from 'node:assert/strict';
import { chainAt, libertiesLabel, stonesLabel } from '../../../../src/webview/board/chains';

const points = (indices: readonly number[], width: number) => indices.map((p) => `${p % width},${Math.floor(p / width)}`);

describe('webview chains: the chain under a stone and its liberties', () => {
  const rows = ['.XX..', '.XO..', 'XOO..', '.....', 'X...O'];

  it('floods the chain of the stone and lists its distinct empty neighbours', () => {
    const chain = chainAt(rows, 5, 1, 0);
    assert.ok(chain);
    assert.equal(chain.color, 'X');
    assert.deepEqual(points(chain.stones, 5), ['1,0', '2,0', '1,1']);
    assert.deepEqual(points(chain.liberties, 5), ['0,0', '3,0', '0,1']);
  });

  it('finds a white chain that bends, counting a shared liberty once', () => {
    const chain = chainAt(rows, 5, 2, 2);
    assert.ok(chain);
    assert.equal(chain.color, 'O');
    assert.deepEqual(points(chain.stones, 5), ['2,1', '1,2', '2,2']);
    assert.deepEqual(points(chain.liberties, 5), ['3,1', '3,2', '1,3', '2,3']);
  });

  it('handles stones on the edges and corners (no wrap-around between rows)', () => {
    assert.deepEqual(points(chainAt(rows, 5, 0, 4)?.liberties ?? [], 5), ['0,3', '1,4']);
    assert.deepEqual(points(chainAt(rows, 5, 4, 4)?.liberties ?? [], 5), ['4,3', '3,4']);
    assert.deepEqual(points(chainAt(rows, 5, 0, 2)?.liberties ?? [], 5), ['0,1', '0,3']);
  });

  it('gives a chain with no liberties an empty list', () => {
    const chain = chainAt(['XO', 'OO'], 2, 0, 0);
    assert.deepEqual(chain, { color: 'X', stones: [0], liberties: [] });
  });

  it('returns null for an empty point or a point off the board', () => {
    assert.equal(chainAt(rows, 5, 0, 0), null);
    assert.equal(chainAt(rows, 5, 5, 0), null);
    assert.equal(chainAt(rows, 5, -1, 0), null);
    assert.equal(chainAt(rows, 5, 0, 5), null);
    assert.equal(chainAt(rows, 5, 0.5, 0), null);
  });

  it('floods a full 19×19 board of one colour with one empty point in well under a frame', () => {
    const full = Array.from({ length: 19 }, (_, y) => (y === 9 ? 'X'.repeat(9) + '.' + 'X'.repeat(9) : 'X'.repeat(19)));
    const started = performance.now();
    const chain = chainAt(full, 19, 0, 0);
    const elapsed = performance.now() - started;
    assert.equal(chain?.stones.length, 360);
    assert.deepEqual(chain?.liberties, [9 * 19 + 9]);
    assert.ok(elapsed < 16, `${elapsed} ms`);
  });

  it('reads the count as "N liberties", singular for one', () => {
    assert.deepEqual(
      [0, 1, 2, 3].map((n) => libertiesLabel(n)),
      ['0 liberties', '1 liberty', '2 liberties', '3 liberties'],
    );
  });
});

describe('webview chain labels', () => {
  it('names the stones of a chain by colour and count', () => {
    assert.deepEqual(
      [1, 10].map((n) => stonesLabel(n, 'X')),
      ['1 black stone', '10 black stones'],
    );
    assert.deepEqual(
      [1, 2].map((n) => stonesLabel(n, 'O')),
      ['1 white stone', '2 white stones'],
    );
  });

  it('uses the translation function it is given', () => {
    const german = (text: string, ...args: (string | number)[]) => (text === '{0} liberties' ? `${args[0]} Freiheiten` : text);
    assert.equal(libertiesLabel(3, german), '3 Freiheiten');
  });
});
