// DESIGN §1 by folder: the pure core imports no vscode, Node fs/path/process API or DOM, and its arrows point down.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = join(__dirname, '../..');
const src = join(root, 'src');
/** The edges: the only folders that may talk to VS Code, the DOM, Node or the user. */
const EDGES = ['extension', 'webview', 'cli', 'worker'];
/** Every pure folder and its layer: a folder imports only from its own layer's folders or lower ones. */
const LAYERS: Record<string, number> = { engine: 0, sgf: 1, boardText: 1, game: 2, shared: 3, editor: 4, render: 4 };
/** Imports the pure core may not use: VS Code, Node's built-ins. */
const FORBIDDEN = /^(vscode|fs|path|child_process|worker_threads|node:.*)$/;

/** Every .ts file under `dir`, relative to the repository root. */
function tsFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => relative(root, join(dir, f)));
}

/** The import specifiers of a source text. */
function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|require\(['"]([^'"]+)['"]\)|import\(['"]([^'"]+)['"]\)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );
}

/** The top-level src folder a repository path lies in ("src/game/replay.ts" → "game"). */
function folderOf(file: string): string {
  return file.split(sep)[1];
}

/** Why the pure file `file` breaks the rules: forbidden imports, imports from an edge or a higher layer, the DOM. */
function violationsOf(file: string, layer: number | undefined): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const out: string[] = [];
  for (const spec of importsOf(text)) {
    if (FORBIDDEN.test(spec)) out.push(`${file} imports ${spec}`);
    if (!spec.startsWith('.')) continue;
    const target = relative(root, join(root, file, '..', spec));
    const folder = folderOf(target);
    if (EDGES.includes(folder) && folder !== folderOf(file)) out.push(`${file} imports the edge ${spec}`);
    if (layer !== undefined && LAYERS[folder] !== undefined && LAYERS[folder] > layer) out.push(`${file} imports upward: ${spec}`);
  }
  if (/\b(document|window)\.\w/.test(text.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ''))) out.push(`${file} uses the DOM`);
  return out;
}

describe('architecture', () => {
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  it('knows every folder of src/ as an edge or a layer of the pure core (a new folder is placed on purpose)', () => {
    assert.deepEqual(
      folders.filter((f) => !EDGES.includes(f) && LAYERS[f] === undefined),
      [],
    );
  });

  it('keeps every pure folder free of vscode, Node built-ins and the DOM, its arrows pointing down', () => {
    const violations = folders.filter((f) => LAYERS[f] !== undefined).flatMap((f) => tsFiles(join(src, f)).map((file) => violationsOf(file, LAYERS[f])));
    assert.deepEqual(violations.flat(), []);
  });

  it('keeps every import of src/ inside src/ (tests and scripts stay out of the product)', () => {
    const outside = tsFiles(src).flatMap((file) =>
      importsOf(readFileSync(join(root, file), 'utf8'))
        .filter((spec) => spec.startsWith('.') && !relative(root, join(root, file, '..', spec)).startsWith(`src${sep}`))
        .map((spec) => `${file} imports ${spec}`),
    );
    assert.deepEqual(outside, []);
  });

  it('keeps a file of the edges that says "// Pure" as pure as the core (unit-tested on Node, runnable on the web)', () => {
    const marked = EDGES.flatMap((f) => tsFiles(join(src, f))).filter((file) => readFileSync(join(root, file), 'utf8').startsWith('// Pure'));
    assert.ok(marked.length >= 15, `only ${marked.length} files say // Pure`);
    assert.deepEqual(
      marked.flatMap((file) => violationsOf(file, undefined)),
      [],
    );
  });
});
