// Where the harness keeps what it installs and writes: every folder here is ignored by git.
import * as path from 'node:path';

/** The repository root (the extension's folder). */
export const repoRoot = path.resolve(__dirname, '..', '..');
/** Everything the harness installs or scratches lives under this ignored folder. */
export const harnessDir = path.join(repoRoot, '.vscode-test');
/** The code-server release that carries VS Code 1.100.3, the last one that runs on Node 20. */
export const codeServerVersion = '4.100.3';
/** The npm prefix that code-server is installed into (its own package.json, never the project's). */
export const codeServerPrefix = path.join(harnessDir, 'code-server');
/** code-server's command-line entry point. */
export const codeServerEntry = path.join(codeServerPrefix, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
/** Screenshots and reports of failed runs. */
export const resultsDir = path.join(repoRoot, 'test-results');
/** The sample workspace that `npm start`, the integration and the end-to-end tests open. */
export const sampleWorkspace = path.join(repoRoot, 'test', 'fixtures', 'workspace');
/** Compiled integration suites (the extension host loads JavaScript). */
export const integrationOutDir = path.join(repoRoot, 'out', 'integration');
/** Debian's Chromium, which Playwright drives. */
export const chromiumPath = '/usr/bin/chromium';
