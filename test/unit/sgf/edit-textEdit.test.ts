import * as assert from 'node:assert/strict';
import { applyEdits, combineEdits, lineBreakOf, mapOffset, normalizeEdits } from '../../../src/sgf/edit';

describe('sgf edit: text edits', () => {
  describe('applyEdits', () => {
    it('applies insertions, replacements and deletions', () => {
      assert.equal(
        applyEdits('(;B[aa];W[bb])', [
          { offset: 1, length: 0, text: '(' },
          { offset: 4, length: 2, text: 'cc' },
          { offset: 13, length: 0, text: ')' },
        ]),
        '((;B[cc];W[bb]))',
      );
    });
    it('accepts edits in any order and keeps the order of insertions at one offset', () => {
      assert.equal(
        applyEdits('abc', [
          { offset: 3, length: 0, text: 'Z' },
          { offset: 1, length: 0, text: 'x' },
          { offset: 1, length: 0, text: 'y' },
        ]),
        'axybcZ',
      );
    });
    it('returns the text unchanged for no edits', () => assert.equal(applyEdits('(;)', []), '(;)'));
    it('throws RangeError on overlapping edits or edits past the end', () => {
      assert.throws(
        () =>
          applyEdits('abcdef', [
            { offset: 1, length: 3, text: '' },
            { offset: 2, length: 1, text: '' },
          ]),
        RangeError,
      );
      assert.throws(() => applyEdits('abc', [{ offset: 2, length: 5, text: '' }]), RangeError);
    });
  });

  describe('combineEdits and normalizeEdits', () => {
    it('sorts and merges touching edits', () => {
      assert.deepEqual(combineEdits([{ offset: 5, length: 1, text: '' }], [{ offset: 2, length: 3, text: 'x' }]), [{ offset: 2, length: 4, text: 'x' }]);
    });
    it('is null when edits overlap', () => {
      assert.equal(combineEdits([{ offset: 2, length: 3, text: '' }], [{ offset: 4, length: 1, text: '' }]), null);
    });
    it('drops edits that change nothing', () => {
      assert.deepEqual(
        normalizeEdits([
          { offset: 3, length: 0, text: '' },
          { offset: 7, length: 1, text: 'y' },
        ]),
        [{ offset: 7, length: 1, text: 'y' }],
      );
    });
  });

  describe('mapOffset', () => {
    const edits = [
      { offset: 2, length: 0, text: 'ab' },
      { offset: 5, length: 3, text: 'x' },
    ];
    it('shifts offsets after edits', () => assert.equal(mapOffset(edits, 10), 10 + 2 - 2));
    it('pushes an offset right past an insertion at it', () => assert.equal(mapOffset(edits, 2), 4));
    it('moves an offset inside a replaced range to its start', () => assert.equal(mapOffset(edits, 6), 7));
    it('leaves offsets before every edit alone', () => assert.equal(mapOffset(edits, 1), 1));
  });

  describe('lineBreakOf', () => {
    it('is the first line break of the text', () => {
      assert.deepEqual(['a\r\nb\nc', 'a\nb\r\n', 'a\rb', 'abc', '\n\r'].map(lineBreakOf), ['\r\n', '\n', '\r', '\n', '\n']);
    });
  });
});
