// Benchmark: `goban stats`, `check` and `replay` as whole processes against a whole-process `@sabaki/sgf` parse of the
// same file, each side net of its own run on a tiny file (start-up), on the 100,000-move line and the 50,000-node
// tree (DESIGN §6: ≥ 50×). Needs dist/cli.js (bench/startup.ts builds it first).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMainLine, generateVariationTree } from './parse';

/** One command on one file: our net time, the reference's net time, and their ratio. */
export interface CliProcessRow {
  readonly name: string;
  readonly ours_ms: number;
  readonly reference_ms: number;
  readonly ratio: number;
}

const root = join(__dirname, '..');
const cli = join(root, 'dist', 'cli.js');
/** A whole-process parse with the reference library, as its users run it. */
const referenceScript = "require('@sabaki/sgf').parseFile(process.argv[1])";

function wallMs(args: readonly string[]): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'ignore' });
  if (run.status !== 0 && run.status !== 1) throw new Error(`node ${args.join(' ')} exited with ${run.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The median wall time of `runs` runs of each command, interleaved so the machine's noise hits all alike. */
function medians(commands: ReadonlyArray<readonly string[]>, runs: number): number[] {
  const times = commands.map((): number[] => []);
  for (let k = 0; k < runs; k++) commands.forEach((args, c) => times[c].push(wallMs(args)));
  return times.map(median);
}

/** Times the three commands and the reference on both big files (net of a tiny file's run on each side). */
export function benchCliProcess(runs = 5): CliProcessRow[] {
  const folder = mkdtempSync(join(tmpdir(), 'goban-cli-'));
  const rows: CliProcessRow[] = [];
  try {
    const tiny = join(folder, 'tiny.sgf');
    writeFileSync(tiny, '(;GM[1]FF[4]SZ[9];B[ee])');
    const files: Array<[string, string]> = [
      ['100k-move line', generateMainLine()],
      ['50k-node tree', generateVariationTree()],
    ];
    for (const [name, text] of files) {
      const file = join(folder, `${name.replace(/\W+/g, '-')}.sgf`);
      writeFileSync(file, text);
      const commands = ['stats', 'check', 'replay'];
      const [refTiny, refBig, ...ours] = medians(
        [
          ['-e', referenceScript, tiny],
          ['-e', referenceScript, file],
          ...commands.flatMap((command) => [
            [cli, command, tiny],
            [cli, command, file],
          ]),
        ],
        runs,
      );
      const reference = Math.max(refBig - refTiny, 0.1);
      commands.forEach((command, c) => {
        const net = Math.max(ours[2 * c + 1] - ours[2 * c], 0.1);
        rows.push({ name: `goban ${command}, ${name}`, ours_ms: net, reference_ms: reference, ratio: reference / net });
      });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}
