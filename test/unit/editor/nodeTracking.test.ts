import * as assert from 'node:assert/strict';
import { GameView } from '../../../src/editor/gameView';
import { restoredNode } from '../../../src/editor/nodeTracking';

function open(text: string): GameView {
  const game = GameView.fromText(text);
  if (!(game instanceof GameView)) throw new Error(game.error);
  return game;
}

/** The text of the node a restored webview shows. */
function shownText(text: string, saved: { nodeId: number | null; nodeOffset: number | null }): string {
  const node = restoredNode(open(text), saved);
  return text.slice(node.span.start, node.span.end);
}

describe('the node a restarted board shows (reload, hot exit)', () => {
  const text = '(;SZ[9];B[aa];W[bb](;B[cc];W[dd])(;B[ee]))';

  it('shows the saved node when the text did not change (offset and id agree)', () => {
    assert.equal(shownText(text, { nodeId: 4, nodeOffset: text.indexOf(';B[cc]') }), ';B[cc]');
  });

  it('prefers the node starting at the saved offset when the text changed and ids moved', () => {
    const edited = '(;SZ[9];B[aa];W[bb](;B[cc];W[dd])(;B[ee];W[ff]))';
    assert.equal(shownText(edited, { nodeId: 99, nodeOffset: edited.indexOf(';B[ee]') }), ';B[ee]');
    assert.equal(shownText(edited, { nodeId: 2, nodeOffset: edited.indexOf(';B[ee]') }), ';B[ee]');
  });

  it('falls back to the saved id, then to the node containing the offset, then to the root', () => {
    assert.equal(shownText(text, { nodeId: 2, nodeOffset: null }), ';W[bb]');
    assert.equal(shownText(text, { nodeId: 99, nodeOffset: text.indexOf('[dd]') }), ';W[dd]');
    assert.equal(shownText(text, { nodeId: 99, nodeOffset: null }), ';SZ[9]');
    assert.equal(shownText(text, { nodeId: null, nodeOffset: 10_000 }), ';SZ[9]');
  });
});
