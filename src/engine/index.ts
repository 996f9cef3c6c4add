// Pure: the engine's public API — board, rules, game state, territory and scoring.
export * from './types';
export { Board, reasonOfCode, suicideCode, CODE_KO, CODE_OCCUPIED, CODE_OFFBOARD, CODE_SUICIDE } from './board';
export { GameState } from './game';
export { RULESETS, RULESET_TITLES, rulesFromSgf, withOverrides, parseRulesetName, parseKoRule, parseSuicideRule } from './rules';
export { getTerritory, getTerritories, territoryOf } from './territory';
export type { Point, TerritoryOwner, TerritoryResult, TerritoriesResult } from './territory';
export { score, formatResult } from './score';
export type { ScoreOptions, ScoreResult, SideScore } from './score';
export { MAX_SIDE } from './zobrist';
export { estimateDeadStones, stonesWithStatus } from './status/estimate';
export type { ChainStatus, ChainVerdict, DeadStoneEstimate, EstimateOptions } from './status/estimate';
export { statusGrid, gridWithDead, groupAt, toggleGroup, pointsWithStatus, STATUS_ALIVE, STATUS_DEAD, STATUS_SEKI } from './status/groups';
export type { StatusGrid } from './status/groups';
