import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMove, applyEdits, deleteSubtree, moveVariation, promoteVariation, setProperty } from '../../../src/sgf/edit';
import { parse } from '../../../src/sgf/parse';
import { allNodes, findNodeAt, mainLine, pathTo, subtreeCounts } from '../../../src/sgf/tree';
import type { SgfNode } from '../../../src/sgf/types';

// complex.sgf from @sabaki/sgf: a 78 KB review with comments, markup and many nested variations.
const TEXT = readFileSync(join(__dirname, '../../fixtures/sgf/sabaki/complex.sgf'), 'utf8');

function signature(node: SgfNode, text: string): string {
  return text.slice(node.span.start, node.span.end);
}

describe('sgf edit: actions on a real annotated file (complex.sgf)', () => {
  const coll = parse(TEXT);
  const nodes = allNodes(coll);
  const sample = nodes.filter((_, i) => i % 3 === 1);

  it('parses without diagnostics and has variations to work on', () => {
    assert.deepEqual(coll.diagnostics, []);
    assert.ok(nodes.length === 287 && nodes.some((n) => n.children.length > 1), `${nodes.length} nodes`);
  });

  it('addMove adds exactly one node under the right parent, changing nothing else', () => {
    for (const node of sample) {
      const r = addMove(coll, node, 'B', [18, 0], { width: 19, height: 19 });
      if (r.existingChild !== undefined) continue;
      const text = applyEdits(TEXT, r.edits);
      const next = parse(text);
      assert.deepEqual(next.diagnostics, []);
      assert.equal(next.nodeCount, coll.nodeCount + 1);
      const added = findNodeAt(next, r.newNodeOffset!)!;
      assert.equal(signature(added, text), ';B[sa]');
      assert.deepEqual(
        pathTo(added.parent!).map((n) => signature(n, text)),
        pathTo(node).map((n) => signature(n, TEXT)),
      );
    }
  });

  it('deleteSubtree removes exactly the subtree', () => {
    for (const node of sample) {
      if (node.parent === null) continue;
      const text = applyEdits(TEXT, deleteSubtree(coll, node).edits);
      const next = parse(text);
      assert.deepEqual(next.diagnostics, []);
      assert.equal(next.nodeCount, coll.nodeCount - subtreeCounts(node).nodes);
    }
  });

  it('promoteVariation puts the node on the main line and keeps every node', () => {
    let promoted = 0;
    for (const node of sample) {
      const r = promoteVariation(coll, node);
      if (r.edits.length > 0) promoted++;
      const text = applyEdits(TEXT, r.edits);
      const next = parse(text);
      assert.deepEqual(next.diagnostics, []);
      assert.equal(next.nodeCount, coll.nodeCount);
      const moved = findNodeAt(next, r.newNodeOffset!)!;
      assert.equal(signature(moved, text), signature(node, TEXT));
      assert.ok(mainLine(next.games[0]).includes(moved));
    }
    assert.ok(promoted >= 20, `${promoted} promoted`);
  });

  it('moveVariation up then down restores the text', () => {
    let moved = 0;
    for (const node of sample) {
      const up = moveVariation(coll, node, 'up');
      if (up.edits.length === 0) continue;
      moved++;
      const text = applyEdits(TEXT, up.edits);
      const next = parse(text);
      const back = moveVariation(next, findNodeAt(next, up.newNodeOffset!)!, 'down');
      assert.equal(applyEdits(text, back.edits), TEXT);
    }
    assert.ok(moved >= 20, `${moved} moved`);
  });

  it('setProperty on a comment changes only that comment', () => {
    for (const node of sample) {
      const r = setProperty(coll, node, 'C', ['checked']);
      assert.equal(r.edits.length, 1);
      const text = applyEdits(TEXT, r.edits);
      const edit = r.edits[0];
      assert.equal(text.slice(0, edit.offset), TEXT.slice(0, edit.offset));
      assert.equal(text.slice(edit.offset + edit.text.length), TEXT.slice(edit.offset + edit.length));
      assert.deepEqual(parse(text).diagnostics, []);
    }
  });
});
