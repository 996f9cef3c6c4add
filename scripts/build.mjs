// Bundles the extension host, the webview and the CLI with esbuild (type-checking is `npm run typecheck`).
import * as esbuild from 'esbuild';
import { chmodSync, existsSync, readFileSync } from 'node:fs';

const version = JSON.parse(readFileSync('package.json', 'utf8')).version;

const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production');

// No "use strict" prologue (esbuild adds one when tsconfig says strict): in a CJS bundle it would cover the
// bundled dependencies too, and jschardet writes into strings, which throws in strict mode.
const tsconfigRaw = { compilerOptions: { alwaysStrict: false, useDefineForClassFields: true } };
const common = { bundle: true, sourcemap: !production, minify: production, logLevel: 'warning', target: 'es2022', tsconfigRaw };

// `--only=extension,webview` builds just those bundles (the VS Code test runners need no CLI); `extension` includes
// the SGF check worker, which the extension host starts from dist/checkWorker.js.
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const partOf = { checkWorker: 'extension', notebookMarkdown: 'webview', cliCommands: 'cli' };

// The CLI's entry requires src/cli/lazyCommands.ts only when a command other than `stats` runs: in dist/cli.js that
// require names the second bundle, dist/cliCommands.js, instead of inlining it.
const lazyCommandsBundle = {
  name: 'lazy-cli-commands',
  setup(build) {
    build.onResolve({ filter: /\/lazyCommands$/ }, () => ({ path: './cliCommands.js', external: true }));
  },
};
const charsetLibraries = ['iconv-lite', 'jschardet'];

const entries = [
  { name: 'extension', entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.js', platform: 'node', format: 'cjs', external: ['vscode'] },
  { name: 'checkWorker', entryPoints: ['src/worker/checkWorker.ts'], outfile: 'dist/checkWorker.js', platform: 'node', format: 'cjs' },
  { name: 'webview', entryPoints: ['src/webview/main.ts'], outfile: 'dist/webview.js', platform: 'browser', format: 'iife' },
  // Notebook Markdown cells: an ES module the notebook renderer host imports (its `activate` extends markdown-it).
  { name: 'notebookMarkdown', entryPoints: ['src/webview/notebookMarkdown.ts'], outfile: 'dist/notebookMarkdown.js', platform: 'browser', format: 'esm' },
  {
    name: 'cli',
    entryPoints: ['src/cli.ts'],
    outfile: 'dist/cli.js',
    platform: 'node',
    format: 'cjs',
    banner: { js: '#!/usr/bin/env node' },
    define: { GOBAN_VERSION: JSON.stringify(version) },
    // The charset libraries are the package's dependencies, loaded from node_modules only for files that are not plain
    // ASCII or UTF-8: bundled, their tables were most of the start-up of every command.
    external: charsetLibraries,
    plugins: [lazyCommandsBundle],
  },
  {
    name: 'cliCommands',
    entryPoints: ['src/cli/lazyCommands.ts'],
    outfile: 'dist/cliCommands.js',
    platform: 'node',
    format: 'cjs',
    external: charsetLibraries,
  },
]
  .filter((e) => existsSync(e.entryPoints[0]) && (only === undefined || only.includes(e.name) || only.includes(partOf[e.name])))
  .map(({ name, ...options }) => options);

if (watch) {
  for (const e of entries) await (await esbuild.context({ ...common, ...e })).watch();
} else {
  await Promise.all(entries.map((e) => esbuild.build({ ...common, ...e })));
}
// The CLI is the package's bin: `npx goban` in this folder runs dist/cli.js itself, which needs the executable bit.
if (entries.some((e) => e.outfile === 'dist/cli.js')) chmodSync('dist/cli.js', 0o755);
