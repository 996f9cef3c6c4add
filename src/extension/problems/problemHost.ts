// What problem mode needs of its board editor: the document, the game parsed now and its node shown, and the ways to
// show a node or game, post to the webview and open a problem in another editor.
import type * as vscode from 'vscode';
import type { GameView } from '../../editor/gameView';
import type { ToSgfEditor } from '../../shared/protocol';
import type { SgfNode } from '../../sgf/types';

/** What problem mode needs of its board editor. */
export interface ProblemHost {
  readonly document: vscode.TextDocument;
  /** The game parsed now, or why there is none. */
  game(): GameView | { readonly error: string };
  /** The node shown. */
  shownNode(): SgfNode | null;
  /** A node id named by the webview as an id of the game parsed now (undefined when it cannot be told). */
  webviewNodeId(nodeId: number): number | undefined;
  /** Shows `node` of the game parsed now. */
  show(node: SgfNode): void;
  /** Shows game `gameIndex` of the file, on its setup. */
  selectGame(gameIndex: number): void;
  /** Sends `message` to the board's webview. */
  post(message: ToSgfEditor): void;
  /** Tells the rest of the host (status bar, Game view) that what the editor shows changed. */
  changed(): void;
  /** Opens the first or last problem of the open Goban editor of `uri` afresh. */
  startProblemIn(uri: vscode.Uri, which: 'first' | 'last'): void;
}
