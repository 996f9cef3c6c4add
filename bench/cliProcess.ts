// Benchmark: `goban stats`, `check` and `replay` as whole processes against a whole-process `@sabaki/sgf` parse of the
// same file, each side net of its own run on a tiny file (start-up), on the 100,000-move line and the 50,000-node
// tree (DESIGN §6: ≥ 50×). Needs dist/cli.js (bench/index.ts builds it first).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateMainLine, generateVariationTree } from './parse';
import { cliBundle, processMedians, withScratchFolder } from './timing';

/** One command on one file: our net time, the reference's net time, and their ratio. */
export interface CliProcessRow {
  readonly name: string;
  readonly ours_ms: number;
  readonly reference_ms: number;
  readonly ratio: number;
}

/** A whole-process parse with the reference library, as its users run it. */
const referenceScript = "require('@sabaki/sgf').parseFile(process.argv[1])";

/** Times the three commands and the reference on both big files (net of a tiny file's run on each side). */
export function benchCliProcess(runs = 5): CliProcessRow[] {
  return withScratchFolder((folder) => {
    const rows: CliProcessRow[] = [];
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
      // `check` exits with 1 when it finds problems, as in the generated files.
      const [refTiny, refBig, ...ours] = processMedians(
        [
          ['-e', referenceScript, tiny],
          ['-e', referenceScript, file],
          ...commands.flatMap((command) => [
            [cliBundle, command, tiny],
            [cliBundle, command, file],
          ]),
        ],
        runs,
        [0, 1],
      );
      const reference = Math.max(refBig - refTiny, 0.1);
      commands.forEach((command, c) => {
        const net = Math.max(ours[2 * c + 1] - ours[2 * c], 0.1);
        rows.push({ name: `goban ${command}, ${name}`, ours_ms: net, reference_ms: reference, ratio: reference / net });
      });
    }
    return rows;
  });
}
