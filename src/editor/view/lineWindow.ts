// Pure: the line around a node that the webview holds to step without the host — up to `behind` ancestors, the node,
// and up to `ahead` first children below it, each with the view the host would send for it.
import type { GameReplay } from '../../game/replay';
import type { SgfNode } from '../../sgf/types';
import type { LineEntry } from '../../shared/views';
import { lineChild, type LineMemory } from './lineMemory';
import { nodeView, type NodeViewOptions } from './nodeView';

/** How much of the line a window holds on each side of its node. */
export interface WindowReach {
  readonly behind: number;
  readonly ahead: number;
}

/**
 * The entries of the line through `node` from `reach.behind` nodes above it to `reach.ahead` below it, root first:
 * below `node` the children `memory` remembers taking (it must have remembered `node`), else first children. Each
 * entry's `firstChildId` is the child its line goes on with, and with `memory` its move total is the line's end.
 */
export function lineWindow(replay: GameReplay, node: SgfNode, options: NodeViewOptions, reach: WindowReach, memory?: LineMemory): LineEntry[] {
  const line: SgfNode[] = [];
  for (let at = node.parent; at !== null && line.length < reach.behind; at = at.parent) line.push(at);
  line.reverse();
  let at: SgfNode | undefined = node;
  for (let k = 0; k <= reach.ahead && at !== undefined; k++, at = lineChild(at, memory)) line.push(at);
  const end = memory?.lineEnd(replay, node);
  // Top down, so each position is one move from the one before it in the replay's cache.
  return line.map((n) => {
    const view = nodeView(replay, n, options);
    return {
      view: end === undefined ? view : { ...view, lineEndMoveNumber: end },
      nodeOffset: n.span.start,
      parentId: n.parent?.id ?? -1,
      firstChildId: lineChild(n, memory)?.id ?? -1,
    };
  });
}
