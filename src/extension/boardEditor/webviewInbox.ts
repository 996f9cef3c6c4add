// The board webview's messages to the host: checked, handed to the session, and every request answered exactly once.
import type { SgfNode } from '../../sgf';
import { assertNever } from '../../shared/assertNever';
import { malformedRequestId, parseFromSgfEditor } from '../../shared/parseMessage';
import {
  replyRequestTypes,
  type EditAction,
  type FromSgfEditor,
  type NavigationTarget,
  type ReadyMessage,
  type ReplyRequest,
  type RequestReply,
  type ToSgfEditor,
} from '../../shared/protocol';
import { logError, logWarning } from '../core/log';
import type { ModeMessage } from './boardModes';
import type { CommandOutcome } from './boardSummary';
import { editFailedMessage } from './refusals';
import { replyOf } from './sessionMessages';

/** What the webview's messages act on: one board session, with node ids as the webview names them. */
export interface BoardInbox {
  /** The webview (re)started, with the place it saved. */
  ready(message: ReadyMessage): void;
  /** The webview stepped to node `nodeId` of line `seq`, which it holds, by itself. */
  stepped(seq: number, nodeId: number): void;
  /** The webview holds another tree: it gets the whole tree again. */
  resendTree(): void;
  /** Shows node `nodeId` (a click in the tree or on a variation mark). */
  goToNode(nodeId: number): CommandOutcome;
  /** Shows move `moveNumber` of the line through node `fromNodeId`. */
  goToMove(moveNumber: number, fromNodeId: number): CommandOutcome;
  /** Shows game `gameIndex` of the file. */
  selectGame(gameIndex: number): CommandOutcome;
  /** Takes a step the webview asked for from node `fromNodeId` (it waits for the answer). */
  navigate(target: NavigationTarget, fromNodeId: number): CommandOutcome;
  /** Applies `action` to node `nodeId` of document version `version`. */
  edit(action: EditAction, nodeId: number, version: number): Promise<CommandOutcome>;
  /** Saves the document once the edits asked before are written. */
  save(): Promise<void>;
  /** Handles a message of score or problem mode (they answer with their own messages). */
  answerMode(message: ModeMessage): Promise<void> | void;
  /** The node on the board now, if any. */
  shownNode(): SgfNode | undefined;
  /** Posts `message` to the webview. */
  post(message: ToSgfEditor): Promise<unknown>;
}

function expectsReply(message: FromSgfEditor): message is ReplyRequest {
  return (replyRequestTypes as readonly string[]).includes(message.type);
}

/**
 * Handles one message from the board webview; never throws. A step, jump or edit request gets exactly one `reply`,
 * also when handling it failed; it is returned too. Malformed messages are logged and dropped, but a malformed request
 * that carries a request id still gets its one reply (refused, `malformed`).
 */
export async function receiveBoardMessage(inbox: BoardInbox, raw: unknown): Promise<RequestReply | undefined> {
  const message: FromSgfEditor | null = parseFromSgfEditor(raw);
  if (message === null) {
    logWarning(`Ignored a malformed message from the board webview: ${JSON.stringify(raw)?.slice(0, 200)}`);
    const requestId = malformedRequestId(raw);
    if (requestId === null) return undefined;
    const refused: RequestReply = { type: 'reply', inReplyTo: requestId, outcome: 'refused', code: 'malformed' };
    void inbox.post(refused);
    return refused;
  }
  if (!expectsReply(message)) {
    try {
      await handle(inbox, message);
    } catch (error) {
      logError(`The board could not handle a '${message.type}' message`, error);
    }
    return undefined;
  }
  let reply: RequestReply;
  try {
    const before = inbox.shownNode();
    const outcome = await answer(inbox, message);
    reply = replyOf(message.requestId, outcome, inbox.shownNode() !== before);
  } catch (error) {
    logError(`The board could not handle a '${message.type}' message`, error);
    reply = replyOf(message.requestId, { outcome: 'failed', message: editFailedMessage() }, false);
  }
  void inbox.post(reply);
  return reply;
}

function answer(inbox: BoardInbox, message: ReplyRequest): CommandOutcome | Promise<CommandOutcome> {
  switch (message.type) {
    case 'navigate':
      return inbox.navigate(message.target, message.fromNodeId);
    case 'goToNode':
      return inbox.goToNode(message.nodeId);
    case 'goToMove':
      return inbox.goToMove(message.moveNumber, message.fromNodeId);
    case 'selectGame':
      return inbox.selectGame(message.gameIndex);
    case 'edit':
      return inbox.edit(message.action, message.nodeId, message.version);
  }
}

/** Hands on a message that expects no reply (score mode answers with its own `score` message). */
function handle(inbox: BoardInbox, message: Exclude<FromSgfEditor, ReplyRequest>): Promise<void> | void {
  switch (message.type) {
    case 'ready':
      return inbox.ready(message);
    case 'shown':
      return inbox.stepped(message.seq, message.nodeId);
    case 'treeWanted':
      return inbox.resendTree();
    case 'save':
      return inbox.save();
    case 'score':
    case 'toggleDead':
    case 'leaveScore':
    case 'problemMove':
    case 'problemAction':
    case 'rasterized':
      return inbox.answerMode(message);
    default:
      assertNever(message);
  }
}
