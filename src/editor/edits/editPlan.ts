// Pure: what planning an edit gives — text edits and the node to show, a node to follow, or a refusal. No vscode, DOM or Node fs.
import { combineEdits, mapOffset, type EditResult, type TextEdit } from '../../sgf/edit/textEdit';
import type { SgfNode } from '../../sgf/types';

/** Why an action was not turned into an edit (the host localises the message by this code). */
export type RefusalCode =
  /** play: the point holds a stone */
  | 'occupied'
  /** play: an immediate ko recapture */
  | 'ko'
  /** play: the move repeats an earlier position under the game's superko rule */
  | 'superko'
  /** play: the move would leave its own chain without liberties */
  | 'suicide'
  /** a point outside the board */
  | 'offboard'
  /** delete / promote / move on the game root */
  | 'root'
  /** moveVariation with no variation on that side */
  | 'noSibling'
  /** the action would change nothing */
  | 'unchanged'
  /** the file's structure around the node is broken so the edit API cannot touch it safely */
  | 'unsupported'
  /** gameInfo: KM or HA that is not a number */
  | 'invalidValue'
  /** line: an arrow or line from a point to itself */
  | 'samePoint'
  /** moveAnnotation: BM, TE, DO or IT set on a node without a B or W move (the check would warn) */
  | 'noMove';

/** What one user action comes to. */
export type EditPlan =
  /**
   * Apply `edits` (against the collection's text); then show the node whose `;` is at `showOffset` in the new text, which
   * is the node edited when `keepsPlace` (a comment, a mark, game info: a jump taken while it is written stands).
   */
  | { readonly kind: 'edits'; readonly edits: readonly TextEdit[]; readonly showOffset: number; readonly keepsPlace: boolean }
  /** Nothing to edit: show node `nodeId` (e.g. a played move that an existing child already plays). */
  | { readonly kind: 'follow'; readonly nodeId: number }
  /** The action is not done; `message` says why, in English. */
  | { readonly kind: 'refused'; readonly code: RefusalCode; readonly message: string };

/** A refusal. */
export function refused(code: RefusalCode, message: string): EditPlan {
  return { kind: 'refused', code, message };
}

/**
 * The plan for an edit-API result: a refusal `unsupported` on error, `unchanged` (with `unchangedMessage`) when it
 * has no edits, else the edits with `showOffset`, or, without one, `node`'s `;` mapped through the edits.
 */
export function planOf(result: EditResult, node: SgfNode, unchangedMessage: string, showOffset?: number): EditPlan {
  if (result.error !== undefined) return refused('unsupported', result.error.message);
  if (result.edits.length === 0) return refused('unchanged', unchangedMessage);
  const keepsPlace = showOffset === undefined;
  return { kind: 'edits', edits: result.edits, showOffset: showOffset ?? mapOffset(result.edits, node.span.start), keepsPlace };
}

/** One result from several computed against the same text; an error or overlapping edits make it an error. */
export function combined(...results: readonly EditResult[]): EditResult {
  for (const result of results) if (result.error !== undefined) return result;
  const edits = combineEdits(...results.map((r) => r.edits));
  return edits === null ? { edits: [], error: { code: 'malformed-tree', message: 'These changes overlap in the text; edit the file by hand.' } } : { edits };
}
