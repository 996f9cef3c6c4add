import * as assert from 'node:assert/strict';
import { lineWindow, navigate } from '../../../src/editor';
import { navigationTargets } from '../../../src/shared/protocol';
import { allNodes } from '../../../src/sgf/tree';
import { HeldLine } from '../../../src/webview/heldLine';
import { openFixture, openText } from '../editor/editor.helpers';
import { branchyTreeText } from '../editor/view/treeLayout.helpers';

const options = { variations: 'auto', moveNumbers: false } as const;

describe('webview: stepping through the line it holds', () => {
  it('takes every step it can exactly where the host would go, and leaves the others to the host', () => {
    const g = openText(branchyTreeText(400, 7));
    const root = g.coll.games[0];
    let local = 0;
    let asked = 0;
    for (const node of allNodes(g.coll)) {
      const held = new HeldLine();
      held.reset(3);
      assert.equal(held.take(3, lineWindow(g.replay, node, options, { behind: 4, ahead: 6 })), true);
      for (const target of navigationTargets) {
        const step = held.step(node.id, target);
        if (step === null) {
          asked++;
          continue;
        }
        local++;
        assert.equal(step.view.nodeId, navigate(root, node, target).id, `${target} from node ${node.id}`);
      }
    }
    assert.ok(local > 1000 && asked > 1000, `${local} steps taken here, ${asked} asked`);
  });

  it('steps next, previous, ten at a time and to the end inside a window, and asks for start and variations', () => {
    const g = openFixture('variations.sgf');
    const held = new HeldLine();
    held.reset(1);
    const dp = g.at(';W[dp]');
    held.take(1, lineWindow(g.replay, dp, options, { behind: 10, ahead: 10 }));
    const id = (target: Parameters<HeldLine['step']>[1]): number | null => held.step(dp.id, target)?.view.nodeId ?? null;
    assert.deepEqual(
      [id('next'), id('previous'), id('forward10'), id('back10'), id('end'), id('start'), id('nextVariation'), id('previousVariation')],
      [g.at(';B[pq]').id, g.at(';B[pd]').id, g.at(';B[qk]').id, 0, g.at(';B[qk]').id, null, null, null],
    );
    assert.equal(held.step(g.at(';B[qk]').id, 'next')?.view.nodeId, g.at(';B[qk]').id, 'the end of the line stays put');
    assert.equal(held.step(g.at(';B[fc]').id, 'previous'), null, 'a node not held');
  });

  it('drops the line when a newer node message arrives, and refuses a line sent for an older one', () => {
    const g = openFixture('variations.sgf');
    const entries = lineWindow(g.replay, g.at(';W[dp]'), options, { behind: 10, ahead: 10 });
    const held = new HeldLine();
    held.reset(1);
    held.take(1, entries);
    assert.equal(held.size, 6);
    held.reset(2);
    assert.equal(held.size, 0);
    assert.equal(held.take(1, entries), false);
    assert.equal(held.step(g.at(';W[dp]').id, 'next'), null);
    assert.equal(held.take(2, entries), true);
    assert.equal(held.sequence, 2);
  });
});
