// Loads an SGF collection for a CLI command: bytes from disk or stdin, charset detection, parse, game choice.
import { decodeSgfBytes, type DecodedSgfText } from '../sgf/charset/charset';
import { LineIndex } from '../sgf/lineIndex';
import { parse } from '../sgf/parse';
import type { SgfCollection } from '../sgf/types';
import { parseRulesetName, RULESETS, parseKoRule, parseSuicideRule } from '../engine/rules';
import type { RuleOverrides } from '../game/settings';
import { GameReplay } from '../game/replay';
import { intOption, onePositional, type ParsedArgs } from './args';
import { InputError, UsageError } from './errors';
import { readInput } from './io';

/** A parsed SGF input with its size in bytes and how its bytes were decoded. */
export interface LoadedSgf {
  readonly collection: SgfCollection;
  readonly bytes: number;
  readonly decoded: DecodedSgfText;
}

/** Reads and parses the command's FILE argument (`-` = stdin); a file with no game at all is an InputError. */
export function loadSgf(args: ParsedArgs): LoadedSgf {
  const path = onePositional(args, 'SGF file');
  const raw = readInput(path);
  const decoded = decodeSgfBytes(raw);
  const collection = parse(decoded.text);
  if (collection.games.length === 0) {
    const first = collection.diagnostics[0];
    let why = '';
    if (first !== undefined) {
      const place = new LineIndex(collection.text).positionAt(first.span.start);
      why = ` (line ${place.line + 1}, column ${place.character + 1}: ${first.message})`;
    }
    throw new InputError(`${path === '-' ? 'standard input' : path}: no SGF game found${why}`);
  }
  return { collection, bytes: raw.length, decoded };
}

/** The `--rules`, `--ko` and `--suicide` options as replay overrides. */
export function ruleOverrides(args: ParsedArgs): RuleOverrides {
  const rulesName = args.options.get('rules');
  const koName = args.options.get('ko');
  const suicideName = args.options.get('suicide');
  const name = rulesName === undefined ? undefined : parseRulesetName(rulesName);
  if (rulesName !== undefined && name === undefined) {
    throw new UsageError(`--rules must be one of ${Object.keys(RULESETS).join(', ')}, not "${rulesName}"`);
  }
  const ko = koName === undefined ? undefined : parseKoRule(koName);
  if (koName !== undefined && ko === undefined) throw new UsageError(`--ko must be simple, positional or situational, not "${koName}"`);
  const suicide = suicideName === undefined ? undefined : parseSuicideRule(suicideName);
  if (suicideName !== undefined && (suicide === undefined || suicide === 'multi-stone')) {
    throw new UsageError(`--suicide must be allowed or forbidden, not "${suicideName}"`);
  }
  return { rules: name === undefined ? undefined : RULESETS[name], ko, suicide };
}

/** Opens the game chosen by `--game N` (default 0); a missing game is an InputError. */
export function openChosenGame(loaded: LoadedSgf, args: ParsedArgs): GameReplay {
  const index = intOption(args, 'game', 0);
  const count = loaded.collection.games.length;
  if (index >= count) throw new InputError(`--game ${index}: the file has ${count} game${count === 1 ? '' : 's'} (0-based)`);
  return GameReplay.open(loaded.collection, index, ruleOverrides(args));
}
