import * as assert from 'node:assert/strict';
import type { NodeView } from '../../../../src/shared/views';
import { Predictions, type HostNode } from '../../../../src/webview/hostSync/predictions';

/** A stand-in view: only its id matters here. */
const view = (nodeId: number): NodeView => ({ nodeId }) as NodeView;
const host = (nodeId: number): HostNode => ({ view: view(nodeId), nodeOffset: nodeId * 10 });

describe('webview: moves shown ahead of the host, and the host nodes held back meanwhile', () => {
  it('shows a host node at once when no move waits, and hands out negative ids that never repeat', () => {
    const p = new Predictions();
    assert.equal(p.hostNode(host(5)), true);
    assert.deepEqual([p.nextId(), p.nextId(), p.nextId()], [-1, -2, -3]);
    assert.equal(p.active, false);
  });

  it('holds back the nodes of two quick moves until both are answered, then shows the last host node', () => {
    const p = new Predictions();
    p.hostNode(host(5));
    p.add(view(-1));
    p.add(view(-2));
    assert.equal(p.newest?.nodeId, -2);
    assert.equal(p.hostNode(host(6)), false, "the first move's node would step the board back under the second");
    assert.equal(p.settle(true), null);
    assert.equal(p.hostNode(host(7)), false);
    assert.deepEqual(p.settle(true), host(7));
    assert.equal(p.active, false);
    assert.equal(p.hostNode(host(8)), true);
  });

  it('drops every move after one the host refused and shows the host node it has', () => {
    const p = new Predictions();
    p.hostNode(host(5));
    p.add(view(-1));
    p.add(view(-2));
    p.add(view(-3));
    assert.deepEqual(p.settle(false), host(5));
    assert.deepEqual([p.active, p.unanswered.length, p.settle(true)], [false, 0, null]);
  });
});
