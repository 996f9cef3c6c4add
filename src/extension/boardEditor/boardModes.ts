// The modes a board editor runs beside plain reading and editing: score mode, problem mode, and drawing PNGs for
// export. One place creates them on the editor's hooks, routes their messages and ends them with the editor.
import type * as vscode from 'vscode';
import type { GameView } from '../../editor/gameView';
import type { FromSgfEditor, ToSgfEditor } from '../../shared/protocol';
import type { BoardSettings, NodeView, ProblemView } from '../../shared/views';
import type { SgfNode } from '../../sgf/types';
import { Rasterizer } from '../export/rasterizer';
import type { ProblemResults } from '../problems/problemResults';
import { ProblemSession } from '../problems/problemSession';
import { ScoreSession } from '../territory/scoreSession';
import { nodeViewOf } from './sessionMessages';
import type { TerritoryController } from '../territory/territoryController';

/** The messages of the webview that the modes answer. */
export type ModeMessage = Extract<FromSgfEditor, { type: 'score' | 'toggleDead' | 'leaveScore' | 'problemMove' | 'problemAction' | 'rasterized' }>;

/** What the modes need of their board editor. */
export interface ModeHost {
  readonly document: vscode.TextDocument;
  /** The game parsed now, or why there is none. */
  game(): GameView | { readonly error: string };
  /** The id of the node shown. */
  nodeId(): number;
  /** The document version the game was parsed from. */
  parsedVersion(): number;
  /** A node id named by the webview as an id of the game parsed now. */
  webviewNodeId(nodeId: number): number | undefined;
  /** Shows `node` of the game parsed now. */
  show(node: SgfNode): void;
  /** Shows game `gameIndex` of the file, on its start. */
  selectGame(gameIndex: number): void;
  /** Posts to the webview; settles once VS Code has taken the message (false: not delivered). */
  post(message: ToSgfEditor): PromiseLike<unknown>;
  /** What the editor shows changed (status bar, Game view). */
  changed(): void;
  /** Opens the first or last problem of the open Goban editor of `uri` afresh. */
  startProblemIn(uri: vscode.Uri, which: 'first' | 'last'): void;
}

/** Score mode, problem mode and the PNG drawing of one board editor. */
export class BoardModes implements vscode.Disposable {
  /** Score mode (its edits go through the editor's queue: see BoardSession.edit). */
  readonly score: ScoreSession;
  private readonly problems: ProblemSession;
  private readonly rasterizer: Rasterizer;

  constructor(host: ModeHost, territory: TerritoryController, results: ProblemResults) {
    const post = (message: ToSgfEditor): void => void host.post(message);
    this.score = new ScoreSession(host.document, territory, { ...host, post, show: (node) => host.show(node) });
    this.problems = new ProblemSession(results, {
      document: host.document,
      game: () => host.game(),
      shownNode: () => {
        const game = host.game();
        return 'error' in game ? null : (game.node(host.nodeId()) ?? game.rootNode);
      },
      webviewNodeId: (nodeId) => host.webviewNodeId(nodeId),
      show: (node) => host.show(node),
      selectGame: (gameIndex) => host.selectGame(gameIndex),
      post,
      changed: () => host.changed(),
      startProblemIn: (uri, which) => host.startProblemIn(uri, which),
    });
    this.rasterizer = new Rasterizer((request) => host.post(request));
  }

  /** Answers a mode message (score requests run in `queue`, so that they never race with an edit). */
  answer(message: ModeMessage, queue: { run(task: () => Promise<void>): Promise<void> }): Promise<void> | void {
    switch (message.type) {
      case 'score':
      case 'toggleDead':
      case 'leaveScore':
        return queue.run(() => this.score.answer(message));
      case 'problemMove':
      case 'problemAction':
        return this.problems.answer(message);
      case 'rasterized':
        return this.rasterizer.answer(message);
    }
  }

  /** The webview has (re)loaded. */
  webviewReady(): void {
    this.rasterizer.webviewReady();
  }

  /** The settings node views are drawn with: in the Problem view without variation marks (they would show the answers). */
  viewSettings(settings: BoardSettings): BoardSettings {
    return this.solvingProblem ? { ...settings, variations: 'hidden' } : settings;
  }

  /** The view of `node`, with the Problem view's player to move at a problem's setup (a stale PL says the other). */
  viewOf(game: GameView, node: SgfNode, settings: BoardSettings): NodeView {
    const view = nodeViewOf(game, node, this.viewSettings(settings));
    const turn = this.problems.turnAt(node);
    return turn === null || turn === view.board.toPlay ? view : { ...view, board: { ...view.board, toPlay: turn } };
  }

  /** Opens the first or last problem of the file afresh, in the Problem view. */
  startProblem(which: 'first' | 'last'): void {
    this.problems.startAt(which);
  }

  /** The game shown changed: problem mode looks at it again. */
  gameShown(): void {
    this.problems.gameShown();
  }

  /** Whether a problem is being solved (Problem view): the board hides variations and edits wait for the Game view. */
  get solvingProblem(): boolean {
    return this.problems.isActive;
  }

  /** What the problem bar shows now (null when the game is no problem). */
  problemView(): ProblemView | null {
    return this.problems.currentView();
  }

  /** The PNG bytes of `svg` drawn at `width` × `height` pixels by the webview. */
  rasterize(svg: string, width: number, height: number): Promise<Uint8Array> {
    return this.rasterizer.draw(svg, width, height);
  }

  dispose(): void {
    this.rasterizer.dispose();
    this.problems.dispose();
  }
}
