// Whether a file that is not valid UTF-8 may be reopened whole in the legacy encoding its CA or detection names.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as iconv from 'iconv-lite';
import { decodeSgfBytes } from '../../../src/sgf/charset/charset';
import { legacyVerdict, utf8Sequences } from '../../../src/sgf/charset/charsetSafety';

const GAMES = join(__dirname, '../../fixtures/sgf/charset/games');

function verdictOf(bytes: Uint8Array): [string, string] {
  const decoded = decodeSgfBytes(bytes);
  return [decoded.encoding, legacyVerdict(bytes, decoded)];
}

describe('sgf charsetSafety: reopening a file whole in a legacy encoding', () => {
  it('takes GB2312, Shift_JIS and Latin-1 records whole: they read cleanly and write back byte for byte', () => {
    assert.deepEqual(
      ['gb2312-game.sgf', 'japanese-sjis-noca-h6.sgf', 'latin1-game.sgf', 'fox-handicap4-gb2312.sgf'].map((f) => verdictOf(readFileSync(join(GAMES, f)))),
      [
        ['GB18030', 'legacy'],
        ['Shift_JIS', 'legacy'],
        ['windows-1252', 'legacy'],
        ['GB18030', 'legacy'],
      ],
    );
  });

  it('keeps a UTF-8 record with one pasted Latin-1 name as mostly UTF-8: one legacy encoding would garble every other name', () => {
    const utf8 = Buffer.from('(;GM[1]FF[4]SZ[19]PW[柯洁]C[白棋的攻击很严厉，黑棋应该先补一手]PB[');
    const bytes = Buffer.concat([utf8, iconv.encode('Müller', 'latin1'), Buffer.from('];B[pd];W[dp])')]);
    assert.deepEqual(verdictOf(bytes), ['ISO-8859-1', 'mostlyUtf8']);
  });

  it('refuses a reading that does not write the same bytes back', () => {
    const bytes = readFileSync(join(GAMES, 'gb2312-game.sgf'));
    const decoded = decodeSgfBytes(bytes);
    assert.equal(legacyVerdict(bytes, { ...decoded, text: decoded.text.replace('江', '汪') }), 'notRoundTrip');
    assert.equal(legacyVerdict(bytes, { ...decoded, text: `${decoded.text}\ufffd` }), 'undecodable');
  });

  it('counts well-formed UTF-8 characters and the stray bytes that start none', () => {
    assert.deepEqual(utf8Sequences(Buffer.from('aé柯😀')), { valid: 3, invalid: 0 });
    assert.deepEqual(utf8Sequences(Uint8Array.of(0xfc, 0xe4, 0xb8, 0x41, 0xc3)), { valid: 0, invalid: 4 });
  });
});
