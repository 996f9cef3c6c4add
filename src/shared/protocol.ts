// Pure: the messages between the extension host and the board webview. No vscode, DOM or Node fs.
import type { PositionView } from '../game/position';

/** What the board shows at one node: the replay layer's snapshot (rows top to bottom, '.' empty, 'X' black, 'O' white). */
export type BoardSnapshot = PositionView;

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
