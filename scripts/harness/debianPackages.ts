// Installs the Debian packages the harness needs, only when some are missing (apt-get update first).
import { spawnSync } from 'node:child_process';
import { run } from './run';

/** Chromium for Playwright, kerberos headers and pkg-config for code-server's native modules, ripgrep for VS Code's search, GNU Go as a test oracle, a compiler for node-gyp. */
export const requiredDebianPackages = ['chromium', 'libkrb5-dev', 'pkg-config', 'ripgrep', 'gnugo', 'build-essential', 'python3'] as const;

/** The packages of `names` that dpkg does not report as installed. */
export function missingDebianPackages(names: readonly string[]): string[] {
  return names.filter((name) => {
    const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return query.status !== 0 || !query.stdout.includes('install ok installed');
  });
}

/** Installs whatever of `requiredDebianPackages` is missing; does nothing (and touches no network) when all are there. */
export async function ensureDebianPackages(): Promise<void> {
  const missing = missingDebianPackages(requiredDebianPackages);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
  }
  console.log(`[harness] installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
}
