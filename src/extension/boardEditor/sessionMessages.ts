// The messages a Goban editor sends its webview about a game, and the summary its commands return.
import { formatVertex } from '../../game';
import type { SgfNode } from '../../sgf';
import type { RequestReply, ToSgfEditor } from '../../shared/protocol';
import type { BoardSettings, LineEntry, NodeView, TreeLayout } from '../../shared/views';
import type { BoardSummary, CommandOutcome } from './boardSummary';
import { gameInfo, layoutTree, lineWindow, nodeView, type NodeViewOptions } from '../../editor';
import { WINDOW_REACH } from './lineWindows';
import type { GameView } from '../../editor/gameView';

/** What the board shows at `node` of `game`, drawn with the user's settings. */
export function nodeViewOf(game: GameView, node: SgfNode, settings: BoardSettings): NodeView {
  return nodeView(game.replay, node, { ...viewOptions(settings), line: game.line });
}

/** The `node` message showing `view` of `node`, in line number `seq`. */
export function nodeMessage(node: SgfNode, view: NodeView, seq: number): ToSgfEditor {
  return { type: 'node', view, nodeOffset: node.span.start, seq };
}

/** The line around `node` of `game` that the webview steps through without asking (WINDOW_REACH each way). */
export function lineWindowOf(game: GameView, node: SgfNode, settings: BoardSettings): LineEntry[] {
  return lineWindow(game.replay, node, viewOptions(settings), WINDOW_REACH, game.line);
}

function viewOptions(settings: BoardSettings): NodeViewOptions {
  return { variations: settings.variations, moveNumbers: settings.moveNumbers };
}

/** The `game` message for `game`, read from document version `version`. */
export function gameMessage(game: GameView, version: number): ToSgfEditor {
  return { type: 'game', info: gameInfo(game.collection, game.gameIndex, game.settings), version };
}

/** The tree layout of `game`. */
export function treeOf(game: GameView): TreeLayout {
  return layoutTree(game.rootNode);
}

/** What a command reports about `view` of `game` (document `uri` at `version`). */
export function summaryOf(uri: string, version: number, game: GameView, node: SgfNode, view: NodeView): BoardSummary {
  const { board } = view;
  const move = view.move === null ? null : `${view.move.color} ${view.move.point === null ? 'pass' : formatVertex(view.move.point, board.height)}`;
  return {
    uri,
    gameIndex: game.gameIndex,
    gameCount: game.collection.games.length,
    nodeId: node.id,
    nodeOffset: node.span.start,
    moveNumber: board.moveNumber,
    lineEndMoveNumber: view.lineEndMoveNumber,
    toPlay: board.toPlay,
    captures: { black: board.captures.black, white: board.captures.white },
    move,
    passes: view.passes,
    siblingIndex: view.siblingIndex,
    siblingCount: view.siblingCount,
    childCount: view.childCount,
    version,
  };
}

/** The one reply to the webview's request `requestId`, from what the command did (`moved`: the board shows another node). */
export function replyOf(requestId: number, outcome: CommandOutcome, moved: boolean): RequestReply {
  switch (outcome.outcome) {
    case 'shown':
      return { type: 'reply', inReplyTo: requestId, outcome: moved ? 'applied' : 'unchanged' };
    case 'followed':
      return { type: 'reply', inReplyTo: requestId, outcome: 'unchanged' };
    case 'edited':
      return { type: 'reply', inReplyTo: requestId, outcome: 'applied' };
    case 'refused':
      return { type: 'reply', inReplyTo: requestId, outcome: 'refused', code: outcome.code, message: outcome.message };
    case 'stale':
      return { type: 'reply', inReplyTo: requestId, outcome: 'stale', code: 'stale', message: outcome.message };
    case 'failed':
      return { type: 'reply', inReplyTo: requestId, outcome: 'refused', code: 'failed', message: outcome.message };
  }
}
