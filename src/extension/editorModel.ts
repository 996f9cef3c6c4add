// The host's one door to the pure editor model (src/editor): views, layout, navigation and edit plans.
export { gameInfo, layoutTree, navigate, nodeAtMove, nodeView, planEdit, type EditPlan, type RefusalCode } from '../editor';
import type { RulesetName } from '../engine';

/** The options of a new game (as the editor model's newGameSgf takes them). */
export interface NewGameOptions {
  readonly width: number;
  readonly height: number;
  readonly komi: number;
  readonly handicap: number;
  readonly rules: RulesetName;
  readonly black?: string;
  readonly white?: string;
  readonly date?: string;
}

/** Interim until the editor model's newGameSgf lands: the root properties only, without handicap stones. */
export function newGameSgf(options: NewGameOptions): string {
  const size = options.width === options.height ? `${options.width}` : `${options.width}:${options.height}`;
  return `(;FF[4]GM[1]CA[UTF-8]SZ[${size}]KM[${options.komi}]RU[${options.rules}])\n`;
}
