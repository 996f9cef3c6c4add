// `npm run test:electron`: the integration suites under @vscode/test-electron, on machines with internet
// (it downloads VS Code 1.100.3 from Microsoft; that cannot work offline — use `npm run test:integration` there).
import * as path from 'node:path';
import { runTests } from '@vscode/test-electron';
import { compileIntegrationTests } from './harness/compileIntegration';
import { harnessDir, repoRoot, sampleWorkspace } from './harness/paths';
import { run } from './harness/run';

async function main(): Promise<void> {
  await run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), '--only=extension,webview']);
  const extensionTestsPath = await compileIntegrationTests();
  await runTests({
    version: '1.100.3',
    cachePath: path.join(harnessDir, 'electron'),
    extensionDevelopmentPath: repoRoot,
    extensionTestsPath,
    launchArgs: [sampleWorkspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes'],
  });
}

main().catch((error: Error) => {
  console.error(`[electron] ${error.message}`);
  process.exit(1);
});
