// Pure: the messages between the extension host and the board webview. No vscode, DOM or Node fs.
import type { Vertex } from '../engine/types';
import type { PositionView } from '../game/position';

/** What the board shows at one node: the replay layer's snapshot (rows top to bottom, '.' empty, 'X' black, 'O' white). */
export type BoardSnapshot = PositionView;

/** The stones of a board only: rows top to bottom, '.' empty, 'X' black, 'O' white; what the board view draws. */
export interface BoardPicture {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
}

/** The empty points shown as territory (small squares): each list holds [x, y] points. */
export interface TerritoryOverlay {
  readonly black: readonly Vertex[];
  readonly white: readonly Vertex[];
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
  | { readonly type: 'settings'; readonly settings: BoardSettings }
  /** Territory to mark on the board shown now (data-territory on those points), or null to clear it. */
  | { readonly type: 'territory'; readonly territory: TerritoryOverlay | null }
  /**
   * Show a string-array board from a text document: `version` is the document version it was read from (clicks
   * echo it back), `label` says where it is (e.g. "territory.test.js, line 5").
   */
  | { readonly type: 'textBoard'; readonly version: number; readonly board: BoardPicture; readonly label: string }
  /** The string-array board this panel follows is no longer in its document; `message` says so. */
  | { readonly type: 'textBoardMissing'; readonly message: string };

/** Messages from the webview to the extension host. */
export type FromWebview =
  /** The webview has loaded; `nodeId` is the node it showed before (restored state), or null. */
  | { readonly type: 'ready'; readonly nodeId: number | null }
  /** The user pressed a navigation key on the board while `fromNodeId` was shown. */
  | { readonly type: 'navigate'; readonly fromNodeId: number; readonly target: NavigationTarget }
  /** The user clicked point [x, y] of a board read from document version `version`. */
  | { readonly type: 'clickPoint'; readonly x: number; readonly y: number; readonly version: number };

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
    case 'clickPoint':
      return isIndex(message.x) && isIndex(message.y) && isIndex(message.version)
        ? { type: 'clickPoint', x: message.x, y: message.y, version: message.version }
        : null;
    default:
      return null;
  }
}

function isNodeId(value: unknown): value is number {
  return isIndex(value);
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
