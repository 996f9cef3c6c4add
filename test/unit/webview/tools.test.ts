import * as assert from 'node:assert/strict';
import { clickAction, editMessage, isTool, tools } from '../../../src/webview/tools';

describe('webview tools', () => {
  it('turns a click with the play tool into a play at that point', () => {
    assert.deepEqual(clickAction('play', [3, 15], null), { action: { kind: 'play', point: [3, 15] }, pending: null });
  });

  it('turns setup clicks into setup actions with the tool stone', () => {
    assert.deepEqual(clickAction('setup-B', [0, 0], null).action, { kind: 'setup', point: [0, 0], stone: 'B' });
    assert.deepEqual(clickAction('setup-W', [1, 2], null).action, { kind: 'setup', point: [1, 2], stone: 'W' });
    assert.deepEqual(clickAction('setup-empty', [4, 4], null).action, { kind: 'setup', point: [4, 4], stone: 'empty' });
  });

  it('turns mark tools into mark actions of their shape', () => {
    for (const shape of ['TR', 'SQ', 'CR', 'MA', 'LB'] as const) {
      assert.deepEqual(clickAction(shape, [2, 5], null), { action: { kind: 'mark', shape, point: [2, 5] }, pending: null });
    }
  });

  it('selects the start of an arrow on the first click and sends the arrow on the second', () => {
    const first = clickAction('AR', [2, 2], null);
    assert.deepEqual(first, { action: null, pending: [2, 2] });
    assert.deepEqual(clickAction('AR', [6, 3], first.pending), { action: { kind: 'line', shape: 'AR', from: [2, 2], to: [6, 3] }, pending: null });
  });

  it('sends a line with the LN tool and cancels when the start point is clicked again', () => {
    assert.deepEqual(clickAction('LN', [0, 8], [8, 0]).action, { kind: 'line', shape: 'LN', from: [8, 0], to: [0, 8] });
    assert.deepEqual(clickAction('LN', [8, 0], [8, 0]), { action: null, pending: null });
  });

  it('drops a pending start point when another tool clicks', () => {
    assert.deepEqual(clickAction('play', [1, 1], [5, 5]).pending, null);
  });

  it('wraps an action in an edit message with the node and the document version', () => {
    assert.deepEqual(editMessage(5, 42, 7, { kind: 'play', point: null }), {
      type: 'edit',
      requestId: 5,
      nodeId: 42,
      version: 7,
      action: { kind: 'play', point: null },
    });
  });

  it('recognises exactly the eleven tools', () => {
    assert.deepEqual(tools, ['play', 'setup-B', 'setup-W', 'setup-empty', 'TR', 'SQ', 'CR', 'MA', 'LB', 'AR', 'LN']);
    assert.equal(isTool('LN'), true);
    assert.equal(isTool('pass'), false);
    assert.equal(isTool(3), false);
  });
});
