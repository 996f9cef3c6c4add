// Pure: the messages between the extension host and the board webview. No vscode, DOM or Node fs.

/** What the board shows at one node: rows top to bottom with '.' empty, 'X' black, 'O' white. */
export interface BoardSnapshot {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  /** B/W nodes from the root to this node (passes included, setup nodes not). */
  readonly moveNumber: number;
  readonly toPlay: 'B' | 'W';
  /** Stones each player has captured so far. */
  readonly captures: { readonly black: number; readonly white: number };
  /** The point of this node's move as [x, y], or null for a pass, setup or the root. */
  readonly lastMove: readonly [number, number] | null;
}

/** How the board is drawn, from the `goban.*` settings. */
export interface BoardSettings {
  /** `theme` draws the board in the editor's colours, `wood` on a board-coloured background. */
  readonly boardColor: 'theme' | 'wood';
  readonly coordinates: boolean;
}

/** Where the webview asks to go from its current node. */
export type NavigationTarget = 'next' | 'previous' | 'start' | 'end';

/** Every navigation target, for run-time validation. */
export const navigationTargets: readonly NavigationTarget[] = ['next', 'previous', 'start', 'end'];

/** Messages from the extension host to the webview. */
export type ToWebview =
  /** Show this node's position; the webview remembers `nodeId` as its current node. */
  | { readonly type: 'position'; readonly nodeId: number; readonly board: BoardSnapshot }
  /** The document holds no game that can be shown (empty or unreadable); `message` says why. */
  | { readonly type: 'noGame'; readonly message: string }
  /** The `goban.*` settings changed (also sent once after `ready`). */
  | { readonly type: 'settings'; readonly settings: BoardSettings };

/** Messages from the webview to the extension host. */
export type FromWebview =
  /** The webview has loaded; `nodeId` is the node it showed before (restored state), or null. */
  | { readonly type: 'ready'; readonly nodeId: number | null }
  /** The user pressed a navigation key on the board while `fromNodeId` was shown. */
  | { readonly type: 'navigate'; readonly fromNodeId: number; readonly target: NavigationTarget };

/** Checks a message from the webview at run time; returns it typed, or null when it is malformed. */
export function parseFromWebview(value: unknown): FromWebview | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return message.nodeId === null || isNodeId(message.nodeId) ? { type: 'ready', nodeId: message.nodeId } : null;
    case 'navigate':
      return isNodeId(message.fromNodeId) && navigationTargets.includes(message.target as NavigationTarget)
        ? { type: 'navigate', fromNodeId: message.fromNodeId, target: message.target as NavigationTarget }
        : null;
    default:
      return null;
  }
}

function isNodeId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
