// The board webview: shows what the host sends and sends the user's actions back. One script serves both modes:
// `game` (the SGF custom editor, with toolbar and panels) and `textBoard` (a string-array board in a text file).
import type { ToWebview } from '../shared/protocol';
import type { BoardSettings } from '../shared/views';
import { BoardView } from './board/boardView';
import { requireElement } from './dom';
import { GameController } from './gameController';
import { attachLibertiesHover, parseVertex } from './board/libertiesHover';
import { parseStrings, setStrings, t } from './strings';
import { postFromSgfEditor, postFromTextBoard, vscode } from './vscodeApi';
import { rasterize } from './rasterize';
import { assertNever } from '../shared/assertNever';
import { measure } from './timing';
import { HeldTree } from './hostSync/heldTree';
import { unpackLine } from '../shared/lineWire';
import { historyKey, keepTextFieldKeys } from './textFieldKeys';

const main = requireElement('main.goban');
setStrings(parseStrings(main.dataset.strings));
for (const element of document.querySelectorAll<HTMLElement>('[data-t]')) {
  const english = element.dataset.t;
  if (english) element.textContent = t(english);
}
const textMode = main.dataset.mode === 'textBoard';
const boardRoot = requireElement('[data-testid="board"]');
const message = requireElement('.message');

const board = new BoardView(boardRoot);
const hover = attachLibertiesHover(boardRoot, board, requireElement('[data-testid="liberties"]'));
board.applySettings(JSON.parse(main.dataset.settings ?? '{}') as BoardSettings);
const game = textMode ? null : new GameController(boardRoot, board, hover);
if (game !== null) keepTextFieldKeys(boardRoot, game.typed);
/** The game tree as the host last sent it (whole or spliced). */
const heldTree = new HeldTree();
/** The document version of the text board shown (clicks carry it so the host can drop stale ones). */
let textVersion: number | null = null;

// The board takes the keys whenever the view takes the focus with nothing of its own focused: when it opens, and when
// VS Code gives the focus back after the command palette or a dialog. A field or a button that had the focus keeps it.
const focusBoardIfNothingIs = (): void => {
  if (document.activeElement === null || document.activeElement === document.body) boardRoot.focus({ preventScroll: true });
};
window.addEventListener('focus', focusBoardIfNothingIs);
if (document.hasFocus()) focusBoardIfNothingIs();

window.addEventListener('message', (event: MessageEvent<ToWebview>) => receive(event.data));
// Messages that came before this script listened (see the HTML's first script), in their order, before any later one.
const early = (window as { gobanEarly?: ToWebview[] }).gobanEarly ?? [];
(window as { gobanEarly?: ToWebview[] }).gobanEarly = undefined;
for (const data of early) receive(data);
window.addEventListener('error', (event) => reportError(event.error ?? event.message));

function receive(data: ToWebview): void {
  try {
    handle(data);
  } catch (error) {
    reportError(error);
  }
}

function handle(data: ToWebview): void {
  switch (data.type) {
    case 'node': {
      const start = performance.now();
      reveal();
      game?.showNode(data.view, data.nodeOffset, data.seq);
      measure('goban:node', start);
      // After the next frame has been drawn: style, layout and paint included.
      requestAnimationFrame(() => setTimeout(() => measure('goban:node-frame', start), 0));
      return;
    }
    case 'openingNode': {
      const start = performance.now();
      if (game?.showOpeningNode(data.view, data.nodeOffset) !== true) return;
      reveal();
      measure('goban:opening-node', start);
      return;
    }
    case 'lineWindow':
      game?.holdLine(data.seq, unpackLine(data.entries));
      return;
    case 'game':
      game?.showGame(data.info, data.version);
      return;
    case 'tree': {
      const start = performance.now();
      game?.showTree(heldTree.take(data.seq, data.tree));
      measure('goban:tree', start);
      return;
    }
    case 'treeSplice': {
      const start = performance.now();
      const layout = heldTree.splice(data.baseSeq, data.seq, data.splice);
      if (layout === 'ask') postFromSgfEditor({ type: 'treeWanted' });
      else if (layout !== null) game?.showTree(layout);
      measure('goban:tree', start);
      return;
    }
    case 'notice':
      game?.showNotice(data.message);
      return;
    case 'reply':
      game?.takeReply(data);
      return;
    case 'noGame':
      game?.forgetLine();
      heldTree.forget();
      textVersion = null;
      showMessage(data.message);
      return;
    case 'textBoardMissing':
      textVersion = null;
      showMessage(data.message);
      return;
    case 'settings':
      board.applySettings(data.settings);
      game?.applySettings(data.settings);
      return;
    case 'rasterize':
      void rasterize(data).then((reply) => vscode.postMessage(reply));
      return;
    case 'territory':
      board.setTerritory(data.territory);
      return;
    case 'score':
      game?.showScore(data.score);
      return;
    case 'problem':
      game?.showProblem(data.problem);
      return;
    case 'textBoard':
      textVersion = data.version;
      reveal();
      board.render(data.board);
      hover.refresh();
      requireElement('.status').textContent = data.label;
      boardRoot.setAttribute(
        'aria-label',
        t('Go board {0}×{1} from {2}; click a point to cycle empty, black, white', data.board.width, data.board.height, data.label),
      );
      return;
    default:
      assertNever(data);
  }
}

if (textMode) {
  boardRoot.addEventListener('click', (event) => {
    if (textVersion === null) return;
    const point = parseVertex((event.target as Element | null)?.closest('[data-vertex]')?.getAttribute('data-vertex') ?? null);
    if (point !== null) postFromTextBoard({ type: 'clickPoint', x: point[0], y: point[1], version: textVersion });
  });
  // The board is a view of the text: Undo and Redo pressed on it are the text's (VS Code would send them to the panel).
  // The host runs them in the text editor and gives the focus back to the panel: then back to the board, if it had it.
  let refocusBoard = false;
  document.addEventListener('keydown', (event) => {
    const direction = historyKey(event);
    if (direction === null) return;
    event.preventDefault();
    refocusBoard = document.activeElement === boardRoot;
    postFromTextBoard({ type: 'history', direction });
  });
  window.addEventListener('focus', () => {
    if (refocusBoard && document.activeElement !== boardRoot) boardRoot.focus();
    refocusBoard = false;
  });
  // A text board has no node to restore; the game mode's controller sends its own `ready` with the saved state.
  postFromTextBoard({ type: 'ready', nodeId: null, nodeOffset: null, gameIndex: null });
}

function reportError(error: unknown): void {
  const text = t('The board view failed: {0}', error instanceof Error ? error.message : String(error));
  if (game !== null) game.notice.show(text, true);
  else showMessage(text);
}

function showMessage(text: string): void {
  message.textContent = text;
  message.hidden = false;
  boardRoot.hidden = true;
}

function reveal(): void {
  message.hidden = true;
  if (!boardRoot.hidden) return;
  boardRoot.hidden = false;
  if (document.hasFocus()) focusBoardIfNothingIs();
}
