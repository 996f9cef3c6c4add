import * as assert from 'node:assert/strict';
import { parseFromWebview } from '../../../src/shared/protocol';

describe('protocol: messages from the webview are validated at run time', () => {
  it('accepts well-formed ready and navigate messages, keeping only their known fields', () => {
    assert.deepEqual(parseFromWebview({ type: 'ready', nodeId: null }), { type: 'ready', nodeId: null });
    assert.deepEqual(parseFromWebview({ type: 'ready', nodeId: 12 }), { type: 'ready', nodeId: 12 });
    assert.deepEqual(parseFromWebview({ type: 'navigate', fromNodeId: 3, target: 'end', extra: '<script>' }), { type: 'navigate', fromNodeId: 3, target: 'end' });
  });

  it('rejects unknown types, missing or mistyped fields and non-objects', () => {
    const bad: unknown[] = [
      null, 'ready', 42, [], {}, { type: 'play' },
      { type: 'ready' }, { type: 'ready', nodeId: -1 }, { type: 'ready', nodeId: 1.5 }, { type: 'ready', nodeId: '1' },
      { type: 'navigate', fromNodeId: 3 }, { type: 'navigate', fromNodeId: 3, target: 'sideways' }, { type: 'navigate', target: 'next' },
    ];
    for (const message of bad) assert.equal(parseFromWebview(message), null, JSON.stringify(message));
  });
});
