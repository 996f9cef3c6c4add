import * as assert from 'node:assert/strict';
import { checkCollection } from '../../../src/game/check';
import { applyEdits } from '../../../src/sgf/edit/textEdit';
import { parse } from '../../../src/sgf/parse';
import { applyOnlyFix, find, rows } from './spec.helpers';

describe('spec fixes', () => {
  it('square-size-composed: "Write SZ[19]" turns SZ[19:19] into SZ[19]', () => {
    const src = '(;FF[4]SZ[19:19];B[aa])';
    assert.deepEqual(rows(src), [['square-size-composed', 'hint', '[19:19]', 'SZ[19:19] should be written SZ[19]']]);
    assert.equal(applyOnlyFix(src, 'square-size-composed', '[19:19]', 'Write SZ[19]'), '(;FF[4]SZ[19];B[aa])');
  });

  it('duplicate-property with equal values: "Remove duplicate C" removes it and the line break before it', () => {
    const src = '(;FF[4]\n;B[aa]\nC[hi]\nC[hi]\n;W[bb])';
    assert.deepEqual(rows(src), [['duplicate-property', 'warning', 'C[hi]', 'C appears twice in one node with the same value']]);
    assert.equal(applyOnlyFix(src, 'duplicate-property', 'C[hi]', 'Remove duplicate C'), '(;FF[4]\n;B[aa]\nC[hi]\n;W[bb])');
  });

  it('duplicate-property with different single values has no fix (which one is meant is not certain)', () => {
    const [d] = find('(;C[a]C[b])', 'duplicate-property', 'C[b]');
    assert.equal(d.fixes, undefined);
  });

  it('duplicate-property of a point list: "Merge duplicate AB" appends the new points to the first AB', () => {
    const src = '(;AB[aa][bb] AW[cc] AB[bb][dd:ee])';
    assert.equal(applyOnlyFix(src, 'duplicate-property', 'AB[bb][dd:ee]', 'Merge duplicate AB'), '(;AB[aa][bb][dd:ee] AW[cc])');
  });

  it('duplicate-property right after the first: the merge is one replacement', () => {
    const src = '(;TR[aa]TR[bb])';
    const [d] = find(src, 'duplicate-property', 'TR[bb]');
    assert.deepEqual(d.fixes, [{ title: 'Merge duplicate TR', edits: [{ offset: 8, length: 6, text: '[bb]' }] }]);
    assert.equal(applyOnlyFix(src, 'duplicate-property', 'TR[bb]', 'Merge duplicate TR'), '(;TR[aa][bb])');
  });

  it('duplicate-property of LB: "Merge duplicate LB"; none when the two label one point differently', () => {
    assert.equal(applyOnlyFix('(;LB[aa:A]C[x]LB[bb:B])', 'duplicate-property', 'LB[bb:B]', 'Merge duplicate LB'), '(;LB[aa:A][bb:B]C[x])');
    assert.equal(find('(;LB[aa:A]LB[aa:B])', 'duplicate-property', 'LB[aa:B]')[0].fixes, undefined);
  });

  it('duplicate-property of a point list overlapping the first only in part has no fix', () => {
    assert.equal(find('(;AB[aa:bb]AB[ab:ac])', 'duplicate-property', 'AB[ab:ac]')[0].fixes, undefined);
  });

  it('duplicate-point: "Remove duplicate aa" removes the repeated value and the space before it', () => {
    const src = '(;AB[aa] [bb] [aa])';
    assert.equal(applyOnlyFix(src, 'duplicate-point', '[aa]', 'Remove duplicate aa'), '(;AB[aa] [bb])');
  });

  it('duplicate-point: a point already inside a rectangle is removed; a rectangle that overlaps in part is not', () => {
    assert.equal(applyOnlyFix('(;TR[aa:bb][ab])', 'duplicate-point', '[ab]', 'Remove duplicate ab'), '(;TR[aa:bb])');
    assert.equal(find('(;TR[aa:bb][ab:ac])', 'duplicate-point', '[ab:ac]')[0].fixes, undefined);
  });

  it('single-point-rectangle: "Write aa" turns aa:aa into aa', () => {
    const src = '(;AB[aa:aa][cc])';
    assert.deepEqual(rows(src), [['single-point-rectangle', 'hint', '[aa:aa]', '1x1 compressed rectangle aa:aa: write the single point']]);
    assert.equal(applyOnlyFix(src, 'single-point-rectangle', '[aa:aa]', 'Write aa'), '(;AB[aa][cc])');
  });

  it('rectangle-corners: reversed corners are written upper-left first', () => {
    const src = '(;AW[cc:aa]SQ[da:bc])';
    assert.deepEqual(
      rows(src).map((r) => [r[0], r[1], r[2]]),
      [
        ['rectangle-corners', 'hint', '[cc:aa]'],
        ['rectangle-corners', 'hint', '[da:bc]'],
      ],
    );
    assert.equal(applyOnlyFix(src, 'rectangle-corners', '[cc:aa]', 'Write aa:cc'), '(;AW[aa:cc]SQ[da:bc])');
    assert.equal(applyOnlyFix(src, 'rectangle-corners', '[da:bc]', 'Write ba:dc'), '(;AW[cc:aa]SQ[ba:dc])');
  });

  it('duplicate-line and duplicate-point of LB: the repeated value is removed', () => {
    assert.equal(applyOnlyFix('(;LN[aa:bb][bb:aa])', 'duplicate-line', '[bb:aa]', 'Remove duplicate bb:aa'), '(;LN[aa:bb])');
    assert.equal(applyOnlyFix('(;AR[aa:bb]\n[aa:bb])', 'duplicate-line', '[aa:bb]', 'Remove duplicate aa:bb'), '(;AR[aa:bb])');
    assert.equal(applyOnlyFix('(;LB[cc:A][cc:A])', 'duplicate-point', '[cc:A]', 'Remove duplicate cc:A'), '(;LB[cc:A])');
    assert.equal(find('(;LB[cc:A][cc:B])', 'duplicate-point', '[cc:B]')[0].fixes, undefined);
  });

  it('non-standard-color: "Write PL[W]" turns PL[w] and PL[White] into PL[W]; "Write PL[B]" PL[black]', () => {
    for (const [raw, color] of [
      ['w', 'W'],
      ['White', 'W'],
      ['black', 'B'],
    ]) {
      assert.equal(
        applyOnlyFix(`(;GM[1]FF[4]SZ[19]AB[dd]PL[${raw}])`, 'non-standard-color', `[${raw}]`, `Write PL[${color}]`),
        `(;GM[1]FF[4]SZ[19]AB[dd]PL[${color}])`,
      );
    }
  });

  it('date-separators: "Write DT[2023-05-01]" writes the date as FF[4] does, shortcuts and all', () => {
    assert.equal(applyOnlyFix('(;DT[2023/05/01])', 'date-separators', '[2023/05/01]', 'Write DT[2023-05-01]'), '(;DT[2023-05-01])');
    assert.equal(applyOnlyFix('(;DT[2023.5.1,2023.5.2])', 'date-separators', '[2023.5.1,2023.5.2]', 'Write DT[2023-05-01,02]'), '(;DT[2023-05-01,02])');
  });

  it('date-with-time has no fix: FF[4] has no place for the time, and dropping it loses what the writer recorded', () => {
    assert.equal(find('(;DT[2003-11-20 20:16])', 'date-with-time', '[2003-11-20 20:16]')[0].fixes, undefined);
  });

  describe('a stray ) after the last game', () => {
    it('"Remove stray )" deletes it and the whitespace before it', () => {
      assert.equal(applyOnlyFix('(;GM[1]FF[4]SZ[9];B[ee];W[gg]))', 'unbalanced-close', ')', 'Remove stray )'), '(;GM[1]FF[4]SZ[9];B[ee];W[gg])');
      const [stray] = find('(;GM[1];B[aa])\n )\n(;GM[1];W[bb])', 'unbalanced-close', ')');
      assert.deepEqual(stray.fixes, [{ title: 'Remove stray )', edits: [{ offset: 14, length: 3, text: '' }] }]);
    });

    it('has no fix where another ) may be the wrong one: after nodes outside the game, or after a game with errors', () => {
      for (const src of ['(;B[aa]);W[bb])', '(;B[aa](;W[bb]);B[cc]))', '(;B[aa]C)) ']) {
        assert.deepEqual(
          find(src, 'unbalanced-close', ')').map((d) => [d.severity, d.fixes]),
          [['error', undefined]],
          src,
        );
      }
    });
  });

  describe('a stray ] in a text value', () => {
    it('shows up as junk after a property without value, and "Escape ]" makes it part of the comment', () => {
      const src = '(;C[a]b];B[aa])';
      assert.deepEqual(
        rows(src).map((r) => [r[0], r[1], r[2]]),
        [
          ['property-id-without-capitals', 'warning', 'b'],
          ['property-without-value', 'error', 'b'],
          ['junk', 'error', ']'],
        ],
      );
      const [junk] = find(src, 'junk', ']');
      assert.deepEqual(junk.fixes, [{ title: 'Escape ]', edits: [{ offset: 5, length: 0, text: '\\' }] }]);
      const fixed = '(;C[a\\]b];B[aa])';
      assert.equal(junk.fixes && junk.fixes[0].edits.length, 1);
      assert.deepEqual(rows(fixed), []);
    });

    it('directly after a value (C[see [1]]) and in simple-text properties (N, PB)', () => {
      const cases: [string, string][] = [
        ['(;C[see [1]];B[aa])', '(;C[see [1\\]];B[aa])'],
        ['(;N[x]y];B[aa])', '(;N[x\\]y];B[aa])'],
        ['(;PB[Lee]]\n;B[aa])', '(;PB[Lee\\]]\n;B[aa])'],
      ];
      for (const [src, fixed] of cases) {
        const [junk] = find(src, 'junk', ']');
        assert.equal(junk.fixes?.[0].title, 'Escape ]', src);
        assert.equal(applyEdits(src, junk.fixes[0].edits), fixed);
        assert.deepEqual(rows(fixed), [], fixed);
      }
    });

    it('escapes every ] of a run of junk but the last: C[a]]] becomes C[a\\]\\]]', () => {
      const src = '(;C[a]]];B[aa])';
      const [junk] = find(src, 'junk', ']]');
      assert.deepEqual(junk.fixes?.[0].edits, [
        { offset: 5, length: 0, text: '\\' },
        { offset: 6, length: 0, text: '\\' },
      ]);
      assert.deepEqual(rows('(;C[a\\]\\]];B[aa])'), []);
    });

    it('is offered for the first stray ] only; after that fix the next one gets it', () => {
      const src = '(;C[a]b]c])';
      const junks = checkJunkTitles(src);
      assert.deepEqual(junks, [['Escape ]'], []]);
      const once = '(;C[a\\]b]c])';
      assert.deepEqual(checkJunkTitles(once), [['Escape ]']]);
    });

    it('is not offered after a move, after a node or variation boundary, or for top-level text', () => {
      for (const src of ['(;B[aa]b])', '(;C[a];b])', '(;C[a](;B[aa])])', '(;C[a])]']) {
        assert.deepEqual(
          find(src, 'junk', ']').map((d) => d.fixes),
          src === '(;C[a])]' ? [] : [undefined],
          src,
        );
      }
    });
  });
});

function checkJunkTitles(src: string): string[][] {
  return checkCollection(parse(src))
    .filter((d) => d.code === 'junk')
    .map((d) => (d.fixes ?? []).map((f) => f.title));
}
