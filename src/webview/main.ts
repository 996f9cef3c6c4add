// The board webview: shows what the host sends, sends navigation keys back, remembers the current node.
import type { BoardSettings, BoardSnapshot, NavigationTarget, ToWebview } from '../shared/protocol';
import { BoardView } from './boardView';
import { savedState, vscode } from './vscodeApi';

const navigationKeys: Readonly<Record<string, NavigationTarget>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'start',
  End: 'end',
};

const main = requireElement('main.goban');
const boardRoot = requireElement('[data-testid="board"]');
const moveNumber = requireElement('[data-testid="move-number"]');
const toPlay = requireElement('.to-play');
const captures = requireElement('.captures');
const message = requireElement('.message');

const board = new BoardView(boardRoot);
let currentNodeId: number | null = savedState()?.nodeId ?? null;
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
      message.textContent = data.message;
      message.hidden = false;
      boardRoot.hidden = true;
      return;
    case 'settings':
      board.applySettings(data.settings);
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

vscode.postMessage({ type: 'ready', nodeId: currentNodeId });

function showBoard(snapshot: BoardSnapshot): void {
  message.hidden = true;
  boardRoot.hidden = false;
  board.render(snapshot);
  moveNumber.textContent = String(snapshot.moveNumber);
  toPlay.textContent = `${snapshot.toPlay === 'B' ? 'Black' : 'White'} to play`;
  captures.textContent = `Captures: Black ${snapshot.captures.black}, White ${snapshot.captures.white}`;
  boardRoot.setAttribute('aria-label', `Go board ${snapshot.width}×${snapshot.height}, move ${snapshot.moveNumber}`);
}

function requireElement(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (found === null) throw new Error(`Goban webview: ${selector} is missing`);
  return found;
}

function assertNever(value: never): never {
  throw new Error(`Unexpected message: ${JSON.stringify(value)}`);
}
