import * as assert from 'node:assert/strict';
import { malformedRequestId, MAX_TEXT_LENGTH, parseFromSgfEditor, parseFromTextBoard } from '../../../src/shared/parseMessage';

describe('protocol: messages from the webview are validated at run time', () => {
  it('accepts well-formed ready and navigate messages, keeping only their known fields', () => {
    assert.deepEqual(parseFromSgfEditor({ type: 'ready', nodeId: null, nodeOffset: null, gameIndex: null }), {
      type: 'ready',
      nodeId: null,
      nodeOffset: null,
      gameIndex: null,
    });
    assert.deepEqual(parseFromSgfEditor({ type: 'ready', nodeId: 12, nodeOffset: 40, gameIndex: 1 }), {
      type: 'ready',
      nodeId: 12,
      nodeOffset: 40,
      gameIndex: 1,
    });
    assert.deepEqual(parseFromSgfEditor({ type: 'ready' }), { type: 'ready', nodeId: null, nodeOffset: null, gameIndex: null });
    assert.deepEqual(parseFromSgfEditor({ type: 'navigate', requestId: 1, fromNodeId: 3, target: 'end', extra: '<script>' }), {
      type: 'navigate',
      requestId: 1,
      fromNodeId: 3,
      target: 'end',
    });
    assert.deepEqual(parseFromSgfEditor({ type: 'navigate', requestId: 2, fromNodeId: 3, target: 'previousVariation' }), {
      type: 'navigate',
      requestId: 2,
      fromNodeId: 3,
      target: 'previousVariation',
    });
  });

  it('accepts tree clicks, the move slider and the game picker, each with the request id its reply will name', () => {
    assert.deepEqual(parseFromSgfEditor({ type: 'goToNode', requestId: 4, nodeId: 9 }), { type: 'goToNode', requestId: 4, nodeId: 9 });
    assert.deepEqual(parseFromSgfEditor({ type: 'goToMove', requestId: 5, fromNodeId: 9, moveNumber: 0 }), {
      type: 'goToMove',
      requestId: 5,
      fromNodeId: 9,
      moveNumber: 0,
    });
    assert.deepEqual(parseFromSgfEditor({ type: 'selectGame', requestId: 6, gameIndex: 2 }), { type: 'selectGame', requestId: 6, gameIndex: 2 });
  });

  it('finds the request id of a malformed step, jump or edit, so that it can still be answered', () => {
    assert.equal(malformedRequestId({ type: 'goToNode', requestId: 7, nodeId: -1 }), 7);
    assert.equal(malformedRequestId({ type: 'navigate', requestId: 8, target: 'sideways' }), 8);
    assert.equal(malformedRequestId({ type: 'goToNode', nodeId: -1 }), null);
    assert.equal(malformedRequestId({ type: 'score', requestId: 9 }), null, 'score mode answers with its own message');
    assert.equal(malformedRequestId({ type: 'edit', requestId: -1 }), null);
    assert.equal(malformedRequestId('edit'), null);
  });

  it('takes every rasterized reply with a request id as its answer: a PNG, an error, or (malformed PNG) an error', () => {
    for (const parse of [parseFromSgfEditor, parseFromTextBoard]) {
      assert.deepEqual(parse({ type: 'rasterized', inReplyTo: 3, png: 'iVBORw0K' }), { type: 'rasterized', inReplyTo: 3, png: 'iVBORw0K' });
      assert.deepEqual(parse({ type: 'rasterized', inReplyTo: 3, error: 'no canvas' }), { type: 'rasterized', inReplyTo: 3, error: 'no canvas' });
      assert.deepEqual(parse({ type: 'rasterized', inReplyTo: 3, png: 'not base64!' }), {
        type: 'rasterized',
        inReplyTo: 3,
        error: 'the board view sent no readable PNG',
      });
      assert.equal(parse({ type: 'rasterized', png: 'iVBORw0K' }), null);
    }
  });

  it('accepts problem moves (a pass too) and problem actions, and rejects unknown actions', () => {
    assert.deepEqual(parseFromSgfEditor({ type: 'problemMove', requestId: 1, nodeId: 4, point: [2, 3], extra: 1 }), {
      type: 'problemMove',
      requestId: 1,
      nodeId: 4,
      point: [2, 3],
    });
    assert.deepEqual(parseFromSgfEditor({ type: 'problemMove', requestId: 1, nodeId: 4, point: null }), {
      type: 'problemMove',
      requestId: 1,
      nodeId: 4,
      point: null,
    });
    assert.deepEqual(parseFromSgfEditor({ type: 'problemAction', requestId: 2, action: 'hint' }), { type: 'problemAction', requestId: 2, action: 'hint' });
    assert.equal(parseFromSgfEditor({ type: 'problemAction', requestId: 2, action: 'cheat' }), null);
    assert.equal(parseFromTextBoard({ type: 'problemAction', requestId: 2, action: 'hint' }), null);
  });

  it('accepts a click on a text board with its point and document version', () => {
    assert.deepEqual(parseFromTextBoard({ type: 'clickPoint', x: 0, y: 4, version: 7, extra: 1 }), { type: 'clickPoint', x: 0, y: 4, version: 7 });
  });

  it('accepts every kind of edit action, copying points and dropping unknown fields', () => {
    const actions = [
      { kind: 'play', point: [3, 15] },
      { kind: 'play', point: null },
      { kind: 'delete' },
      { kind: 'promote' },
      { kind: 'moveVariation', direction: 'down' },
      { kind: 'setup', point: [0, 0], stone: 'empty' },
      { kind: 'mark', shape: 'LB', point: [51, 51] },
      { kind: 'line', shape: 'AR', from: [0, 0], to: [2, 2] },
      { kind: 'comment', text: '<b>not html</b>' },
      { kind: 'moveAnnotation', value: 'TE', emphasis: 2 },
      { kind: 'moveAnnotation', value: null, emphasis: 1 },
      { kind: 'positionAnnotation', value: 'UC', emphasis: 1 },
      { kind: 'hotspot', on: true },
      { kind: 'gameInfo', field: 'PB', value: 'Honinbo Shusaku' },
    ];
    for (const action of actions) {
      assert.deepEqual(parseFromSgfEditor({ type: 'edit', requestId: 8, nodeId: 4, version: 2, action: { ...action, extra: 1 } }), {
        type: 'edit',
        requestId: 8,
        nodeId: 4,
        version: 2,
        action,
      });
    }
  });

  it('rejects unknown types, missing or mistyped fields and non-objects', () => {
    const bad: unknown[] = [
      null,
      'ready',
      42,
      [],
      {},
      { type: 'play' },
      { type: 'ready', nodeId: -1 },
      { type: 'ready', nodeId: 1.5 },
      { type: 'ready', nodeId: '1' },
      { type: 'ready', gameIndex: -2 },
      { type: 'navigate', requestId: 1, fromNodeId: 3 },
      { type: 'navigate', requestId: 1, fromNodeId: 3, target: 'sideways' },
      { type: 'navigate', requestId: 1, target: 'next' },
      { type: 'navigate', fromNodeId: 3, target: 'next' },
      { type: 'navigate', requestId: -1, fromNodeId: 3, target: 'next' },
      { type: 'edit', nodeId: 1, version: 1, action: { kind: 'delete' } },
      { type: 'goToNode' },
      { type: 'goToNode', nodeId: 9 },
      { type: 'goToMove', requestId: 1, fromNodeId: 1, moveNumber: -1 },
      { type: 'goToMove', fromNodeId: 1, moveNumber: 1 },
      { type: 'selectGame', requestId: 1, gameIndex: 'x' },
      { type: 'selectGame', gameIndex: 2 },
    ];
    for (const message of bad) assert.equal(parseFromSgfEditor(message), null, JSON.stringify(message));
    const badClicks: unknown[] = [
      null,
      { type: 'clickPoint', x: 1, y: 1 },
      { type: 'clickPoint', x: -1, y: 0, version: 1 },
      { type: 'clickPoint', x: 0, y: '0', version: 1 },
      { type: 'clickPoint', x: 0, y: 0, version: 1.5 },
      { type: 'clickPoint', x: Infinity, y: 0, version: 1 },
      { type: 'ready', nodeId: -1 },
    ];
    for (const message of badClicks) assert.equal(parseFromTextBoard(message), null, JSON.stringify(message));
  });

  it('takes from each mode only its own messages: a board editor no text-board click, a text board no game message', () => {
    assert.equal(parseFromSgfEditor({ type: 'clickPoint', x: 0, y: 4, version: 7 }), null);
    for (const message of [
      { type: 'navigate', requestId: 1, fromNodeId: 3, target: 'end' },
      { type: 'score', requestId: 1, nodeId: 0 },
      { type: 'goToNode', requestId: 1, nodeId: 9 },
      { type: 'save' },
    ]) {
      assert.ok(parseFromSgfEditor(message) !== null);
      assert.equal(parseFromTextBoard(message), null, JSON.stringify(message));
    }
    assert.deepEqual(parseFromTextBoard({ type: 'ready' }), { type: 'ready', nodeId: null, nodeOffset: null, gameIndex: null });
    assert.deepEqual(parseFromSgfEditor({ type: 'save', extra: 1 }), { type: 'save' });
  });

  it('rejects malformed edit actions and edits without a node or version', () => {
    const badActions: unknown[] = [
      null,
      {},
      { kind: 'resign' },
      { kind: 'play' },
      { kind: 'play', point: [1] },
      { kind: 'play', point: [52, 0] },
      { kind: 'play', point: [-1, 0] },
      { kind: 'moveVariation', direction: 'left' },
      { kind: 'setup', point: [0, 0], stone: 'X' },
      { kind: 'mark', shape: 'AR', point: [0, 0] },
      { kind: 'line', shape: 'TR', from: [0, 0], to: [1, 1] },
      { kind: 'comment', text: 5 },
      { kind: 'comment', text: 'x'.repeat(MAX_TEXT_LENGTH + 1) },
      { kind: 'moveAnnotation', value: 'GB', emphasis: 1 },
      { kind: 'moveAnnotation', value: 'BM', emphasis: 3 },
      { kind: 'positionAnnotation', value: 'TE', emphasis: 1 },
      { kind: 'hotspot', on: 1 },
      { kind: 'gameInfo', field: 'B', value: 'dd' },
    ];
    for (const action of badActions)
      assert.equal(parseFromSgfEditor({ type: 'edit', requestId: 1, nodeId: 1, version: 1, action }), null, JSON.stringify(action));
    assert.equal(parseFromSgfEditor({ type: 'edit', requestId: 1, version: 1, action: { kind: 'delete' } }), null);
    assert.equal(parseFromSgfEditor({ type: 'edit', requestId: 1, nodeId: 1, action: { kind: 'delete' } }), null);
  });
});
