import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeView } from '../../../../src/editor/view/nodeView';
import { addMove } from '../../../../src/sgf/edit/addNode';
import { applyEdits } from '../../../../src/sgf/edit/textEdit';
import { allNodes } from '../../../../src/sgf/tree';
import type { NodeView } from '../../../../src/shared/views';
import { predictPlay } from '../../../../src/webview/hostSync/predictedPlay';
import { openText } from '../../editor/editor.helpers';

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
    const text = readFileSync(join(__dirname, '../../../fixtures/workspace/games/gnugo-9x9.sgf'), 'utf8');
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
          const guess = predictPlay(view, [x, y], -7, true, []);
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

  it('is exactly the view the host sends for a new variation, on every empty point after every fourth move of a real 9×9 game', () => {
    const text = readFileSync(join(__dirname, '../../../fixtures/workspace/games/gnugo-9x9.sgf'), 'utf8');
    const g = openText(text);
    const line = [...allNodes(g.coll)];
    let predicted = 0;
    for (let k = 0; k + 1 < line.length; k += 4) {
      const node = line[k];
      const view = nodeView(g.replay, node, options);
      const next = nodeView(g.replay, line[k + 1], options).move;
      assert.ok(next !== null && view.childCount === 1);
      for (let y = 0; y < 9; y++) {
        for (let x = 0; x < 9; x++) {
          const guess = predictPlay(view, [x, y], -7, true, [next]);
          const follows = next.color === view.board.toPlay && next.point?.[0] === x && next.point[1] === y;
          if (follows) assert.equal(guess, null, 'the move the file has is followed, not added');
          if (guess === null) continue;
          predicted++;
          const added = addMove(g.coll, node, view.board.toPlay, [x, y], { width: 9, height: 9 });
          const after = openText(applyEdits(text, added.edits));
          const made = [...allNodes(after.coll)].find((n) => n.span.start === added.newNodeOffset);
          assert.ok(made !== undefined);
          assert.deepEqual(withoutId(guess), withoutId(nodeView(after.replay, made, options)), `after move ${k} at ${x},${y}`);
        }
      }
    }
    assert.ok(predicted > 300, `${predicted} variations shown ahead`);
  });

  it('leaves to the host a node whose children are not known, one that plays the move, an occupied point, a suicide and a capture of one stone a ko may forbid', () => {
    const ko = '(;GM[1]FF[4]SZ[9]AB[dc][cd][de]AW[ec][ee][fd][dd]PL[B])';
    const view = leafView(ko);
    assert.equal(predictPlay(view, [4, 3], -1, false, []), null, 'B E6 takes one stone and could be a ko retake');
    assert.equal(predictPlay(view, [3, 3], -1, false, []), null, 'occupied');
    assert.equal(predictPlay(leafView('(;GM[1]FF[4]SZ[9]AW[ba][ab]PL[B])'), [0, 0], -1, false, []), null, 'suicide');
    const branch = openText('(;GM[1]FF[4]SZ[9];B[ee])');
    const root = nodeView(branch.replay, branch.coll.games[0], options);
    assert.equal(predictPlay(root, [2, 2], -1, false, null), null, 'the root has a child this webview does not know');
    assert.equal(predictPlay(root, [4, 4], -1, false, [{ color: 'B', point: [4, 4] }]), null, 'the root’s child plays E5');
    assert.equal(predictPlay(root, [2, 2], -1, false, [{ color: 'B', point: [4, 4] }])?.siblingIndex, 1, 'a new variation');
    assert.notEqual(predictPlay(view, [0, 0], -1, false, []), null, 'an ordinary move is shown');
  });

  it('numbers the stones only when the setting asks for it', () => {
    const view = leafView('(;GM[1]FF[4]SZ[9];B[ee])');
    assert.deepEqual(predictPlay(view, [2, 2], -1, false, [])?.moveNumbers, []);
    assert.deepEqual(predictPlay(view, [2, 2], -1, true, [])?.moveNumbers, [
      { point: [2, 2], number: 2 },
      { point: [4, 4], number: 1 },
    ]);
  });
});
