// Installs code-server (a real VS Code that runs offline) on demand into .vscode-test/code-server and proves it works.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { codeServerEntry, codeServerPrefix, codeServerVersion, harnessDir } from './paths';
import { capture, run } from './run';

/** Native modules that must load, or VS Code's server is broken: [name, folder (in the code-server package) that requires it]. */
const nativeModules: ReadonlyArray<readonly [string, string]> = [
  ['argon2', '.'],
  ['node-pty', 'lib/vscode'],
  ['kerberos', 'lib/vscode'],
  ['@vscode/spdlog', 'lib/vscode'],
  ['native-watchdog', 'lib/vscode'],
  ['@parcel/watcher', 'lib/vscode'],
];
const ripgrepBinary = 'lib/vscode/node_modules/@vscode/ripgrep/bin/rg';
const markerFile = path.join(codeServerPrefix, `.verified-${codeServerVersion}`);
const packageDir = path.dirname(path.dirname(path.dirname(codeServerEntry)));

/** Returns code-server's entry point, installing and verifying it first unless a verified install is present. */
export async function ensureCodeServer(): Promise<string> {
  if (fs.existsSync(markerFile) && fs.existsSync(codeServerEntry)) return codeServerEntry;
  const started = Date.now();
  console.log(`[harness] installing code-server@${codeServerVersion} into ${path.relative(process.cwd(), codeServerPrefix)} (once; ~2 min)`);
  // A half-finished install looks "up to date" to npm without its postinstall having run: start from scratch.
  fs.rmSync(path.join(codeServerPrefix, 'node_modules'), { recursive: true, force: true });
  fs.mkdirSync(codeServerPrefix, { recursive: true });
  const manifest = {
    name: 'goban-code-server',
    private: true,
    description: 'Installed by the Goban test harness.',
    dependencies: { 'code-server': codeServerVersion },
  };
  fs.writeFileSync(path.join(codeServerPrefix, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  const tmp = path.join(harnessDir, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  await seedRipgrepCache(tmp);
  await run('npm', ['install', '--foreground-scripts', '--no-audit', '--no-fund'], { cwd: codeServerPrefix, env: installEnvironment(tmp) });
  await verifyInstall();
  fs.writeFileSync(markerFile, new Date().toISOString() + '\n');
  console.log(`[harness] code-server installed and verified in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return codeServerEntry;
}

/**
 * npm 11 blocks dependency install scripts unless allowed, and code-server needs them all: argon2's build, and its
 * postinstall, which runs nested `npm install`s in lib/vscode and lib/vscode/extensions that build node-pty, kerberos,
 * spdlog, native-watchdog and @parcel/watcher. An `allowScripts` field in our package.json does not reach those nested
 * installs (their project is code-server's own lib/vscode), and an `allow-scripts` list is passed down to them in the
 * environment, where npm rejects it as "not allowed in project-scoped installs". So this one install of a pinned
 * package, into its own ignored folder, runs its scripts with npm's flag for that; verifyInstall() proves the result.
 */
function installEnvironment(tmp: string): NodeJS.ProcessEnv {
  // node-gyp downloads Node's headers unless told where they are; this Node's own install has them (offline).
  const nodeDir = path.resolve(path.dirname(process.execPath), '..');
  const headers = fs.existsSync(path.join(nodeDir, 'include', 'node', 'node.h')) ? { npm_config_nodedir: nodeDir } : {};
  return {
    ...process.env,
    ...headers,
    TMPDIR: tmp, // @vscode/ripgrep looks for its cached archive here
    npm_config_dangerously_allow_all_scripts: 'true',
    npm_config_unsafe_perm: 'true', // code-server's postinstall refuses to run as root without it
    npm_config_yes: 'true', // node-pty's install runs `npx node-gyp`
  };
}

/** @vscode/ripgrep downloads rg from GitHub unless its cache holds the archive: seed it with Debian's /usr/bin/rg. */
async function seedRipgrepCache(tmp: string): Promise<void> {
  const cache = path.join(tmp, 'vscode-ripgrep-cache-1.15.11');
  const archive = path.join(cache, 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz');
  if (fs.existsSync(archive)) return;
  const rg = '/usr/bin/rg';
  if (!fs.existsSync(rg)) throw new Error('ripgrep is missing: /usr/bin/rg (Debian package ripgrep)');
  fs.mkdirSync(cache, { recursive: true });
  await run('tar', ['czf', archive, '-C', path.dirname(rg), 'rg']);
}

/** Loads every native module in a fresh Node and checks ripgrep, so a half-built install is never marked as good. */
async function verifyInstall(): Promise<void> {
  const probe = nativeModules
    .map(([name, from]) => `require(require.resolve(${JSON.stringify(name)}, { paths: [${JSON.stringify(path.join(packageDir, from))}] }));`)
    .join('');
  await capture(process.execPath, ['-e', probe]).catch((e: Error) => {
    throw new Error(`code-server's native modules did not build: ${e.message}`);
  });
  if (!fs.existsSync(path.join(packageDir, ripgrepBinary))) throw new Error(`ripgrep binary missing: ${ripgrepBinary}`);
  console.log(`[harness] verified: ${nativeModules.map(([name]) => name).join(', ')} load; rg present`);
}
