// One open Goban editor: keeps the webview's board in step with its document, answers its messages and edits the text.
import * as vscode from 'vscode';
import type { SgfNode } from '../../sgf';
import type { EditAction, NavigationTarget, RequestReply, ToSgfEditor } from '../../shared/protocol';
import type { BoardSettings, LineEntry, NodeView } from '../../shared/views';
import type { ActiveEditors, GobanEditor } from '../core/activeEditors';
import type { BoardSummary, CommandOutcome, EditTarget } from './boardSummary';
import { EditQueue } from '../core/editQueue';
import { saveDocument } from '../core/saveDocument';
import { navigate, nodeAtMove, startNode } from '../../editor';
import { GameView, nodeAtOffset } from '../../editor/gameView';
import { ParsedDocument, type GameOrError } from './parsedDocument';
import { noGameMessage, problemNavigationMessage } from './refusals';
import { runBoardEdit, type EditHost } from './boardEdit';
import { gameMessage, lineWindowOf, nodeMessage, summaryOf } from './sessionMessages';
import { WebviewOpening } from './webviewOpening';
import { receiveBoardMessage, type BoardInbox } from './webviewInbox';
import { LineWindows } from './lineWindows';
import { TreeSender } from './treeSender';
import { readBoardSettings, settingsSection } from '../core/settings';
import type { TerritoryController } from '../territory/territoryController';
import type { TextBoardSync } from './textSync';
import type { Place } from './placeHandoff';
import { BoardModes } from './boardModes';
import type { ProblemResults } from '../problems/problemResults';
import { DisposableStore } from '../core/disposables';

/** How a node shown reaches the webview (see BoardSession.show): a node message starting a new line, one in the line the
 *  webview holds, or none (the webview stepped there itself). */
type NodeMessage = 'newLine' | 'sameLine' | 'none';

/** The host side of one Goban editor panel. */
export class BoardSession implements GobanEditor, vscode.Disposable {
  /** The document as parsed, and the node followed through its changes. */
  private readonly parsed: ParsedDocument;
  private shown: { readonly node: SgfNode; readonly view: NodeView } | null = null;
  /** The game `shown` belongs to. */
  private shownGame: GameView | null = null;
  /** The game tree the webview holds. */
  private readonly trees: TreeSender;
  private settings: BoardSettings;
  private disposed = false;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly queue = new EditQueue();
  /** The last node shown, with the text it was parsed from: what a Save of an untitled game hands to the file's editor. */
  private lastPlace: (Place & { readonly text: string }) | undefined;
  private readonly modes: BoardModes;
  /** The line the webview holds to step without asking. */
  private readonly windows: LineWindows;
  private readonly subscriptions = new DisposableStore();
  /** The session as an edit sees it. */
  private readonly editHost: EditHost;
  private readonly opening: WebviewOpening;
  /** The session as the webview's messages see it. */
  private readonly inbox: BoardInbox = {
    ready: (message) => this.opening.restore(message),
    stepped: (seq, nodeId) => this.followStep(seq, nodeId),
    resendTree: () => this.trees.resend(),
    goToNode: (nodeId) => this.goToWebviewNode(nodeId),
    goToMove: (moveNumber, fromNodeId) => this.goToMove(moveNumber, this.webviewNodeId(fromNodeId)),
    selectGame: (gameIndex) => this.selectGame(gameIndex),
    navigate: (target, fromNodeId) => this.navigate(target, this.webviewNodeId(fromNodeId), 'sameLine'),
    edit: (action, nodeId, version) => this.edit(action, { nodeId, version }),
    save: () => this.queue.run(() => saveDocument(this.document)),
    answerMode: (message) => this.modes.answer(message, this.queue),
    shownNode: () => this.shown?.node,
    post: (message) => this.post(message),
  };

  constructor(
    readonly document: vscode.TextDocument,
    private readonly panel: vscode.WebviewPanel,
    private readonly editors: ActiveEditors,
    territory: TerritoryController,
    private readonly sync: TextBoardSync,
    results: ProblemResults,
  ) {
    this.settings = readBoardSettings(document.uri);
    this.parsed = new ParsedDocument(document, () => this.reparse(false));
    this.trees = new TreeSender((message) => void this.post(message));
    this.windows = new LineWindows({ windowAround: () => this.windowAround(), post: (message) => this.post(message) });
    this.modes = new BoardModes(
      {
        document,
        game: () => this.parsed.game,
        nodeId: () => this.parsed.nodeId,
        parsedVersion: () => this.parsed.parsedVersion,
        webviewNodeId: (nodeId) => this.webviewNodeId(nodeId),
        show: (node) => this.show(node, true),
        selectGame: (gameIndex) => void this.selectGame(gameIndex),
        post: (message) => this.post(message),
        changed: () => this.editors.notifyShown(this),
        startProblemIn: (uri, which) => this.editors.forDocument(uri)?.startProblem(which),
      },
      territory,
      results,
    );
    this.editHost = {
      document,
      parsed: this.parsed,
      sync,
      modes: this.modes,
      flush: () => this.flush(),
      show: (node) => this.show(node, true),
      outcome: (outcome) => this.outcome(outcome),
      notice: (result) => this.notice(result),
    };
    this.opening = new WebviewOpening({
      document,
      parsed: this.parsed,
      modes: this.modes,
      trees: this.trees,
      editors,
      settings: () => this.settings,
      disposed: () => this.disposed,
      show: (node, reveal) => this.show(node, reveal),
      showNoGame: (error) => this.showNoGame(error),
      postGame: (game) => this.postGame(game),
      post: (message) => this.post(message),
    });
    // Parsed in a later task, so the webview's HTML leaves first and loads while the host parses (anything asked before
    // parses then). The editor becomes the active one there too: the status bar and the Game view, told at once, would
    // ask for the position and so parse before the HTML had left.
    editors.register(this);
    this.openTimer = setTimeout(() => {
      this.opening.open();
      editors.setActive(this, panel.active);
    }, 0);
    this.subscriptions.push(
      panel.webview.onDidReceiveMessage((message: unknown) => void this.receive(message)),
      panel.onDidChangeViewState((e) => editors.setActive(this, e.webviewPanel.active)),
      vscode.workspace.onDidChangeTextDocument((e) => this.documentChanged(e)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration(settingsSection, document.uri)) return;
        this.settings = readBoardSettings(document.uri);
        this.post({ type: 'settings', settings: this.settings });
        if (e.affectsConfiguration(`${settingsSection}.rules`, document.uri)) this.reparse(false);
        else this.showCurrent(false);
      }),
      territory.onDidChange((uri) => {
        if (uri.toString() === document.uri.toString()) this.modes.score.refresh();
      }),
    );
  }

  currentPosition(): { readonly game: GameView; readonly nodeId: number } | { readonly error: string } {
    this.flush();
    const game = this.parsed.game;
    if (!(game instanceof GameView)) return game;
    return { game, nodeId: game.has(this.parsed.nodeId) ? this.parsed.nodeId : game.rootId };
  }

  rasterize(svg: string, width: number, height: number): Promise<Uint8Array> {
    return this.modes.rasterize(svg, width, height);
  }

  summary(): BoardSummary | null {
    this.flush();
    const game = this.parsed.game;
    if (!(game instanceof GameView)) return null;
    const shown = this.shown !== null && game.node(this.shown.node.id) === this.shown.node ? this.shown : null;
    const node = shown?.node ?? game.node(this.parsed.nodeId) ?? game.rootNode;
    const view = shown?.view ?? this.modes.viewOf(game, node, this.settings);
    const summary = summaryOf(this.document.uri.toString(), this.parsed.parsedVersion, game, node, view);
    return { ...summary, problem: this.modes.problemView(), lineSeq: this.windows.sequence };
  }

  /** Takes a step from node `from` (default: the node followed); `sameLine` when the webview asked for it (see {@link show}). */
  navigate(target: NavigationTarget, from?: number, message: Exclude<NodeMessage, 'none'> = 'newLine'): CommandOutcome {
    return this.move((game, node) => navigate(game.rootNode, game.node(from ?? -1) ?? node, target, game.line), message);
  }

  goToMove(moveNumber: number, from?: number): CommandOutcome {
    return this.move((game, node) => nodeAtMove(game.replay, game.node(from ?? -1) ?? node, moveNumber, game.line));
  }

  selectGame(gameIndex: number): CommandOutcome {
    this.flush();
    const game = this.switchGame(gameIndex);
    if (!(game instanceof GameView)) return { outcome: 'failed', message: noGameMessage(game.error) };
    this.show(startNode(game.rootNode), true);
    return this.outcome('shown');
  }

  showOffset(offset: number, reveal: boolean): void {
    this.flush();
    if (!(this.parsed.game instanceof GameView)) return;
    const { gameIndex, node } = nodeAtOffset(this.parsed.game.collection, offset);
    if (node === undefined) return;
    const game = gameIndex === this.parsed.gameIndex ? this.parsed.game : this.switchGame(gameIndex);
    if (game instanceof GameView && game.node(node.id) === node && (node.id !== this.parsed.nodeId || game !== this.shownGame)) this.show(node, reveal);
  }

  edit(action: EditAction, target: EditTarget = {}): Promise<CommandOutcome> {
    return this.queue.run(() => runBoardEdit(this.editHost, action, target));
  }

  dispose(): void {
    if (!this.disposed && this.lastPlace !== undefined) this.editors.handoff.leave(this.document, this.lastPlace.text, this.lastPlace);
    this.disposed = true;
    this.modes.dispose();
    this.windows.dispose();
    this.trees.dispose();
    this.parsed.dispose();
    clearTimeout(this.openTimer);
    this.editors.remove(this);
    this.subscriptions.dispose();
  }

  focusBoard(): void {
    // Only while the board is the active editor: a click into another editor meanwhile keeps its focus.
    if (!this.disposed && this.panel.visible && this.panel.active) this.panel.reveal(this.panel.viewColumn, false);
  }

  startProblem(which: 'first' | 'last'): void {
    this.flush();
    this.modes.startProblem(which);
  }

  /** Handles one message from the webview (also the internal `goban.webviewMessage` command's, for tests); never throws. */
  receive(raw: unknown): Promise<RequestReply | undefined> {
    return receiveBoardMessage(this.inbox, raw);
  }

  /** The webview stepped to `nodeId` in line `seq`: follow it, unless a node message of another line went out since. */
  private followStep(seq: number, nodeId: number): void {
    // Text changed and not yet re-parsed: the re-parse sends a node message, which makes this step stale.
    this.flush();
    const game = this.parsed.game;
    const node = game instanceof GameView && this.windows.current(seq) ? game.node(nodeId) : undefined;
    if (node !== undefined) this.show(node, true, 'none');
  }

  /** Shows node `nodeId` named by the webview, if the game parsed now has it. */
  private goToWebviewNode(nodeId: number): CommandOutcome {
    const id = this.webviewNodeId(nodeId);
    const game = this.parsed.game;
    const node = game instanceof GameView && id !== undefined ? game.node(id) : undefined;
    if (node !== undefined) this.show(node, true);
    return this.outcome('shown');
  }

  /** The line around the node followed now, as the webview holds it. */
  private windowAround(): LineEntry[] | null {
    const game = this.parsed.game;
    // A problem being solved is not stepped through, and its line would hold the solution.
    if (this.disposed || this.modes.solvingProblem || !(game instanceof GameView) || this.shown === null || this.shownGame !== game) return null;
    return lineWindowOf(game, this.shown.node, this.modes.viewSettings(this.settings));
  }

  /** Node `nodeId` named by the webview, as an id of the game parsed now (see ParsedDocument.idFromBefore). */
  private webviewNodeId(nodeId: number): number | undefined {
    return this.parsed.idFromBefore(nodeId, () => this.flush());
  }

  private documentChanged(e: vscode.TextDocumentChangeEvent): void {
    if (e.document !== this.document || e.contentChanges.length === 0) return;
    const kind = this.parsed.changed(e);
    // A notice speaks of the document before (a delete's "Undo brings them back" once undone): it goes.
    if (kind !== 'ownEdit') void this.post({ type: 'notice', message: '' });
    // Our own edit shows the node it planned (the new move, the parent of a deleted node…) at once; Undo or Redo of a
    // board edit goes back to the node it started from, or on to the node it made; typing waits for a pause.
    if (kind !== 'typing') this.reparse(kind === 'ownEdit');
  }

  /** Re-parses now when the board is behind the document. */
  private flush(): void {
    this.opening.open();
    if (this.parsed.isBehind) this.reparse(false);
  }

  /** Re-reads the document and shows the node followed through the edits (`reveal`: in the text editors too). */
  private reparse(reveal: boolean): void {
    this.parsed.parse();
    const game = this.parsed.game;
    if (!(game instanceof GameView)) return this.showNoGame(game.error);
    void this.postGame(game);
    // The board first: the tree is laid out in a later task, after VS Code has written the new position out.
    this.show(this.parsed.followedNode(game), reveal);
    this.sendTreeLater(game);
  }

  /** Sends the tree of `game` in a later task (after the node shown now), unless the session has moved on by then. */
  private sendTreeLater(game: GameView): void {
    this.trees.sendLater(game, () => !this.disposed && this.parsed.game === game);
  }

  /** Says that the document holds no game that can be shown, and why. */
  private showNoGame(error: string): void {
    this.trees.forget();
    this.shown = null;
    this.post({ type: 'noGame', message: noGameMessage(error) });
    this.editors.notifyShown(this);
  }

  /** Sends the game's info (the caller sends its tree); settles once VS Code has taken it. */
  private postGame(game: GameView): Promise<unknown> {
    const posted = this.post(gameMessage(game, this.parsed.parsedVersion));
    this.modes.gameShown();
    return posted;
  }

  /** Opens game `gameIndex` of the document parsed now and sends its info and tree (the caller shows a node). */
  private switchGame(gameIndex: number): GameOrError {
    const game = this.parsed.switchGame(gameIndex);
    if (game instanceof GameView) {
      void this.postGame(game);
      this.sendTreeLater(game);
    }
    return game;
  }

  /** Shows the node `step` leads to from the node followed; `message` as for {@link show}. */
  private move(step: (game: GameView, node: SgfNode) => SgfNode, message: Exclude<NodeMessage, 'none'> = 'newLine'): CommandOutcome {
    this.flush();
    // A problem being solved shows only what the solver has played: stepping would walk its answers.
    if (this.modes.solvingProblem) return this.notice({ outcome: 'refused', code: 'problem-view', message: problemNavigationMessage() });
    const game = this.parsed.game;
    if (!(game instanceof GameView)) return { outcome: 'failed', message: noGameMessage(game.error) };
    this.show(step(game, game.node(this.parsed.nodeId) ?? game.rootNode), true, message);
    return this.outcome('shown');
  }

  private showCurrent(reveal: boolean): void {
    const game = this.parsed.game;
    if (game instanceof GameView) this.show(game.node(this.parsed.nodeId) ?? game.rootNode, reveal);
  }

  /**
   * Shows `node` on the board (and, with `reveal`, at the cursor of the document's visible text editors). `message`:
   * a node message that starts a new line (`newLine`), one in the line the webview holds (`sameLine`: it asked for this
   * step and waits for the answer, so no step of its own can cross it), or none (it stepped there in the line it holds).
   */
  private show(node: SgfNode, reveal: boolean, message: NodeMessage = 'newLine'): void {
    const game = this.parsed.game;
    if (!(game instanceof GameView)) return;
    // Another variation taken at a branch is another line: what the webview holds of the one before does not go on here.
    const otherLine = game.line.remember(node);
    const view = this.modes.viewOf(game, node, this.settings);
    const sameGame = this.shownGame === game;
    this.parsed.follow(node);
    this.shown = { node, view };
    this.shownGame = game;
    this.lastPlace = { text: game.collection.text, gameIndex: this.parsed.gameIndex, nodeOffset: node.span.start };
    if (message === 'none') this.windows.stepped(node.id);
    else this.post(nodeMessage(node, view, this.windows.nodePosted(message === 'sameLine' && sameGame && !otherLine)));
    this.modes.score.refresh();
    this.editors.notifyShown(this);
    if (reveal) this.sync.reveal(this.document, node.span.start);
  }

  private outcome(outcome: 'shown' | 'followed' | 'edited'): CommandOutcome {
    const summary = this.summary();
    return summary === null ? { outcome: 'failed', message: noGameMessage('') } : { outcome, ...summary };
  }

  private notice(result: CommandOutcome & { readonly message: string }): CommandOutcome {
    this.post({ type: 'notice', message: result.message });
    return result;
  }

  /** Posts `message` to the webview; settles once VS Code has taken it (never rejects). */
  private post(message: ToSgfEditor): Promise<unknown> {
    if (this.disposed) return Promise.resolve(false);
    return Promise.resolve(this.panel.webview.postMessage(message)).catch(() => false);
  }
}
