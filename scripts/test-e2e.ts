// `npm run test:e2e`: packages the .vsix, installs it into a fresh code-server profile, serves VS Code on 127.0.0.1
// and runs test/e2e (Playwright + Debian's Chromium) against it. Stops its server by PID whatever happens.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';
import { packageVsix } from './harness/package';
import { harnessDir, repoRoot, resultsDir, sampleWorkspace } from './harness/paths';
import { installVsix, prepareProfile, startCodeServer, type CodeServer } from './harness/server';
import { setupHarness } from './harness/setup';
import { stopOnSignals } from './harness/signals';

async function main(): Promise<number> {
  const started = Date.now();
  await setupHarness();
  const vsix = await packageVsix();
  console.log(`[e2e] packaged ${path.relative(repoRoot, vsix.file)} (${(vsix.bytes / 1024).toFixed(0)} KB)`);
  const scratch = path.join(harnessDir, 'e2e');
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(resultsDir, { recursive: true, force: true });
  const profile = prepareProfile(scratch);
  // The tests get a copy of the sample workspace, so nothing they do can change the fixtures.
  const workspace = path.join(scratch, 'workspace');
  fs.cpSync(sampleWorkspace, workspace, { recursive: true });
  await installVsix(profile, vsix.file);
  let server: CodeServer | undefined;
  const release = stopOnSignals(async () => server?.stop());
  try {
    server = await startCodeServer(profile, { logFile: path.join(scratch, 'code-server.log') });
    console.log(`[e2e] code-server ${server.url} (pid ${server.pid}), ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.env.GOBAN_E2E_URL = server.url;
    process.env.GOBAN_E2E_WORKSPACE = workspace;
    const failures = await runMocha(path.join(repoRoot, 'test', 'e2e'));
    console.log(`[e2e] ${failures === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return failures === 0 ? 0 : 1;
  } finally {
    release();
    await server?.stop();
  }
}

/** Runs every *.test.ts under `dir` (only tests matching GOBAN_E2E_GREP, when set) with the spec reporter; resolves to the number of failures. */
function runMocha(dir: string): Promise<number> {
  const mocha = new Mocha({ ui: 'bdd', reporter: 'spec', timeout: 60_000, grep: process.env.GOBAN_E2E_GREP || undefined });
  for (const file of fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()) {
    mocha.addFile(path.join(dir, file));
  }
  return new Promise((resolve) => mocha.run(resolve));
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`[e2e] ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
