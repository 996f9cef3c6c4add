import * as assert from 'node:assert/strict';
import { RequestQueue } from '../../../../src/webview/hostSync/requestQueue';

/** A queue with ids from 1, as one webview hands them out. */
function queue<T>(maxWaiting = 3): RequestQueue<T> {
  let id = 0;
  return new RequestQueue<T>(maxWaiting, () => ++id);
}

describe('webview request queue: one request in flight, settled by the reply to its id', () => {
  it('sends the first request at once and the next one only when the reply to the first arrives', () => {
    const steps = queue<string>();
    assert.deepEqual(steps.request('next'), { id: 1, request: 'next' });
    assert.equal(steps.request('next'), null);
    assert.equal(steps.request('nextVariation'), null);
    assert.equal(steps.busy, true);
    assert.deepEqual(steps.settle(1), { id: 2, request: 'next' });
    assert.deepEqual(steps.settle(2), { id: 3, request: 'nextVariation' });
    assert.equal(steps.settle(3), null);
    assert.equal(steps.busy, false);
    assert.deepEqual(steps.request('previous'), { id: 4, request: 'previous' });
  });

  it('ignores a reply to another request (an answer to one given up on) and keeps waiting for its own', () => {
    const edits = queue<string>();
    edits.request('comment');
    edits.request('play');
    assert.equal(edits.awaits(1), true);
    assert.equal(edits.settle(7), null);
    assert.equal(edits.busy, true);
    assert.deepEqual(edits.settle(1), { id: 2, request: 'play' });
    assert.equal(edits.settle(1), null, 'a second reply to the same request changes nothing');
    assert.equal(edits.awaits(2), true);
  });

  it('keeps only the latest waiting requests when they come faster than the replies', () => {
    const steps = queue<number>(3);
    steps.request(0);
    for (let k = 1; k <= 6; k++) steps.request(k);
    const sent: number[] = [];
    for (let next = steps.settle(1); next !== null; next = steps.settle(next.id)) sent.push(next.request);
    assert.deepEqual(sent, [4, 5, 6]);
  });

  it('goes on with the next request when the host is given up on', () => {
    const steps = queue<string>();
    steps.request('next');
    steps.request('end');
    assert.deepEqual(steps.abandon(), { id: 2, request: 'end' });
    assert.equal(steps.settle(1), null, 'the late reply to the abandoned request settles nothing');
    steps.request('previous');
    steps.dropWaiting();
    assert.equal(steps.abandon(), null, 'nothing waits after the one in flight');
    assert.equal(steps.busy, false);
  });
});
