// Running the `goban` CLI in tests: in process (its main()), or as a process from the TypeScript source (stdin, exit).
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../../src/cli';

const cliSource = join(__dirname, '../../src/cli.ts');

/** Runs the CLI in-process: its exit code, stdout as the process writes it, and stderr. */
export function runCli(argv: readonly string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    argv,
    (s) => out.push(s),
    (s) => err.push(s),
  );
  return { code, stdout: out.length > 0 ? out.join('\n') + '\n' : '', stderr: err.join('\n') };
}

/** Runs the CLI as a Node process from its source, with `input` on stdin. */
export function spawnCli(argv: readonly string[], input: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', cliSource, ...argv], { input, encoding: 'utf8' });
}
