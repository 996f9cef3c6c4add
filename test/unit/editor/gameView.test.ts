import * as assert from 'node:assert/strict';
import { mapRange } from '../../../src/boardText/tracking';
import { GameView } from '../../../src/editor/gameView';

function open(text: string): GameView {
  const game = GameView.fromText(text);
  if (!(game instanceof GameView)) throw new Error(game.error);
  return game;
}

/** The id of the node whose text starts at `needle`. */
function nodeIdOf(text: string, needle: string): number {
  const found = GameView.atOffset(text, text.indexOf(needle) + 1);
  if ('error' in found) throw new Error(found.error);
  return found.nodeId;
}

describe('the node shown follows edits of the SGF text', () => {
  const before = '(;SZ[9];B[aa];W[bb];B[cc];W[dd])';
  const after = '(;SZ[9];B[ee];W[ff];B[aa];W[bb];B[cc];W[dd])';
  const insertion = [{ rangeOffset: before.indexOf(';B[aa]'), rangeLength: 0, text: ';B[ee];W[ff]' }];

  it('keeps showing B[cc] when two moves are inserted after the root (its id changes from 3 to 5)', () => {
    const game = open(before);
    const shown = nodeIdOf(before, ';B[cc]');
    assert.equal(shown, 3);
    const mapped = mapRange(game.nodeSpan(shown), insertion);
    const edited = open(after);
    const followed = edited.followNode(shown, mapped.start);
    assert.equal(followed, 5);
    const span = edited.nodeSpan(followed);
    assert.equal(after.slice(span.start, span.end), ';B[cc]');
  });

  it('falls back to the same id when nothing is at the mapped offset, and to the root when that id is gone', () => {
    const edited = open(after);
    assert.equal(edited.followNode(4, after.length + 10), 4);
    assert.equal(edited.followNode(99, after.length + 10), 0);
  });
});
