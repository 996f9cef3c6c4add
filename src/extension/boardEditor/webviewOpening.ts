// How a board editor's webview gets its board: the file parsed once, its first node sent before the webview asks, and
// everything sent again when a webview (re)starts, on the place it saved or the one the session followed.
import type * as vscode from 'vscode';
import type { SgfNode } from '../../sgf';
import type { ReadyMessage, ToSgfEditor } from '../../shared/protocol';
import type { BoardSettings } from '../../shared/views';
import type { ActiveEditors } from '../core/activeEditors';
import { GameView } from '../../editor/gameView';
import type { BoardModes } from './boardModes';
import type { ParsedDocument } from './parsedDocument';
import type { TreeSender } from './treeSender';

/** What the opening needs of its board editor. */
export interface OpeningHost {
  readonly document: vscode.TextDocument;
  readonly parsed: ParsedDocument;
  readonly modes: BoardModes;
  readonly trees: TreeSender;
  readonly editors: ActiveEditors;
  /** The board settings now. */
  settings(): BoardSettings;
  /** Whether the editor has closed. */
  disposed(): boolean;
  /** Shows `node` of the game parsed now (`reveal`: in the text editors too). */
  show(node: SgfNode, reveal: boolean): void;
  /** Says that the document holds no game that can be shown, and why. */
  showNoGame(error: string): void;
  /** Sends the game's info; settles once VS Code has taken it. */
  postGame(game: GameView): Promise<unknown>;
  /** Posts to the webview; settles once VS Code has taken the message. */
  post(message: ToSgfEditor): Promise<unknown>;
}

/** The opening of one board editor's webview. */
export class WebviewOpening {
  /** Whether a webview of this panel has said `ready` before: a later `ready` is the same panel's webview reloaded. */
  private started = false;

  constructor(private readonly host: OpeningHost) {}

  /**
   * Parses the document when nothing has yet and computes its first node's view (warming the per-game caches it uses).
   * Before the first webview has said `ready`, that view goes out at once as the opening node (VS Code holds it until
   * the webview's page has loaded): a webview with no saved place shows it without waiting for the answer to its
   * `ready`. Not for a file saved from another editor (it opens at that editor's place) or a problem (the Problem view
   * opens it on its setup).
   */
  open(): void {
    const { parsed, modes, editors, document } = this.host;
    if (this.host.disposed() || !parsed.isUnopened) return;
    parsed.open();
    const game = parsed.game;
    if (!(game instanceof GameView)) return;
    const node = parsed.followedNode(game);
    const view = modes.viewOf(game, node, this.host.settings());
    if (this.started || modes.solvingProblem || editors.handoff.holds(document)) return;
    void this.host.post({ type: 'openingNode', view, nodeOffset: node.span.start });
  }

  /**
   * The webview (re)started: sends everything. The panel's first webview restores the game and node it saved (a
   * reload or hot exit); a webview reloaded later (hidden, then shown) gets the node this session followed through
   * every change made meanwhile, since its saved node may be stale.
   */
  restore(fromWebview: ReadyMessage): void {
    const { parsed, modes, trees, editors, document } = this.host;
    modes.webviewReady();
    const first = !this.started;
    // A new panel on a file just saved from another (Save As of a new game) goes on where that one was.
    const handed = first && fromWebview.nodeId === null && fromWebview.nodeOffset === null ? editors.handoff.take(document) : undefined;
    const saved = handed === undefined ? fromWebview : { nodeId: null, ...handed };
    this.started = true;
    void this.host.post({ type: 'settings', settings: this.host.settings() });
    this.open();
    const start = parsed.startingPlace(first ? saved : null);
    trees.forget();
    if (!('node' in start)) return this.host.showNoGame(start.error);
    const { game, node } = start;
    // The board first: the game info is cheap, the tree (laid out and sent in a later task) is O(nodes).
    this.host.show(node, false);
    // Laid out once VS Code has taken the game message (so the node before it too): the layout would hold it back.
    const later = (): void => void setTimeout(() => this.postLaterTree(game), 0);
    this.host.postGame(game).then(later, later);
  }

  /** Sends the tree of `game` unless the session has moved on (disposed, re-parsed or switched: those sent their own). */
  private postLaterTree(game: GameView): void {
    if (this.host.disposed() || this.host.parsed.game !== game || this.host.trees.holdsTree) return;
    this.host.trees.send(game);
  }
}
