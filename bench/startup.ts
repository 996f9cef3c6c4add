// Benchmark: the start-up of the `goban` command line on a tiny file against a bare `node -e 0`, both measured in this
// run (whole processes, median of interleaved runs). Needs dist/cli.js (bench/index.ts builds it first).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliBundle, processMedians, withScratchFolder } from './timing';

/** The figures of one start-up comparison. */
export interface StartupFigures {
  readonly cli_ms: number;
  readonly node_ms: number;
  readonly ratio: number;
}

/** Times `goban stats` on a one-move file and `node -e 0`, `runs` times each, interleaved. */
export function benchStartup(runs = 21): StartupFigures {
  return withScratchFolder((folder) => {
    const tiny = join(folder, 'tiny.sgf');
    writeFileSync(tiny, '(;GM[1]FF[4]SZ[9];B[ee])');
    const [nodeMs, cliMs] = processMedians(
      [
        ['-e', '0'],
        [cliBundle, 'stats', tiny],
      ],
      runs,
    );
    return { cli_ms: cliMs, node_ms: nodeMs, ratio: cliMs / nodeMs };
  });
}
