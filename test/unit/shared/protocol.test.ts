import * as assert from 'node:assert/strict';
import { parseFromWebview } from '../../../src/shared/protocol';

describe('protocol: messages from the webview are validated at run time', () => {
  it('accepts well-formed ready and navigate messages, keeping only their known fields', () => {
    assert.deepEqual(parseFromWebview({ type: 'ready', nodeId: null }), { type: 'ready', nodeId: null });
    assert.deepEqual(parseFromWebview({ type: 'ready', nodeId: 12 }), { type: 'ready', nodeId: 12 });
    assert.deepEqual(parseFromWebview({ type: 'navigate', fromNodeId: 3, target: 'end', extra: '<script>' }), { type: 'navigate', fromNodeId: 3, target: 'end' });
  });

  it('accepts a click on a text board with its point and document version', () => {
    assert.deepEqual(parseFromWebview({ type: 'clickPoint', x: 0, y: 4, version: 7, extra: 1 }), { type: 'clickPoint', x: 0, y: 4, version: 7 });
  });

  it('rejects unknown types, missing or mistyped fields and non-objects', () => {
    const bad: unknown[] = [
      null, 'ready', 42, [], {}, { type: 'play' },
      { type: 'ready' }, { type: 'ready', nodeId: -1 }, { type: 'ready', nodeId: 1.5 }, { type: 'ready', nodeId: '1' },
      { type: 'navigate', fromNodeId: 3 }, { type: 'navigate', fromNodeId: 3, target: 'sideways' }, { type: 'navigate', target: 'next' },
      { type: 'clickPoint', x: 1, y: 1 }, { type: 'clickPoint', x: -1, y: 0, version: 1 }, { type: 'clickPoint', x: 0, y: '0', version: 1 },
      { type: 'clickPoint', x: 0, y: 0, version: 1.5 }, { type: 'clickPoint', x: Infinity, y: 0, version: 1 },
    ];
    for (const message of bad) assert.equal(parseFromWebview(message), null, JSON.stringify(message));
  });
});
