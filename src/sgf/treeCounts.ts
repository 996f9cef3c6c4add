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
  const { text, nodeCount, nodeParent, nodeFirstProp, propIdStart, propCount } = store;
  // Pre-order: a parent always comes before its children, so one pass gives every depth.
  const depth = new Int32Array(nodeCount);
  let maxDepth = 0;
  let moves = 0;
  for (let k = 0; k < nodeCount; k++) {
    const parent = nodeParent[k];
    const d = parent < 0 ? 1 : depth[parent] + 1;
    depth[k] = d;
    if (d > maxDepth) maxDepth = d;
    const end = k + 1 < nodeCount ? nodeFirstProp[k + 1] : propCount;
    for (let p = nodeFirstProp[k]; p < end; p++) {
      // A lone B or W (nearly every move) is told without a call: in a fresh process this loop runs mostly before it is
      // compiled, where calls cost.
      const start = propIdStart[p];
      const c = text.charCodeAt(start);
      const next = text.charCodeAt(start + 1);
      const lone = !(next >= 65 && next <= 90) && !(next >= 97 && next <= 122);
      const id = lone && (c === B || c === W) ? c : idCodeAt(text, start);
      if (id === B || id === W) {
        moves++;
        break;
      }
    }
  }
  return { nodes: nodeCount, maxDepth, moves };
}
