import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The host-side modules of the language features that must run in plain Node (unit tests, a web extension). */
const PURE_HELPERS = ['diagnosticsLint', 'diagnosticsSchedule', 'hoverSgf', 'hoverSgfChain', 'hoverText', 'hoverTextBoard', 'symbolsTree'];

describe('language feature helpers', () => {
  it('import neither vscode, Node built-ins nor host modules', () => {
    const violations: string[] = [];
    for (const name of PURE_HELPERS) {
      const text = readFileSync(join(__dirname, '../../../src/extension', `${name}.ts`), 'utf8');
      for (const m of text.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
        const spec = m[1];
        const allowed = spec.startsWith('../') || PURE_HELPERS.some((helper) => spec === `./${helper}`);
        if (!allowed) violations.push(`${name} imports ${spec}`);
      }
    }
    assert.deepEqual(violations, []);
  });
});
