// Pure: counting a finished position by area or territory, with komi, prisoners, dead stones and handicap.
import type { Board } from './board';
import { sekiPoints } from './seki';
import { territoryOf } from './territory';
import type { Rules, RulesetName, ScoringRule, Vertex } from './types';

/** What `score` needs besides the board and the rules. */
export interface ScoreOptions {
  /** Points added to White's score (default 0). */
  readonly komi?: number;
  /** Stones each player captured during the game (default: the board's own counts). */
  readonly captures?: { readonly black: number; readonly white: number };
  /** Stones to remove as dead before counting: exactly these points (empty or off-board points are ignored). */
  readonly dead?: readonly Vertex[];
  /** Stones in seki (whole chains, as the estimator gives them): under territory scoring the regions of their colour
   *  that touch them count for nobody. Without it, chains in seki are guessed from their liberties. */
  readonly seki?: readonly Vertex[];
  /** Black's handicap stones; under area scoring White gets N points (Chinese) or N − 1 (AGA) for them. */
  readonly handicap?: number;
  /** Who owns each point instead of the regions bordered by one colour (index y * width + x; 1 Black, -1 White, 0 for
   *  nobody and for the stones left on the board): an estimate of a game still in progress. */
  readonly owners?: Int8Array;
}

/** One side's count. */
export interface SideScore {
  /** Live stones on the board after removing the dead. */
  readonly stones: number;
  /** Empty points (dead stones' points included) in regions bordered by this colour only; under territory scoring, not the eyes of chains in seki. */
  readonly territory: number;
  /** Prisoners: captured during the game plus the opponent's dead stones. */
  readonly captures: number;
  /** stones + territory. */
  readonly area: number;
}

/** The count of both sides and the result in SGF RE form. */
export interface ScoreResult {
  readonly black: SideScore;
  readonly white: SideScore;
  /** 'B+3.5', 'W+0.5' or 'Draw'. */
  readonly result: string;
  /** The komi that was applied. */
  readonly komi: number;
  /** The ruleset counted under. */
  readonly rules: RulesetName;
  /** Whether area or territory decided the result. */
  readonly scoring: ScoringRule;
  /** Points White received for Black's handicap stones. */
  readonly handicapCompensation: number;
  /** Dead stones of each colour that were removed (they are among the other side's captures). */
  readonly deadStones: { readonly black: number; readonly white: number };
}

/**
 * Counts `board` under `rules`. Dead stones are removed and become prisoners of the other side; then every empty
 * region bordered by one colour only is that colour's territory (exercism definition; a region touching both
 * colours or none is neutral). Territory scoring: territory + prisoners, with no points in seki (eyes of chains
 * found in seki by `sekiPoints` are not counted). Area scoring (Chinese, AGA, NZ, Tromp-Taylor, GOE): stones + territory, which for Tromp-Taylor is
 * exactly "points that reach only one colour". AGA pass stones are not modelled.
 */
export function score(board: Board, rules: Rules, options: ScoreOptions = {}): ScoreResult {
  const komi = options.komi ?? 0;
  const given = options.captures ?? board.captures;
  const counted = board.clone();
  let deadBlack = 0;
  let deadWhite = 0;
  for (const [x, y] of options.dead ?? []) {
    const sign = counted.get(x, y);
    if (sign === 1) deadBlack++;
    else if (sign === -1) deadWhite++;
    counted.setStone(x, y, 0);
  }
  let stonesBlack = 0;
  let stonesWhite = 0;
  for (let y = 0; y < counted.height; y++) {
    for (let x = 0; x < counted.width; x++) {
      const sign = counted.get(x, y);
      if (sign === 1) stonesBlack++;
      else if (sign === -1) stonesWhite++;
    }
  }
  let territoryBlack = 0;
  let territoryWhite = 0;
  const owners = options.owners ?? territoryOf(counted);
  const inSeki = rules.scoring === 'territory' ? sekiPoints(counted, owners, options.seki) : null;
  for (let i = 0; i < owners.length; i++) {
    if (inSeki?.[i] === 1) continue;
    if (owners[i] === 1) territoryBlack++;
    else if (owners[i] === -1) territoryWhite++;
  }
  const black = side(stonesBlack, territoryBlack, given.black + deadWhite);
  const white = side(stonesWhite, territoryWhite, given.white + deadBlack);
  const handicapCompensation = compensation(rules, options.handicap ?? 0);
  const area = rules.scoring === 'area';
  const blackTotal = area ? black.area : black.territory + black.captures;
  const whiteTotal = (area ? white.area : white.territory + white.captures) + komi + handicapCompensation;
  return {
    black,
    white,
    result: formatResult(blackTotal - whiteTotal),
    komi,
    rules: rules.name,
    scoring: rules.scoring,
    handicapCompensation,
    deadStones: { black: deadBlack, white: deadWhite },
  };
}

function side(stones: number, territory: number, captures: number): SideScore {
  return { stones, territory, captures, area: stones + territory };
}

/** White's points for Black's handicap stones: N under Chinese rules, N − 1 under AGA, none otherwise. */
function compensation(rules: Rules, handicap: number): number {
  if (rules.scoring !== 'area' || handicap < 2) return 0;
  if (rules.name === 'chinese') return handicap;
  if (rules.name === 'aga') return handicap - 1;
  return 0;
}

/** 'B+x', 'W+x' or 'Draw' for a margin (Black minus White). */
export function formatResult(margin: number): string {
  const rounded = Math.round(margin * 1000) / 1000;
  if (rounded === 0) return 'Draw';
  return `${rounded > 0 ? 'B' : 'W'}+${Math.abs(rounded)}`;
}
