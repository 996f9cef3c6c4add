// One open Goban editor: keeps the webview's board in step with its document and answers its messages.
import * as vscode from 'vscode';
import type { TextRange } from '../boardText';
import { parseFromWebview } from '../shared/parseMessage';
import type { FromWebview, NodeView, ToWebview } from '../shared/protocol';
import type { ActiveEditors, GobanEditor } from './activeEditors';
import { mapRange } from './boardTracking';
import { GameView } from './gameAdapter';
import { readBoardSettings, readRuleOverrides, settingsSection } from './settings';
import type { TerritoryController } from './territoryController';

/** How long typing in the text may pause before the board re-parses the document. */
const reparseDelayMs = 150;

/** The host side of one Goban editor panel. */
export class BoardSession implements GobanEditor, vscode.Disposable {
  private game: GameView | { readonly error: string };
  private nodeId: number;
  /** The text span of the node shown, mapped through every edit since the last parse. */
  private nodeSpan: TextRange = { start: 0, end: 0 };
  private reparseTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(
    readonly document: vscode.TextDocument,
    private readonly panel: vscode.WebviewPanel,
    private readonly editors: ActiveEditors,
    private readonly territory: TerritoryController,
  ) {
    this.game = GameView.fromText(document.getText(), readRuleOverrides(document.uri));
    this.nodeId = this.game instanceof GameView ? this.game.rootId : 0;
    if (this.game instanceof GameView) this.nodeSpan = this.game.nodeSpan(this.nodeId);
    this.subscriptions.push(
      panel.webview.onDidReceiveMessage((message: unknown) => this.receive(message)),
      panel.onDidChangeViewState((e) => editors.setActive(this, e.webviewPanel.active)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document !== document || e.contentChanges.length === 0) return;
        this.nodeSpan = mapRange(this.nodeSpan, e.contentChanges);
        this.scheduleReparse();
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration(settingsSection, document.uri)) return;
        this.post({ type: 'settings', settings: readBoardSettings(document.uri) });
        if (e.affectsConfiguration(`${settingsSection}.rules`, document.uri)) this.reparse();
      }),
      territory.onDidChange((uri) => {
        if (uri.toString() === document.uri.toString()) this.postTerritory();
      }),
    );
    editors.setActive(this, panel.active);
  }

  currentPosition(): { readonly game: GameView; readonly nodeId: number } | { readonly error: string } {
    if (this.reparseTimer !== undefined) this.reparse();
    const game = this.game;
    if (!(game instanceof GameView)) return game;
    return { game, nodeId: game.has(this.nodeId) ? this.nodeId : game.rootId };
  }

  dispose(): void {
    clearTimeout(this.reparseTimer);
    this.editors.remove(this);
    for (const subscription of this.subscriptions) subscription.dispose();
    this.subscriptions.length = 0;
  }

  private receive(raw: unknown): void {
    const message: FromWebview | null = parseFromWebview(raw);
    if (message === null) {
      console.warn('[goban] ignored a malformed message from the webview', raw);
      return;
    }
    switch (message.type) {
      case 'ready':
        if (message.nodeId !== null) this.nodeId = message.nodeId;
        // A hidden panel's webview is rebuilt from the HTML of when it opened: send the settings of now.
        this.post({ type: 'settings', settings: readBoardSettings(this.document.uri) });
        this.show();
        return;
      case 'navigate':
        if (this.game instanceof GameView) {
          this.nodeId = this.game.navigate(message.fromNodeId, message.target);
          this.show();
        }
        return;
      case 'goToNode':
        if (this.game instanceof GameView && this.game.has(message.nodeId)) {
          this.nodeId = message.nodeId;
          this.show();
        }
        return;
      case 'goToMove':
      case 'selectGame':
      case 'edit':
      case 'clickPoint':
        // Not answered yet (the board editor's host side is being built).
        return;
      default:
        assertNever(message);
    }
  }

  private scheduleReparse(): void {
    clearTimeout(this.reparseTimer);
    this.reparseTimer = setTimeout(() => this.reparse(), reparseDelayMs);
  }

  private reparse(): void {
    clearTimeout(this.reparseTimer);
    this.reparseTimer = undefined;
    this.game = GameView.fromText(this.document.getText(), readRuleOverrides(this.document.uri));
    if (this.game instanceof GameView) this.nodeId = this.game.followNode(this.nodeId, this.nodeSpan.start);
    this.show();
  }

  /** Sends the board of the current node (falling back to the root when the node is gone), or why there is none. */
  private show(): void {
    const game = this.game;
    if (!(game instanceof GameView)) {
      this.post({ type: 'noGame', message: game.error });
      return;
    }
    if (!game.has(this.nodeId)) this.nodeId = game.rootId;
    this.nodeSpan = game.nodeSpan(this.nodeId);
    this.post({ type: 'node', view: interimNodeView(this.nodeId, game.boardAt(this.nodeId)), nodeOffset: this.nodeSpan.start });
    this.postTerritory();
  }

  /** Marks the territory counted for the node shown, if Count Territory counted this node (clears it otherwise). */
  private postTerritory(): void {
    const overlay = this.game instanceof GameView ? this.territory.sgfOverlay(this.document.uri, this.nodeId) : null;
    this.post({ type: 'territory', territory: overlay });
  }

  private post(message: ToWebview): void {
    void this.panel.webview.postMessage(message);
  }
}

/** A NodeView with the board only, until the editor model's nodeView lands. */
function interimNodeView(nodeId: number, board: NodeView['board']): NodeView {
  return {
    nodeId,
    board,
    move: null,
    markup: { triangles: [], squares: [], circles: [], crosses: [], dimmed: [], labels: [], arrows: [], lines: [] },
    annotations: { move: null, position: null, hotspot: false, value: null },
    comment: '',
    name: '',
    variationMode: 'hidden',
    variations: [],
    siblingIndex: 0,
    siblingCount: 1,
    childCount: 0,
    lineEndMoveNumber: board.moveNumber,
    moveNumbers: [],
    problem: null,
  };
}

function assertNever(value: never): never {
  throw new Error(`Unexpected message: ${JSON.stringify(value)}`);
}
