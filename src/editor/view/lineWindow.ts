// Pure: the line around a node that the webview holds to step without the host — up to `behind` ancestors, the node,
// and up to `ahead` first children below it, each with the view the host would send for it.
import type { GameReplay } from '../../game/replay';
import type { SgfNode } from '../../sgf/types';
import type { LineEntry } from '../../shared/views';
import { nodeView, type NodeViewOptions } from './nodeView';

/** How much of the line a window holds on each side of its node. */
export interface WindowReach {
  readonly behind: number;
  readonly ahead: number;
}

/** The entries of the line through `node` from `reach.behind` nodes above it to `reach.ahead` below it, root first. */
export function lineWindow(replay: GameReplay, node: SgfNode, options: NodeViewOptions, reach: WindowReach): LineEntry[] {
  const line: SgfNode[] = [];
  for (let at = node.parent; at !== null && line.length < reach.behind; at = at.parent) line.push(at);
  line.reverse();
  let at: SgfNode | undefined = node;
  for (let k = 0; k <= reach.ahead && at !== undefined; k++, at = at.children[0]) line.push(at);
  // Top down, so each position is one move from the one before it in the replay's cache.
  return line.map((n) => ({
    view: nodeView(replay, n, options),
    nodeOffset: n.span.start,
    parentId: n.parent?.id ?? -1,
    firstChildId: n.children[0]?.id ?? -1,
  }));
}
