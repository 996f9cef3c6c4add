// `goban problems PATH`: the problems (tsumego) of a file or of every .sgf file under a folder, with their lines
// counted — for authors of problem collections, in CI: exit 1 when a problem has no right line.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findProblem } from '../game/problems/problemTree';
import { decodeSgfBytes } from '../sgf/charset/charset';
import { parse } from '../sgf/parse';
import { checkOptions, onePositional, type ParsedArgs } from './args';
import type { CommandResult } from './commands';
import { InputError } from './errors';
import { readInput } from './io';

/** One problem as printed: where it is (file, 0-based game), who solves it and its right and wrong line ends. */
interface ProblemEntry {
  readonly file: string;
  readonly game: number;
  readonly toPlay: 'B' | 'W';
  readonly right: number;
  readonly wrong: number;
}

/** A file that holds no game, and why (its first parse problem, or that it is empty of SGF). */
interface SkippedFile {
  readonly file: string;
  readonly reason: string;
}

/**
 * `goban problems PATH`: `{problems: [{file, game, toPlay, right, wrong}], skipped: [{file, reason}]}`, sorted by file
 * (then game); `skipped` lists the .sgf files of a folder that hold no game at all (empty, binary, not SGF); a file named
 * alone that holds none is an InputError.
 */
export function problemsCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, []);
  const path = onePositional(args, 'file or folder');
  const problems: ProblemEntry[] = [];
  const skipped: SkippedFile[] = [];
  const files = sgfFiles(path);
  for (const file of files) {
    const collection = parse(decodeSgfBytes(readInput(file)).text);
    const reason = collection.diagnostics[0]?.message ?? 'no SGF game';
    // A file named on its own that holds no game is unusable input, as for every other command; a folder skips it.
    if (collection.games.length === 0 && files[0] === path) throw new InputError(`${path === '-' ? 'standard input' : path}: no SGF game found (${reason})`);
    if (collection.games.length === 0) skipped.push({ file, reason });
    collection.games.forEach((root, game) => {
      const problem = findProblem(root);
      if (problem !== null) problems.push({ file, game, toPlay: problem.toPlay, right: problem.right, wrong: problem.wrong });
    });
  }
  const unsolvable = problems.filter((p) => p.right === 0);
  if (unsolvable.length === 0) return { json: { problems, skipped }, exitCode: 0 };
  const first = unsolvable[0];
  const where = `: ${first.file} game ${first.game}${unsolvable.length > 1 ? ` and ${unsolvable.length - 1} more` : ''}`;
  const count = unsolvable.length === 1 ? '1 problem has' : `${unsolvable.length} problems have`;
  return { json: { problems, skipped }, exitCode: 1, finding: `${count} no right line${where}` };
}

/** `path` itself (a file, or `-`), or every `.sgf` file under the folder `path`, sorted. */
function sgfFiles(path: string): string[] {
  if (path === '-') return [path];
  let folder: boolean;
  try {
    folder = statSync(path).isDirectory();
  } catch {
    throw new InputError(`cannot read ${path}: no such file or folder`);
  }
  if (!folder) return [path];
  return (readdirSync(path, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.toLowerCase().endsWith('.sgf'))
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile())
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
