import * as assert from 'node:assert/strict';
import { decodeDates, decodePointList, decodeText, encodeDates, encodeText } from '../../../src/sgf/codecs';

/** The helpers of `@sabaki/sgf` (untyped JavaScript) compared here. */
interface SabakiHelpers {
  unescapeString(raw: string): string;
  escapeString(text: string): string;
  parseCompressedVertices(raw: string): [number, number][];
  parseDates(raw: string): number[][] | null;
  stringifyDates(dates: number[][]): string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS module (the reference in tests)
const sabaki = require('@sabaki/sgf') as SabakiHelpers;

// Where our codecs agree with @sabaki/sgf, and where they follow the FF[4] spec instead (each difference pinned).

describe('sgf codecs compared with @sabaki/sgf', () => {
  it('unescape the same way for escapes, soft breaks (LF and CRLF) and plain text', () => {
    for (const raw of ['plain', 'a\\]b', 'x\\\\y', 'soft\\\nbreak', 'soft\\\r\nbreak', 'hard\nbreak', '\\:', '围棋 \\] fun']) {
      assert.equal(decodeText(raw), sabaki.unescapeString(raw), raw);
    }
  });
  it('differ on a lone CR: a line break per the spec, dropped by @sabaki/sgf', () => {
    assert.equal(decodeText('a\rb'), 'a\nb');
    assert.equal(sabaki.unescapeString('a\rb'), 'ab');
  });
  it('differ on tabs: spaces per the spec, kept by @sabaki/sgf', () => {
    assert.equal(decodeText('a\tb'), 'a b');
    assert.equal(sabaki.unescapeString('a\tb'), 'a\tb');
  });
  it('escape the same way', () => {
    for (const text of ['a]b', 'c:\\d', 'x\\]y', '']) assert.equal(encodeText(text), sabaki.escapeString(text));
  });
  it('expand rectangles to the same points (we go row by row, @sabaki/sgf column by column)', () => {
    const key = (p: readonly number[]): string => p.join(',');
    for (const raw of ['aa:cc', 'cc:aa', 'ab:db', 'aa:aa']) {
      const ours = decodePointList([raw], 19, 19).points.map(key).sort();
      const theirs = sabaki.parseCompressedVertices(raw).map(key).sort();
      assert.deepEqual(ours, theirs, raw);
    }
  });
  it('read spec-form dates the same way', () => {
    for (const raw of ['1996-05-06', '1996-05,06', '1996-05-06,07,08', '1996,1997', '1996-12-27,28,1997-01-03,04', '1996-05,06-01,02']) {
      assert.deepEqual(decodeDates(raw).dates, sabaki.parseDates(raw), raw);
    }
  });
  it('differ on non-spec dates: read leniently here, null there', () => {
    assert.deepEqual(decodeDates('2004.05.01').dates, [[2004, 5, 1]]);
    assert.equal(sabaki.parseDates('2004.05.01'), null);
  });
  it('differ when a day follows a month-precision date: @sabaki/sgf writes "1996-05,01", which reads back as January', () => {
    const dates = [
      [1996, 5],
      [1996, 5, 1],
    ];
    assert.equal(sabaki.stringifyDates(dates), '1996-05,01');
    assert.deepEqual(sabaki.parseDates('1996-05,01'), [
      [1996, 5],
      [1996, 1],
    ]);
    assert.equal(encodeDates(dates), '1996-05,1996-05-01');
    assert.deepEqual(decodeDates(encodeDates(dates)).dates, dates);
  });
});
