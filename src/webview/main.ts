// The board webview: shows what the host sends, sends navigation keys and clicks back, remembers the current node.
// One script serves both modes: `game` (an SGF custom editor) and `textBoard` (a string-array board in a text file).
import type { BoardSettings, BoardSnapshot, NavigationTarget, ToWebview } from '../shared/protocol';
import { BoardView } from './boardView';
import { attachLibertiesHover, parseVertex } from './libertiesHover';
import { savedState, vscode } from './vscodeApi';

const navigationKeys: Readonly<Record<string, NavigationTarget>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'start',
  End: 'end',
};

const main = requireElement('main.goban');
const textMode = main.dataset.mode === 'textBoard';
const boardRoot = requireElement('[data-testid="board"]');
const status = requireElement('.status');
const message = requireElement('.message');

const board = new BoardView(boardRoot);
const hover = attachLibertiesHover(boardRoot, board, requireElement('[data-testid="liberties"]'));
let currentNodeId: number | null = textMode ? null : (savedState()?.nodeId ?? null);
/** The document version of the text board shown (clicks carry it so the host can drop stale ones). */
let textVersion: number | null = null;
board.applySettings(JSON.parse(main.dataset.settings ?? '{}') as BoardSettings);

window.addEventListener('message', (event: MessageEvent<ToWebview>) => {
  const data = event.data;
  switch (data.type) {
    case 'position':
      currentNodeId = data.nodeId;
      vscode.setState({ nodeId: data.nodeId });
      showBoard(data.board);
      return;
    case 'noGame':
    case 'textBoardMissing':
      textVersion = null;
      showMessage(data.message);
      return;
    case 'settings':
      board.applySettings(data.settings);
      return;
    case 'territory':
      board.setTerritory(data.territory);
      return;
    case 'textBoard':
      textVersion = data.version;
      reveal();
      board.render(data.board);
      hover.refresh();
      status.textContent = data.label;
      boardRoot.setAttribute('aria-label', `Go board ${data.board.width}×${data.board.height} from ${data.label}; click a point to cycle empty, black, white`);
      return;
    default:
      assertNever(data);
  }
});

boardRoot.addEventListener('keydown', (event) => {
  const target = navigationKeys[event.key];
  if (target === undefined || event.ctrlKey || event.metaKey || event.altKey || currentNodeId === null) return;
  event.preventDefault();
  vscode.postMessage({ type: 'navigate', fromNodeId: currentNodeId, target });
});

boardRoot.addEventListener('click', (event) => {
  if (!textMode || textVersion === null) return;
  const point = parseVertex((event.target as Element | null)?.closest('[data-vertex]')?.getAttribute('data-vertex') ?? null);
  if (point !== null) vscode.postMessage({ type: 'clickPoint', x: point[0], y: point[1], version: textVersion });
});

vscode.postMessage({ type: 'ready', nodeId: currentNodeId });

function showBoard(snapshot: BoardSnapshot): void {
  reveal();
  board.render(snapshot);
  hover.refresh();
  setText('[data-testid="move-number"]', String(snapshot.moveNumber));
  setText('.to-play', `${snapshot.toPlay === 'B' ? 'Black' : 'White'} to play`);
  setText('.captures', `Captures: Black ${snapshot.captures.black}, White ${snapshot.captures.white}`);
  boardRoot.setAttribute('aria-label', `Go board ${snapshot.width}×${snapshot.height}, move ${snapshot.moveNumber}`);
}

function showMessage(text: string): void {
  message.textContent = text;
  message.hidden = false;
  boardRoot.hidden = true;
}

function reveal(): void {
  message.hidden = true;
  boardRoot.hidden = false;
}

function setText(selector: string, text: string): void {
  const element = document.querySelector(selector);
  if (element !== null) element.textContent = text;
}

function requireElement(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (found === null) throw new Error(`Goban webview: ${selector} is missing`);
  return found;
}

function assertNever(value: never): never {
  throw new Error(`Unexpected message: ${JSON.stringify(value)}`);
}
