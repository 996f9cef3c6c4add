// Pure: the SGF text of a new game (size, komi, handicap stones, rules, players, date). No vscode, DOM or Node fs.
import type { RulesetName } from '../engine/types';
import { encodePoint } from '../sgf/codecs/point';
import { encodeReal } from '../sgf/codecs/scalars';
import { encodeSize } from '../sgf/codecs/size';
import { encodeText } from '../sgf/codecs/text';
import { handicapPoints } from './handicap';

/** What the "New Game" command asks for. */
export interface NewGameOptions {
  /** Columns, 1–52. */
  readonly width: number;
  /** Rows, 1–52. */
  readonly height: number;
  readonly komi: number;
  /** Handicap stones wanted (placed as far as the board defines them, see handicapPoints). */
  readonly handicap: number;
  readonly rules: RulesetName;
  readonly black?: string;
  readonly white?: string;
  /** DT, written as given (e.g. "2026-11-30"). */
  readonly date?: string;
  /** The extension's version for AP[Goban:version]; `dev` without it (as the CLI's --version says). */
  readonly version?: string;
}

/** The RU value written for each ruleset (names every SGF reader knows; Goban reads them all back). */
const RU_VALUES: Readonly<Record<RulesetName, string>> = {
  japanese: 'Japanese',
  korean: 'Korean',
  chinese: 'Chinese',
  aga: 'AGA',
  nz: 'NZ',
  'tromp-taylor': 'Tromp-Taylor',
  goe: 'GOE',
};

/**
 * A new game's SGF text, one line plus a final line break:
 * `(;FF[4]GM[1]CA[UTF-8]AP[Goban:v]SZ[..]KM[..]HA[n]RU[..]PB[..]PW[..]DT[..]AB[..]…PL[W])`; HA, AB and PL[W]
 * only when at least 2 handicap stones are placed (HA = the stones placed); PB, PW, DT only when given.
 * Throws RangeError for a side outside 1–52 or a komi that is not a finite number (caller bugs: the command validates).
 */
export function newGameSgf(options: NewGameOptions): string {
  const { width, height } = options;
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > 52) throw new RangeError(`Board side ${side} is outside 1–52`);
  }
  let text = '(;FF[4]GM[1]CA[UTF-8]';
  text += `AP[Goban:${encodeText(options.version === undefined || options.version === '' ? 'dev' : options.version)}]`;
  const stones = handicapPoints(width, height, options.handicap);
  text += `SZ[${encodeSize(width, height)}]KM[${encodeReal(options.komi)}]`;
  if (stones.length >= 2) text += `HA[${stones.length}]`;
  text += `RU[${RU_VALUES[options.rules]}]`;
  if (options.black !== undefined && options.black !== '') text += `PB[${encodeText(options.black)}]`;
  if (options.white !== undefined && options.white !== '') text += `PW[${encodeText(options.white)}]`;
  if (options.date !== undefined && options.date !== '') text += `DT[${encodeText(options.date)}]`;
  if (stones.length >= 2) text += `AB${stones.map((p) => `[${encodePoint(p)}]`).join('')}PL[W]`;
  return text + ')\n';
}
