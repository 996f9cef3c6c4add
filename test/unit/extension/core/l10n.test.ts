import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webviewStringKeys } from '../../../../src/shared/webviewStrings';

const root = join(__dirname, '../../../..');
const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

/** Every `%key%` string anywhere in the manifest's contributions. */
function manifestKeys(): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const match = /^%(.+)%$/.exec(value);
      if (match !== null) keys.add(match[1]);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(readJson('package.json'));
  return [...keys].sort();
}

/** The extension host's source files, relative to src/extension, in every feature folder. */
function hostFiles(): string[] {
  return (readdirSync(join(root, 'src/extension'), { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort();
}

/** The string literals passed to vscode.l10n.t in the extension's sources (single-quoted, as the code style writes them). */
function hostStrings(): string[] {
  const strings = new Set<string>();
  for (const file of hostFiles()) {
    const text = readFileSync(join(root, 'src/extension', file), 'utf8');
    for (const match of text.matchAll(/l10n\.t\(\s*'((?:[^'\\]|\\.)*)'/g)) strings.add(match[1].replace(/\\(.)/g, '$1'));
  }
  return [...strings].sort();
}

describe('localisation (English and German)', () => {
  const english = readJson('package.nls.json');
  const german = readJson('package.nls.de.json');
  const bundle = readJson('l10n/bundle.l10n.de.json');

  it('points the manifest at the l10n folder', () => {
    assert.equal(readJson('package.json').l10n, './l10n');
  });

  it('has every manifest %key% in package.nls.json and package.nls.de.json, and no other keys', () => {
    const keys = manifestKeys();
    assert.ok(keys.length >= 40, `found ${keys.length} keys`);
    assert.deepEqual(Object.keys(english).sort(), keys);
    assert.deepEqual(Object.keys(german).sort(), keys);
  });

  it('leaves no command title, setting description or colour description unlocalised in the manifest', () => {
    const contributes = readJson('package.json').contributes as {
      commands: { title: string; category: string }[];
      configuration: { properties: Record<string, { description?: string; markdownDescription?: string; enumDescriptions?: string[] }> };
      colors: { description: string }[];
    };
    const texts = [
      ...contributes.commands.flatMap((c) => [c.title, c.category]),
      ...Object.values(contributes.configuration.properties).flatMap((p) => [p.description, p.markdownDescription, ...(p.enumDescriptions ?? [])]),
      ...contributes.colors.map((c) => c.description),
    ].filter((t): t is string => t !== undefined);
    assert.deepEqual(
      texts.filter((t) => !/^%.+%$/.test(t)),
      [],
    );
  });

  it('translates every non-empty manifest string into German', () => {
    assert.deepEqual(
      Object.entries(german)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k),
      [],
    );
  });

  it('has a German translation for every vscode.l10n.t string of the host and every webview string, and no stale ones', () => {
    const wanted = [...new Set([...hostStrings(), ...webviewStringKeys])].sort();
    assert.ok(hostStrings().length >= 30, `found ${hostStrings().length} host strings`);
    assert.deepEqual(
      wanted.filter((s) => typeof bundle[s] !== 'string' || (bundle[s] as string).trim() === ''),
      [],
    );
    assert.deepEqual(
      Object.keys(bundle).filter((s) => !wanted.includes(s)),
      [],
    );
  });

  it('calls vscode.l10n.t with a string literal everywhere but the webview-strings loop (so the test above sees every string)', () => {
    const dynamic = hostFiles().flatMap((file) =>
      [...readFileSync(join(root, 'src/extension', file), 'utf8').matchAll(/l10n\.t\(\s*([^'\s])/g)].map((m) => `${file}: ${m[1]}`),
    );
    assert.deepEqual(dynamic, ['core/webviewStrings.ts: e']);
  });

  it('keeps every {n} placeholder of a string in its German translation', () => {
    const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort().join();
    const mismatched = Object.entries(bundle).filter(([en, de]) => placeholders(en) !== placeholders(String(de)));
    assert.deepEqual(mismatched, []);
  });
});
