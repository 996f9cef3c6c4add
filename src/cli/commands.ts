// The `goban` commands (DESIGN §4): each takes parsed arguments and returns the JSON value to print.
import { getTerritories, getTerritory } from '../engine/territory';
import { formatVertex, parseMoveInput } from '../engine/pointNames';
import type { Vertex } from '../engine/types';
import { checkCollection } from '../game/check';
import { scorePosition } from '../game/scoring';
import { charsetMismatch } from '../sgf/charset/charsetMismatch';
import { LineIndex } from '../sgf/lineIndex';
import { checkOptions, onePositional, type ParsedArgs } from './args';
import { parseBoardText, parsePointOption } from './boardInput';
import { InputError, UsageError } from './errors';
import { readInput } from './io';
import { loadSgf, openChosenGame, ruleOverrides } from './sgfInput';

/** What a command produced: the JSON value for stdout (or plain text instead) and the exit code (0, or 1 for `check` with errors). */
export interface CommandResult {
  readonly json: unknown;
  readonly text?: string;
  readonly exitCode: number;
  /** Why a finding exits 1 (`problems`), as one line for standard error. */
  readonly finding?: string;
}

const RULE_OPTIONS = ['game', 'rules', 'ko', 'suicide'];

/** `goban replay FILE`: the main line's final position, captures and the illegal moves on it. */
export function replayCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, RULE_OPTIONS);
  const replay = openChosenGame(loadSgf(args), args);
  const problems: { move: number; color: 'B' | 'W'; point: Vertex | null; reason: string }[] = [];
  const { state, moves } = replay.replayMainLine((move, color, point, reason) => problems.push({ move, color, point, reason }));
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

/** `goban check FILE`: every diagnostic with line/character ranges; exit 1 when any is an error. */
export function checkCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, ['rules', 'ko', 'suicide']);
  const { collection, decoded } = loadSgf(args);
  const lines = new LineIndex(collection.text);
  const mismatch = charsetMismatch(collection, decoded);
  const found = checkCollection(collection, ruleOverrides(args));
  const diagnostics = (mismatch === null ? found : [mismatch, ...found]).map((d) => ({
    range: { start: lines.positionAt(d.span.start), end: lines.positionAt(d.span.end) },
    severity: d.severity,
    code: d.code,
    message: d.message,
  }));
  return { json: { diagnostics }, exitCode: diagnostics.some((d) => d.severity === 'error') ? 1 : 0 };
}

/**
 * `goban score FILE`: counts the main line's final position by the game's (or the given) rules, with the dead stones
 * of its TB/TW or else the engine's estimate (`--dead auto`, the default), the estimate alone (`--dead estimate`), none
 * (`--dead none`) or the chains of the given points, and the groups at `--toggle` points flipped between dead and alive.
 */
export function scoreCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, [...RULE_OPTIONS, 'komi', 'dead', 'toggle']);
  const replay = openChosenGame(loadSgf(args), args);
  const line = replay.mainLine();
  const last = line[line.length - 1];
  const { width, height } = replay.settings;
  const komiText = args.options.get('komi');
  if (komiText !== undefined && !/^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(komiText)) {
    throw new UsageError(`--komi takes a decimal number, not "${komiText}"`);
  }
  const deadText = args.options.get('dead')?.trim() ?? 'auto';
  const dead = deadText === 'auto' || deadText === 'estimate' || deadText === 'none' ? deadText : parsePointList(deadText, 'dead', width, height);
  const toggles = parsePointList(args.options.get('toggle') ?? '', 'toggle', width, height);
  const scored = scorePosition(replay, last, { dead, toggles, komi: komiText === undefined ? undefined : Number(komiText) });
  const named = (x: number, y: number): string => `${x},${y} (${formatVertex([x, y], height)})`;
  if (Array.isArray(dead)) for (const [x, y] of dead) if (scored.board.get(x, y) === 0) throw new InputError(`--dead ${named(x, y)}: no stone there`);
  for (const [x, y] of toggles) if (scored.board.get(x, y) === 0) throw new InputError(`--toggle ${named(x, y)}: no stone there`);
  const result = scored.score;
  return {
    json: {
      rules: result.rules,
      komi: result.komi,
      handicapCompensation: result.handicapCompensation,
      dead: scored.dead,
      seki: scored.seki,
      unsure: scored.unsure,
      black: result.black,
      white: result.white,
      result: result.result,
      finished: scored.finished,
      estimate: scored.estimate?.result ?? null,
    },
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

/** Parses `--NAME x,y;D4;…` (0-based column and row, or a board name) into points on a width×height board ('' gives none). */
function parsePointList(raw: string, name: string, width: number, height: number): Vertex[] {
  if (raw.trim() === '') return [];
  return raw
    .replace(/;\s*$/, '')
    .split(';')
    .map((part) => {
      const named = /^\s*[a-z]{1,2}\s*\d{1,2}\s*$/i.test(part) ? parseMoveInput(part, width, height) : undefined;
      if (named === null) {
        const skipsI = /^\s*[a-z]?i/i.test(part) ? ' (Go columns skip I: H is followed by J)' : '';
        throw new InputError(`--${name} ${part.trim()}: there is no such point on this ${width}×${height} board${skipsI}`);
      }
      if (named?.point) return named.point;
      const [x, y] = parsePointOption(part, name, 'or a board name such as D4');
      if (x < 0 || y < 0 || x >= width || y >= height) {
        throw new InputError(`--${name} ${part.trim()}: off the ${width}×${height} board (columns 0–${width - 1}, rows 0–${height - 1}, from the top left)`);
      }
      return [x, y] as Vertex;
    });
}
