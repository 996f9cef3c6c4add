import * as assert from 'node:assert/strict';
import { LineIndex } from '../../../src/sgf/lineIndex';

describe('sgf LineIndex', () => {
  const text = 'ab\ncd\r\nef\rgh\n';
  const index = new LineIndex(text);

  it('finds the line starts after \\n, \\r\\n and a lone \\r', () => {
    assert.deepEqual(index.lineStarts, [0, 3, 7, 10, 13]);
    assert.equal(index.lineCount, 5);
  });

  const positions: [number, number, number][] = [
    [0, 0, 0],
    [2, 0, 2],
    [3, 1, 0],
    [5, 1, 2],
    [6, 1, 3],
    [7, 2, 0],
    [9, 2, 2],
    [10, 3, 0],
    [12, 3, 2],
    [13, 4, 0],
  ];
  for (const [offset, line, character] of positions) {
    it(`positionAt(${offset}) is line ${line}, character ${character}`, () => {
      assert.deepEqual(index.positionAt(offset), { line, character });
    });
  }

  it('clamps offsets outside the text', () => {
    assert.deepEqual(index.positionAt(-5), { line: 0, character: 0 });
    assert.deepEqual(index.positionAt(99), { line: 4, character: 0 });
  });

  it('offsetAt inverts positionAt for every offset that is not inside a \\r\\n', () => {
    for (let offset = 0; offset <= text.length; offset++) {
      if (offset === 6) continue;
      assert.equal(index.offsetAt(index.positionAt(offset)), offset, `offset ${offset}`);
    }
  });

  it('offsetAt clamps the character to the line content and the line to the text', () => {
    assert.equal(index.offsetAt({ line: 1, character: 99 }), 5);
    assert.equal(index.offsetAt({ line: 3, character: 99 }), 12);
    assert.equal(index.offsetAt({ line: 9, character: 0 }), text.length);
    assert.equal(index.offsetAt({ line: -1, character: 3 }), 0);
    assert.equal(index.offsetAt({ line: 0, character: -3 }), 0);
  });

  it('handles an empty text and a text without line breaks', () => {
    const empty = new LineIndex('');
    assert.deepEqual(empty.positionAt(0), { line: 0, character: 0 });
    assert.equal(empty.offsetAt({ line: 0, character: 4 }), 0);
    const single = new LineIndex('(;B[aa])');
    assert.deepEqual(single.positionAt(8), { line: 0, character: 8 });
    assert.equal(single.lineCount, 1);
  });

  it('counts characters in UTF-16 code units', () => {
    const unicode = new LineIndex('🙂x\n围棋');
    assert.deepEqual(unicode.positionAt(2), { line: 0, character: 2 });
    assert.deepEqual(unicode.positionAt(5), { line: 1, character: 1 });
  });
});
