import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCollection } from '../../../src/game/check';
import { applyEdits, combineEdits } from '../../../src/sgf/edit/textEdit';
import { parse } from '../../../src/sgf/parse';
import type { SgfDiagnostic, SgfFix } from '../../../src/sgf/types';
import { cleanAnnotatedGame } from '../../fixtures/game/spec/generate';
import { below, mutate, random } from '../../fixtures/sgf/generate';
import { row, rows, specFixture, type Row } from './spec.helpers';

const PARSE_CODES_AN_ESCAPE_REMOVES = new Set(['bad-property-id', 'property-id-without-capitals', 'property-without-value']);

/** Counts of each code. */
function countCodes(diagnostics: readonly SgfDiagnostic[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return counts;
}

describe('spec checks on whole files', () => {
  it('finds nothing in complex.sgf, a real annotated professional game with variations (@sabaki/sgf test file)', () => {
    const text = readFileSync(join(__dirname, '../../fixtures/sgf/sabaki/complex.sgf'), 'utf8');
    assert.deepEqual(checkCollection(parse(text)), []);
  });

  it('finds nothing in a hand-written game that uses every property as the spec asks', () => {
    assert.deepEqual(rows(specFixture('annotated.sgf')), []);
  });

  it('reports each violation of violations.sgf once, at its exact span', () => {
    const text = specFixture('violations.sgf');
    assert.deepEqual(
      rows(text).map((r) => [r[0], r[1], r[2]]),
      [
        ['square-size-composed', 'hint', '[9:9]'],
        ['malformed-value', 'warning', '[two]'],
        ['decimal-comma', 'warning', '[6,5]'],
        ['malformed-value', 'warning', '[12/03/2016]'],
        ['malformed-value', 'warning', '[White wins]'],
        ['non-standard-color', 'warning', '[white]'],
        ['malformed-value', 'hint', '[hand-written]'],
        ['too-many-values', 'warning', '[dd]'],
        ['value-not-empty', 'hint', '[now]'],
        ['malformed-value', 'warning', '[3]'],
        ['annotation-conflict', 'warning', 'BM[1]'],
        ['ko-without-move', 'warning', 'KO[]'],
        ['annotation-conflict', 'warning', 'GW[1]'],
        ['annotation-without-move', 'warning', 'IT[]'],
        ['setup-point-twice', 'warning', '[ee]'],
        ['root-property-outside-root', 'warning', 'SZ[9]'],
        ['malformed-value', 'warning', '[bb]'],
        ['markup-point-twice', 'warning', '[aa]'],
        ['line-same-endpoints', 'warning', '[cc:cc]'],
        ['duplicate-line', 'warning', '[bb:aa]'],
        ['territory-point-twice', 'warning', '[aa]'],
        ['game-info-twice', 'warning', 'PB[Someone]'],
      ],
    );
  });

  it('each fix of fixable.sgf, applied alone, removes its diagnostic and changes no other', () => {
    const text = specFixture('fixable.sgf');
    const diagnostics = checkCollection(parse(text));
    const fixed = diagnostics.filter((d) => d.fixes !== undefined);
    assert.equal(fixed.length, 15);
    for (const d of fixed) {
      const edits = (d.fixes as readonly SgfFix[])[0].edits;
      const expected: Row[] = [];
      const gapStart = Math.min(...edits.map((e) => e.offset));
      for (const other of diagnostics) {
        if (other === d) continue;
        const removedByEscape =
          d.code === 'junk' && PARSE_CODES_AN_ESCAPE_REMOVES.has(other.code) && other.span.start >= gapStart && other.span.end <= d.span.start;
        if (!removedByEscape) expected.push(row(text, other));
      }
      assert.deepEqual(rows(applyEdits(text, edits)), expected, `${d.code} at ${d.span.start}`);
    }
  });

  it('all fixes of fixable.sgf together leave a clean file', () => {
    const text = specFixture('fixable.sgf');
    const edits = combineEdits(...checkCollection(parse(text)).flatMap((d) => (d.fixes ?? []).map((f) => f.edits)));
    assert.ok(edits !== null);
    const fixed = applyEdits(text, edits);
    assert.equal(
      fixed,
      [
        '(;FF[4]GM[1]SZ[19]DT[2023-05-01]C[Root comment]',
        'AB[aa][bb:cc][dd][qq]AW[pp]PL[W]',
        ';B[pd]C[A comment with a stray \\] bracket]',
        ';W[dp]LB[dd:A]TR[qq][rr]N[same]',
        ';B[pq]N[see [1\\]]AR[aa:bb]LN[cc:dd][ee:ff]',
        ';W[qp]SQ[bb:cc])',
        '',
      ].join('\n'),
    );
    assert.deepEqual(rows(fixed), []);
  });

  it('on 600 mutated files every fix applies and lowers the count of its code without adding other problems (seed 23)', function () {
    this.timeout(60_000);
    const rand = random(23);
    const seeds = ['fixable.sgf', 'violations.sgf', 'annotated.sgf'].map(specFixture);
    let applied = 0;
    for (let k = 0; k < 600; k++) {
      let text = seeds[below(rand, seeds.length)];
      for (let m = 1 + below(rand, 4); m > 0; m--) text = mutate(text, rand);
      const before = checkCollection(parse(text));
      const counts = countCodes(before);
      for (const d of before) {
        for (const fix of d.fixes ?? []) {
          const after = countCodes(checkCollection(parse(applyEdits(text, fix.edits))));
          const context = `${d.code} "${fix.title}" in ${JSON.stringify(text)}`;
          assert.ok((after.get(d.code) ?? 0) < (counts.get(d.code) ?? 0), context);
          for (const [code, n] of after) {
            if (code.startsWith('illegal-move-') && d.code === 'junk') continue;
            assert.ok(n <= (counts.get(code) ?? 0), `${code} added by ${context}`);
          }
          applied++;
        }
      }
    }
    assert.ok(applied > 1_500, `fixes applied: ${applied}`);
  });

  describe('a 50,000-node game', () => {
    let text = '';
    before(function () {
      this.timeout(30_000);
      text = cleanAnnotatedGame(50_000, 5);
    });

    it('is clean and checked in linear time: under 3 s even on a loaded machine (best of 3; ~0.2 s idle, see npm run bench)', function () {
      this.timeout(30_000);
      const coll = parse(text);
      assert.equal(coll.nodeCount, 50_000);
      assert.deepEqual(checkCollection(coll), []);
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        checkCollection(coll);
        best = Math.min(best, performance.now() - start);
      }
      assert.ok(best < 3000, `checkCollection took ${best.toFixed(0)} ms`);
    });
  });
});
