// Pure: the messages between the extension host and the board webview, and the edit actions they carry. No vscode, DOM or Node fs.
import type { Vertex } from '../engine/types';
import type {
  BoardPicture,
  BoardSettings,
  GameInfo,
  GameInfoField,
  MoveAnnotationKind,
  NodeView,
  PositionAnnotationKind,
  ProblemView,
  ScoreView,
  StoneColor,
  TerritoryOverlay,
} from './views';
import type { WireLineEntry } from './lineWire';
import type { PackedTree, TreeSplice } from './treeWire';

/** An editing tool's target shape for markup. */
export type MarkShape = 'TR' | 'SQ' | 'CR' | 'MA' | 'LB';

/** Every markup shape, for run-time validation. */
export const markShapes: readonly MarkShape[] = ['TR', 'SQ', 'CR', 'MA', 'LB'];

/** A two-point markup shape. */
export type LineShape = 'AR' | 'LN';

/** One user action on the game, turned by the host into one minimal text edit (one undo step). */
export type EditAction =
  /** Play at `point` (null = pass) after the node: follow an existing child with that move, else add a variation. */
  | { readonly kind: 'play'; readonly point: Vertex | null }
  /** Delete the node and its subtree (not the root). */
  | { readonly kind: 'delete' }
  /** Make the node's line the main line at every branch above it. */
  | { readonly kind: 'promote' }
  /** Swap the node's variation with the previous/next sibling. */
  | { readonly kind: 'moveVariation'; readonly direction: 'up' | 'down' }
  /** Toggle a setup stone on the node: the point gets `stone` (AB/AW/AE), or loses the setup this node gave it. */
  | { readonly kind: 'setup'; readonly point: Vertex; readonly stone: StoneColor | 'empty' }
  /** Toggle a mark on the node's point (LB gets the next free letter). */
  | { readonly kind: 'mark'; readonly shape: MarkShape; readonly point: Vertex }
  /** Toggle an arrow or line between two points. */
  | { readonly kind: 'line'; readonly shape: LineShape; readonly from: Vertex; readonly to: Vertex }
  /** Set the node's comment (C); '' removes it. */
  | { readonly kind: 'comment'; readonly text: string }
  /** Set or clear (null) the node's move annotation; `emphasis` 2 only for BM/TE. */
  | { readonly kind: 'moveAnnotation'; readonly value: MoveAnnotationKind | null; readonly emphasis: 1 | 2 }
  /** Set or clear (null) the node's position annotation. */
  | { readonly kind: 'positionAnnotation'; readonly value: PositionAnnotationKind | null; readonly emphasis: 1 | 2 }
  /** Set or clear the hotspot (HO). */
  | { readonly kind: 'hotspot'; readonly on: boolean }
  /** Set a game-info property on the game's root; '' removes it. */
  | { readonly kind: 'gameInfo'; readonly field: GameInfoField; readonly value: string }
  /** Write the counted territory on the node as TB and TW (replacing any there; empty lists remove them). */
  | { readonly kind: 'territoryMarkup'; readonly black: readonly Vertex[]; readonly white: readonly Vertex[] };

/** Where the webview asks to go from its current node. */
export type NavigationTarget = 'next' | 'previous' | 'start' | 'end' | 'nextVariation' | 'previousVariation' | 'forward10' | 'back10';

/** Every navigation target, for run-time validation. */
export const navigationTargets: readonly NavigationTarget[] = ['next', 'previous', 'start', 'end', 'nextVariation', 'previousVariation', 'forward10', 'back10'];

/** Localised user-interface strings for the webview: English text → translation (missing keys show the English). */
export type WebviewStrings = Readonly<Record<string, string>>;

/** Messages from the extension host to a board editor's webview (an SGF file). */
export type ToSgfEditor =
  /** Show this node; the webview remembers `view.nodeId` (and `nodeOffset`, its `;` in the text) as its current node.
   *  `seq` numbers the line it is in: the same as before for a step the webview asked for (what it holds stays right),
   *  a new one for any other node (the webview drops what it holds). Windows of that line follow. */
  | { readonly type: 'node'; readonly view: NodeView; readonly nodeOffset: number; readonly seq: number }
  /** The node a new board opens at, posted as soon as the file is read so that the first board waits for no round
   *  trip: shown only by a webview that has no saved place and shows no node yet. The answer to `ready` (a `node`
   *  message, or `noGame`) follows in any case. */
  | { readonly type: 'openingNode'; readonly view: NodeView; readonly nodeOffset: number }
  /** A window of line `seq` (ancestors, then first children) around the node shown, for stepping without the host:
   *  sent after each node message, and again around the node the webview stepped to as it nears either end of what it
   *  holds; stones and move numbers come as changes from entry to entry (see lineWire). */
  | { readonly type: 'lineWindow'; readonly seq: number; readonly entries: readonly WireLineEntry[] }
  /** The game shown (sent after every re-parse and game switch); `version` is the document version it was read from. */
  | { readonly type: 'game'; readonly info: GameInfo; readonly version: number }
  /** The game tree's layout, packed, whole (to a new webview, after a game switch, or when it asked); `seq` numbers
   *  the tree messages. */
  | { readonly type: 'tree'; readonly tree: PackedTree; readonly seq: number }
  /** What a re-parse changed in the tree sent by tree message `baseSeq` (sent after every game message, empty when
   *  nothing changed); the webview asks for the whole tree (`treeWanted`) when it holds another. */
  | { readonly type: 'treeSplice'; readonly splice: TreeSplice; readonly baseSeq: number; readonly seq: number }
  /** A short message for the user, e.g. why a click did not play (ko, suicide, occupied…); '' clears the one shown. */
  | { readonly type: 'notice'; readonly message: string }
  /** The document holds no game that can be shown (empty or unreadable); `message` says why. */
  | { readonly type: 'noGame'; readonly message: string }
  /** The `goban.*` settings changed (also sent once after `ready`). */
  | SettingsMessage
  /** Draw an SVG as a PNG (Export Board as PNG); answered by one `rasterized`. */
  | RasterizeRequest
  /** The one answer to the `navigate` or `edit` request `inReplyTo` (see RequestReply). */
  | RequestReply
  /** Score mode for the node shown (dead stones, seki, territory, the score panel), or null to leave it; `inReplyTo` is
   *  the `requestId` of the score request it answers, or null when the host sends it of its own (a step, an edit). */
  | { readonly type: 'score'; readonly score: ScoreView | null; readonly inReplyTo: number | null }
  /** Problem mode for the game shown, or null when the game is no problem; `inReplyTo` is the `requestId` of the problem
   *  request it answers, or null when the host sends it of its own (a game opened, the file's answer played). */
  | { readonly type: 'problem'; readonly problem: ProblemView | null; readonly inReplyTo: number | null };

/** What the problem panel and its keys ask: start again, a hint, the solution played out, another problem, a view. */
export type ProblemAction = 'retry' | 'hint' | 'solution' | 'next' | 'previous' | 'gameView' | 'problemView';

/** Every problem action, for run-time validation. */
export const problemActions: readonly ProblemAction[] = ['retry', 'hint', 'solution', 'next', 'previous', 'gameView', 'problemView'];

/**
 * What became of a request: `applied` (the board moved, or the text changed), `unchanged` (nothing to do: the end of
 * the line, or a move the node already has, which is shown), `refused` (the rules or the editor model forbid it:
 * `code` and the localised `message` say why), `stale` (made against an older version or a node that is gone).
 */
export type ReplyOutcome = 'applied' | 'unchanged' | 'refused' | 'stale';

/** The host's one reply to a request of the webview. */
export interface RequestReply {
  readonly type: 'reply';
  readonly inReplyTo: number;
  readonly outcome: ReplyOutcome;
  /** Why it was refused or stale (a refusal code such as `occupied`, `ko`, `failed`); absent otherwise. */
  readonly code?: string;
  readonly message?: string;
}

/** Messages from the extension host to a text board panel's webview (a string-array board of a text file). */
export type ToTextBoard =
  /**
   * Show a string-array board from a text document: `version` is the document version it was read from (clicks
   * echo it back), `label` says where it is (e.g. "territory.test.js, line 5").
   */
  | { readonly type: 'textBoard'; readonly version: number; readonly board: BoardPicture; readonly label: string }
  /** The string-array board this panel follows is no longer in its document; `message` says so. */
  | { readonly type: 'textBoardMissing'; readonly message: string }
  /** Territory to mark on the text board (data-territory on those points), or null to clear it. */
  | { readonly type: 'territory'; readonly territory: TerritoryOverlay | null }
  /** The `goban.*` settings changed (also sent once after `ready`). */
  | SettingsMessage
  /** Draw an SVG as a PNG (Export Board as PNG); answered by one `rasterized`. */
  | RasterizeRequest;

/** Asks the webview (either mode: it has a canvas, the host has none) to draw `svg` as a `width` × `height` PNG. */
export interface RasterizeRequest {
  readonly type: 'rasterize';
  readonly requestId: number;
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

/** The webview's one answer to a `rasterize` request: the PNG's bytes in base64, or why it could not draw it. */
export type RasterizedReply =
  | { readonly type: 'rasterized'; readonly inReplyTo: number; readonly png: string }
  | { readonly type: 'rasterized'; readonly inReplyTo: number; readonly error: string };

/** The settings message both modes receive. */
export interface SettingsMessage {
  readonly type: 'settings';
  readonly settings: BoardSettings;
}

/** Messages from the extension host to the webview, in either mode (the webview is one program for both). */
export type ToWebview = ToSgfEditor | ToTextBoard;

/** The first message of a webview in either mode: it has loaded; the node, its offset and the game it showed before
 *  (restored state), or nulls (a text board sends nulls). */
export interface ReadyMessage {
  readonly type: 'ready';
  readonly nodeId: number | null;
  readonly nodeOffset: number | null;
  readonly gameIndex: number | null;
}

/** Messages from a board editor's webview to the extension host. */
export type FromSgfEditor =
  | ReadyMessage
  /** The user pressed a navigation key (or wheel, button) on the board while `fromNodeId` was shown; answered by one
   *  `reply` to `requestId` (after the node message when the board moved). */
  | { readonly type: 'navigate'; readonly requestId: number; readonly fromNodeId: number; readonly target: NavigationTarget }
  /** The webview stepped to node `nodeId` of line `seq`, which it holds, without asking (no reply); the host follows it
   *  (status bar, text cursor, commands) unless it has sent a node message of another line since. */
  | { readonly type: 'shown'; readonly seq: number; readonly nodeId: number }
  /** The webview could not apply a tree splice (it holds another tree): answered by one whole `tree` message (none
   *  when no game is shown: the webview has been sent `noGame`). */
  | { readonly type: 'treeWanted' }
  /** Show node `nodeId` (a click in the game tree or on a variation mark); answered by one `reply` to `requestId`
   *  (after the node message when the board moved). */
  | { readonly type: 'goToNode'; readonly requestId: number; readonly nodeId: number }
  /** Show move `moveNumber` of the line through `fromNodeId` (the move slider); answered like `goToNode`. */
  | { readonly type: 'goToMove'; readonly requestId: number; readonly fromNodeId: number; readonly moveNumber: number }
  /** Show game `gameIndex` of the file (the picker); answered like `goToNode`. */
  | { readonly type: 'selectGame'; readonly requestId: number; readonly gameIndex: number }
  /** Apply `action` to node `nodeId` of the game read from document version `version` (dropped when stale); answered
   *  by one `reply` to `requestId` (after the new version's game and node messages when the text changed). */
  | { readonly type: 'edit'; readonly requestId: number; readonly nodeId: number; readonly version: number; readonly action: EditAction }
  /** Count node `nodeId` with its dead stones (score mode); answered by one `score` message. */
  | { readonly type: 'score'; readonly requestId: number; readonly nodeId: number }
  /** In score mode on node `nodeId`: flip the group at `point` between dead and alive; answered by one `score` message. */
  | { readonly type: 'toggleDead'; readonly requestId: number; readonly nodeId: number; readonly point: Vertex }
  /** Leave score mode (Esc, Done); answered by one `score` message (null). */
  | { readonly type: 'leaveScore'; readonly requestId: number }
  /** In problem mode, the solver plays at `point` (null = pass) on node `nodeId`: answered by one `problem` message (the
   *  file's reply follows later, of the host's own). Never edits the file. */
  | { readonly type: 'problemMove'; readonly requestId: number; readonly nodeId: number; readonly point: Vertex | null }
  /** A problem panel button or key; answered by one `problem` message. */
  | { readonly type: 'problemAction'; readonly requestId: number; readonly action: ProblemAction }
  /** Ctrl+S in a text field of the board (the comment, the game info): save the file once the edits sent before it are
   *  written (VS Code's own Save would not wait for the text just committed); no reply. */
  | { readonly type: 'save' }
  /** The answer to a `rasterize` request. */
  | RasterizedReply;

/** Messages from a text board panel's webview to the extension host. */
export type FromTextBoard =
  | ReadyMessage
  /** The user clicked point [x, y] of a string-array board read from document version `version`. */
  | { readonly type: 'clickPoint'; readonly x: number; readonly y: number; readonly version: number }
  /** Ctrl+Z (undo) or Ctrl+Shift+Z / Ctrl+Y (redo) on the board: VS Code's Undo or Redo of the text it is written in. */
  | { readonly type: 'history'; readonly direction: 'undo' | 'redo' }
  /** The answer to a `rasterize` request. */
  | RasterizedReply;

/** Messages from the webview to the extension host, in either mode. */
export type FromWebview = FromSgfEditor | FromTextBoard;

/** The requests of a board editor that the host answers with one `reply`: steps, jumps and edits. */
export const replyRequestTypes = ['navigate', 'edit', 'goToNode', 'goToMove', 'selectGame'] as const;

/** A request of a board editor that the host answers with one `reply`. */
export type ReplyRequest = Extract<FromSgfEditor, { readonly type: (typeof replyRequestTypes)[number] }>;

/** A jump elsewhere (tree, variation mark, slider, picker): the webview's requests that show another node at once. */
export type JumpMessage = Extract<FromSgfEditor, { readonly type: 'goToNode' | 'goToMove' | 'selectGame' }>;

/** A jump as the webview queues it, before it has a request id. */
export type JumpRequest = JumpMessage extends infer M ? (M extends JumpMessage ? Omit<M, 'requestId'> : never) : never;
