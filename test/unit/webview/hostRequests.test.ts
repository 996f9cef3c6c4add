import * as assert from 'node:assert/strict';
import { mock } from 'node:test';
import { posted } from './vscodeApiStub';
import type { NavigationTarget } from '../../../src/shared/protocol';
import { HostRequests, type PendingEdit } from '../../../src/webview/hostRequests';

/** A HostRequests whose answers to edits are recorded, showing node 7 of document version 3; steps go to the host. */
function requests(): { requests: HostRequests; answered: Array<[PendingEdit, boolean]> } {
  const answered: Array<[PendingEdit, boolean]> = [];
  const shown = {
    nodeId: () => 7,
    version: () => 3,
    stepHere: (_target: NavigationTarget) => false,
    editAnswered: (edit: PendingEdit, applied: boolean) => answered.push([edit, applied]),
  };
  return { requests: new HostRequests(shown), answered };
}

const play = (x: number, predicted = true): PendingEdit => ({ nodeId: null, action: { kind: 'play', point: [x, 0] }, predicted });

describe('webview: requests to the host and their guards', () => {
  beforeEach(() => {
    posted.length = 0;
    mock.timers.enable({ apis: ['setTimeout'] });
  });
  afterEach(() => mock.timers.reset());

  it('still gives up on a silent host after 10 s when more edits were queued behind the one in flight', () => {
    const { requests: r, answered } = requests();
    r.edit(play(0));
    r.edit(play(1));
    assert.equal(posted.length, 1);
    mock.timers.tick(10_000);
    assert.deepEqual(answered, [[play(0), false]]);
    assert.equal(posted.length, 2, 'the next edit goes');
  });

  it('still gives up on a silent host after 10 s when more steps were queued behind the one in flight', () => {
    const { requests: r } = requests();
    r.step('next');
    r.step('next');
    mock.timers.tick(10_000);
    assert.equal(posted.length, 2, 'the step in flight was given up on and the next went');
  });

  it('counts a move shown ahead whose edit is dropped for a newer one as refused', () => {
    const { requests: r, answered } = requests();
    for (let x = 0; x <= 11; x++) r.edit(play(x));
    assert.deepEqual(answered, [[play(1), false]], 'one in flight, ten waiting: the oldest waiting is dropped');
  });
});
