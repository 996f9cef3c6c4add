// The integration entry point VS Code loads in its extension host: runs every *.test.js beside it with mocha.
// The same file serves code-server (scripts/test-integration.ts) and @vscode/test-electron (scripts/test-electron.ts).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { format } from 'node:util';
import Mocha from 'mocha';

/** Where the runner wants mocha's report written (the browser-hosted extension host has no terminal of its own). */
const reportFile = process.env.GOBAN_TEST_REPORT;

/** Runs the suites; rejects when any test fails (VS Code then exits with code 1). */
export function run(): Promise<void> {
  const report: string[] = [];
  const base = Mocha.reporters.Base as unknown as { consoleLog: (...args: unknown[]) => void };
  const consoleLog = base.consoleLog;
  base.consoleLog = (...args: unknown[]) => {
    report.push(format(...args));
    consoleLog(...args);
  };
  const grep = process.env.GOBAN_INTEGRATION_GREP;
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 30_000, reporter: 'spec', ...(grep ? { grep } : {}) });
  for (const file of fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .sort())
    mocha.addFile(path.join(__dirname, file));
  return new Promise((resolve, reject) => {
    mocha.run((failures) => {
      base.consoleLog = consoleLog;
      if (reportFile) fs.writeFileSync(reportFile, report.join('\n') + '\n');
      if (failures > 0) reject(new Error(`${failures} integration test(s) failed`));
      else resolve();
    });
  });
}
