import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeView } from '../../../src/editor/view/nodeView';
import { allNodes } from '../../../src/sgf/tree';
import type { NodeView } from '../../../src/shared/views';
import { predictPlay } from '../../../src/webview/predictedPlay';
import { openText } from '../editor/editor.helpers';

const options = { variations: 'auto', moveNumbers: true } as const;
const letters = 'abcdefghijklmnopqrs';

/** The host's view of the last node of `text`. */
function leafView(text: string): NodeView {
  const g = openText(text);
  const nodes = [...allNodes(g.coll)];
  return nodeView(g.replay, nodes[nodes.length - 1], options);
}

function withoutId(view: NodeView): Omit<NodeView, 'nodeId'> {
  const { nodeId: _, ...rest } = view;
  return rest;
}

describe('webview: a move shown before the host has written it', () => {
  it('is exactly the view the host sends for that move, on every empty point after every move of a real 9×9 game', () => {
    const text = readFileSync(join(__dirname, '../../fixtures/workspace/games/gnugo-9x9.sgf'), 'utf8');
    const header = text.slice(0, text.indexOf(';B['));
    const moves = [...text.matchAll(/;[BW]\[(?:[a-s]{2})?\]/g)].map((m) => m[0]);
    assert.equal(moves.length, 48);
    let predicted = 0;
    let left = 0;
    let captures = 0;
    for (let k = 0; k <= moves.length; k += 3) {
      const played = header + moves.slice(0, k).join('');
      const view = leafView(`${played})`);
      for (let y = 0; y < 9; y++) {
        for (let x = 0; x < 9; x++) {
          if (view.board.rows[y][x] !== '.') continue;
          const guess = predictPlay(view, [x, y], -7, true);
          if (guess === null) {
            left++;
            continue;
          }
          predicted++;
          const host = leafView(`${played};${view.board.toPlay}[${letters[x]}${letters[y]}])`);
          assert.equal(guess.nodeId, -7);
          assert.deepEqual(withoutId(guess), withoutId(host), `move ${k + 1} at ${x},${y}`);
          if (host.board.captures.black + host.board.captures.white > view.board.captures.black + view.board.captures.white) captures++;
        }
      }
    }
    assert.deepEqual(
      [predicted > 700, left > 0, captures > 0],
      [true, true, true],
      `${predicted} shown ahead, ${left} left to the host, ${captures} capturing`,
    );
  });

  it('leaves to the host a node with a child, an occupied point, a suicide and a capture of one stone a ko may forbid', () => {
    const ko = '(;GM[1]FF[4]SZ[9]AB[dc][cd][de]AW[ec][ee][fd][dd]PL[B])';
    const view = leafView(ko);
    assert.equal(predictPlay(view, [4, 3], -1, false), null, 'B E6 takes one stone and could be a ko retake');
    assert.equal(predictPlay(view, [3, 3], -1, false), null, 'occupied');
    assert.equal(predictPlay(leafView('(;GM[1]FF[4]SZ[9]AW[ba][ab]PL[B])'), [0, 0], -1, false), null, 'suicide');
    const branch = openText('(;GM[1]FF[4]SZ[9];B[ee])');
    assert.equal(predictPlay(nodeView(branch.replay, branch.coll.games[0], options), [2, 2], -1, false), null, 'the root has a child');
    assert.notEqual(predictPlay(view, [0, 0], -1, false), null, 'an ordinary move is shown');
  });

  it('numbers the stones only when the setting asks for it', () => {
    const view = leafView('(;GM[1]FF[4]SZ[9];B[ee])');
    assert.deepEqual(predictPlay(view, [2, 2], -1, false)?.moveNumbers, []);
    assert.deepEqual(predictPlay(view, [2, 2], -1, true)?.moveNumbers, [
      { point: [2, 2], number: 2 },
      { point: [4, 4], number: 1 },
    ]);
  });
});
