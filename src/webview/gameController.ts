// The SGF editor mode of the webview: shows the host's node, game and tree messages on the board and the panels, and
// turns clicks, keys and panel inputs into navigate / goToNode / goToMove / selectGame / edit messages.
import type { Vertex } from '../engine/types';
import type { EditAction, JumpRequest, NavigationTarget, RequestReply } from '../shared/protocol';
import { HostRequests, MAX_QUEUED_STEPS } from './hostSync/hostRequests';
import type { BoardSettings, GameInfo, LineEntry, NodeView, ProblemView, ScoreView, TreeLayout } from '../shared/views';
import { HeldLine } from './hostSync/heldLine';
import { childMoves, PlayAhead } from './hostSync/playAhead';
import { measure } from './timing';
import type { BoardView } from './board/boardView';
import { requireElement, setText } from './dom';
import type { LibertiesHover } from './board/libertiesHover';
import { parseVertex } from './board/libertiesHover';
import { attachBoardKeys, attachWheel } from './navigationInput';
import type { Notice } from './panels/notice';
import { createGamePanels, typedTextOf, unsendTyped, type GamePanels } from './gamePanels';
import type { TypedText } from './textFieldKeys';
import { decorationsOf } from './board/pointDecorations';
import { t } from './strings';
import type { ToolbarAction } from './panels/toolbar';
import { clickAction, type Tool } from './tools';
import { postFromSgfEditor, savedState, vscode } from './vscodeApi';

/** The game mode's state and views. */
export class GameController {
  private view: NodeView | null = null;
  private version: number | null = null;
  private nodeOffset: number | null;
  private gameIndex: number | null;
  private tool: Tool;
  private rootId: number | null = null;
  /** Between a game message and the tree message that follows it (the tree held may number nodes otherwise). */
  private treeAwaited = false;
  private readonly savedNodeId: number | null;
  /** The line around the host's last node, stepped through without asking. */
  private readonly line = new HeldLine();
  /** Moves shown before the host wrote them. */
  private readonly ahead = new PlayAhead(MAX_QUEUED_STEPS);
  /** Numbers on the stones (the moveNumbers setting). */
  private numbered = false;
  private readonly requests = new HostRequests({
    nodeId: () => this.hostNodeId(),
    version: () => this.version,
    stepHere: (target) => this.stepHere(target),
    editAnswered: (edit, applied) => {
      if (!applied) unsendTyped(this.ui, edit);
      this.editAnswered(edit.predicted === true, applied);
    },
  });
  private readonly ui: GamePanels;
  /** The text typed in the comment or a game-info field (see TypedText); a save goes after the edits before it. */
  readonly typed: TypedText;
  /** The notice area (host notices and errors). */
  readonly notice: Notice;

  constructor(
    private readonly boardRoot: HTMLElement,
    private readonly board: BoardView,
    private readonly hover: LibertiesHover,
  ) {
    const saved = savedState();
    this.nodeOffset = saved.nodeOffset;
    this.gameIndex = saved.gameIndex;
    this.tool = saved.tool;
    this.savedNodeId = saved.nodeId;
    this.ui = createGamePanels(boardRoot, board, {
      selectTool: (tool) => this.selectTool(tool),
      runAction: (action) => this.runAction(action),
      edit: (action, nodeId) => this.edit(action, nodeId),
      jump: (message) => this.jump(message),
      navigate: (target) => this.navigate(target),
      goToMove: (moveNumber) => this.goToMove(moveNumber),
      requestScore: () => this.requestScore(),
      leaveScore: () => postFromSgfEditor({ type: 'leaveScore', requestId: this.requests.nextId() }),
      problemAction: (action) => postFromSgfEditor({ type: 'problemAction', requestId: this.requests.nextId(), action }),
    });
    this.typed = typedTextOf(this.ui, () => this.requests.save());
    this.ui.toolbar.setTool(this.tool);
    this.notice = this.ui.notice;
    const handlers = {
      navigate: (target: NavigationTarget) => this.navigate(target),
      moveCursor: (dx: number, dy: number) => this.moveCursor(dx, dy),
      apply: () => this.applyAtCursor(),
      cancel: () => this.ui.pointer.cancel(this.tool),
    };
    attachBoardKeys(boardRoot, handlers, true);
    attachBoardKeys(requireElement('[data-testid="game-tree"]'), handlers, false);
    attachWheel(boardRoot, (target) => this.navigate(target));
    boardRoot.addEventListener('click', (event) => {
      const vertex = (event.target as Element | null)?.closest('[data-vertex]');
      const point = parseVertex(vertex?.getAttribute('data-vertex') ?? null);
      if (point !== null) this.clickPoint(point, vertex?.getAttribute('data-node') ?? null);
    });
    postFromSgfEditor({ type: 'ready', nodeId: saved.nodeId, nodeOffset: saved.nodeOffset, gameIndex: saved.gameIndex });
  }

  /** Shows the host's node message of line `seq`: node `view` (its `;` at `nodeOffset` in the text), or holds it back
   *  while moves shown ahead of the host wait for their answers; the line held is dropped when `seq` starts another. */
  showNode(view: NodeView, nodeOffset: number, seq: number): void {
    this.line.reset(seq);
    if (this.ahead.hostNode({ view, nodeOffset })) this.display(view, nodeOffset);
  }

  /** Shows the host's opening node (see the `openingNode` message) unless the board has a saved place to go back to
   *  or shows a node already; says whether it did. */
  showOpeningNode(view: NodeView, nodeOffset: number): boolean {
    if (this.view !== null || this.savedNodeId !== null || this.nodeOffset !== null || this.gameIndex !== null) return false;
    this.showNode(view, nodeOffset, 0);
    return true;
  }

  /** The `goban.*` settings the board was given. */
  applySettings(settings: BoardSettings): void {
    this.numbered = settings.moveNumbers;
  }

  /** Holds the window the host sent of line `seq` (dropped when a node message of another line came since). */
  holdLine(seq: number, entries: readonly LineEntry[]): void {
    this.line.take(seq, entries);
  }

  /** The document holds no game now: the line held and the moves shown ahead belong to one that is gone. */
  forgetLine(): void {
    this.line.reset(-1);
    this.ahead.forget();
    this.ui.tree.dropAhead();
  }

  /** Takes a step inside the line held, telling the host where the board went (no answer expected); false when the
   *  host must take it. */
  private stepHere(target: NavigationTarget): boolean {
    if (this.view === null) return false;
    const entry = this.line.step(this.view.nodeId, target);
    if (entry === null) return false;
    if (entry.view.nodeId === this.view.nodeId) return true;
    const start = performance.now();
    this.display(entry.view, entry.nodeOffset);
    measure('goban:step', start);
    postFromSgfEditor({ type: 'shown', seq: this.line.sequence, nodeId: entry.view.nodeId });
    return true;
  }

  private display(view: NodeView, nodeOffset: number): void {
    const changedNode = this.view?.nodeId !== view.nodeId;
    this.view = view;
    this.nodeOffset = nodeOffset;
    const snapshot = view.board;
    this.board.render({ ...snapshot, lastMove: view.move?.point ?? null, moveNumber: snapshot.moveNumber });
    this.board.setDecorations(decorationsOf(view));
    this.board.setConnectors(view.markup.arrows, view.markup.lines);
    this.hover.refresh();
    if (changedNode) this.ui.pointer.setPending(null, this.tool);
    this.ui.pointer.fit();
    setText(requireElement('[data-testid="move-number"]'), String(snapshot.moveNumber));
    setText(requireElement('.move-total'), t('of {0}', Math.max(view.lineEndMoveNumber, snapshot.moveNumber)));
    this.showTurn(view);
    this.ui.badges.show(view.annotations);
    this.ui.nodePanel.show(view);
    this.ui.comment.show(view);
    this.ui.navigation.show(view);
    const score = this.ui.scoring.score;
    this.ui.passes.show(view, score !== null);
    if (changedNode && score !== null && score.nodeId !== view.nodeId) this.showScore(null);
    if (!this.treeAwaited)
      this.ui.toolbar.setActionState({ isRoot: view.nodeId === this.rootId, siblingIndex: view.siblingIndex, siblingCount: view.siblingCount });
    this.ui.tree.setCurrent(view.nodeId);
    this.saveState();
  }

  /** Shows the game's info (and remembers the document version edits are made against). */
  showGame(info: GameInfo, version: number): void {
    // The host sends the tree after every game message (a splice, maybe empty); the node comes between them.
    this.treeAwaited = true;
    this.ui.tree.awaitLayout();
    this.version = version;
    this.gameIndex = info.gameIndex;
    this.ui.players.showGame(info);
    this.ui.gameInfo.show(info);
    this.ui.picker.show(info);
    this.saveState();
  }

  /** Shows a host notice (why an edit was refused, among others). */
  showNotice(message: string): void {
    if (message === '') this.notice.clear();
    else this.notice.show(message);
  }

  /** The host's reply to a step or an edit: the next waiting one of its kind goes. */
  takeReply(reply: RequestReply): void {
    this.requests.take(reply);
  }

  /** Enters score mode with `score` for the node shown, or leaves it (null, or a count of another node). */
  showScore(score: ScoreView | null): void {
    const scoring = this.ui.scoring.show(score, this.view?.nodeId);
    if (this.view !== null) this.ui.passes.show(this.view, scoring);
  }

  /** Problem mode for the game shown (null: the game is no problem). */
  showProblem(problem: ProblemView | null): void {
    this.ui.problem.show(problem);
    this.ui.picker.hideNames(problem?.active === true);
    this.board.showRegion(problem?.active === true ? problem.region : null);
    this.ui.pointer.fit();
    if (this.view !== null) this.showTurn(this.view);
  }

  /**
   * Who plays at `view` in the status line, the board's label and the players; where a problem's line ended its verdict,
   * and after two passes that the game is over (as the status bar says).
   */
  private showTurn(view: NodeView): void {
    const { toPlay, width, height, moveNumber } = view.board;
    const over = view.passes >= 2 && !this.ui.problem.active;
    const turn = over ? t('Both passed: game over') : this.ui.problem.turnText(toPlay);
    setText(requireElement('.status-to-play'), turn);
    this.boardRoot.setAttribute('aria-label', t('Go board {0}×{1}, move {2}, {3}', width, height, moveNumber, turn));
    this.ui.players.showNode(view, turn, over);
  }

  /** Shows the game tree. */
  showTree(layout: TreeLayout): void {
    this.treeAwaited = false;
    this.rootId = layout.ids[0] ?? null;
    this.ui.tree.setLayout(layout);
    this.extendTree();
    if (this.view !== null) {
      this.ui.toolbar.setActionState({ isRoot: this.view.nodeId === this.rootId, siblingIndex: this.view.siblingIndex, siblingCount: this.view.siblingCount });
    }
  }

  /** A navigation step: sent now, or after the host has answered the step in flight (it starts from the node shown). */
  private navigate(target: NavigationTarget): void {
    if (this.view === null || this.ui.problem.active) return;
    this.notice.clear();
    if (!this.ahead.holdStep(target)) this.requests.step(target);
  }

  /** A jump (tree, variation mark, slider, picker): what is done after it waits for it, and no move is shown ahead meanwhile.
   *  A node shown ahead of the host (a negative id, in the tree) is not the host's yet: a click there does nothing. */
  private jump(request: JumpRequest): void {
    if (request.type === 'goToNode' && request.nodeId < 0) return;
    this.notice.clear();
    this.ahead.dropSteps();
    this.ahead.editOfOtherKind();
    this.requests.jump(request);
  }

  private goToMove(moveNumber: number): void {
    const fromNodeId = this.hostNodeId();
    if (fromNodeId !== null) this.jump({ type: 'goToMove', fromNodeId, moveNumber });
  }

  private selectTool(tool: Tool): void {
    this.tool = tool;
    this.ui.toolbar.setTool(tool);
    this.ui.pointer.setPending(null, tool);
    this.saveState();
  }

  private runAction(action: ToolbarAction): void {
    switch (action) {
      case 'score':
        return this.requestScore();
      case 'pass':
        return this.edit({ kind: 'play', point: null });
      case 'delete':
        return this.edit({ kind: 'delete' });
      case 'promote':
        return this.edit({ kind: 'promote' });
      case 'up':
        return this.edit({ kind: 'moveVariation', direction: 'up' });
      case 'down':
        return this.edit({ kind: 'moveVariation', direction: 'down' });
    }
  }

  /** A click on [x, y]: in score mode it flips the group there; a variation mark under the play tool goes to its node; otherwise the tool acts. */
  private clickPoint(point: Vertex, variationNode: string | null): void {
    if (this.ui.problem.active) {
      if (this.view !== null) postFromSgfEditor({ type: 'problemMove', requestId: this.requests.nextId(), nodeId: this.view.nodeId, point });
      return;
    }
    const score = this.ui.scoring.score;
    if (score !== null) {
      if (this.board.rows[point[1]]?.charAt(point[0]) !== '.')
        postFromSgfEditor({ type: 'toggleDead', requestId: this.requests.nextId(), nodeId: score.nodeId, point });
      return;
    }
    if (this.tool === 'play' && variationNode !== null) {
      this.jump({ type: 'goToNode', nodeId: Number(variationNode) });
      return;
    }
    const { action, pending } = clickAction(this.tool, point, this.ui.pointer.pending);
    this.ui.pointer.setPending(pending, this.tool);
    if (action !== null) this.edit(action);
  }

  /** An edit of node `nodeId` (the node shown): sent now, or once the host has replied to the edit in flight. A move
   *  the host cannot decide otherwise is shown at once (see predictedPlay). */
  private edit(action: EditAction, nodeId = this.view?.nodeId): void {
    if (nodeId === undefined || this.version === null) return;
    this.notice.clear();
    if (action.kind === 'play' && action.point !== null && this.predict(action.point)) {
      this.requests.edit({ nodeId: null, action, predicted: true });
      return;
    }
    this.ahead.editOfOtherKind();
    // A move is played after the node shown when it goes: a click made while the one before was being followed or
    // played continues the line from there, as the player meant. A node shown ahead of the host is the host's node
    // by the time the edit goes.
    this.requests.edit({ nodeId: action.kind === 'play' || nodeId < 0 ? null : nodeId, action });
  }

  /** Shows the move at `point` before the host has written it when the host cannot decide otherwise (see PlayAhead). */
  private predict(point: Vertex): boolean {
    const view = this.view;
    if (view === null) return false;
    const predicted = this.ahead.play(view, this.nodeOffset ?? 0, point, this.requests.busy, this.numbered, childMoves(view, this.line));
    if (predicted?.move == null) return false;
    const start = performance.now();
    if (this.ui.tree.extend(view.nodeId, predicted.nodeId, predicted.move.color)) measure('goban:tree', start);
    this.display(predicted, this.nodeOffset ?? 0);
    return true;
  }

  /** The host answered an edit: once it has answered every move shown ahead (or refused one), its node replaces them. */
  private editAnswered(predicted: boolean, applied: boolean): void {
    const settled = predicted ? this.ahead.answered(applied) : null;
    if (settled === null) return;
    if (settled.refused) {
      for (const dropped of this.requests.dropWaitingEdits()) unsendTyped(this.ui, dropped);
      this.ui.tree.dropAhead();
    }
    if (settled.show !== null) this.display(settled.show.view, settled.show.nodeOffset);
    for (const target of settled.steps) this.requests.step(target);
  }

  /** The node the host shows (the last one it sent when the board shows moves ahead of it). */
  private hostNodeId(): number | null {
    return this.view === null ? null : this.ahead.hostNodeId(this.view.nodeId);
  }

  /** Draws the moves still waiting for the host after its node in a new tree layout. */
  private extendTree(): void {
    const chain = this.ahead.chain();
    let parent = chain.base;
    for (const view of chain.waiting) {
      if (parent === undefined || view.move === null || !this.ui.tree.extend(parent, view.nodeId, view.move.color)) return;
      parent = view.nodeId;
    }
  }

  private moveCursor(dx: number, dy: number): void {
    if (this.view !== null) this.ui.pointer.moveCursor(this.view, dx, dy);
  }

  private applyAtCursor(): void {
    const cursor = this.ui.pointer.cursor;
    if (cursor === null) return this.moveCursor(0, 0);
    const vertex = this.boardRoot.querySelector(`[data-vertex="${cursor[0]},${cursor[1]}"]`);
    this.clickPoint(cursor, vertex?.getAttribute('data-node') ?? null);
  }

  /** Asks the host to count the node shown with its dead stones (score mode). */
  private requestScore(): void {
    if (this.view !== null && this.view.nodeId >= 0) postFromSgfEditor({ type: 'score', requestId: this.requests.nextId(), nodeId: this.view.nodeId });
  }

  private saveState(): void {
    vscode.setState({ nodeId: this.hostNodeId() ?? this.savedNodeId, nodeOffset: this.nodeOffset, gameIndex: this.gameIndex, tool: this.tool });
  }
}
