// The `goban` command line: JSON on stdout; exit 1 with one line on stderr for invalid input, 2 for bad usage.
import { parseArgs, type ParsedArgs } from './cli/args';
import type { CommandResult } from './cli/commands';
import { cliFailure, oneLine, UsageError } from './cli/errors';
import type * as LazyCommands from './cli/lazyCommands';
import { statsCommand } from './cli/statsCommand';

declare const GOBAN_VERSION: string | undefined;

const USAGE = `usage: goban <command> [options]

  replay FILE.sgf [--game N] [--rules R] [--ko simple|positional|situational] [--suicide allowed|forbidden]
  stats FILE.sgf
  check FILE.sgf [--rules R] [--ko K] [--suicide S]
  score FILE.sgf [--game N] [--rules R] [--ko K] [--suicide S] [--komi K] [--dead auto|estimate|none|x,y;x,y...]
        [--toggle x,y;...]
  diagram FILE.sgf [--game N] [--move N] [--numbers A-B] [--crop X1,Y1-X2,Y2|A1-K10] [--format svg|ascii]
        [--colors wood|print] [--coordinates on|off]
  problems PATH  (a file or a folder of .sgf files; exit 1 when a problem has no right line)
  territories BOARD
  territory BOARD --at X,Y

FILE or BOARD may be - for standard input. --game N counts from 0 (the file's first game). Points x,y count
from 0 at the top-left corner; score's --dead and --toggle also take board names (D4). BOARD: a JSON array of strings or one row per line (' ' or '.' empty,
B or X black, W or O white). Rules: japanese, korean, chinese, aga, nz, tromp-taylor, goe.
Output is JSON (diagram prints the SVG or $$ text itself). Exit codes: 0 ok, 1 invalid input (or check found errors), 2 bad usage.`;

/**
 * The commands but `stats` are required when they run: compiling the engine, the estimator and the renderer was most
 * of the CLI's start-up (scripts/build.mjs bundles them as dist/cliCommands.js).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lazy = (): typeof LazyCommands => require('./cli/lazyCommands') as typeof LazyCommands;

const COMMANDS: Readonly<Record<string, (args: ParsedArgs) => CommandResult>> = {
  replay: (args) => lazy().replayCommand(args),
  stats: statsCommand,
  check: (args) => lazy().checkCommand(args),
  score: (args) => lazy().scoreCommand(args),
  diagram: (args) => lazy().diagramCommand(args),
  problems: (args) => lazy().problemsCommand(args),
  territories: (args) => lazy().territoriesCommand(args),
  territory: (args) => lazy().territoryCommand(args),
};

/** Runs the CLI on `argv` (without node and script) and returns the exit code; writes only via `out`/`err`. */
export function main(argv: readonly string[], out: (s: string) => void, err: (s: string) => void): number {
  try {
    const args = parseArgs(argv);
    if (args.options.has('version')) {
      out(typeof GOBAN_VERSION === 'string' ? GOBAN_VERSION : 'dev');
      return 0;
    }
    if (args.command === undefined || args.command === 'help' || args.options.has('help')) {
      (args.command === undefined && !args.options.has('help') ? err : out)(USAGE);
      return args.command === undefined && !args.options.has('help') ? 2 : 0;
    }
    const command = COMMANDS[args.command];
    if (!command) throw new UsageError(`unknown command "${args.command}"`);
    const result = command(args);
    out(result.text === undefined ? JSON.stringify(result.json) : result.text.replace(/\n$/, ''));
    if (result.finding !== undefined) err(`goban: ${result.finding}`);
    return result.exitCode;
  } catch (e) {
    const failure = cliFailure(e);
    if (failure !== null) {
      err(failure.usage ? `goban: ${failure.message} (see goban --help)` : `goban: ${failure.message}`);
      return failure.exitCode;
    }
    err(`goban: internal error: ${oneLine(e instanceof Error ? e.message : String(e))}`);
    return 1;
  }
}

if (require.main === module) {
  // A reader that stops early (`goban replay big.sgf | head`) closes the pipe: that is no error of ours.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    process.stderr.write(`goban: cannot write output: ${e.message}\n`);
    process.exit(1);
  });
  const output: string[] = [];
  process.exitCode = main(
    process.argv.slice(2),
    (s) => output.push(s),
    (s) => process.stderr.write(s.replace(/\n?$/, '\n')),
  );
  if (output.length > 0) process.stdout.write(output.join('\n') + '\n');
}
