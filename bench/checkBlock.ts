// How long one live SGF check blocks the extension host thread on a 5 MB / 50,000-node file: checked in this
// thread (as before the check worker) vs sent to dist/checkWorker.js through CheckWorkerClient (as now).
// Usage: node scripts/build.mjs --only=extension && node --import tsx bench/checkBlock.ts [runs] [inThread|worker|both]
// (each mode alone in its own process gives the cleaner figures: the other's garbage is not collected during it)
import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomGame } from './replay';
import { CheckWorkerClient } from '../src/extension/diagnostics/checkWorkerClient';
import { threadCheckWorkerFactory } from '../src/extension/diagnostics/checkWorkerThread';
import { lintSgf, type LintResult } from '../src/extension/diagnostics/diagnosticsLint';
import { eventLoopBlock } from './timing';

const letters = 'abcdefghijklmnopqrs';

/** The editor benchmark's tree when that module is there, else a 50,000-move random game; both about 5 MB. */
async function bigFile(): Promise<{ name: string; text: string }> {
  try {
    const { bigGameTree } = await import('../scripts/harness/benchGames');
    return { name: 'bigGameTree (editor bench, seed 4)', text: bigGameTree({ nodes: 50_000, bytes: 5_000_000, mainLine: 300, branches: 200, seed: 4 }) };
  } catch {
    const moves = randomGame(19, 49_999, 4).map(
      (m, k) =>
        `;${m.player === 1 ? 'B' : 'W'}[${m.vertex === null ? '' : letters[m.vertex[0]] + letters[m.vertex[1]]}]C[${`move ${k + 1} `.padEnd(80, '.')}]\n`,
    );
    return { name: 'randomGame(19, 49999, 4) with 80-character comments', text: `(;GM[1]FF[4]SZ[19]RU[Chinese]\n${moves.join('')})\n` };
  }
}

const round = (ms: number): number => Math.round(ms * 10) / 10;

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);
  const modes = process.argv[3] ?? 'both';
  const script = path.join(__dirname, '..', 'dist', 'checkWorker.js');
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: run node scripts/build.mjs --only=extension first`);
  const file = await bigFile();
  const name = file.name;
  // Flat, like the string VS Code's document.getText() returns (a join of its lines), not a tree of concatenations.
  const text = file.text.split('\n').join('\n');
  console.log(`file: ${name}, ${text.length} characters`);

  for (let run = 1; run <= runs && modes !== 'worker'; run++) {
    const r = await eventLoopBlock(async () => {
      lintSgf(text, run);
    });
    console.log(`in thread run ${run}: host blocked ${round(r.longestGapMs)} ms, check ${round(r.totalMs)} ms`);
  }

  let result: LintResult | undefined;
  let onResult = (): void => undefined;
  // The host's own work per check: posting the request (copies the text) and taking the reply (copies the diagnostics).
  let postMs = 0;
  let replyMs = 0;
  const factory = threadCheckWorkerFactory(script);
  const timedFactory: typeof factory = (events) => {
    const worker = factory({
      ...events,
      reply: (message) => {
        const started = performance.now();
        events.reply(message);
        replyMs = performance.now() - started;
      },
    });
    return {
      ...worker,
      post: (request) => {
        const started = performance.now();
        worker.post(request);
        postMs = performance.now() - started;
      },
    };
  };
  const client = new CheckWorkerClient(timedFactory, {
    isCurrent: () => true,
    deliver: (_key, delivered) => {
      result = delivered;
      onResult();
    },
  });
  for (let run = 1; run <= runs && modes !== 'inThread'; run++) {
    const r = await eventLoopBlock(
      () =>
        new Promise<void>((done) => {
          onResult = done;
          client.request({ key: 'big.sgf', version: run, text, overrides: {} });
        }),
    );
    const where = client.state().mode;
    console.log(
      `${where} run ${run}${run === 1 ? ' (starts the worker)' : ''}: host blocked ${round(r.longestGapMs)} ms (post ${round(postMs)} ms, reply ${round(replyMs)} ms), result after ${round(r.totalMs)} ms (check ${round(result?.elapsedMs ?? NaN)} ms in the worker)`,
    );
  }
  client.dispose();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
