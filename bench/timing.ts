// What the benchmarks share to time things: medians, whole processes run interleaved, a scratch folder, the event loop's
// longest gap while work runs, and building the command line they time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository root. */
export const repoRoot = join(__dirname, '..');
/** The bundled command line the process benchmarks run. */
export const cliBundle = join(repoRoot, 'dist', 'cli.js');

/** The median of `values` (the upper one of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The wall time of one `node …args` process, in ms; throws unless it exits with one of `okStatus`. */
export function processMs(args: readonly string[], okStatus: readonly number[] = [0]): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'ignore' });
  if (run.status === null || !okStatus.includes(run.status)) throw new Error(`node ${args.join(' ')} exited with ${run.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The median wall time of each command over `runs` rounds, the commands interleaved so the machine's noise hits all
 *  alike. */
export function processMedians(commands: ReadonlyArray<readonly string[]>, runs: number, okStatus?: readonly number[]): number[] {
  const times = commands.map((): number[] => []);
  for (let k = 0; k < runs; k++) commands.forEach((args, c) => times[c].push(processMs(args, okStatus)));
  return times.map(median);
}

/** Runs `use` with a fresh temporary folder, removed afterwards. */
export function withScratchFolder<T>(use: (folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'goban-bench-'));
  try {
    return use(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Builds dist/cli.js as `npm run build` does. */
export function buildCli(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--only=cli'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stderr);
}

/** Runs `work` until it resolves, sampling the event loop every millisecond; returns the longest gap and the time taken. */
export async function eventLoopBlock(work: () => Promise<void>): Promise<{ longestGapMs: number; totalMs: number }> {
  let last = performance.now();
  let longest = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await new Promise<void>((resolve) => setImmediate(() => void work().then(resolve)));
  const totalMs = performance.now() - started;
  longest = Math.max(longest, performance.now() - last);
  clearInterval(sampler);
  return { longestGapMs: longest, totalMs };
}
