import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { webviewStringKeys } from '../../../src/shared/webviewStrings';
import { annotationTitles } from '../../../src/webview/annotations';
import { gameInfoLabels } from '../../../src/webview/panels/gameInfoLabels';

const webviewDir = path.join(__dirname, '../../../src/webview');

/** The string literals passed as the first argument of t(…) in a source file (comparisons inside it excluded). */
function literalsInTCalls(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bt\(((?:[^()']|'(?:[^'\\]|\\.)*')*?)(?:,|\))/g)) {
    const argument = match[1].replace(/[=!]==\s*'(?:[^'\\]|\\.)*'/g, '');
    for (const literal of argument.matchAll(/'((?:[^'\\]|\\.)*)'/g)) found.push(literal[1]);
  }
  return found;
}

describe('webview strings list', () => {
  const keys = new Set(webviewStringKeys);

  it('lists each English text once', () => {
    assert.equal(keys.size, webviewStringKeys.length);
  });

  it('lists every literal the webview passes to t()', () => {
    const missing: string[] = [];
    for (const file of (fs.readdirSync(webviewDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'))) {
      for (const literal of literalsInTCalls(fs.readFileSync(path.join(webviewDir, file), 'utf8'))) {
        if (!keys.has(literal)) missing.push(`${file}: ${literal}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('lists every title of the tables the webview translates (annotations, game-info labels, tools, actions)', () => {
    const tables = [
      ...Object.values(annotationTitles),
      ...Object.values(gameInfoLabels),
      ...tableStrings('panels/toolbar.ts'),
      ...tableStrings('panels/navigationBar.ts'),
    ];
    assert.deepEqual(
      tables.filter((text) => !keys.has(text)),
      [],
    );
  });

  it('lists every data-t text of the HTML layout', () => {
    const html = fs.readFileSync(path.join(__dirname, '../../../src/extension/core/webviewHtml.ts'), 'utf8');
    const texts = [...html.matchAll(/data-t="([^"]*)"/g)].map((m) => m[1]);
    assert.ok(texts.length >= 4);
    assert.deepEqual(
      texts.filter((text) => !keys.has(text)),
      [],
    );
  });
});

/** The `title: '…'` values of a file's tables. */
function tableStrings(file: string): string[] {
  const source = fs.readFileSync(path.join(webviewDir, file), 'utf8');
  const fromTitles = [...source.matchAll(/title: '((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]);
  const fromRecords = [...source.matchAll(/^\s+(?:'[\w-]+'|\w+): '((?:[^'\\]|\\.)*)',$/gm)].map((m) => m[1]);
  return [...fromTitles, ...fromRecords];
}
