import * as assert from 'node:assert/strict';
import { EditGate, MAX_WAITING_EDITS } from '../../../src/webview/editGate';

describe('webview edit gate', () => {
  it('sends the first edit at once and holds the next until the document changed', () => {
    const gate = new EditGate();
    const comment = { nodeId: 3, action: { kind: 'comment', text: 'x' } } as const;
    const play = { nodeId: 3, action: { kind: 'play', point: [2, 2] } } as const;
    assert.deepEqual(gate.request(comment), comment);
    assert.equal(gate.request(play), null);
    assert.deepEqual(gate.settled(), play);
    assert.equal(gate.settled(), null);
    assert.deepEqual(gate.request(comment), comment);
  });

  it('keeps only the latest waiting edits', () => {
    const gate = new EditGate();
    gate.request({ nodeId: 0, action: { kind: 'delete' } });
    for (let i = 1; i <= MAX_WAITING_EDITS + 2; i++) gate.request({ nodeId: i, action: { kind: 'delete' } });
    const released: number[] = [];
    for (let edit = gate.settled(); edit !== null; edit = gate.settled()) released.push(edit.nodeId);
    assert.deepEqual(
      released,
      Array.from({ length: MAX_WAITING_EDITS }, (_, i) => i + 3),
    );
  });
});
