// The host's one door to the pure editor model (src/editor): views, layout, navigation and edit plans.
export { gameInfo, layoutTree, navigate, nodeAtMove, nodeView } from '../editor';
import type { RulesetName } from '../engine';
import type { GameReplay } from '../game';
import type { SgfCollection, SgfNode, TextEdit } from '../sgf';
import type { EditAction } from '../shared/protocol';

/** What one user action on a node comes to: text edits (and the node to show after them), a node to follow, or a refusal. */
export type EditPlan =
  | { readonly kind: 'edits'; readonly edits: readonly TextEdit[]; readonly showOffset: number }
  | { readonly kind: 'follow'; readonly nodeId: number }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

/** Interim until the editor model's planEdit lands: every action is refused. */
export function planEdit(_collection: SgfCollection, _replay: GameReplay, _node: SgfNode, _action: EditAction): EditPlan {
  return { kind: 'refused', code: 'unsupported', message: 'Editing is not available yet.' };
}

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
