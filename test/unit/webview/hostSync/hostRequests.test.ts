import * as assert from 'node:assert/strict';
import { mock } from 'node:test';
import { posted } from '../vscodeApiStub';
import type { NavigationTarget } from '../../../../src/shared/protocol';
import { HostRequests, MAX_QUEUED_STEPS, type PendingEdit } from '../../../../src/webview/hostSync/hostRequests';

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

  it('sends ten waiting steps the same way as one ten-move step, and keeps the steps of a held key while one is answered', () => {
    const { requests: r } = requests();
    const reply = (k: number) => r.take({ type: 'reply', inReplyTo: (posted[k] as { requestId: number }).requestId, outcome: 'applied' });
    r.step('next');
    for (let k = 0; k < 24; k++) r.step('next');
    r.step('previous');
    for (let k = 0; k < 3; k++) r.step('next');
    for (let k = 0; k < 10; k++) r.step('previous');
    for (let k = 0; posted.length > k; k++) reply(k);
    assert.deepEqual(
      posted.map((m) => (m as { target: string }).target),
      ['next', 'forward10', 'forward10', 'next', 'next', 'next', 'next', 'previous', 'next', 'next', 'next', 'back10'],
      'the first goes at once; the waiting ones go ten at a time where ten in a row go the same way',
    );
    posted.length = 0;
    for (let k = 0; k <= MAX_QUEUED_STEPS; k++) r.step('next');
    for (let k = 0; posted.length > k; k++) reply(k);
    assert.equal(posted.length, 1 + MAX_QUEUED_STEPS / 10, `${MAX_QUEUED_STEPS} waiting steps, none dropped, in ten-move steps`);
    assert.ok(MAX_QUEUED_STEPS >= 100);
  });

  it('takes a step made while an edit is on its way (a comment saved, then ←) after the edit is answered, from what it shows', () => {
    const { requests: r } = requests();
    r.edit({ nodeId: null, action: { kind: 'comment', text: 'Seen' } });
    r.step('previous');
    assert.deepEqual(
      posted.map((m) => (m as { type: string }).type),
      ['edit'],
      'the step waits: the host will show the node the edit shows',
    );
    r.take({ type: 'reply', inReplyTo: (posted[0] as { requestId: number }).requestId, outcome: 'applied' });
    assert.deepEqual(
      posted.map((m) => [(m as { type: string }).type, (m as { target?: string }).target]),
      [
        ['edit', undefined],
        ['navigate', 'previous'],
      ],
    );
    r.take({ type: 'reply', inReplyTo: (posted[1] as { requestId: number }).requestId, outcome: 'applied' });
    // A host that never answers the edit: the step still goes when the edit is given up on.
    posted.length = 0;
    r.edit({ nodeId: null, action: { kind: 'comment', text: 'Again' } });
    r.step('next');
    mock.timers.tick(10_000);
    assert.deepEqual(
      posted.map((m) => (m as { type: string }).type),
      ['edit', 'navigate'],
    );
  });

  it('keeps the order comment, step, play: the play made after ← goes after the step, on the node it leads to', () => {
    const { requests: r } = requests();
    const idOf = (k: number) => (posted[k] as { requestId: number }).requestId;
    r.edit({ nodeId: null, action: { kind: 'comment', text: 'Seen' } });
    r.step('previous');
    r.edit(play(2, false));
    r.take({ type: 'reply', inReplyTo: idOf(0), outcome: 'applied' });
    assert.deepEqual(
      posted.map((m) => (m as { type: string }).type),
      ['edit', 'navigate'],
      'the play waits for the step',
    );
    r.take({ type: 'reply', inReplyTo: idOf(1), outcome: 'applied' });
    assert.deepEqual(
      posted.map((m) => (m as { type: string }).type),
      ['edit', 'navigate', 'edit'],
      'the host took the step: the play goes now',
    );
  });

  it('sends a click made right after a jump (a variation mark) once the host has answered the jump, on the node it shows', () => {
    let node = 30;
    const r = new HostRequests({ nodeId: () => node, version: () => 3, stepHere: () => false, editAnswered: () => undefined });
    r.jump({ type: 'goToNode', nodeId: 31 });
    r.edit(play(9, false));
    assert.ok(r.busy, 'nothing is predicted from the node the jump leaves');
    assert.deepEqual(posted, [{ type: 'goToNode', nodeId: 31, requestId: 1 }], 'the click waits for the jump');
    node = 31;
    r.take({ type: 'reply', inReplyTo: 1, outcome: 'applied' });
    assert.deepEqual(
      posted.map((m) => [(m as { type: string }).type, (m as { nodeId: number }).nodeId]),
      [
        ['goToNode', 31],
        ['edit', 31],
      ],
      'the move is played after the node the jump showed',
    );
  });

  it('takes the steps made right after a jump (a tree click, then → →) from the node the jump shows, in the line it holds', () => {
    let node = 5;
    const taken: Array<[NavigationTarget, number]> = [];
    const stepHere = (target: NavigationTarget): boolean => (taken.push([target, node]), (node += 1), true);
    const r = new HostRequests({ nodeId: () => node, version: () => 3, stepHere, editAnswered: () => undefined });
    r.jump({ type: 'goToMove', fromNodeId: 5, moveNumber: 40 });
    r.step('next');
    r.step('next');
    assert.deepEqual(taken, [], 'the steps wait for the jump');
    node = 40;
    r.take({ type: 'reply', inReplyTo: 1, outcome: 'applied' });
    assert.deepEqual(taken, [
      ['next', 40],
      ['next', 41],
    ]);
    assert.equal(r.busy, false);
  });

  it('lets a second jump replace the steps and jumps waiting, after the one in flight; a jump does not wait for an edit in flight', () => {
    const { requests: r } = requests();
    r.jump({ type: 'goToNode', nodeId: 1 });
    r.step('next');
    r.jump({ type: 'goToNode', nodeId: 2 });
    r.jump({ type: 'selectGame', gameIndex: 3 });
    assert.equal(posted.length, 1);
    r.take({ type: 'reply', inReplyTo: 1, outcome: 'applied' });
    assert.deepEqual(posted.slice(1), [{ type: 'selectGame', gameIndex: 3, requestId: 2 }], 'only the last jump goes');
    r.take({ type: 'reply', inReplyTo: 2, outcome: 'applied' });
    posted.length = 0;
    r.edit({ nodeId: null, action: { kind: 'comment', text: 'Seen' } });
    r.step('next');
    r.jump({ type: 'goToNode', nodeId: 9 });
    assert.deepEqual(
      posted.map((m) => [(m as { type: string }).type, (m as { nodeId?: number }).nodeId]),
      [
        ['edit', 7],
        ['goToNode', 9],
      ],
      'the tree click goes with the id it was made on, before the edit re-reads the file; the step is dropped',
    );
  });

  it('keeps the steps an edit waiting after them depends on when a jump comes (→ in flight, →, a click, then the tree)', () => {
    let node = 10;
    const r = new HostRequests({ nodeId: () => node, version: () => 3, stepHere: () => false, editAnswered: () => undefined });
    const reply = (k: number, moved = true) => {
      if (moved) node += 1;
      r.take({ type: 'reply', inReplyTo: (posted[k] as { requestId: number }).requestId, outcome: 'applied' });
    };
    r.step('next');
    r.step('next');
    r.edit(play(4, false));
    r.jump({ type: 'goToNode', nodeId: 30 });
    reply(0);
    reply(1);
    reply(2, false);
    assert.deepEqual(
      posted.map((m) => [(m as { type: string }).type, (m as { fromNodeId?: number; nodeId?: number }).fromNodeId ?? (m as { nodeId: number }).nodeId]),
      [
        ['navigate', 10],
        ['navigate', 11],
        ['edit', 12],
        ['goToNode', 30],
      ],
    );
  });

  it('sends a save (Ctrl+S in the comment) at once with no edit waiting, else after the edits made before it are answered', () => {
    const { requests: r } = requests();
    const types = () => posted.map((m) => (m as { type: string }).type);
    const reply = (k: number) => r.take({ type: 'reply', inReplyTo: (posted[k] as { requestId: number }).requestId, outcome: 'applied' });
    r.save();
    assert.deepEqual(types(), ['save'], 'nothing to wait for');
    posted.length = 0;
    r.step('next');
    r.save();
    assert.deepEqual(types(), ['navigate', 'save'], 'a step does not change the file: the save goes at once');
    reply(0);
    posted.length = 0;
    const comment: PendingEdit = { nodeId: 7, action: { kind: 'comment', text: 'Typed' } };
    r.edit(comment);
    r.edit(play(0));
    r.save();
    r.step('next');
    assert.deepEqual(types(), ['edit'], 'the save waits for both edits; the step after it waits too');
    reply(0);
    assert.deepEqual(types(), ['edit', 'edit']);
    reply(1);
    assert.deepEqual(types(), ['edit', 'edit', 'save', 'navigate'], 'the save, then the step');
  });

  it('keeps a save waiting behind an edit when a jump drops the steps waiting', () => {
    const { requests: r } = requests();
    const types = () => posted.map((m) => (m as { type: string }).type);
    r.step('next');
    r.edit({ nodeId: 7, action: { kind: 'comment', text: 'Typed' } });
    r.save();
    r.jump({ type: 'goToNode', nodeId: 2 });
    r.take({ type: 'reply', inReplyTo: (posted[0] as { requestId: number }).requestId, outcome: 'applied' });
    assert.deepEqual(types(), ['navigate', 'edit']);
    r.take({ type: 'reply', inReplyTo: (posted[1] as { requestId: number }).requestId, outcome: 'applied' });
    assert.deepEqual(types(), ['navigate', 'edit', 'save', 'goToNode']);
  });

  it('returns the edits it drops after a refused move shown ahead (a comment among them goes again), and keeps a save', () => {
    const { requests: r } = requests();
    const types = () => posted.map((m) => (m as { type: string }).type);
    const comment: PendingEdit = { nodeId: 7, action: { kind: 'comment', text: 'Typed' } };
    r.edit(play(0));
    r.edit(play(1));
    r.edit(comment);
    r.save();
    assert.deepEqual(r.dropWaitingEdits(), [play(1), comment]);
    r.take({ type: 'reply', inReplyTo: (posted[0] as { requestId: number }).requestId, outcome: 'refused', code: 'occupied' });
    assert.deepEqual(types(), ['edit', 'save']);
  });

  it('counts a move shown ahead whose edit is dropped for a newer one as refused', () => {
    const { requests: r, answered } = requests();
    for (let x = 0; x <= 11; x++) r.edit(play(x));
    assert.deepEqual(answered, [[play(1), false]], 'one in flight, ten waiting: the oldest waiting is dropped');
  });
});
