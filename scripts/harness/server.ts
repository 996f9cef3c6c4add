// Starts code-server on 127.0.0.1 at a free port with a scratch profile, and stops it (and only it) by PID.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { codeServerEntry } from './paths';
import { killProcessTreeNow, stopProcessTree } from './processes';
import { run } from './run';

/** A running code-server. */
export interface CodeServer {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Where its output goes. */
  readonly logFile: string;
  /** Stops the server and every process under it; safe to call twice. */
  stop(): Promise<void>;
}

/** Folders of one code-server profile: its user data, its extensions, and the HOME it runs with. */
export interface Profile {
  readonly userDataDir: string;
  readonly extensionsDir: string;
  readonly homeDir: string;
}

/** User settings for a quiet, deterministic workbench (no telemetry, no auto-save, no welcome page, no git). */
export const testUserSettings = {
  'telemetry.telemetryLevel': 'off',
  'workbench.startupEditor': 'none',
  'workbench.enableExperiments': false,
  'workbench.tips.enabled': false,
  'git.enabled': false,
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'security.workspace.trust.enabled': false,
  'files.autoSave': 'off',
  'chat.commandCenter.enabled': false,
  'workbench.colorTheme': 'Default Dark Modern',
} as const;

/** Creates (or reuses) a profile's folders under `root` and writes its user settings. */
export function prepareProfile(root: string, settings: Record<string, unknown> = testUserSettings): Profile {
  const profile = { userDataDir: path.join(root, 'user-data'), extensionsDir: path.join(root, 'extensions'), homeDir: path.join(root, 'home') };
  for (const dir of Object.values(profile)) fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(path.join(profile.userDataDir, 'User'), { recursive: true });
  fs.writeFileSync(path.join(profile.userDataDir, 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  return profile;
}

/** Installs a .vsix into the profile, replacing an installed version. */
export async function installVsix(profile: Profile, vsix: string): Promise<void> {
  await run(process.execPath, [codeServerEntry, ...profileArgs(profile), '--install-extension', vsix, '--force'], {
    env: serverEnvironment(profile),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Starts code-server for `profile` and resolves once it answers HTTP; `env` reaches the extension host. */
export async function startCodeServer(
  profile: Profile,
  options: { readonly env?: NodeJS.ProcessEnv; readonly port?: number; readonly logFile: string },
): Promise<CodeServer> {
  const port = options.port ?? (await freePort());
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const args = [
    codeServerEntry,
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--ignore-last-opened',
    ...profileArgs(profile),
  ];
  const child = spawn(process.execPath, args, { env: { ...serverEnvironment(profile), ...options.env }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('code-server did not start');
  const exitGuard = (): void => killProcessTreeNow(pid);
  process.on('exit', exitGuard);
  let stopped = false;
  const server: CodeServer = {
    url: `http://127.0.0.1:${port}/`,
    port,
    pid,
    logFile: options.logFile,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', exitGuard);
      await stopProcessTree(pid);
    },
  };
  try {
    await waitForHttp(server.url, 60_000, () => child.exitCode !== null);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}; see ${options.logFile}`);
  }
  return server;
}

function profileArgs(profile: Profile): string[] {
  return ['--user-data-dir', profile.userDataDir, '--extensions-dir', profile.extensionsDir];
}

function serverEnvironment(profile: Profile): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOME: profile.homeDir,
    // An unreachable gallery: nothing tries the marketplace.
    EXTENSIONS_GALLERY: JSON.stringify({ serviceUrl: 'http://127.0.0.1:9/gallery', itemUrl: 'http://127.0.0.1:9/item' }),
  };
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `url` until it answers; gives up after `timeoutMs` or as soon as `gaveUp()` says the server died. */
async function waitForHttp(url: string, timeoutMs: number, gaveUp: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('code-server exited before it answered');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`code-server did not answer ${url} within ${timeoutMs / 1000} s`);
}
