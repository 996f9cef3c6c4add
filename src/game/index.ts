// Pure: the public surface of the replay layer (SGF tree + engine).
export { GameReplay } from './replay';
export { viewOf, type PositionView } from './position';
export { readGameSettings, type GameSettings, type RuleOverrides } from './settings';
export { applyNode, type ExecutedMove, type MoveProblemReason } from './applyNode';
export { checkCollection } from './check';
export { formatVertex, columnLabel } from '../engine/pointNames';
export { passesUpTo } from './passes';
export { isGameOver, scorePosition, type DeadStoneSource, type ScoringOptions, type ScoredPosition } from './scoring';
