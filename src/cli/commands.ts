// The `goban` commands (DESIGN §4): each takes parsed arguments and returns the JSON value to print.
import { getTerritories, getTerritory } from '../engine/territory';
import { score } from '../engine/score';
import { deadChains } from '../engine/deadStones';
import type { Vertex } from '../engine/types';
import { checkCollection } from '../game/check';
import { LineIndex } from '../sgf/lineIndex';
import { countNodes, isMoveNode, maxDepth, walk } from '../sgf/tree';
import { checkOptions, onePositional, type ParsedArgs } from './args';
import { parseBoardText, parsePointOption } from './boardInput';
import { InputError, UsageError } from './errors';
import { readInput } from './io';
import { loadSgf, openChosenGame, ruleOverrides } from './sgfInput';

/** What a command produced: the JSON value for stdout and the exit code (0, or 1 for `check` with errors). */
export interface CommandResult {
  readonly json: unknown;
  readonly exitCode: number;
}

const RULE_OPTIONS = ['game', 'rules', 'ko', 'suicide'];

/** `goban replay FILE`: the main line's final position, captures and the illegal moves on it. */
export function replayCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, RULE_OPTIONS);
  const replay = openChosenGame(loadSgf(args), args);
  const problems: { move: number; color: 'B' | 'W'; point: Vertex | null; reason: string }[] = [];
  let moves = 0;
  const state = replay.replayLine(replay.mainLine(), (_node, executed) => {
    if (executed.length > 0) moves++;
    for (const m of executed) {
      if (m.illegal !== null) problems.push({ move: moves, color: m.color, point: m.point, reason: m.illegal });
    }
  });
  const { width, height } = replay.settings;
  return {
    json: {
      width,
      height,
      moves,
      toPlay: state.toPlay === 1 ? 'B' : 'W',
      board: state.board.toRows(),
      captures: { black: state.captures.black, white: state.captures.white },
      problems,
    },
    exitCode: 0,
  };
}

/** `goban stats FILE`: counts from the parse alone. */
export function statsCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, []);
  const { collection, bytes } = loadSgf(args);
  let nodes = 0;
  let depth = 0;
  let moves = 0;
  for (const root of collection.games) {
    nodes += countNodes(root);
    depth = Math.max(depth, maxDepth(root));
    walk(root, (node) => {
      if (isMoveNode(node)) moves++;
    });
  }
  return { json: { games: collection.games.length, nodes, maxDepth: depth, moves, bytes }, exitCode: 0 };
}

/** `goban check FILE`: every diagnostic with line/character ranges; exit 1 when any is an error. */
export function checkCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, ['rules', 'ko', 'suicide']);
  const { collection } = loadSgf(args);
  const lines = new LineIndex(collection.text);
  const diagnostics = checkCollection(collection, ruleOverrides(args)).map((d) => ({
    range: { start: lines.positionAt(d.span.start), end: lines.positionAt(d.span.end) },
    severity: d.severity,
    code: d.code,
    message: d.message,
  }));
  return { json: { diagnostics }, exitCode: diagnostics.some((d) => d.severity === 'error') ? 1 : 0 };
}

/** `goban score FILE`: counts the main line's final position by the game's (or the given) rules; a `--dead` point kills its whole chain. */
export function scoreCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, [...RULE_OPTIONS, 'komi', 'dead']);
  const replay = openChosenGame(loadSgf(args), args);
  const state = replay.replayLine(replay.mainLine());
  const komiText = args.options.get('komi');
  if (komiText !== undefined && !/^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(komiText)) {
    throw new UsageError(`--komi takes a decimal number, not "${komiText}"`);
  }
  const komi = komiText === undefined ? replay.settings.komi : Number(komiText);
  const dead = parseDeadOption(args.options.get('dead'), state.board.width, state.board.height);
  const result = score(state.board, replay.settings.rules, { komi, dead: deadChains(state.board, dead), handicap: replay.settings.handicap });
  return {
    json: { rules: result.rules, komi: result.komi, black: result.black, white: result.white, result: result.result },
    exitCode: 0,
  };
}

/** `goban territories BOARD`: every empty point's owner, exercism style. */
export function territoriesCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, []);
  const board = parseBoardText(readInput(onePositional(args, 'BOARD file')).toString('utf8'));
  return { json: getTerritories(board), exitCode: 0 };
}

/** `goban territory BOARD --at X,Y`: the territory containing one point. */
export function territoryCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, ['at']);
  const at = args.options.get('at');
  if (at === undefined) throw new UsageError('territory needs --at X,Y');
  const board = parseBoardText(readInput(onePositional(args, 'BOARD file')).toString('utf8'));
  const [x, y] = parsePointOption(at, 'at');
  try {
    return { json: getTerritory(board, x, y), exitCode: 0 };
  } catch (e) {
    throw new InputError((e as Error).message);
  }
}

/** Parses `--dead x,y;x,y…` into points on a width×height board. */
function parseDeadOption(raw: string | undefined, width: number, height: number): Vertex[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.replace(/;\s*$/, '').split(';').map((part) => {
    const [x, y] = parsePointOption(part, 'dead');
    if (x < 0 || y < 0 || x >= width || y >= height) throw new InputError(`--dead ${part.trim()}: Invalid coordinate`);
    return [x, y] as Vertex;
  });
}
