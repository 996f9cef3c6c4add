import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULESETS } from '../../../../src/engine';
import { fixesFor, lintSgf } from '../../../../src/extension/diagnostics/diagnosticsLint';
import { BASE_DELAY_MS, checkDelay, Debouncer, LARGE_FIRST_DELAY_MS, MAX_DELAY_MS } from '../../../../src/extension/diagnostics/diagnosticsSchedule';
import { checkCollection } from '../../../../src/game';
import { applyEdits } from '../../../../src/sgf/edit/textEdit';
import { parse } from '../../../../src/sgf/parse';
import { FakeTimers } from './diagnosticsFakes';

const lintFixture = (name: string) => readFileSync(join(__dirname, '../../../fixtures/workspace/lint', name), 'utf8');

describe('SGF diagnostics scheduling', () => {
  it('waits 250 ms after the last change, twice the last check when that took longer, at most 3 s', () => {
    assert.equal(checkDelay(undefined, 10_000), BASE_DELAY_MS);
    assert.equal(checkDelay(undefined, 5_000_000), LARGE_FIRST_DELAY_MS);
    assert.equal(checkDelay(3, 5_000_000), BASE_DELAY_MS);
    assert.equal(checkDelay(400, 0), 800);
    assert.equal(checkDelay(9_000, 0), MAX_DELAY_MS);
  });

  it('runs once per key after the pause, restarting the timer on every change', () => {
    const timers = new FakeTimers();
    const runs: string[] = [];
    const debouncer = new Debouncer<string>((key) => runs.push(`${key}@${timers.now}`), timers);
    debouncer.schedule('a.sgf', 250);
    timers.advance(200);
    debouncer.schedule('a.sgf', 250);
    debouncer.schedule('b.sgf', 250);
    timers.advance(200);
    assert.deepEqual(runs, []);
    timers.advance(50);
    assert.deepEqual(runs, ['a.sgf@450', 'b.sgf@450']);
    assert.equal(debouncer.isPending('a.sgf'), false);
  });

  it('drops a cancelled run (a closed document) and every run on dispose', () => {
    const timers = new FakeTimers();
    const runs: string[] = [];
    const debouncer = new Debouncer<string>((key) => runs.push(key), timers);
    debouncer.schedule('a.sgf', 250);
    debouncer.schedule('b.sgf', 250);
    debouncer.cancel('a.sgf');
    timers.advance(300);
    assert.deepEqual(runs, ['b.sgf']);
    debouncer.schedule('c.sgf', 250);
    debouncer.dispose();
    timers.advance(300);
    assert.deepEqual(runs, ['b.sgf']);
  });
});

describe('SGF diagnostics content', () => {
  it('is exactly checkCollection of the parsed text (what `goban check` prints), with the version and the time taken', () => {
    const text = lintFixture('broken.sgf');
    let clock = 10;
    const result = lintSgf(text, 7, {}, () => (clock += 5));
    assert.deepEqual(result, { version: 7, diagnostics: checkCollection(parse(text)), elapsedMs: 5 });
    assert.deepEqual(
      result.diagnostics.map((d) => [d.severity, d.code, d.message, text.slice(d.span.start, d.span.end)]),
      [
        ['error', 'unbalanced-open', 'This "(" is never closed by a matching ")".', '('],
        ['hint', 'square-size-composed', 'SZ[19:19] should be written SZ[19]', '[19:19]'],
        ['warning', 'illegal-move-ko', 'Move 2: White at B18 (bb) is illegal: ko', '[bb]'],
        ['warning', 'duplicate-property', 'C appears twice in one node with the same value', 'C[twice]'],
      ],
    );
  });

  it('follows the goban.rules override: a two-stone suicide is illegal by the file (Japanese) but legal under Tromp-Taylor', () => {
    const text = '(;SZ[5]AB[ba][bb][ac]AW[ab];W[aa])';
    assert.deepEqual(
      lintSgf(text, 1).diagnostics.map((d) => d.code),
      ['illegal-move-suicide'],
    );
    assert.deepEqual(lintSgf(text, 1, { rules: RULESETS['tromp-taylor'] }).diagnostics, []);
  });

  it('finds the fixes of a diagnostic by its exact span and code, and they repair the text', () => {
    const text = lintFixture('broken.sgf');
    const { diagnostics } = lintSgf(text, 1);
    const size = diagnostics.find((d) => d.code === 'square-size-composed');
    assert.ok(size);
    const fixes = fixesFor(diagnostics, size.span, 'square-size-composed');
    assert.deepEqual(
      fixes.map((f) => f.title),
      ['Write SZ[19]'],
    );
    assert.ok(applyEdits(text, fixes[0].edits).startsWith('(;GM[1]FF[4]CA[UTF-8]SZ[19]GN[Broken]\n'));
    assert.deepEqual(fixesFor(diagnostics, { start: size.span.start, end: size.span.end + 1 }, 'square-size-composed'), []);
    assert.deepEqual(fixesFor(diagnostics, size.span, 'duplicate-property'), []);
    const ko = diagnostics.find((d) => d.code === 'illegal-move-ko');
    assert.ok(ko);
    assert.deepEqual(fixesFor(diagnostics, ko.span, ko.code), []);
  });
});
