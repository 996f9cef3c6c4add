import * as assert from 'node:assert/strict';
import { decodeColor, decodeDates, decodeDouble, decodeNumber, decodeReal, decodeSize, encodeDates, encodeReal, encodeSize } from '../../../src/sgf/codecs';

describe('sgf codecs: sizes, numbers, colours, dates', () => {
  describe('decodeSize', () => {
    it('is 19×19 when SZ is absent', () => assert.deepEqual(decodeSize(undefined), { width: 19, height: 19, problems: [] }));
    it('reads a square size', () => assert.deepEqual(decodeSize('9'), { width: 9, height: 9, problems: [] }));
    it('reads columns:rows', () => assert.deepEqual(decodeSize('19:13'), { width: 19, height: 13, problems: [] }));
    it('reads the largest size 52', () => assert.deepEqual(decodeSize('52:1'), { width: 52, height: 1, problems: [] }));
    it('tolerates whitespace around the numbers', () => assert.deepEqual(decodeSize(' 13 '), { width: 13, height: 13, problems: [] }));
    it('says 19:19 should be written 19', () => {
      assert.deepEqual(decodeSize('19:19'), {
        width: 19,
        height: 19,
        problems: [{ code: 'square-size-composed', severity: 'hint', message: 'SZ[19:19] should be written SZ[19]' }],
      });
    });
    it('falls back to 19×19 for a size above 52', () => {
      assert.deepEqual(decodeSize('53'), {
        width: 19,
        height: 19,
        problems: [{ code: 'invalid-size', severity: 'error', message: 'Board size 53 is outside 1–52' }],
      });
    });
    it('falls back to 19×19 for size 0', () => {
      assert.deepEqual(decodeSize('9:0').problems, [{ code: 'invalid-size', severity: 'error', message: 'Board size 0 is outside 1–52' }]);
    });
    it('falls back to 19×19 for non-numbers', () => {
      assert.deepEqual(decodeSize('x'), {
        width: 19,
        height: 19,
        problems: [{ code: 'invalid-size', severity: 'error', message: 'Board size "x" is not a number' }],
      });
      assert.deepEqual(
        decodeSize('').problems.map((p) => p.code),
        ['invalid-size'],
      );
      assert.deepEqual(
        decodeSize('-9').problems.map((p) => p.code),
        ['invalid-size'],
      );
      assert.deepEqual(
        decodeSize('9.5').problems.map((p) => p.code),
        ['invalid-size'],
      );
    });
    it('encodes square sizes as one number', () => {
      assert.equal(encodeSize(19, 19), '19');
      assert.equal(encodeSize(19, 13), '19:13');
    });
  });

  describe('numbers, reals, colours, doubles', () => {
    it('decodes Numbers with an optional sign', () => {
      assert.deepEqual(['0', '+3', '-12', ' 7 ', '1.5', '', 'x', '1e3'].map(decodeNumber), [0, 3, -12, 7, null, null, null, null]);
    });
    it('decodes Reals as the spec writes them', () => {
      assert.deepEqual(['6.5', '-0.5', '+7', '0', ' 5.5', '.5', '5.', '7,5', '', '1e2'].map(decodeReal), [6.5, -0.5, 7, 0, 5.5, null, null, null, null, null]);
    });
    it('encodes Reals without exponent or trailing zeros', () => {
      assert.deepEqual([6.5, 7, -0.5, 0.1 + 0.2, 375].map(encodeReal), ['6.5', '7', '-0.5', '0.3', '375']);
    });
    it('decodes colours B and W, and liberally what old writers wrote for them: b/w, Black/White in any case', () => {
      assert.deepEqual(['B', 'W', ' W', 'b', 'w', 'black', 'White', 'WHITE', ' Black '].map(decodeColor), ['B', 'W', 'W', 'B', 'W', 'B', 'W', 'W', 'B']);
    });
    it('reads no colour from anything else', () => {
      assert.deepEqual(['', 'x', '0', '1', '2', '3', 'bw', 'blackish', 'B W'].map(decodeColor), [null, null, null, null, null, null, null, null, null]);
    });
    it('decodes doubles 1 and 2 only', () => {
      assert.deepEqual(['1', '2', '0', '3', ''].map(decodeDouble), [1, 2, null, null, null]);
    });
  });

  describe('decodeDates', () => {
    const ok: [string, number[][]][] = [
      ['1996-05-06', [[1996, 5, 6]]],
      ['1996-05', [[1996, 5]]],
      ['1996', [[1996]]],
      [
        '1996-05,06',
        [
          [1996, 5],
          [1996, 6],
        ],
      ],
      [
        '1996-05-06,07,08',
        [
          [1996, 5, 6],
          [1996, 5, 7],
          [1996, 5, 8],
        ],
      ],
      ['1996,1997', [[1996], [1997]]],
      [
        '1996-12-27,28,1997-01-03,04',
        [
          [1996, 12, 27],
          [1996, 12, 28],
          [1997, 1, 3],
          [1997, 1, 4],
        ],
      ],
      [
        '1996-05-06,07-08',
        [
          [1996, 5, 6],
          [1996, 7, 8],
        ],
      ],
      [
        '1996-05,06-01,02',
        [
          [1996, 5],
          [1996, 6, 1],
          [1996, 6, 2],
        ],
      ],
      ['2024-5-1', [[2024, 5, 1]]],
      [
        ' 2024-05-01 , 02 ',
        [
          [2024, 5, 1],
          [2024, 5, 2],
        ],
      ],
      ['', []],
    ];
    for (const [raw, dates] of ok) {
      it(`reads the spec form "${raw}"`, () => assert.deepEqual(decodeDates(raw), { dates, problems: [] }));
    }
    it('reads full dates written year first with / or . and hints at the spec form (date-separators)', () => {
      assert.deepEqual(decodeDates('2004.05.01'), {
        dates: [[2004, 5, 1]],
        problems: [{ code: 'date-separators', severity: 'hint', message: 'DT[2004.05.01] is a clear date in another notation: FF[4] writes DT[2004-05-01]' }],
      });
      assert.deepEqual(decodeDates('2023/5/1,2023/05/02'), {
        dates: [
          [2023, 5, 1],
          [2023, 5, 2],
        ],
        problems: [
          { code: 'date-separators', severity: 'hint', message: 'DT[2023/5/1,2023/05/02] is a clear date in another notation: FF[4] writes DT[2023-05-01,02]' },
        ],
      });
    });
    it('reads a date followed by a time of day and hints that FF[4] dates hold no time (date-with-time)', () => {
      assert.deepEqual(decodeDates('2003-11-20 20:16'), {
        dates: [[2003, 11, 20]],
        problems: [
          {
            code: 'date-with-time',
            severity: 'hint',
            message: 'DT[2003-11-20 20:16] adds a time of day (20:16) to the date 2003-11-20: FF[4] dates hold no time',
          },
        ],
      });
      assert.deepEqual(decodeDates('2023/05/01T08:30:15').problems, [
        {
          code: 'date-with-time',
          severity: 'hint',
          message: 'DT[2023/05/01T08:30:15] adds a time of day (08:30:15) to the date 2023-05-01: FF[4] dates hold no time',
        },
      ]);
    });
    it('reads other notations leniently and warns: day or month first, prose, an impossible date with / or a time', () => {
      assert.deepEqual(decodeDates('2004/5/1 and 2004/5/2'), {
        dates: [
          [2004, 5, 1],
          [2004, 5, 2],
        ],
        problems: [{ code: 'non-standard-date', severity: 'warning', message: 'DT[2004/5/1 and 2004/5/2] is not in the YYYY-MM-DD format' }],
      });
      assert.deepEqual(decodeDates('13/03/2016'), {
        dates: [[2016]],
        problems: [{ code: 'non-standard-date', severity: 'warning', message: 'DT[13/03/2016] is not in the YYYY-MM-DD format' }],
      });
      assert.deepEqual(decodeDates('2023/13/01').problems, [
        { code: 'non-standard-date', severity: 'warning', message: 'DT[2023/13/01] is not in the YYYY-MM-DD format' },
        { code: 'invalid-date', severity: 'warning', message: '2023-13-01 is not a valid date' },
      ]);
      assert.deepEqual(
        decodeDates('2004-05 12:00').problems.map((p) => p.severity),
        ['warning'],
      );
      assert.deepEqual(
        decodeDates('2004-05-01,02 12:00').problems.map((p) => p.severity),
        ['warning'],
      );
    });
    it('reads a shortcut with nothing before it leniently', () => {
      assert.deepEqual(decodeDates('05-06,1996').dates, [[1996]]);
    });
    it('warns when there is no date at all', () => {
      assert.deepEqual(decodeDates('sometime in May'), {
        dates: [],
        problems: [{ code: 'invalid-date', severity: 'warning', message: 'DT[sometime in May] contains no date' }],
      });
    });
    it('warns about days past the end of their month, and gives no clear-date hint (nor its fix) for them or an impossible time', () => {
      assert.deepEqual(decodeDates('2023-02-29,2024-02-29,2023-04-31').problems, [
        { code: 'invalid-date', severity: 'warning', message: '2023-02-29 is not a valid date' },
        { code: 'invalid-date', severity: 'warning', message: '2023-04-31 is not a valid date' },
      ]);
      assert.deepEqual(
        ['2023/02/31', '2024/02/29', '2003-11-20 25:99', '2003-11-20 23:59'].map((d) => decodeDates(d).problems.map((p) => `${p.severity} ${p.code}`)),
        [['warning non-standard-date', 'warning invalid-date'], ['hint date-separators'], ['warning non-standard-date'], ['hint date-with-time']],
      );
    });
    it('warns about impossible months and days', () => {
      assert.deepEqual(decodeDates('2004-13-01,2004-01-32').problems, [
        { code: 'invalid-date', severity: 'warning', message: '2004-13-01 is not a valid date' },
        { code: 'invalid-date', severity: 'warning', message: '2004-01-32 is not a valid date' },
      ]);
    });
  });

  describe('encodeDates', () => {
    const cases: [number[][], string][] = [
      [[[1996, 5, 6]], '1996-05-06'],
      [
        [
          [1996, 5, 6],
          [1996, 5, 7],
          [1996, 5, 8],
        ],
        '1996-05-06,07,08',
      ],
      [
        [
          [1996, 5],
          [1996, 6],
        ],
        '1996-05,06',
      ],
      [
        [
          [1996, 5, 6],
          [1996, 6, 1],
        ],
        '1996-05-06,06-01',
      ],
      [
        [
          [1996, 12, 27],
          [1996, 12, 28],
          [1997, 1, 3],
          [1997, 1, 4],
        ],
        '1996-12-27,28,1997-01-03,04',
      ],
      [[[1996], [1997]], '1996,1997'],
      [
        [
          [1996, 5],
          [1996, 5, 1],
        ],
        '1996-05,1996-05-01',
      ],
      [[], ''],
    ];
    for (const [dates, raw] of cases) {
      it(`writes ${raw || 'nothing'} and reads it back`, () => {
        assert.equal(encodeDates(dates), raw);
        assert.deepEqual(decodeDates(raw).dates, dates);
      });
    }
  });
});
