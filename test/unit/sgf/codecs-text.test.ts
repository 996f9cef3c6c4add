import * as assert from 'node:assert/strict';
import { decodeSimpleText, decodeText, encodeComposed, encodeText, splitComposed } from '../../../src/sgf/codecs';

describe('sgf codecs: text', () => {
  describe('decodeText', () => {
    const cases: [string, string, string][] = [
      ['plain text is unchanged', 'Black resigns.', 'Black resigns.'],
      ['an escaped ] is a ]', 'see [a\\]', 'see [a]'],
      ['an escaped backslash is one backslash', 'C:\\\\games', 'C:\\games'],
      ['a backslash before an ordinary character is dropped', '\\a\\:b', 'a:b'],
      ['a soft line break (backslash LF) is removed', 'one \\\ntwo', 'one two'],
      ['a soft line break (backslash CRLF) is removed', 'one \\\r\ntwo', 'one two'],
      ['a soft line break (backslash CR) is removed', 'one \\\rtwo', 'one two'],
      ['a soft line break (backslash LFCR) is removed', 'one \\\n\rtwo', 'one two'],
      ['a hard LF stays a line break', 'a\nb', 'a\nb'],
      ['a hard CRLF becomes one LF', 'a\r\nb', 'a\nb'],
      ['a hard CR becomes LF', 'a\rb', 'a\nb'],
      ['a hard LFCR becomes one LF', 'a\n\rb', 'a\nb'],
      ['two CRLF are two line breaks', 'a\r\n\r\nb', 'a\n\nb'],
      ['a tab becomes a space', 'a\tb', 'a b'],
      ['vertical tab and form feed become spaces', 'a\u000bb\u000cc', 'a b c'],
      ['an escaped tab still becomes a space', 'a\\\tb', 'a b'],
      ['a trailing lone backslash is dropped', 'a\\', 'a'],
      ['a no-break space is kept', 'a\u00a0b', 'a\u00a0b'],
      ['non-ASCII text is kept', '围棋 is fun', '围棋 is fun'],
      ['empty stays empty', '', ''],
      ['the spec example of escapes in a comment', 'Escaped \\] and \\\\ and soft\\\nbreak', 'Escaped ] and \\ and softbreak'],
    ];
    for (const [name, raw, expected] of cases) it(name, () => assert.equal(decodeText(raw), expected));
  });

  describe('decodeSimpleText', () => {
    const cases: [string, string, string][] = [
      ['plain text is unchanged', 'Honinbo Shusaku', 'Honinbo Shusaku'],
      ['a hard LF becomes a space', 'a\nb', 'a b'],
      ['a hard CRLF becomes one space', 'a\r\nb', 'a b'],
      ['a soft break is still removed', 'a\\\r\nb', 'ab'],
      ['escapes work as in Text', 'x\\]y\\\\z', 'x]y\\z'],
      ['tabs become spaces', '\tx', ' x'],
    ];
    for (const [name, raw, expected] of cases) it(name, () => assert.equal(decodeSimpleText(raw), expected));
  });

  describe('encodeText', () => {
    it('escapes ] and \\ only', () => assert.equal(encodeText('a]b\\c:d[e'), 'a\\]b\\\\c:d[e'));
    it('keeps line breaks as given by default', () => assert.equal(encodeText('a\nb\r\nc'), 'a\nb\r\nc'));
    it('writes line breaks in the requested style', () => {
      assert.equal(encodeText('a\nb\r\nc\rd', '\r\n'), 'a\r\nb\r\nc\r\nd');
      assert.equal(encodeText('a\r\nb', '\n'), 'a\nb');
    });
    it('round-trips through decodeText', () => {
      for (const s of ['', ']', '\\', '\\]', 'a\\\nb', 'x]]\\\\y', 'multi\nline ] text \\ end\\']) {
        assert.equal(decodeText(encodeText(s)), s);
      }
    });
  });

  describe('splitComposed and encodeComposed', () => {
    it('splits a label at the first colon', () => assert.deepEqual(splitComposed('dd:A'), ['dd', 'A']));
    it('splits only once: later colons belong to the right half', () => {
      assert.deepEqual(splitComposed('Sabaki:0.52:2'), ['Sabaki', '0.52:2']);
    });
    it('skips an escaped colon', () => assert.deepEqual(splitComposed('a\\:b:c'), ['a\\:b', 'c']));
    it('skips an escaped backslash then splits at the next colon', () => {
      assert.deepEqual(splitComposed('a\\\\:b'), ['a\\\\', 'b']);
    });
    it('keeps an empty right half', () => assert.deepEqual(splitComposed('aa:'), ['aa', '']));
    it('is null without an unescaped colon', () => {
      assert.equal(splitComposed('abc'), null);
      assert.equal(splitComposed('a\\:b'), null);
    });
    it('escapes colons in the left half only, and ] and \\ in both', () => {
      assert.equal(encodeComposed('My:App', 'v1:2]'), 'My\\:App:v1:2\\]');
      assert.equal(encodeComposed('dd', 'label'), 'dd:label');
    });
    it('round-trips through splitComposed and decodeSimpleText', () => {
      const pairs: [string, string][] = [
        ['a:b', 'c:d'],
        ['x\\', ']'],
        ['', ''],
      ];
      for (const [l, r] of pairs) {
        const parts = splitComposed(encodeComposed(l, r));
        assert.ok(parts !== null);
        assert.deepEqual([decodeSimpleText(parts[0]), decodeSimpleText(parts[1])], [l, r]);
      }
    });
  });
});
