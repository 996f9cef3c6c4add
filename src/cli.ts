// The `goban` command line: JSON on stdout; exit 1 with one line on stderr for invalid input, 2 for bad usage.
import { parseArgs, type ParsedArgs } from './cli/args';
import { checkCommand, replayCommand, scoreCommand, statsCommand, territoriesCommand, territoryCommand, type CommandResult } from './cli/commands';
import { diagramCommand } from './cli/diagramCommand';
import { problemsCommand } from './cli/problemsCommand';
import { InputError, UsageError } from './cli/errors';

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

const COMMANDS: Readonly<Record<string, (args: ParsedArgs) => CommandResult>> = {
  replay: replayCommand,
  stats: statsCommand,
  check: checkCommand,
  score: scoreCommand,
  diagram: diagramCommand,
  problems: problemsCommand,
  territories: territoriesCommand,
  territory: territoryCommand,
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
    return result.exitCode;
  } catch (e) {
    if (e instanceof UsageError) {
      err(`goban: ${e.message} (see goban --help)`);
      return e.exitCode;
    }
    if (e instanceof InputError) {
      err(`goban: ${e.message}`);
      return e.exitCode;
    }
    err(`goban: internal error: ${e instanceof Error ? e.message : String(e)}`);
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
