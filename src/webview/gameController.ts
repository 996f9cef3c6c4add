// The SGF editor mode of the webview: shows the host's node, game and tree messages on the board and the panels, and
// turns clicks, keys and panel inputs into navigate / goToNode / goToMove / selectGame / edit messages.
import type { Vertex } from '../engine/types';
import type { EditAction, FromSgfEditor, NavigationTarget, RequestReply } from '../shared/protocol';
import { HostRequests } from './hostRequests';
import type { GameInfo, LineEntry, NodeView, ProblemView, ScoreView, TreeLayout } from '../shared/views';
import { HeldLine } from './heldLine';
import { measure } from './timing';
import { AnnotationBadges } from './board/annotationBadges';
import type { BoardView } from './board/boardView';
import { CommentPanel } from './panels/commentPanel';
import { html, requireElement, setText } from './dom';
import { GameInfoPanel } from './panels/gameInfoPanel';
import { GamePicker } from './panels/gamePicker';
import { cursorStart, moveCursor } from './keys';
import type { LibertiesHover } from './board/libertiesHover';
import { parseVertex } from './board/libertiesHover';
import { NavigationBar } from './panels/navigationBar';
import { attachBoardKeys, attachWheel } from './navigationInput';
import { NodePanel } from './panels/nodePanel';
import { Notice } from './panels/notice';
import { PlayersPanel } from './panels/playersPanel';
import { ScorePanel, type ScoreAction } from './panels/scorePanel';
import { ProblemPanel } from './panels/problemPanel';
import { decorationsOf } from './board/pointDecorations';
import { t } from './strings';
import { Toolbar, type ToolbarAction } from './panels/toolbar';
import { clickAction, type Tool } from './tools';
import { TreeView } from './panels/treeView';
import { postFromSgfEditor, savedState, vscode } from './vscodeApi';

/** The game mode's state and views. */
export class GameController {
  private view: NodeView | null = null;
  private version: number | null = null;
  private nodeOffset: number | null;
  private gameIndex: number | null;
  private tool: Tool;
  private pending: Vertex | null = null;
  private cursor: Vertex | null = null;
  private rootId: number | null = null;
  /** Between a game message and the tree message that follows it (the tree held may number nodes otherwise). */
  private treeAwaited = false;
  private readonly savedNodeId: number | null;
  /** The line around the host's last node, stepped through without asking. */
  private readonly line = new HeldLine();
  private readonly requests = new HostRequests({
    nodeId: () => this.view?.nodeId ?? null,
    version: () => this.version,
    stepHere: (target) => this.stepHere(target),
  });
  private readonly toolbar: Toolbar;
  private readonly badges: AnnotationBadges;
  private readonly players: PlayersPanel;
  private readonly nodePanel: NodePanel;
  private readonly comment: CommentPanel;
  private readonly gameInfo: GameInfoPanel;
  private readonly picker: GamePicker;
  private readonly navigation: NavigationBar;
  private readonly tree: TreeView;
  /** The notice area (host notices and errors). */
  readonly notice: Notice;
  private readonly hint: HTMLElement;
  private readonly passVariations: HTMLElement;
  private readonly scorePanel: ScorePanel;
  private readonly passStatus: HTMLElement;
  private readonly problem: ProblemPanel;
  /** The score mode shown (for the node on the board), or null. */
  private score: ScoreView | null = null;

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
    this.toolbar = new Toolbar(
      requireElement('.toolbar'),
      (tool) => this.selectTool(tool),
      (action) => this.runAction(action),
    );
    this.toolbar.setTool(this.tool);
    this.badges = new AnnotationBadges(requireElement('.badges'));
    this.players = new PlayersPanel(requireElement('.players'));
    this.nodePanel = new NodePanel(requireElement('.node-panel'), (action) => this.edit(action));
    this.comment = new CommentPanel(requireElement('.comment-panel'), (nodeId, text) => this.edit({ kind: 'comment', text }, nodeId));
    this.gameInfo = new GameInfoPanel(requireElement('[data-testid="game-info"] .info-body'), (field, value) => this.edit({ kind: 'gameInfo', field, value }));
    this.picker = new GamePicker(requireElement('.picker'), (gameIndex) => this.jump({ type: 'selectGame', gameIndex }));
    this.navigation = new NavigationBar(
      requireElement('.navigation'),
      (target) => this.navigate(target),
      (moveNumber) => this.goToMove(moveNumber),
    );
    this.tree = new TreeView(requireElement('[data-testid="game-tree"]'), (nodeId) => this.jump({ type: 'goToNode', nodeId }));
    this.notice = new Notice(requireElement('[data-testid="notice"]'));
    this.hint = requireElement('.pending-hint');
    this.passVariations = requireElement('.pass-variations');
    this.scorePanel = new ScorePanel(requireElement('[data-testid="score"]'), (action) => this.scoreAction(action));
    this.passStatus = requireElement('[data-testid="pass-status"]');
    this.problem = new ProblemPanel(requireElement('[data-testid="problem-mode"]'), requireElement('main.goban'), boardRoot, (action) =>
      postFromSgfEditor({ type: 'problemAction', requestId: this.requests.nextId(), action }),
    );
    const handlers = {
      navigate: (target: NavigationTarget) => this.navigate(target),
      moveCursor: (dx: number, dy: number) => this.moveCursor(dx, dy),
      apply: () => this.applyAtCursor(),
      cancel: () => this.cancel(),
    };
    attachBoardKeys(boardRoot, handlers, true);
    attachBoardKeys(requireElement('[data-testid="game-tree"]'), handlers, false);
    attachWheel(boardRoot, (target) => this.navigate(target));
    boardRoot.addEventListener('click', (event) => {
      const vertex = (event.target as Element | null)?.closest('[data-vertex]');
      const point = parseVertex(vertex?.getAttribute('data-vertex') ?? null);
      if (point !== null) this.clickPoint(point, vertex?.getAttribute('data-node') ?? null);
    });
    // Esc leaves score mode wherever the focus is (after a click on the panel's buttons it is not on the board).
    window.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.score !== null) this.scoreAction('done');
    });
    boardRoot.addEventListener('blur', () => this.board.setCursor(null));
    boardRoot.addEventListener('focus', () => this.board.setCursor(this.cursor));
    postFromSgfEditor({ type: 'ready', nodeId: saved.nodeId, nodeOffset: saved.nodeOffset, gameIndex: saved.gameIndex });
  }

  /** Shows the host's node message `seq`: node `view` (its `;` at `nodeOffset` in the text); the line held is dropped. */
  showNode(view: NodeView, nodeOffset: number, seq: number): void {
    this.line.reset(seq);
    this.display(view, nodeOffset);
  }

  /** Holds the line the host sent around its node message `seq` (dropped when a newer node message came since). */
  holdLine(seq: number, entries: readonly LineEntry[]): void {
    this.line.take(seq, entries);
  }

  /** The document holds no game now: the line held belongs to one that is gone. */
  forgetLine(): void {
    this.line.reset(-1);
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
    if (changedNode) this.setPending(null);
    if (this.cursor !== null && (this.cursor[0] >= snapshot.width || this.cursor[1] >= snapshot.height)) this.cursor = null;
    setText(requireElement('[data-testid="move-number"]'), String(snapshot.moveNumber));
    setText(requireElement('.move-total'), t('of {0}', Math.max(view.lineEndMoveNumber, snapshot.moveNumber)));
    setText(requireElement('.status-to-play'), t(snapshot.toPlay === 'B' ? 'Black to play' : 'White to play'));
    const template = snapshot.toPlay === 'B' ? 'Go board {0}×{1}, move {2}, Black to play' : 'Go board {0}×{1}, move {2}, White to play';
    this.boardRoot.setAttribute('aria-label', t(template, snapshot.width, snapshot.height, snapshot.moveNumber));
    this.badges.show(view.annotations);
    this.players.showNode(view);
    this.nodePanel.show(view);
    this.comment.show(view);
    this.navigation.show(view);
    this.showPassVariations(view);
    this.showPasses(view);
    if (changedNode && this.score !== null && this.score.nodeId !== view.nodeId) this.showScore(null);
    if (!this.treeAwaited)
      this.toolbar.setActionState({ isRoot: view.nodeId === this.rootId, siblingIndex: view.siblingIndex, siblingCount: view.siblingCount });
    this.tree.setCurrent(view.nodeId);
    this.saveState();
  }

  /** Shows the game's info (and remembers the document version edits are made against). */
  showGame(info: GameInfo, version: number): void {
    // The host sends the tree after every game message (a splice, maybe empty); the node comes between them.
    this.treeAwaited = true;
    this.tree.awaitLayout();
    this.version = version;
    this.gameIndex = info.gameIndex;
    this.players.showGame(info);
    this.gameInfo.show(info);
    this.picker.show(info);
    this.saveState();
  }

  /** Shows a host notice (why an edit was refused, among others). */
  showNotice(message: string): void {
    this.notice.show(message);
  }

  /** The host's reply to a step or an edit: the next waiting one of its kind goes. */
  takeReply(reply: RequestReply): void {
    this.requests.take(reply);
  }

  /** Enters score mode with `score` for the node shown, or leaves it (null, or a count of another node). */
  showScore(score: ScoreView | null): void {
    const shown = score !== null && score.nodeId === this.view?.nodeId ? score : null;
    this.score = shown;
    this.board.setTerritory(shown === null ? null : { black: shown.black, white: shown.white });
    this.board.setStatuses(shown?.dead ?? [], shown?.seki ?? []);
    this.scorePanel.show(shown);
    this.boardRoot.classList.toggle('scoring', shown !== null);
    if (this.view !== null) this.showPasses(this.view);
  }

  /** Problem mode for the game shown (null: the game is no problem). */
  showProblem(problem: ProblemView | null): void {
    this.problem.show(problem);
  }

  /** Shows the game tree. */
  showTree(layout: TreeLayout): void {
    this.treeAwaited = false;
    this.rootId = layout.ids[0] ?? null;
    this.tree.setLayout(layout);
    if (this.view !== null) {
      this.toolbar.setActionState({ isRoot: this.view.nodeId === this.rootId, siblingIndex: this.view.siblingIndex, siblingCount: this.view.siblingCount });
    }
  }

  /** A navigation step: sent now, or after the host has answered the step in flight (it starts from the node shown). */
  private navigate(target: NavigationTarget): void {
    if (this.view !== null && !this.problem.active) this.requests.step(target);
  }

  /** A jump (tree, variation mark, slider, picker) drops the steps still waiting. */
  private jump(message: FromSgfEditor): void {
    this.requests.dropSteps();
    postFromSgfEditor(message);
  }

  private goToMove(moveNumber: number): void {
    if (this.view !== null) this.jump({ type: 'goToMove', fromNodeId: this.view.nodeId, moveNumber });
  }

  private selectTool(tool: Tool): void {
    this.tool = tool;
    this.toolbar.setTool(tool);
    this.setPending(null);
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
    if (this.problem.active) {
      if (this.view !== null) postFromSgfEditor({ type: 'problemMove', requestId: this.requests.nextId(), nodeId: this.view.nodeId, point });
      return;
    }
    if (this.score !== null) {
      if (this.board.rows[point[1]]?.charAt(point[0]) !== '.')
        postFromSgfEditor({ type: 'toggleDead', requestId: this.requests.nextId(), nodeId: this.score.nodeId, point });
      return;
    }
    if (this.tool === 'play' && variationNode !== null) {
      this.jump({ type: 'goToNode', nodeId: Number(variationNode) });
      return;
    }
    const { action, pending } = clickAction(this.tool, point, this.pending);
    this.setPending(pending);
    if (action !== null) this.edit(action);
  }

  /** An edit of node `nodeId` (the node shown): sent now, or once the host has replied to the edit in flight. */
  private edit(action: EditAction, nodeId = this.view?.nodeId): void {
    if (nodeId === undefined || this.version === null) return;
    // A move is played after the node shown when it goes: a click made while the one before was being followed or
    // played continues the line from there, as the player meant.
    this.requests.edit({ nodeId: action.kind === 'play' ? null : nodeId, action });
  }

  private setPending(point: Vertex | null): void {
    this.pending = point;
    this.board.setPending(point);
    const name = point === null ? '' : this.board.nameOf(point[0], point[1]);
    setText(this.hint, point === null ? '' : t(this.tool === 'AR' ? 'Arrow from {0}: click its end point' : 'Line from {0}: click its end point', name));
  }

  private moveCursor(dx: number, dy: number): void {
    if (this.view === null) return;
    const { width, height } = this.view.board;
    this.cursor = moveCursor(this.cursor, dx, dy, width, height, cursorStart(this.view.move?.point ?? null, width, height));
    this.board.setCursor(this.cursor);
  }

  private applyAtCursor(): void {
    if (this.cursor === null) return this.moveCursor(0, 0);
    const vertex = this.boardRoot.querySelector(`[data-vertex="${this.cursor[0]},${this.cursor[1]}"]`);
    this.clickPoint(this.cursor, vertex?.getAttribute('data-node') ?? null);
  }

  private cancel(): void {
    if (this.pending !== null) return this.setPending(null);
    this.cursor = null;
    this.board.setCursor(null);
  }

  /** Asks the host to count the node shown with its dead stones (score mode). */
  private requestScore(): void {
    if (this.view !== null) postFromSgfEditor({ type: 'score', requestId: this.requests.nextId(), nodeId: this.view.nodeId });
  }

  private scoreAction(action: ScoreAction): void {
    const score = this.score;
    if (score === null) return;
    switch (action) {
      case 'writeResult':
        return this.edit({ kind: 'gameInfo', field: 'RE', value: score.resultToWrite }, score.nodeId);
      case 'writeTerritory':
        return this.edit({ kind: 'territoryMarkup', black: score.black, white: score.white }, score.nodeId);
      case 'done':
        postFromSgfEditor({ type: 'leaveScore', requestId: this.requests.nextId() });
        return;
    }
  }

  /** Says who passed on the node shown; after two passes the game is over and the board offers to score it. */
  private showPasses(view: NodeView): void {
    const color = view.move?.color;
    const text = view.passes >= 2 ? t('Both players passed: the game is over.') : view.passes === 1 ? t(color === 'W' ? 'White passed.' : 'Black passed.') : '';
    const offer = view.passes >= 2 && this.score === null;
    if (this.passStatus.dataset.key === `${text}|${offer}`) return;
    this.passStatus.dataset.key = `${text}|${offer}`;
    const children: (Node | string)[] = [text];
    if (offer) {
      const button = html('button', { type: 'button', 'data-testid': 'score-offer' }, t('Score the game'));
      button.addEventListener('click', () => this.requestScore());
      children.push(' ', button);
    }
    this.passStatus.replaceChildren(...children);
  }

  private showPassVariations(view: NodeView): void {
    const passes = view.variationMode === 'hidden' ? [] : view.variations.filter((v) => v.point === null);
    const key = JSON.stringify(passes);
    if (this.passVariations.dataset.key === key) return;
    this.passVariations.dataset.key = key;
    this.passVariations.replaceChildren(
      ...passes.map((v) => {
        const button = html(
          'button',
          { type: 'button', class: 'pass-variation', 'data-node': v.nodeId, 'data-variation': v.label, 'aria-current': v.current ? 'true' : false },
          t(v.color === 'B' ? 'Variation {0}: Black passes' : 'Variation {0}: White passes', v.label),
        );
        button.addEventListener('click', () => this.jump({ type: 'goToNode', nodeId: v.nodeId }));
        return button;
      }),
    );
  }

  private saveState(): void {
    vscode.setState({ nodeId: this.view?.nodeId ?? this.savedNodeId, nodeOffset: this.nodeOffset, gameIndex: this.gameIndex, tool: this.tool });
  }
}
