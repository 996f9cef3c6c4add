// `npm run test:integration`: runs test/integration inside the real Node extension host of code-server's VS Code.
// The workbench is opened in headless Chromium with `&payload=` (extensionDevelopmentPath + extensionTestsPath);
// VS Code reports the exit code through `codeAutomationExit`, and mocha's report comes back through a file.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { launchChromium } from './harness/browser';
import { compileIntegrationTests } from './harness/compileIntegration';
import { harnessDir, repoRoot, resultsDir, sampleWorkspace } from './harness/paths';
import { run } from './harness/run';
import { prepareProfile, startCodeServer, type CodeServer } from './harness/server';
import { setupHarness } from './harness/setup';
import { stopOnSignals } from './harness/signals';

/** How long the whole in-host run may take (workbench load ≈ 15 s, mocha a few seconds). */
const runTimeoutMs = 180_000;

async function main(): Promise<number> {
  const started = Date.now();
  await setupHarness();
  await run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--only=extension,webview']);
  const testsEntry = await compileIntegrationTests();
  const scratch = path.join(harnessDir, 'integration');
  fs.rmSync(scratch, { recursive: true, force: true });
  const profile = prepareProfile(scratch);
  // The suites get a copy of the sample workspace, so nothing they do can change the fixtures.
  const workspace = path.join(scratch, 'workspace');
  fs.cpSync(sampleWorkspace, workspace, { recursive: true });
  const reportFile = path.join(scratch, 'mocha-report.txt');
  const logFile = path.join(scratch, 'extension-host.log');
  let server: CodeServer | undefined;
  const browser = await launchChromium();
  const release = stopOnSignals(async () => {
    await browser.close().catch(() => undefined);
    await server?.stop();
  });
  try {
    server = await startCodeServer(profile, {
      env: { GOBAN_TEST_REPORT: reportFile, GOBAN_INTEGRATION_GREP: process.env.GOBAN_INTEGRATION_GREP ?? '' },
      logFile: path.join(scratch, 'code-server.log'),
    });
    const page = await browser.newPage();
    const hostLog: string[] = [];
    page.on('console', (message) => hostLog.push(message.text()));
    let resolveExit: (code: number) => void = () => undefined;
    const exited = new Promise<number>((resolve) => (resolveExit = resolve));
    await page.exposeFunction('codeAutomationExit', (code: number) => resolveExit(code));
    await page.exposeFunction('codeAutomationLog', (line: string) => hostLog.push(line));
    const remote = (p: string): string => `vscode-remote://127.0.0.1:${server?.port}${p}`;
    const payload = JSON.stringify([
      ['extensionDevelopmentPath', remote(repoRoot)],
      ['extensionTestsPath', remote(testsEntry)],
    ]);
    await page.goto(`${server.url}?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(payload)}`);
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(-1), runTimeoutMs).unref());
    const code = await Promise.race([exited, timeout]);
    fs.writeFileSync(logFile, hostLog.join('\n') + '\n');
    if (fs.existsSync(reportFile)) process.stdout.write(fs.readFileSync(reportFile, 'utf8'));
    if (code !== 0) {
      fs.mkdirSync(resultsDir, { recursive: true });
      const shot = path.join(resultsDir, 'integration-failure.png');
      await page.screenshot({ path: shot }).catch(() => undefined);
      console.error(code === -1 ? `[integration] timed out after ${runTimeoutMs / 1000} s` : `[integration] exit code ${code}`);
      console.error(`[integration] screenshot: ${shot}\n[integration] extension host console: ${logFile}\n[integration] server log: ${server.logFile}`);
      if (!fs.existsSync(reportFile)) console.error(hostLog.slice(-40).join('\n'));
    }
    console.log(`[integration] ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return code === 0 ? 0 : 1;
  } finally {
    release();
    await browser.close().catch(() => undefined);
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`[integration] ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
