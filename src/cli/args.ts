// Parses `goban <command> [positional…] [--option value…]` without dependencies.
import { UsageError } from './errors';

/** A parsed command line: the command, its positional arguments and its `--options`. */
export interface ParsedArgs {
  readonly command: string | undefined;
  readonly positionals: readonly string[];
  readonly options: ReadonlyMap<string, string>;
  /** The last option, when the command line ended where its value should be (told after unknown options). */
  readonly valueless?: string;
}

/** Flags that take no value. */
const BOOLEAN_FLAGS = new Set(['help', 'version']);

/**
 * Splits argv (without node and script) into command, positionals and options (`--k v` or `--k=v`). A `--` ends the
 * options (what follows is positional: a file named `--x`), except in front of everything, where it is the
 * separator of `npx goban -- --help` that npm passes on: there it is skipped.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string>();
  let valueless: string | undefined;
  let optionsEnded = false;
  for (let i = argv[0] === '--' ? 1 : 0; i < argv.length; i++) {
    const arg = argv[i];
    if (optionsEnded) {
      positionals.push(arg);
    } else if (arg === '--') {
      optionsEnded = true;
    } else if (arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      if (options.has(name)) throw new UsageError(`option --${name} given twice`);
      if (eq >= 0) options.set(name, arg.slice(eq + 1));
      else if (BOOLEAN_FLAGS.has(name)) options.set(name, 'true');
      else if (i + 1 < argv.length) options.set(name, argv[++i]);
      else {
        options.set(name, '');
        valueless = name;
      }
    } else if (arg.startsWith('-') && arg !== '-' && !/^-\d/.test(arg)) {
      if (arg === '-h') options.set('help', 'true');
      else throw new UsageError(`unknown option ${arg}`);
    } else {
      positionals.push(arg);
    }
  }
  return { command: positionals[0], positionals: positionals.slice(1), options, valueless };
}

/** Fails with a usage error when an option outside `allowed` was given, or an option lacks its value. */
export function checkOptions(args: ParsedArgs, allowed: readonly string[]): void {
  for (const name of args.options.keys()) {
    if (name !== 'help' && !allowed.includes(name)) {
      throw new UsageError(`${args.command}: unknown option --${name}`);
    }
  }
  if (args.valueless !== undefined) throw new UsageError(`option --${args.valueless} needs a value`);
}

/** The single positional argument a command takes (a file or `-`). */
export function onePositional(args: ParsedArgs, what: string): string {
  if (args.positionals.length !== 1) {
    throw new UsageError(`${args.command} takes exactly one ${what} (or - for standard input)`);
  }
  return args.positionals[0];
}

/** A non-negative integer option, or `fallback` when absent. */
export function intOption(args: ParsedArgs, name: string, fallback: number): number {
  const raw = args.options.get(name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} takes a whole number, not "${raw}"`);
  return Number(raw);
}
