// Benchmark: the start-up of the `goban` command line on a tiny file against a bare `node -e 0`, both measured in this
// run (whole processes, median of interleaved runs), after building dist/cli.js.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The figures of one start-up comparison. */
export interface StartupFigures {
  readonly cli_ms: number;
  readonly node_ms: number;
  readonly ratio: number;
}

const root = join(__dirname, '..');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function wallMs(args: string[]): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Times `goban stats` on a one-move file and `node -e 0`, `runs` times each, interleaved. */
export function benchStartup(runs = 21): StartupFigures {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--only=cli'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stderr);
  const folder = mkdtempSync(join(tmpdir(), 'goban-startup-'));
  const tiny = join(folder, 'tiny.sgf');
  writeFileSync(tiny, '(;GM[1]FF[4]SZ[9];B[ee])');
  const cli: number[] = [];
  const node: number[] = [];
  try {
    for (let k = 0; k < runs; k++) {
      node.push(wallMs(['-e', '0']));
      cli.push(wallMs([join(root, 'dist', 'cli.js'), 'stats', tiny]));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const cliMs = median(cli);
  const nodeMs = median(node);
  return { cli_ms: cliMs, node_ms: nodeMs, ratio: cliMs / nodeMs };
}
