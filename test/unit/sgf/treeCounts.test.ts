import * as assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeSgfBytes } from '../../../src/sgf/charset/charset';
import { parse } from '../../../src/sgf/parse';
import { isMoveNode, maxDepth, subtreeCounts, walk } from '../../../src/sgf/tree';
import { treeCounts } from '../../../src/sgf/treeCounts';
import type { SgfCollection } from '../../../src/sgf/types';
import { branchyTreeText } from '../editor/view/treeLayout.helpers';

/** The counts as the node objects give them (what `goban stats` printed before it read the arrays). */
function countedByWalking(coll: SgfCollection): { nodes: number; maxDepth: number; moves: number } {
  let nodes = 0;
  let depth = 0;
  let moves = 0;
  for (const root of coll.games) {
    nodes += subtreeCounts(root).nodes;
    depth = Math.max(depth, maxDepth(root));
    walk(root, (node) => void (isMoveNode(node) && moves++));
  }
  return { nodes, maxDepth: depth, moves };
}

function sgfFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((f) => f.toLowerCase().endsWith('.sgf'))
    .map((f) => join(folder, f))
    .sort();
}

describe('sgf: tree counts from the store', () => {
  it('counts nodes, the deepest line and the move nodes as walking the nodes does, on every SGF fixture', () => {
    const files = sgfFiles(join(__dirname, '../../fixtures'));
    assert.ok(files.length > 200);
    for (const file of files) {
      const coll = parse(decodeSgfBytes(readFileSync(file)).text);
      assert.deepEqual(treeCounts(coll), countedByWalking(coll), file);
    }
  });

  it('reads old ids by their capitals (Black[aa] is a move, AB and BL are not) and counts every game', () => {
    const coll = parse('(;GM[1]AB[aa]BL[30];Black[bb];W[cc]C[x](;B[dd])(;AW[ee]))(;W[])');
    assert.deepEqual(treeCounts(coll), { nodes: 6, maxDepth: 4, moves: 4 });
    assert.deepEqual(treeCounts(coll), countedByWalking(coll));
  });

  it('agrees with walking on generated trees of every shape (fixed seeds)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const coll = parse(branchyTreeText(2_000, seed));
      assert.deepEqual(treeCounts(coll), countedByWalking(coll), `seed ${seed}`);
    }
  });
});
