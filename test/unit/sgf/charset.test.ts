import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as iconv from 'iconv-lite';
import { canonicalCharset, decodeSgfBytes, findDeclaredCharset } from '../../../src/sgf/charset/charset';

const FIXTURES = join(__dirname, '../../fixtures/sgf/charset');

function decodeFixture(name: string): ReturnType<typeof decodeSgfBytes> {
  return decodeSgfBytes(readFileSync(join(FIXTURES, name)));
}

/** The first value of property `id` in the decoded text (no escapes in these fixtures). */
function valueOf(text: string, id: string): string | undefined {
  return new RegExp(`[;\\]]\\s*${id}\\[([^\\]]*)\\]`).exec(text)?.[1];
}

function bytes(...parts: (string | number[])[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
}

describe('sgf charset: decodeSgfBytes', () => {
  describe('the @sabaki/sgf fixtures', () => {
    it('reads GB2312 by its CA (chinese.sgf), names set before CA included', () => {
      const r = decodeFixture('../sabaki/chinese.sgf');
      assert.deepEqual([r.encoding, r.source, r.declared], ['GB18030', 'ca', 'GB2312']);
      assert.deepEqual([valueOf(r.text, 'PB'), valueOf(r.text, 'PW'), valueOf(r.text, 'C')], ['古力', '柯洁', '围棋 is fun']);
    });
    it('reads Shift_JIS by its CA (japanese.sgf)', () => {
      const r = decodeFixture('../sabaki/japanese.sgf');
      assert.deepEqual([r.encoding, r.source, r.declared], ['Shift_JIS', 'ca', 'Shift_JIS']);
      assert.deepEqual([valueOf(r.text, 'PB'), valueOf(r.text, 'PW'), valueOf(r.text, 'C')], ['井山 裕太', '山下 敬吾', '囲碁 is fun']);
    });
    it('reads EUC-KR by its CA (korean.sgf)', () => {
      const r = decodeFixture('../sabaki/korean.sgf');
      assert.deepEqual([r.encoding, r.source, r.declared], ['EUC-KR', 'ca', 'EUC-KR']);
      assert.deepEqual([valueOf(r.text, 'PB'), valueOf(r.text, 'PW'), valueOf(r.text, 'C')], ['이세돌', '박정환', '바둑 is fun']);
    });
    it('keeps the UTF-8 mojibake of japanese_bad.sgf as UTF-8 despite CA[MS_KANJI]', () => {
      const r = decodeFixture('../sabaki/japanese_bad.sgf');
      assert.deepEqual([r.encoding, r.source, r.declared], ['UTF-8', 'utf-8', 'MS_KANJI']);
      assert.equal(valueOf(r.text, 'C'), '\ufffd\u034c\ufffd is fun');
    });
    it('detects GB2312 without CA (no-ca.sgf)', () => {
      const r = decodeFixture('../sabaki/no-ca.sgf');
      assert.deepEqual([r.encoding, r.source, r.declared], ['GB18030', 'detected', undefined]);
      assert.ok(valueOf(r.text, 'C')!.startsWith('【第三型】 黑先'));
    });
    it('reads UTF-16LE with a BOM (utf16le.sgf)', () => {
      const r = decodeFixture('../sabaki/utf16le.sgf');
      assert.deepEqual([r.encoding, r.source], ['UTF-16LE', 'bom']);
      assert.equal(r.text.slice(0, 50), '(\n  ;GM[1]FF[4]SZ[19]PW[Go Seigen]PB[Kitani Minoru');
    });
    it('drops the UTF-8 BOM (utf8bom.sgf)', () => {
      const r = decodeFixture('../sabaki/utf8bom.sgf');
      assert.deepEqual([r.encoding, r.source], ['UTF-8', 'bom']);
      assert.equal(r.text.slice(0, 4), '(\r\n ');
    });
    it('reads complex.sgf as the UTF-8 its CA says', () => {
      const r = decodeFixture('../sabaki/complex.sgf');
      assert.deepEqual([r.encoding, r.source, r.declared], ['UTF-8', 'ca', 'UTF-8']);
      assert.equal(r.text, readFileSync(join(FIXTURES, '../sabaki/complex.sgf'), 'utf8'));
    });
  });

  describe('generated fixtures (real names encoded by iconv-lite)', () => {
    const cases: [string, string, string, string | undefined, Record<string, string>][] = [
      ['gb18030-ca.sgf', 'GB18030', 'ca', 'GB18030', { PB: '柯洁', PW: '申真谞', EV: '第二十七届LG杯世界棋王战' }],
      ['gbk-lowercase-ca.sgf', 'GB18030', 'ca', 'gbk', { PB: '聂卫平', PW: '马晓春', C: '聂卫平执黑' }],
      ['big5-ca.sgf', 'Big5', 'ca', 'Big5', { PB: '周俊勳', PW: '林海峰', C: '圍棋很有趣' }],
      ['shift_jis-ca.sgf', 'Shift_JIS', 'ca', 'Shift_JIS', { PB: '井山裕太', PW: '一力遼', EV: '第４９期棋聖戦' }],
      ['euc-jp-ca.sgf', 'EUC-JP', 'ca', 'EUC-JP', { PB: '本因坊秀策', PW: '井上幻庵因碩' }],
      ['euc-kr-ca.sgf', 'EUC-KR', 'ca', 'EUC-KR', { PB: '이세돌', PW: '박정환', C: '바둑은 재미있다' }],
      ['latin1-ca.sgf', 'ISO-8859-1', 'ca', 'ISO-8859-1', { PB: 'Frédéric Lucas', PW: 'Jürgen Müller', C: 'Très bien joué' }],
      ['gb2312-no-ca.sgf', 'GB18030', 'detected', undefined, { PB: '古力', PW: '常昊', EV: '第十届三星杯世界围棋公开赛决赛' }],
      ['euc-kr-no-ca.sgf', 'EUC-KR', 'detected', undefined, { PB: '조훈현', PW: '서봉수' }],
      ['shift_jis-no-ca.sgf', 'Shift_JIS', 'detected', undefined, { PB: '趙治勲', PW: '小林光一' }],
      ['utf8-stale-ca.sgf', 'UTF-8', 'utf-8', 'ISO-8859-1', { PB: '柯洁', PW: 'Jürgen Müller' }],
      ['utf16be-bom.sgf', 'UTF-16BE', 'bom', undefined, { PB: '申真谞', PW: '崔精' }],
      ['utf16le-no-bom.sgf', 'UTF-16LE', 'detected', undefined, { PB: '井山裕太', PW: '芝野虎丸' }],
      ['ca-in-comment.sgf', 'GB18030', 'ca', 'GB2312', { PB: '古力' }],
    ];
    for (const [file, encoding, source, declared, values] of cases) {
      it(`${file}: ${encoding} (${source})`, () => {
        const r = decodeFixture(`generated/${file}`);
        assert.deepEqual([r.encoding, r.source, r.declared], [encoding, source, declared]);
        for (const [id, value] of Object.entries(values)) assert.equal(valueOf(r.text, id), value, id);
      });
    }
  });

  describe('bytes', () => {
    it('decodes no bytes as empty UTF-8', () => {
      assert.deepEqual(decodeSgfBytes(new Uint8Array(0)), { text: '', encoding: 'UTF-8', source: 'utf-8', declared: undefined });
    });
    it('reads plain ASCII without CA as UTF-8', () => {
      assert.deepEqual(decodeSgfBytes(bytes('(;GM[1];B[aa])')), { text: '(;GM[1];B[aa])', encoding: 'UTF-8', source: 'utf-8', declared: undefined });
    });
    it('falls back to a single-byte encoding for a lone Latin-1 byte without CA', () => {
      const r = decodeSgfBytes(bytes('(;PB[Ren', [0xe9], ' Dupont])'));
      assert.equal(r.text, '(;PB[René Dupont])');
      assert.notEqual(r.encoding, 'UTF-8');
    });
    it('reads Latin names without CA in the SGF default, where the detector took them for Cyrillic (José → Josй)', () => {
      const latin = '(;GM[1]PB[Jörg Müller]PW[François Ñúñez]C[Très bien joué, ça];B[pd])';
      assert.deepEqual([decodeSgfBytes(Buffer.from(latin, 'latin1')).text, decodeSgfBytes(Buffer.from(latin, 'latin1')).encoding], [latin, 'ISO-8859-1']);
      const spanish = '(;GM[1]PB[José Núñez]PW[Ramón])';
      assert.equal(decodeSgfBytes(Buffer.from(spanish, 'latin1')).text, spanish);
      // Czech in windows-1250 was read as Hebrew; as windows-1252 its š and á at least stay.
      const czech = decodeSgfBytes(iconv.encode('(;PB[Tomáš Dvořák])', 'windows-1250'));
      assert.deepEqual([czech.text, czech.encoding], ['(;PB[Tomáš Dvoøák])', 'windows-1252']);
    });
    it('still reads Russian and Greek names in their one-byte encodings', () => {
      const russian = '(;GM[1]PB[Иван Петров]PW[Алексей Смирнов]C[Хороший ход])';
      assert.equal(decodeSgfBytes(iconv.encode(russian, 'windows-1251')).text, russian);
      assert.equal(decodeSgfBytes(iconv.encode(russian, 'koi8-r')).text, russian);
      const greek = '(;GM[1]PB[Γιώργος Παπαδόπουλος]PW[Νίκος])';
      assert.equal(decodeSgfBytes(iconv.encode(greek, 'windows-1253')).text, greek);
      // Beside Latin names and nicknames, which count for neither side.
      for (const mixed of ['(;GM[1]PB[Ivan Petrov (Россия)]PW[John Smith (USA)])', '(;GM[1]C[Vasya [2k\\]: spasibo za igru\nPetya [3k\\]: и тебе])']) {
        assert.equal(decodeSgfBytes(iconv.encode(mixed, 'windows-1251')).text, mixed);
      }
    });
    it('ignores an unknown CA and reads valid UTF-8', () => {
      assert.deepEqual(decodeSgfBytes(bytes('(;CA[Klingon]PB[', [0xc3, 0xa9], '])')), {
        text: '(;CA[Klingon]PB[é])',
        encoding: 'UTF-8',
        source: 'utf-8',
        declared: 'Klingon',
      });
    });
    it('ignores CA[UTF-8] when the bytes are not UTF-8', () => {
      const r = decodeSgfBytes(bytes('(;CA[UTF-8]PB[', [0xb9, 0xc5, 0xc1, 0xa6], '])'));
      assert.notEqual(r.source, 'ca');
    });
  });

  describe('findDeclaredCharset', () => {
    it('finds CA with whitespace before the value and escapes inside it', () => {
      assert.equal(findDeclaredCharset(bytes('(;GM[1] CA \n [ UTF\\-8 ])'), 1000), 'UTF-8');
    });
    it('skips CA[ written inside another value', () => {
      assert.equal(findDeclaredCharset(bytes('(;C[see CA[Big5\\] here]CA[GB2312])'), 1000), 'GB2312');
    });
    it('does not take CA from a longer identifier', () => {
      assert.equal(findDeclaredCharset(bytes('(;XCA[Big5]GN[x])'), 1000), null);
    });
    it('reads the legacy mixed-case spelling by its capitals', () => {
      assert.equal(findDeclaredCharset(bytes('(;CharSet[Big5])'), 1000), null);
      assert.equal(findDeclaredCharset(bytes('(;CharAct[Big5])'), 1000), 'Big5');
    });
    it('stops at the byte limit', () => {
      assert.equal(findDeclaredCharset(bytes('(;C[xxxxxxxx]CA[Big5])'), 12), null);
    });
  });

  describe('canonicalCharset', () => {
    it('maps labels to the decoders Goban uses', () => {
      assert.deepEqual(
        [
          'GB2312',
          'gbk',
          'CP936',
          'Big5',
          'MS_Kanji',
          'SJIS',
          'Windows-31J',
          'euc-kr',
          'KS_C_5601-1987',
          'latin1',
          'ISO_8859-1',
          'utf8',
          'windows-1252',
          'Klingon',
        ].map(canonicalCharset),
        [
          'GB18030',
          'GB18030',
          'GB18030',
          'Big5',
          'Shift_JIS',
          'Shift_JIS',
          'Shift_JIS',
          'EUC-KR',
          'EUC-KR',
          'ISO-8859-1',
          'ISO-8859-1',
          'UTF-8',
          'windows-1252',
          null,
        ],
      );
    });
  });
});
