import * as assert from 'node:assert/strict';
import { lineWindow, navigate } from '../../../../src/editor';
import { navigationTargets } from '../../../../src/shared/protocol';
import { allNodes } from '../../../../src/sgf/tree';
import { HeldLine, MAX_HELD } from '../../../../src/webview/hostSync/heldLine';
import { deepLineText, openFixture, openText } from '../../editor/editor.helpers';
import { branchyTreeText } from '../../editor/view/treeLayout.helpers';

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

  it('drops the line when a node message of another line arrives, and refuses a window sent for another line', () => {
    const g = openFixture('variations.sgf');
    const entries = lineWindow(g.replay, g.at(';W[dp]'), options, { behind: 10, ahead: 10 });
    const held = new HeldLine();
    held.reset(1);
    held.take(1, entries);
    assert.equal(held.size, 6);
    held.reset(1);
    assert.equal(held.size, 6, 'a node message in the same line (a step the board asked for) keeps it');
    held.reset(2);
    assert.equal(held.size, 0);
    assert.equal(held.take(1, entries), false);
    assert.equal(held.step(g.at(';W[dp]').id, 'next'), null);
    assert.equal(held.take(2, entries), true);
    assert.equal(held.sequence, 2);
  });

  it('adds up the windows of one line, so that one that comes late still extends what is held', () => {
    const deep = openText(deepLineText(1400));
    const nodes = [deep.coll.games[0]];
    while (nodes[nodes.length - 1].children.length > 0) nodes.push(nodes[nodes.length - 1].children[0]);
    const held = new HeldLine();
    held.reset(5);
    held.take(5, lineWindow(deep.replay, nodes[100], options, { behind: 48, ahead: 64 }));
    held.take(5, lineWindow(deep.replay, nodes[60], options, { behind: 48, ahead: 64 }));
    assert.equal(held.size, 164 - 12 + 1, 'nodes 12 to 164');
    assert.equal(held.step(nodes[12].id, 'previous'), null);
    assert.equal(held.step(nodes[163].id, 'next')?.view.nodeId, nodes[164].id);
    assert.equal(held.step(nodes[150].id, 'forward10')?.view.nodeId, nodes[160].id);
    let at = 160;
    for (; held.size + 113 <= MAX_HELD; at += 100) held.take(5, lineWindow(deep.replay, nodes[at], options, { behind: 48, ahead: 64 }));
    const before = held.size;
    held.take(5, lineWindow(deep.replay, nodes[at], options, { behind: 48, ahead: 64 }));
    assert.deepEqual([before > MAX_HELD - 113, held.size], [true, 113], 'beyond MAX_HELD it starts afresh');
  });
});
