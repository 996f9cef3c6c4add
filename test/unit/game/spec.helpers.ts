// Test helpers for the spec checks: diagnostics as [code, severity, covered text, message] rows, fixes applied.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCollection } from '../../../src/game/check';
import { applyEdits } from '../../../src/sgf/edit/textEdit';
import { parse } from '../../../src/sgf/parse';
import type { SgfDiagnostic, SgfFix } from '../../../src/sgf/types';

/** A diagnostic as code, severity, the exact text its span covers, and message. */
export type Row = [code: string, severity: string, covered: string, message: string];

/** A fixture of test/fixtures/game/spec. */
export function specFixture(name: string): string {
  return readFileSync(join(__dirname, '../../fixtures/game/spec', name), 'utf8');
}

/** Every diagnostic of `text` as a row. */
export function rows(text: string): Row[] {
  return checkCollection(parse(text)).map((d) => row(text, d));
}

/** One diagnostic of `text` as a row. */
export function row(text: string, d: SgfDiagnostic): Row {
  return [d.code, d.severity, text.slice(d.span.start, d.span.end), d.message];
}

/** The diagnostics of `text` with code `code` whose span covers exactly `covered`. */
export function find(text: string, code: string, covered: string): SgfDiagnostic[] {
  return checkCollection(parse(text)).filter((d) => d.code === code && text.slice(d.span.start, d.span.end) === covered);
}

/**
 * Applies the only fix of the one diagnostic `code` covering `covered`, asserts its title, and asserts that in
 * the fixed text that diagnostic is gone while every other diagnostic is still there. Returns the fixed text.
 */
export function applyOnlyFix(text: string, code: string, covered: string, title: string): string {
  const matches = find(text, code, covered);
  assert.equal(matches.length, 1, `one ${code} at ${covered}`);
  const target = matches[0];
  const fixes = target.fixes as readonly SgfFix[];
  assert.equal(fixes.length, 1);
  assert.equal(fixes[0].title, title);
  const fixed = applyEdits(text, fixes[0].edits);
  const before = rows(text);
  const index = before.findIndex((r) => r[0] === code && r[2] === covered);
  before.splice(index, 1);
  assert.deepEqual(rows(fixed), before);
  return fixed;
}
