// One harness session for scripts that drive the packaged extension (benchmark, screenshots): package the .vsix,
// install it into a fresh code-server profile, copy the sample workspace, serve VS Code; stop it by PID.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { packageVsix } from './package';
import { harnessDir, sampleWorkspace } from './paths';
import { installVsix, prepareProfile, startCodeServer, testUserSettings, type CodeServer } from './server';
import { setupHarness } from './setup';
import { stopOnSignals } from './signals';

/** A running code-server with the packaged extension and a scratch copy of the sample workspace. */
export interface HarnessSession {
  readonly server: CodeServer;
  /** The workbench URL that opens the workspace folder. */
  readonly workbenchUrl: string;
  /** The scratch copy of test/fixtures/workspace the session serves (scripts may add files to it). */
  readonly workspace: string;
  /** The profile's user settings.json (VS Code reloads it when it changes). */
  readonly userSettingsFile: string;
  /** Stops the server (by PID, with its children). */
  stop(): Promise<void>;
}

/** Options of {@link startSession}. */
export interface SessionOptions {
  /** Names the scratch folder under .vscode-test/ (emptied first). */
  readonly name: string;
  /** User settings on top of the harness's quiet defaults. */
  readonly settings?: Readonly<Record<string, unknown>>;
}

/** Packages and installs the extension, starts code-server on a fresh profile and a fresh workspace copy. */
export async function startSession(options: SessionOptions): Promise<HarnessSession> {
  await setupHarness();
  const vsix = await packageVsix();
  const scratch = path.join(harnessDir, options.name);
  fs.rmSync(scratch, { recursive: true, force: true });
  const profile = prepareProfile(scratch, { ...testUserSettings, ...options.settings });
  const workspace = path.join(scratch, 'workspace');
  fs.cpSync(sampleWorkspace, workspace, { recursive: true });
  await installVsix(profile, vsix.file);
  let server: CodeServer | undefined;
  const release = stopOnSignals(async () => server?.stop());
  server = await startCodeServer(profile, { logFile: path.join(scratch, 'code-server.log') });
  const running = server;
  return {
    server: running,
    workbenchUrl: `${running.url}?folder=${encodeURIComponent(workspace)}`,
    workspace,
    userSettingsFile: path.join(profile.userDataDir, 'User', 'settings.json'),
    async stop() {
      release();
      await running.stop();
    },
  };
}
