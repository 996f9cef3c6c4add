import * as assert from 'node:assert/strict';
import { decodeSgfBytes } from '../../../src/sgf/charset/charset';
import { charsetMismatch } from '../../../src/sgf/charset/charsetMismatch';
import { parse } from '../../../src/sgf/parse';

/** The mismatch warning for `bytes`, as [code, span text, message] or null. */
function mismatch(bytes: number[]): [string, string, string] | null {
  const decoded = decodeSgfBytes(Uint8Array.from(bytes));
  const collection = parse(decoded.text);
  const found = charsetMismatch(collection, decoded);
  return found === null ? null : [found.code, decoded.text.slice(found.span.start, found.span.end), found.message];
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

describe('sgf: a CA that names another encoding than the bytes are in', () => {
  it('warns at the CA value of Latin-1 bytes under CA[UTF-8]', () => {
    assert.deepEqual(mismatch([...ascii('(;CA[UTF-8]PB[Jos'), 0xe9, ...ascii('])')]), [
      'charset-mismatch',
      '[UTF-8]',
      "CA says UTF-8, but the file's bytes are windows-1252: Goban reads them as windows-1252; a program that trusts CA will garble the text (write CA[windows-1252]).",
    ]);
  });

  it('warns when a file re-saved as UTF-8 keeps CA[GB2312]', () => {
    assert.equal(
      mismatch([...ascii('(;CA[GB2312]PB['), 0xe6, 0x9d, 0x8e, ...ascii('])')])?.[2].startsWith("CA says GB2312, but the file's bytes are UTF-8"),
      true,
    );
  });

  it('says nothing when CA is right, absent, unknown, or the text is plain ASCII', () => {
    assert.equal(mismatch([...ascii('(;CA[ISO-8859-1]PB[Jos'), 0xe9, ...ascii('])')]), null);
    assert.equal(mismatch([...ascii('(;PB[Jos'), 0xe9, ...ascii('])')]), null);
    assert.equal(mismatch([...ascii('(;CA[klingon]PB[Jos'), 0xe9, ...ascii('])')]), null);
    assert.equal(mismatch(ascii('(;CA[GB2312]PB[Lee])')), null);
  });
});
