// Pure: counts over every game of a parse, read straight from the store's typed arrays (no object per node), so that
// `goban stats` on a 100,000-node file allocates almost nothing.
import { storeOf } from './store';
import type { SgfCollection } from './types';

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
      if (isMoveId(text, propIdStart[p])) {
        moves++;
        break;
      }
    }
  }
  return { nodes: nodeCount, maxDepth, moves };
}

/** Whether the property id at `start` is B or W, as `getProperty` reads ids: by their uppercase letters (`Black` is B). */
function isMoveId(text: string, start: number): boolean {
  let upper = 0;
  let letter = 0;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      upper++;
      letter = c;
    } else if (c < 97 || c > 122) break;
  }
  return upper === 1 && (letter === 66 || letter === 87);
}
