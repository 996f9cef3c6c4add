// Pure: counts over every game of a parse, read straight from the store's typed arrays (no object per node), so that
// `goban stats` on a 100,000-node file allocates almost nothing.
import { idCode, idCodeAt } from './lexer';
import { storeOf } from './store';
import type { SgfCollection } from './types';

const B = idCode('B');
const W = idCode('W');

/** How many nodes a parse holds, the longest root-to-leaf path (in nodes) of any game, and how many nodes play a move. */
export interface TreeCounts {
  readonly nodes: number;
  readonly maxDepth: number;
  readonly moves: number;
}

/** The counts of every game of `coll` (which `parse` made). */
export function treeCounts(coll: SgfCollection): TreeCounts {
  const store = storeOf(coll);
  const { text, nodeCount, nodeParent, nodeFirstProp, propIdStart } = store;
  // Pre-order: a parent always comes before its children, so one pass gives every depth.
  const depth = new Int32Array(nodeCount);
  let maxDepth = 0;
  let moves = 0;
  for (let k = 0; k < nodeCount; k++) {
    const parent = nodeParent[k];
    const d = parent < 0 ? 1 : depth[parent] + 1;
    depth[k] = d;
    if (d > maxDepth) maxDepth = d;
    const end = store.propsEnd(k);
    for (let p = nodeFirstProp[k]; p < end; p++) {
      const id = idCodeAt(text, propIdStart[p]);
      if (id === B || id === W) {
        moves++;
        break;
      }
    }
  }
  return { nodes: nodeCount, maxDepth, moves };
}
