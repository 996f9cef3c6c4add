// Compiles test/integration/*.ts to out/integration/*.js: the extension host loads plain JavaScript.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { integrationOutDir, repoRoot } from './paths';

/** Compiles the integration suites (one bundle each, with what they import from src/ and test/support; `vscode` and
 *  npm packages such as mocha left to `require`); returns the entry point. */
export async function compileIntegrationTests(): Promise<string> {
  const sourceDir = path.join(repoRoot, 'test', 'integration');
  const entryPoints = fs
    .readdirSync(sourceDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(sourceDir, f));
  fs.rmSync(integrationOutDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints,
    outdir: integrationOutDir,
    bundle: true,
    packages: 'external',
    external: ['vscode'],
    platform: 'node',
    format: 'cjs',
    target: 'es2022',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return path.join(integrationOutDir, 'index.js');
}
