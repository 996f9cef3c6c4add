import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '../..');
const PURE = ['src/engine', 'src/sgf', 'src/boardText', 'src/game', 'src/shared', 'src/editor'];
/** Imports the pure core may not use (DESIGN §1): VS Code, Node's file system and process APIs. */
const FORBIDDEN = /^(vscode|fs|path|child_process|node:.*)$/;

function tsFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(tsFiles(full));
    else if (name.endsWith('.ts')) out.push(full);
  }
  return out;
}

describe('architecture', () => {
  it('keeps the pure core free of vscode, Node fs/path/process APIs and the DOM, and its arrows pointing down', () => {
    const violations: string[] = [];
    for (const dir of PURE) {
      for (const file of tsFiles(join(root, dir))) {
        const text = readFileSync(file, 'utf8');
        const rel = relative(root, file);
        for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|require\(['"]([^'"]+)['"]\)/g)) {
          const spec = m[1] ?? m[2];
          if (FORBIDDEN.test(spec)) violations.push(`${rel} imports ${spec}`);
          if (/\/(extension|webview|cli)(\/|$)/.test(spec)) violations.push(`${rel} imports upward: ${spec}`);
        }
        if (/\b(document|window)\.\w/.test(text.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ''))) violations.push(`${rel} uses the DOM`);
      }
    }
    assert.deepEqual(violations, []);
  });
});
