import * as assert from 'node:assert/strict';
import { mapRange } from '../../../src/boardText/tracking';
import { GameView, nodeAtOffset } from '../../../src/editor/gameView';
import { parse } from '../../../src/sgf/parse';

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

describe('the node at a text offset (the text cursor beside the board)', () => {
  it('gives the node there, or between nodes the last one before, and its game, in a file of two games', () => {
    const text = '(;GM[1]SZ[9]\n;B[aa]\n(;W[bb])\n(;W[cc]))\n(;GM[1]SZ[13];B[dd])';
    const coll = parse(text);
    const at = (needle: string, shift = 0) => {
      const { gameIndex, node } = nodeAtOffset(coll, text.indexOf(needle) + shift);
      return [gameIndex, node === undefined ? null : text.slice(node.span.start, node.span.end)];
    };
    assert.deepEqual(at(';B[aa]', 3), [0, ';B[aa]']);
    assert.deepEqual(at('\n(;W[bb])', 1), [0, ';B[aa]'], 'on the ( of a variation: the node before it');
    assert.deepEqual(at('\n(;GM[1]SZ[13]'), [0, ';W[cc]'], 'between the games');
    assert.deepEqual(at(';B[dd]', 2), [1, ';B[dd]']);
    assert.deepEqual(at('(;GM[1]SZ[9]'), [0, null], 'before the first node');
  });
});
