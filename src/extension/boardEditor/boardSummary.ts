// What the Goban commands return (for tests, keybindings and other extensions): the node shown, or why nothing happened.
import type { ProblemView, StoneColor } from '../../shared/views';

/** The node a Goban editor shows. */
export interface BoardSummary {
  readonly uri: string;
  readonly gameIndex: number;
  readonly gameCount: number;
  readonly nodeId: number;
  /** Offset of the node's `;` in the document. */
  readonly nodeOffset: number;
  readonly moveNumber: number;
  /** The move number at the end of the line through the node (following first children). */
  readonly lineEndMoveNumber: number;
  readonly toPlay: StoneColor;
  /** Stones captured by Black and by White so far. */
  readonly captures: { readonly black: number; readonly white: number };
  /** The node's move as "B D4", "W pass", or null. */
  readonly move: string | null;
  /** Passes in a row up to the node (0, 1 or 2): two passes end the game. */
  readonly passes: number;
  readonly siblingIndex: number;
  readonly siblingCount: number;
  readonly childCount: number;
  /** The document version the board was read from. */
  readonly version: number;
  /** Problem mode (absent where a summary does not say; null when the game is no problem). */
  readonly problem?: ProblemView | null;
  /** The number of the line of the last node message sent to the webview, which its `shown` steps name (absent where a
   *  summary does not say). */
  readonly lineSeq?: number;
}

/** Which node an edit applies to and the document version it was made against (defaults: the node shown, now). */
export interface EditTarget {
  readonly nodeId?: number;
  readonly version?: number;
}

/** A command's result: the board after it, or why it did nothing. */
export type CommandOutcome =
  /** Shown: navigation; followed: a play that an existing child already had; edited: the document changed. */
  | ({ readonly outcome: 'shown' | 'followed' | 'edited' } & BoardSummary)
  /** The editor model refused the action (occupied, ko, suicide, root…); `message` is localised. */
  | { readonly outcome: 'refused'; readonly code: string; readonly message: string }
  /** The action was made against an older version of the document, or the node is gone; nothing was edited. */
  | { readonly outcome: 'stale'; readonly message: string }
  /** The document holds no game (or VS Code rejected the edit). */
  | { readonly outcome: 'failed'; readonly message: string };
