import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VSCODE_ENCODINGS, vscodeEncodingOf } from '../../../../src/extension/encoding/vscodeEncodings';
import { decodeSgfBytes } from '../../../../src/sgf/charset/charset';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the decoder library VS Code also uses (as iconv-lite-umd)
const iconv = require('iconv-lite') as { decode(bytes: Buffer, encoding: string): string };
const GAMES = join(__dirname, '../../../fixtures/sgf/charset/games');

describe('VS Code encoding ids of the SGF charsets', () => {
  it('lists exactly the encodings TextDocument.encoding documents in @types/vscode 1.100', () => {
    const types = readFileSync(join(__dirname, '../../../../node_modules/@types/vscode/index.d.ts'), 'utf8');
    const doc = /possible encoding values are currently defined as any of the following:([\s\S]*?)\*\/\s*readonly encoding: string;/.exec(types);
    assert.ok(doc !== null);
    const documented = [...doc[1].matchAll(/'([a-z0-9]+)'/g)].map((m) => m[1]);
    assert.equal(documented.length, 48);
    assert.deepEqual([...VSCODE_ENCODINGS].sort(), documented.sort());
  });

  it('maps every canonical name decodeSgfBytes gives, and jschardet’s single-byte guesses, to the id VS Code decodes alike', () => {
    const names = ['UTF-8', 'UTF-16LE', 'UTF-16BE', 'GB18030', 'Big5', 'Shift_JIS', 'EUC-KR', 'EUC-JP', 'ISO-8859-1', 'windows-1252'];
    const more = ['ISO-8859-2', 'windows-1251', 'KOI8-R', 'ISO-8859-5', 'windows-1253', 'ISO-8859-7', 'windows-1255', 'ISO-8859-8', 'cp1252', 'IBM866'];
    assert.deepEqual([...names, ...more].map(vscodeEncodingOf), [
      'utf8',
      'utf16le',
      'utf16be',
      'gb18030',
      'big5hkscs',
      'shiftjis',
      'euckr',
      'eucjp',
      'iso88591',
      'windows1252',
      'iso88592',
      'windows1251',
      'koi8r',
      'iso88595',
      'windows1253',
      'iso88597',
      'windows1255',
      'iso88598',
      'windows1252',
      'cp866',
    ]);
  });

  it('decodes each legacy game fixture with its VS Code id (iconv-lite, as VS Code does) to exactly the text Goban reads', () => {
    const files = ['gb2312-game.sgf', 'gbk-game.sgf', 'big5-game.sgf', 'shift_jis-game.sgf', 'euc-jp-game.sgf', 'euc-kr-game.sgf', 'latin1-game.sgf'];
    const ids = files.map((file) => {
      const bytes = readFileSync(join(GAMES, file));
      const decoded = decodeSgfBytes(bytes);
      const id = vscodeEncodingOf(decoded.encoding);
      assert.ok(id !== null, file);
      assert.equal(iconv.decode(bytes, id), decoded.text, file);
      return id;
    });
    assert.deepEqual(ids, ['gb18030', 'gb18030', 'big5hkscs', 'shiftjis', 'eucjp', 'euckr', 'windows1252']);
  });

  it('has no id for encodings VS Code cannot open (the user is warned instead)', () => {
    assert.deepEqual(['IBM855', 'MacCyrillic', 'Klingon'].map(vscodeEncodingOf), [null, null, null]);
  });

  it("names Thai and Mac Roman text by VS Code's ids for them", () => {
    assert.deepEqual(['TIS-620', 'macintosh'].map(vscodeEncodingOf), ['windows874', 'macroman']);
  });
});
