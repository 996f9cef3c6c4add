// `npm start`: builds and packages Goban (production bundles via vsce), installs the .vsix into the local code-server and serves VS Code in the
// browser with the sample workspace, until Ctrl+C. Set PORT to choose the port (default: a free one).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { packageVsix } from './harness/package';
import { harnessDir, sampleWorkspace } from './harness/paths';
import { installVsix, prepareProfile, startCodeServer, testUserSettings } from './harness/server';
import { setupHarness } from './harness/setup';

async function main(): Promise<void> {
  await setupHarness();
  const vsix = await packageVsix();
  const scratch = path.join(harnessDir, 'start');
  // The profile persists between runs (layout, open editors); only the extension is replaced.
  const profile = prepareProfile(scratch, { ...testUserSettings, ...readSettings(scratch) });
  await installVsix(profile, vsix.file);
  const port = process.env.PORT ? Number(process.env.PORT) : undefined;
  const server = await startCodeServer(profile, { port, logFile: path.join(scratch, 'code-server.log') });
  const url = `${server.url}?folder=${encodeURIComponent(sampleWorkspace)}`;
  console.log(`\nGoban is running in VS Code at ${url}\n(server pid ${server.pid}, log ${server.logFile}). Press Ctrl+C to stop.\n`);
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => resolve());
  });
  console.log('Stopping code-server…');
  await server.stop();
}

/** The user settings of an earlier `npm start`, so changes made in the browser survive a restart. */
function readSettings(scratch: string): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(path.join(scratch, 'user-data', 'User', 'settings.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[start] ${error.message}`);
    process.exit(1);
  },
);
