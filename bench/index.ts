// `npm run bench`: every benchmark in one run, as ratios against the reference libraries measured in that run.
import { benchCliProcess } from './cliProcess';
import { benchDeadStones } from './deadStones';
import { benchParse } from './parse';
import { benchReplay } from './replay';
import { benchStartup } from './startup';
import { benchTerritory } from './territory';
import { buildCli } from './timing';

/** Runs all benchmarks and prints one line each, with the DESIGN §6 budget. */
async function main(): Promise<void> {
  const lines: string[] = [];
  for (const row of await benchParse()) {
    lines.push(`parse  ${row.name}: ours ${row.ours_ms} ms, @sabaki/sgf ${row.reference_ms} ms → ${row.ratio.toFixed(1)}× (budget ≥ 100×)`);
  }
  const replay = await benchReplay();
  lines.push(
    `replay ${replay.name}: ours ${replay.ours_ms.toFixed(2)} ms, @sabaki/go-board ${replay.reference_ms.toFixed(0)} ms → ${replay.ratio.toFixed(0)}× (budget ≥ 300×)`,
  );
  buildCli();
  const startup = benchStartup();
  lines.push(
    `start-up goban stats on a tiny file: ${startup.cli_ms.toFixed(0)} ms, bare node -e 0 ${startup.node_ms.toFixed(0)} ms → ${startup.ratio.toFixed(2)}× (budget ≤ 1.25×)`,
  );
  for (const row of benchCliProcess()) {
    lines.push(
      `process ${row.name}: ours ${row.ours_ms.toFixed(0)} ms, whole-process @sabaki/sgf parse ${row.reference_ms.toFixed(0)} ms, both net of a tiny file → ${row.ratio.toFixed(1)}× (budget ≥ 50×)`,
    );
  }
  const territory = benchTerritory();
  lines.push(`territory ${territory.name}: ${territory.ms_per_call.toFixed(3)} ms per call (budget < 1 ms; absolute, noisy)`);
  for (const line of (await benchDeadStones()).lines) lines.push(line);
  console.log(lines.join('\n'));
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
