import * as assert from 'node:assert/strict';
import { decodeLetters, decodePoint, decodePointList, decodeRectangle, encodeMove, encodePoint, encodePointList } from '../../../src/sgf/codecs';

describe('sgf codecs: points', () => {
  describe('decodePoint', () => {
    const cases: [string, string, number, number, unknown][] = [
      ['aa is the top-left corner', 'aa', 19, 19, [0, 0]],
      ['pd is column 15, row 3', 'pd', 19, 19, [15, 3]],
      ['ss is the bottom-right of 19×19', 'ss', 19, 19, [18, 18]],
      ['an empty value is a pass', '', 19, 19, 'pass'],
      ['tt is a pass on 19×19', 'tt', 19, 19, 'pass'],
      ['tt is a pass on 9×9', 'tt', 9, 9, 'pass'],
      ['tt is a pass on 19×13', 'tt', 19, 13, 'pass'],
      ['tt is the point [19,19] on 20×20', 'tt', 20, 20, [19, 19]],
      ['tt is off-board on 20×19 (no pass, height 19 < 20)', 'tt', 20, 19, null],
      ['tt is off-board on 21×19 because it is not a pass there', 'tt', 21, 19, null],
      ['A is coordinate 26', 'Aa', 52, 52, [26, 0]],
      ['Z is coordinate 51', 'ZZ', 52, 52, [51, 51]],
      ['off the board on 9×9', 'jj', 9, 9, null],
      ['x off the board on a 13×19 board', 'na', 13, 19, null],
      ['y off the board on a 19×13 board', 'an', 19, 13, null],
      ['upper-case on a 19×19 board is off-board', 'Aa', 19, 19, null],
      ['three letters are invalid', 'abc', 19, 19, null],
      ['one letter is invalid', 'a', 19, 19, null],
      ['digits are invalid', '12', 19, 19, null],
      ['a space is invalid', ' a', 19, 19, null],
      ['a rectangle is not a move', 'aa:bb', 19, 19, null],
    ];
    for (const [name, raw, w, h, expected] of cases) {
      it(`${name}: "${raw}" on ${w}×${h}`, () => assert.deepEqual(decodePoint(raw, w, h), expected));
    }
  });

  describe('decodeLetters and decodeRectangle', () => {
    it('reads any two letters whatever the board', () => assert.deepEqual(decodeLetters('tZ'), [19, 51]));
    it('rejects non-letters', () => assert.equal(decodeLetters('a['), null));
    it('orders the corners of a rectangle and says when they were swapped', () => {
      assert.deepEqual(decodeRectangle('cc:aa'), { x1: 0, y1: 0, x2: 2, y2: 2, swapped: true });
      assert.deepEqual(decodeRectangle('ac:ca'), { x1: 0, y1: 0, x2: 2, y2: 2, swapped: true });
      assert.deepEqual(decodeRectangle('aa:cb'), { x1: 0, y1: 0, x2: 2, y2: 1, swapped: false });
    });
    it('is null for a plain point or a malformed rectangle', () => {
      assert.equal(decodeRectangle('aa'), null);
      assert.equal(decodeRectangle('aa:c'), null);
      assert.equal(decodeRectangle(':'), null);
    });
  });

  describe('encodePoint and encodeMove', () => {
    it('writes a–z then A–Z', () => {
      assert.equal(encodePoint([0, 0]), 'aa');
      assert.equal(encodePoint([15, 3]), 'pd');
      assert.equal(encodePoint([25, 26]), 'zA');
      assert.equal(encodePoint([51, 51]), 'ZZ');
    });
    it('throws RangeError for coordinates outside 0–51', () => {
      assert.throws(() => encodePoint([52, 0]), RangeError);
      assert.throws(() => encodePoint([-1, 0]), RangeError);
      assert.throws(() => encodePoint([1.5, 0]), RangeError);
    });
    it('writes a pass as an empty value, never tt', () => {
      assert.equal(encodeMove(null), '');
      assert.equal(encodeMove('pass'), '');
      assert.equal(encodeMove([19, 19]), 'tt');
    });
    it('round-trips every point of a 52×52 board', () => {
      for (let x = 0; x < 52; x++) {
        for (let y = 0; y < 52; y++) assert.deepEqual(decodePoint(encodePoint([x, y]), 52, 52), [x, y]);
      }
    });
  });

  describe('decodePointList', () => {
    it('expands a compressed rectangle row by row (spec example AB[aa:cc])', () => {
      assert.deepEqual(decodePointList(['aa:cc'], 19, 19), {
        points: [
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 1],
          [1, 1],
          [2, 1],
          [0, 2],
          [1, 2],
          [2, 2],
        ],
        problems: [],
      });
    });
    it('mixes single points and rectangles in value order', () => {
      assert.deepEqual(decodePointList(['dd', 'aa:ab', 'pq'], 19, 19).points, [
        [3, 3],
        [0, 0],
        [0, 1],
        [15, 16],
      ]);
    });
    it('accepts reversed corners and says the upper-left corner comes first', () => {
      assert.deepEqual(decodePointList(['bb:aa'], 19, 19), {
        points: [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ],
        problems: [{ code: 'rectangle-corners', severity: 'hint', message: 'Rectangle bb:aa should name its upper-left corner first', valueIndex: 0 }],
      });
    });
    it('reports a 1x1 compressed rectangle as a spec violation but keeps its point', () => {
      assert.deepEqual(decodePointList(['aa:aa'], 19, 19), {
        points: [[0, 0]],
        problems: [{ code: 'single-point-rectangle', severity: 'hint', message: '1x1 compressed rectangle aa:aa: write the single point', valueIndex: 0 }],
      });
    });
    it('reports a repeated point once and keeps the point once', () => {
      assert.deepEqual(decodePointList(['aa', 'ab', 'aa:ab'], 19, 19), {
        points: [
          [0, 0],
          [0, 1],
        ],
        problems: [{ code: 'duplicate-point', severity: 'warning', message: 'Point aa is listed more than once', valueIndex: 2 }],
      });
    });
    it('drops and reports off-board points, tt included', () => {
      assert.deepEqual(decodePointList(['tt', 'jj', 'aa'], 9, 9), {
        points: [[0, 0]],
        problems: [
          { code: 'offboard-point', severity: 'error', message: 'Point tt is off the 9×9 board', valueIndex: 0 },
          { code: 'offboard-point', severity: 'error', message: 'Point jj is off the 9×9 board', valueIndex: 1 },
        ],
      });
    });
    it('clips a rectangle that reaches off the board', () => {
      assert.deepEqual(decodePointList(['hh:jj'], 9, 9), {
        points: [
          [7, 7],
          [8, 7],
          [7, 8],
          [8, 8],
        ],
        problems: [{ code: 'offboard-point', severity: 'error', message: 'Rectangle hh:jj reaches off the 9×9 board', valueIndex: 0 }],
      });
    });
    it('reports malformed values', () => {
      assert.deepEqual(decodePointList(['a', 'aa:b'], 19, 19), {
        points: [],
        problems: [
          { code: 'invalid-point', severity: 'error', message: '"a" is not a point', valueIndex: 0 },
          { code: 'invalid-point', severity: 'error', message: '"aa:b" is not a point or a rectangle', valueIndex: 1 },
        ],
      });
    });
    it('accepts a single empty value for an elist (VW[])', () => {
      assert.deepEqual(decodePointList([''], 19, 19, { allowEmpty: true }), { points: [], problems: [] });
    });
    it('reports an empty value in a plain list (AB[])', () => {
      assert.deepEqual(decodePointList([''], 19, 19), {
        points: [],
        problems: [{ code: 'empty-point', severity: 'warning', message: 'Empty value in a point list', valueIndex: 0 }],
      });
    });
    it('works on rectangular boards up to 52 wide', () => {
      assert.deepEqual(decodePointList(['ZA:Za'], 52, 27).points, [
        [51, 0],
        [51, 1],
        [51, 2],
        [51, 3],
        [51, 4],
        [51, 5],
        [51, 6],
        [51, 7],
        [51, 8],
        [51, 9],
        [51, 10],
        [51, 11],
        [51, 12],
        [51, 13],
        [51, 14],
        [51, 15],
        [51, 16],
        [51, 17],
        [51, 18],
        [51, 19],
        [51, 20],
        [51, 21],
        [51, 22],
        [51, 23],
        [51, 24],
        [51, 25],
        [51, 26],
      ]);
    });
  });

  describe('encodePointList', () => {
    it('writes single points as themselves', () =>
      assert.deepEqual(
        encodePointList([
          [3, 3],
          [0, 0],
        ]),
        ['aa', 'dd'],
      ));
    it('compresses a block into one rectangle', () => {
      assert.deepEqual(
        encodePointList([
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
          [2, 0],
          [2, 1],
        ]),
        ['aa:cb'],
      );
    });
    it('compresses an L shape into a row then a column', () => {
      assert.deepEqual(
        encodePointList([
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 1],
          [0, 2],
        ]),
        ['aa:ca', 'ab:ac'],
      );
    });
    it('writes a 3×3 block with its centre missing as four rectangles', () => {
      const ring = [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 1],
        [2, 1],
        [0, 2],
        [1, 2],
        [2, 2],
      ] as const;
      assert.deepEqual(encodePointList(ring), ['aa:ca', 'ab:ac', 'cb:cc', 'bc']);
    });
    it('writes duplicates once and can skip compression', () => {
      assert.deepEqual(
        encodePointList(
          [
            [0, 0],
            [0, 0],
            [1, 0],
          ],
          false,
        ),
        ['aa', 'ba'],
      );
    });
    it('writes nothing for no points', () => assert.deepEqual(encodePointList([]), []));
    it('round-trips random point sets through decodePointList', () => {
      let seed = 12345;
      const rand = (n: number): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      for (let run = 0; run < 200; run++) {
        const points: [number, number][] = [];
        const count = rand(40);
        for (let i = 0; i < count; i++) points.push([rand(9), rand(9)]);
        const key = (p: readonly number[]): number => p[1] * 9 + p[0];
        const expected = [...new Set(points.map(key))].sort((a, b) => a - b);
        const decoded = decodePointList(encodePointList(points), 9, 9);
        assert.deepEqual(decoded.problems, []);
        assert.deepEqual(
          decoded.points.map(key).sort((a, b) => a - b),
          expected,
        );
      }
    });
  });
});
