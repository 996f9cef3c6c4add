// Pure: the options of "Goban: New Game" (board size, komi by rules, handicap), checked, from a command argument or
// the answers of the pickers. No vscode import, so it is unit-tested on Node.
import { parseRulesetName } from '../engine/rules';
import type { RulesetName } from '../engine/types';
import type { NewGameOptions } from './newGame';

/** A new game as the editor model writes it (the model's options without the date and version the command adds). */
export type NewGameChoice = Omit<NewGameOptions, 'date' | 'version'>;

/** What the command accepts as its argument: any field may be left out (defaults: 19×19, Japanese, no handicap). */
export interface NewGameRequest {
  /** 19, "19", "19x13". */
  readonly size?: number | string;
  readonly width?: number;
  readonly height?: number;
  readonly komi?: number;
  readonly handicap?: number;
  /** A ruleset name or SGF RU spelling ("japanese", "Chinese", "AGA", …). */
  readonly rules?: string;
  readonly black?: string;
  readonly white?: string;
}

/** The usual komi under `rules`: 0.5 for handicap games, else 6.5 (Japanese, Korean), 7 (New Zealand), 8 (Ing), 7.5. */
export function defaultKomi(rules: RulesetName, handicap: number): number {
  if (handicap >= 2) return 0.5;
  switch (rules) {
    case 'japanese':
    case 'korean':
      return 6.5;
    case 'nz':
      return 7;
    case 'goe':
      return 8;
    default:
      return 7.5;
  }
}

/** The checked options for `request`, or the English reason it cannot make a game. */
export function newGameChoice(request: NewGameRequest): NewGameChoice | { readonly error: string } {
  const size =
    request.size === undefined ? { width: request.width ?? 19, height: request.height ?? request.width ?? 19 } : parseBoardSize(String(request.size));
  if (size === null || !isSize(size.width) || !isSize(size.height)) return { error: 'invalid board size' };
  const rules = parseRulesetName(request.rules ?? 'japanese');
  if (rules === undefined) return { error: 'unknown rules' };
  const handicap = request.handicap ?? 0;
  if (!Number.isInteger(handicap) || handicap < 0 || handicap === 1 || handicap > 9) return { error: 'invalid handicap' };
  const komi = request.komi ?? defaultKomi(rules, handicap);
  if (!Number.isFinite(komi)) return { error: 'invalid komi' };
  return { width: size.width, height: size.height, komi, handicap, rules, black: request.black, white: request.white };
}

function isSize(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 52;
}

/** A typed board size: "19" (square) or "19x13" / "19×13" / "19 x 13" (width × height), 1–52; null otherwise. */
export function parseBoardSize(text: string): { readonly width: number; readonly height: number } | null {
  const match = /^\s*(\d{1,2})\s*(?:[x×:]\s*(\d{1,2}))?\s*$/i.exec(text);
  if (match === null) return null;
  const width = Number(match[1]);
  const height = match[2] === undefined ? width : Number(match[2]);
  return width >= 1 && width <= 52 && height >= 1 && height <= 52 ? { width, height } : null;
}
