import * as assert from 'node:assert/strict';
import { gameFacts } from '../../../../src/editor/view/gameFacts';
import { parse } from '../../../../src/sgf/parse';
import { allNodes, getProperty, isMoveNode } from '../../../../src/sgf/tree';
import type { SgfNode } from '../../../../src/sgf/types';
import { branchyTreeText } from './treeLayout.helpers';

/** The facts as the node objects give them, one node at a time. */
function reference(node: SgfNode): { below: number; head: SgfNode | null; climbed: number; dims: boolean } {
  let below = 0;
  for (let at = node.children[0]; at !== undefined; at = at.children[0]) if (isMoveNode(at)) below++;
  let head: SgfNode | null = node;
  let climbed = 0;
  while (head !== null && (head.parent === null || head.parent.children.length < 2)) {
    head = head.parent;
    climbed++;
  }
  return { below, head, climbed: head === null ? 0 : climbed, dims: getProperty(node, 'DD') !== undefined };
}

describe('editor: game facts read from the parse', () => {
  it('gives every node the moves below it, the head of its variation and whether it dims, as the nodes do (random trees, fixed seeds)', () => {
    for (const seed of [1, 2, 3]) {
      const coll = parse(branchyTreeText(3_000, seed).replace(/;W\[(..)\]/g, (all, point: string) => (point < 'c' ? `;W[${point}]DD[${point}]` : all)));
      const root = coll.games[0];
      const facts = gameFacts(root);
      let dims = 0;
      for (const node of allNodes(coll)) {
        const expected = reference(node);
        const head = facts.variationHead(node.id);
        assert.deepEqual(
          [facts.movesBelow(node.id), head.head?.id ?? null, head.climbed, facts.dimming.has(node.id)],
          [expected.below, expected.head?.id ?? null, expected.climbed, expected.dims],
          `seed ${seed}, node ${node.id}`,
        );
        if (expected.dims) dims++;
      }
      assert.ok(dims > 0, 'some nodes dim');
    }
  });

  it('keeps each game of a file to its own nodes, and reads old lowercase ids by their capitals', () => {
    const coll = parse('(;GM[1];B[aa];White[bb](;B[cc])(;B[dd]DimmeD[ee]))(;GM[1];B[ee];W[ff])');
    const [first, second] = coll.games;
    const facts = gameFacts(first);
    assert.deepEqual([facts.movesBelow(first.id), facts.movesBelow(second.id), facts.variationHead(second.children[0].id).head], [3, undefined, null]);
    assert.deepEqual([...facts.dimming], [first.children[0].children[0].children[1].id]);
    assert.equal(gameFacts(second).movesBelow(second.id), 2);
  });
});
