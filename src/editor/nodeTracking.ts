// Which node a Goban editor shows when its webview restarts: the saved node, found again in a text that may have changed.
import { findNodeAt, type SgfNode } from '../sgf';
import type { GameView } from './gameView';

/** What the webview saved about the node it showed (its `ready` message). */
export interface SavedNode {
  readonly nodeId: number | null;
  readonly nodeOffset: number | null;
}

/**
 * The node of `game` to show for `saved`: the node starting exactly at the saved offset (the text may have changed
 * since, so the offset is the better guide), else the saved id, else the node containing the offset, else the root.
 */
export function restoredNode(game: GameView, saved: SavedNode): SgfNode {
  const atOffset = saved.nodeOffset === null ? undefined : findNodeAt(game.collection, saved.nodeOffset);
  const ofGame = atOffset !== undefined && game.node(atOffset.id) === atOffset ? atOffset : undefined;
  if (ofGame !== undefined && ofGame.span.start === saved.nodeOffset) return ofGame;
  const byId = saved.nodeId === null ? undefined : game.node(saved.nodeId);
  return byId ?? ofGame ?? game.rootNode;
}
