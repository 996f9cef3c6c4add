// Charset detection on real-looking game records without CA: a few CJK or accented names among hundreds of ASCII moves.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as iconv from 'iconv-lite';
import { join } from 'node:path';
import { decodeSgfBytes } from '../../../src/sgf/charset/charset';
import { parse } from '../../../src/sgf/parse';
import { decodeSimpleText } from '../../../src/sgf/codecs/text';
import { getValues } from '../../../src/sgf/tree';

const GAMES = join(__dirname, '../../fixtures/sgf/charset/games');

/** The decoded text values of `ids` in the root node of the file's first game, and the text of its last comment. */
function read(file: string): { encoding: string; source: string; values: Record<string, string> } {
  const decoded = decodeSgfBytes(readFileSync(join(GAMES, file)));
  const root = parse(decoded.text).games[0];
  const values: Record<string, string> = {};
  for (const id of ['PB', 'PW', 'BR', 'WR', 'EV', 'GN', 'PC', 'RE']) {
    const found = getValues(root, id);
    if (found.length > 0) values[id] = decodeSimpleText(found[0]);
  }
  const comments = [...decoded.text.matchAll(/(?<![A-Z])C\[([^\]]*)\]/g)];
  if (comments.length > 0) values.C = comments[comments.length - 1][1];
  return { encoding: decoded.encoding, source: decoded.source, values };
}

describe('sgf charset: detection on whole game records without CA', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['gb2312-game.sgf', 'GB18030', { PB: '江维杰', PW: '唐韦星', BR: '九段', WR: '九段', EV: '围甲联赛第三轮', RE: 'W+R', C: '黑棋认输' }],
    ['gbk-game.sgf', 'GB18030', { PB: '柯洁', PW: '芈昱廷', BR: '9段', WR: '9段', EV: '喆杯', RE: 'B+R', C: '白中盘认输' }],
    ['big5-game.sgf', 'Big5', { PB: '張栩', PW: '林海峰', BR: '九段', WR: '九段', EV: '名人戰', RE: 'W+R', C: '白中盤勝' }],
    ['shift_jis-game.sgf', 'Shift_JIS', { PB: '井山裕太', PW: '一力遼', BR: '九段', WR: '九段', EV: '第49期棋聖戦', RE: 'B+R', C: '黒中押し勝ち' }],
    ['euc-jp-game.sgf', 'EUC-JP', { PB: '井山裕太', PW: '芝野虎丸', BR: '九段', WR: '九段', EV: '名人戦', RE: 'W+R', C: '白中押し勝ち' }],
    ['euc-kr-game.sgf', 'EUC-KR', { PB: '조훈현', PW: '서봉수', BR: '9단', WR: '9단', EV: '국수전', RE: 'B+R', C: '흑 불계승' }],
    [
      'latin1-game.sgf',
      'windows-1252',
      { PB: 'Jürgen Müller', PW: 'Frédéric Lucas', BR: '5d', WR: '4d', EV: 'Europäische Meisterschaft', RE: 'B+R', C: 'Très bien joué' },
    ],
    // The two records of the audit that were read as windows-1252 and ISO-8859-2 mojibake.
    ['fox-even-gb2312.sgf', 'GB18030', { PB: '柯洁', PW: '棋圣聂卫平', BR: '9段', WR: '8段', GN: '野狐围棋对局', RE: 'B+R' }],
    [
      'japanese-sjis-noca-h6.sgf',
      'Shift_JIS',
      { PB: '田中一郎', PW: '本因坊秀策', BR: '四級', WR: '九段', PC: '日本棋院', EV: '第一回 置碁大会', RE: '白中押し勝ち' },
    ],
  ];
  for (const [file, encoding, values] of cases) {
    it(`${file}: ${encoding}`, () => {
      assert.deepEqual(read(file), { encoding, source: 'detected', values });
    });
  }

  it('reads a long GB2312 record whose first 64 KB end in the middle of a character', () => {
    const game = readFileSync(join(GAMES, 'gb2312-game.sgf'));
    const comment = iconv.encode(`;C[${'黑棋这里应该先补一手，白棋的攻击很严厉。'.repeat(2000)}]`, 'gb2312');
    const end = game.lastIndexOf(0x29);
    // Padding moves where the 64 KB sample ends: on a lead byte, on a trail byte, between characters.
    const encodings = [0, 1, 2, 3].map((pad) => {
      const bytes = Buffer.concat([Buffer.from(' '.repeat(pad)), game.subarray(0, end), comment, game.subarray(end)]);
      assert.ok(bytes.length > 65536);
      const decoded = decodeSgfBytes(bytes);
      return `${decoded.encoding} ${getValues(parse(decoded.text).games[0], 'PB')[0]}`;
    });
    assert.deepEqual(encodings, Array(4).fill('GB18030 江维杰'));
  });

  it('still reads CA[gb2312] of a Fox handicap game by its CA', () => {
    const r = read('fox-handicap4-gb2312.sgf');
    assert.deepEqual([r.encoding, r.source, r.values.PB, r.values.PW, r.values.GN], ['GB18030', 'ca', '小明', '老王', '让四子']);
  });
});
