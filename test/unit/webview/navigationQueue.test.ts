import * as assert from 'node:assert/strict';
import { MAX_QUEUED_STEPS, NavigationQueue } from '../../../src/webview/navigationQueue';

describe('webview navigation queue', () => {
  it('sends the first step at once and holds the next ones until the host answers', () => {
    const queue = new NavigationQueue();
    assert.equal(queue.request('next'), 'next');
    assert.equal(queue.request('next'), null);
    assert.equal(queue.request('nextVariation'), null);
    assert.equal(queue.busy, true);
    assert.equal(queue.settled(), 'next');
    assert.equal(queue.settled(), 'nextVariation');
    assert.equal(queue.settled(), null);
    assert.equal(queue.busy, false);
    assert.equal(queue.request('previous'), 'previous');
  });

  it('keeps only the latest steps when keys repeat faster than the host answers', () => {
    const queue = new NavigationQueue();
    queue.request('next');
    for (let i = 0; i < MAX_QUEUED_STEPS + 5; i++) queue.request(i < 5 ? 'previous' : 'next');
    const sent: string[] = [];
    for (let step = queue.settled(); step !== null; step = queue.settled()) sent.push(step);
    assert.deepEqual(sent, new Array(MAX_QUEUED_STEPS).fill('next'));
  });

  it('forgets waiting steps on clear', () => {
    const queue = new NavigationQueue();
    queue.request('next');
    queue.request('next');
    queue.clear();
    assert.equal(queue.busy, false);
    assert.equal(queue.settled(), null);
  });
});
