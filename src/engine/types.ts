// Pure: the engine's vocabulary. No vscode, DOM or Node fs.

/** A stone colour or empty: 1 = black, -1 = white, 0 = empty. */
export type Sign = 1 | -1 | 0;

/** A player: 1 = black, -1 = white. */
export type Player = 1 | -1;

/** A point as [x, y]: x = column from the left, y = row from the top, both 0-based. */
export type Vertex = readonly [x: number, y: number];

/** A rectangle of points, corners included (0-based, x from the left, y from the top). */
export interface Region {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** Why a move is not allowed. */
export type IllegalReason = 'occupied' | 'suicide' | 'ko' | 'superko' | 'offboard';

/** How repetition is forbidden: simple ko only, or positional / situational superko. */
export type KoRule = 'simple' | 'positional' | 'situational';

/** Whether suicide is forbidden, allowed for multi-stone groups only (NZ), or allowed (Tromp-Taylor). */
export type SuicideRule = 'forbidden' | 'multi-stone' | 'allowed';

/** How the game is scored: area (stones + territory) or territory (territory + prisoners). */
export type ScoringRule = 'area' | 'territory';

/** The rulesets Goban knows by name. */
export type RulesetName = 'japanese' | 'korean' | 'chinese' | 'aga' | 'nz' | 'tromp-taylor' | 'goe';

/** A complete ruleset as the engine applies it. */
export interface Rules {
  readonly name: RulesetName;
  readonly scoring: ScoringRule;
  readonly ko: KoRule;
  readonly suicide: SuicideRule;
}

/** What a move did: the stones it captured (possibly its own, for an allowed suicide), or why it is illegal. */
export type MoveResult =
  { readonly legal: true; readonly captured: readonly Vertex[]; readonly suicide: boolean } | { readonly legal: false; readonly reason: IllegalReason };

/** A simple-ko restriction: `player` may not retake at [x, y] when that retake would capture exactly one stone. */
export interface KoState {
  readonly x: number;
  readonly y: number;
  readonly player: Player;
}

/** What a forced (SGF-replay) move did: like a legal move, plus why it would have been illegal (null when legal). */
export interface ForcedMoveResult {
  readonly captured: readonly Vertex[];
  readonly suicide: boolean;
  readonly illegal: IllegalReason | null;
}
