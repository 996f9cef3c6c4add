// `goban stats`: the one command that needs only the parser, so it is in the CLI's first bundle (see ../cli.ts).
import { treeCounts } from '../sgf/treeCounts';
import { checkOptions, type ParsedArgs } from './args';
import type { CommandResult } from './commands';
import { loadSgf } from './sgfInput';

/** `goban stats FILE`: counts from the parse alone. */
export function statsCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, []);
  const { collection, bytes } = loadSgf(args);
  const { nodes, maxDepth, moves } = treeCounts(collection);
  return { json: { games: collection.games.length, nodes, maxDepth, moves, bytes }, exitCode: 0 };
}
