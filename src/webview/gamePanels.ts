// The game mode's panels and board helpers, made from the page's elements, each wired to what the controller does
// with its input.
import type { EditAction, JumpRequest, NavigationTarget, ProblemAction } from '../shared/protocol';
import { AnnotationBadges } from './board/annotationBadges';
import { BoardPointer } from './board/boardPointer';
import type { BoardView } from './board/boardView';
import { requireElement } from './dom';
import { CommentPanel } from './panels/commentPanel';
import { GameInfoPanel } from './panels/gameInfoPanel';
import { GamePicker } from './panels/gamePicker';
import { NavigationBar } from './panels/navigationBar';
import { NodePanel } from './panels/nodePanel';
import { Notice } from './panels/notice';
import { PassPanel } from './panels/passPanel';
import { PlayersPanel } from './panels/playersPanel';
import { ProblemPanel } from './panels/problemPanel';
import { Toolbar, type ToolbarAction } from './panels/toolbar';
import { TreeView } from './panels/treeView';
import { ScoreMode } from './scoreMode';
import type { TypedText } from './textFieldKeys';
import type { PendingEdit } from './hostSync/hostRequests';
import type { Tool } from './tools';

/** What the panels ask the controller to do. */
export interface PanelActions {
  selectTool(tool: Tool): void;
  runAction(action: ToolbarAction): void;
  /** An edit of node `nodeId` (default: the node shown). */
  edit(action: EditAction, nodeId?: number): void;
  /** A jump elsewhere in the game (tree, variation list, picker). */
  jump(request: JumpRequest): void;
  navigate(target: NavigationTarget): void;
  goToMove(moveNumber: number): void;
  requestScore(): void;
  leaveScore(): void;
  problemAction(action: ProblemAction): void;
}

/** The game mode's panels. */
export interface GamePanels {
  readonly toolbar: Toolbar;
  readonly badges: AnnotationBadges;
  readonly players: PlayersPanel;
  readonly nodePanel: NodePanel;
  readonly comment: CommentPanel;
  readonly gameInfo: GameInfoPanel;
  readonly picker: GamePicker;
  readonly navigation: NavigationBar;
  readonly tree: TreeView;
  readonly notice: Notice;
  readonly pointer: BoardPointer;
  readonly scoring: ScoreMode;
  readonly passes: PassPanel;
  readonly problem: ProblemPanel;
}

/** Makes every panel of the game mode on the page, wired to `actions`. */
export function createGamePanels(boardRoot: HTMLElement, board: BoardView, actions: PanelActions): GamePanels {
  return {
    toolbar: new Toolbar(
      requireElement('.toolbar'),
      (tool) => actions.selectTool(tool),
      (action) => actions.runAction(action),
    ),
    badges: new AnnotationBadges(requireElement('.badges')),
    players: new PlayersPanel(requireElement('.players')),
    nodePanel: new NodePanel(requireElement('.node-panel'), (action) => actions.edit(action)),
    comment: new CommentPanel(requireElement('.comment-panel'), (nodeId, text) => actions.edit({ kind: 'comment', text }, nodeId)),
    gameInfo: new GameInfoPanel(requireElement('[data-testid="game-info"] .info-body'), (field, value) => actions.edit({ kind: 'gameInfo', field, value })),
    picker: new GamePicker(requireElement('.picker'), (gameIndex) => actions.jump({ type: 'selectGame', gameIndex })),
    navigation: new NavigationBar(
      requireElement('.navigation'),
      (target) => actions.navigate(target),
      (moveNumber) => actions.goToMove(moveNumber),
    ),
    tree: new TreeView(requireElement('[data-testid="game-tree"]'), (nodeId) => actions.jump({ type: 'goToNode', nodeId })),
    notice: new Notice(requireElement('[data-testid="notice"]')),
    pointer: new BoardPointer(boardRoot, board, requireElement('.pending-hint')),
    scoring: new ScoreMode(requireElement('[data-testid="score"]'), requireElement('[data-testid="score-line"]'), boardRoot, board, {
      edit: (action, nodeId) => actions.edit(action, nodeId),
      leave: () => actions.leaveScore(),
    }),
    passes: new PassPanel(
      requireElement('[data-testid="pass-status"]'),
      requireElement('.pass-variations'),
      () => actions.requestScore(),
      (nodeId) => actions.jump({ type: 'goToNode', nodeId }),
    ),
    problem: new ProblemPanel(requireElement('[data-testid="problem-mode"]'), requireElement('main.goban'), boardRoot, (action) =>
      actions.problemAction(action),
    ),
  };
}

/** The text typed in the comment or a game-info field of `ui`: sent if it changed, or sent and then saved (`save`). */
export function typedTextOf(ui: GamePanels, save: () => void): TypedText {
  const flush = (): void => {
    ui.comment.flush();
    ui.gameInfo.flush();
  };
  return {
    flush,
    save: () => {
      flush();
      save();
    },
  };
}

/** The host did not write `edit` (refused, stale, dropped): a comment or game-info value it carried counts as not sent. */
export function unsendTyped(ui: GamePanels, edit: PendingEdit): void {
  const { action } = edit;
  if (action.kind === 'comment' && edit.nodeId !== null) ui.comment.unsent(edit.nodeId, action.text);
  else if (action.kind === 'gameInfo') ui.gameInfo.unsent(action.field, action.value);
}
