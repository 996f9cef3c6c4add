import * as assert from 'node:assert/strict';
import { nodeView } from '../../../../src/editor/view/nodeView';
import { allNodes } from '../../../../src/sgf/tree';
import type { NodeView } from '../../../../src/shared/views';
import { HeldLine } from '../../../../src/webview/hostSync/heldLine';
import { childMoves, PlayAhead } from '../../../../src/webview/hostSync/playAhead';
import { openText } from '../../editor/editor.helpers';

const options = { variations: 'auto', moveNumbers: false } as const;

/** The host's views of every node of a one-line game, root first. */
function lineViews(text: string): NodeView[] {
  const g = openText(text);
  return [...allNodes(g.coll)].map((node) => nodeView(g.replay, node, options));
}

const game = '(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[cg])';

describe('webview: moves shown ahead of the host', () => {
  it('plays from the node the webview stepped to by itself, not from the last node the host sent', () => {
    const views = lineViews(game);
    const ahead = new PlayAhead(40);
    // The host sent the root; the webview then stepped to the end of the line it holds.
    assert.equal(ahead.hostNode({ view: views[0], nodeOffset: 0 }), true);
    const end = views[4];
    const shown = ahead.play(end, 40, [6, 2], false, false, []);
    assert.deepEqual([shown?.board.moveNumber, shown?.move], [5, { color: 'B', point: [6, 2] }]);
    assert.equal(ahead.hostNodeId(shown?.nodeId ?? 0), end.nodeId, 'the edit goes from the node stepped to');
    assert.deepEqual(ahead.chain().base, end.nodeId);
  });

  it('shows a second quick move on the first one shown ahead, and the host node once both are answered', () => {
    const views = lineViews(game);
    const ahead = new PlayAhead(40);
    const first = ahead.play(views[4], 40, [0, 0], false, false, []);
    assert.ok(first !== null);
    assert.equal(ahead.play(views[4], 40, [1, 0], true, false, []), null, 'not on the board under the move shown ahead');
    const second = ahead.play(first, 40, [8, 8], true, false, []);
    assert.deepEqual([second?.board.moveNumber, second?.board.toPlay, second?.board.rows[8]], [6, 'B', '........O']);
    const afterBoth = lineViews('(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[cg];B[aa];W[ii])');
    assert.deepEqual(ahead.chain(), { base: views[4].nodeId, waiting: [first, second] });
    assert.equal(ahead.hostNode({ view: afterBoth[5], nodeOffset: 50 }), false, 'held back: it would step the board back');
    // The host's tree that comes with that node has the first move: only the second is drawn after it.
    assert.deepEqual(ahead.chain(), { base: afterBoth[5].nodeId, waiting: [second] });
    assert.equal(ahead.answered(true), null);
    assert.deepEqual(ahead.chain(), { base: afterBoth[5].nodeId, waiting: [second] });
    assert.equal(ahead.hostNode({ view: afterBoth[6], nodeOffset: 56 }), false);
    assert.deepEqual(ahead.answered(true), { show: { view: afterBoth[6], nodeOffset: 56 }, steps: [], refused: false });
    assert.equal(ahead.active, false);
  });

  it('holds the steps asked for meanwhile and hands them over with the host node, and a refusal ends every move shown ahead', () => {
    const views = lineViews(game);
    const ahead = new PlayAhead(2);
    assert.equal(ahead.holdStep('next'), false, 'no move shown ahead: the step goes now');
    const first = ahead.play(views[4], 40, [0, 0], false, false, []);
    assert.ok(first !== null);
    ahead.play(first, 40, [8, 8], true, false, []);
    assert.deepEqual([ahead.holdStep('previous'), ahead.holdStep('previous'), ahead.holdStep('start')], [true, true, true]);
    assert.equal(ahead.play(first, 40, [5, 5], true, false, []), null, 'no move ahead after a step asked for');
    assert.deepEqual(ahead.answered(false), { show: { view: views[4], nodeOffset: 40 }, steps: ['previous', 'start'], refused: true });
    assert.deepEqual([ahead.active, ahead.chain().waiting.length], [false, 0]);
  });

  it('shows no more moves ahead after an edit of another kind until the ones shown are answered, then shows them again', () => {
    const views = lineViews(game);
    const ahead = new PlayAhead(40);
    ahead.editOfOtherKind();
    const first = ahead.play(views[4], 40, [0, 0], false, false, []);
    assert.ok(first !== null, 'an edit answered before the move does not count');
    ahead.editOfOtherKind();
    assert.equal(ahead.play(first, 40, [8, 8], true, false, []), null);
    ahead.answered(true);
    const host = lineViews('(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[cg];B[aa])')[5];
    assert.notEqual(ahead.play(host, 50, [8, 8], false, false, []), null);
  });

  it('knows the children of the node shown from the line held or the variation marks, and nothing else', () => {
    const views = lineViews(game);
    const line = new HeldLine();
    assert.equal(childMoves(views[1], line), null, 'one child, not held');
    line.reset(3);
    line.take(
      3,
      views.map((view, k) => ({ view, nodeOffset: k * 10, parentId: views[k - 1]?.nodeId ?? -1, firstChildId: views[k + 1]?.nodeId ?? -1 })),
    );
    assert.deepEqual(childMoves(views[1], line), [{ color: 'W', point: [2, 2] }]);
    assert.deepEqual(childMoves(views[4], line), [], 'the end of the line');
    const branched = lineViews('(;GM[1]FF[4]SZ[9](;B[ee])(;B[cc])(;B[]))')[0];
    assert.deepEqual(
      childMoves(branched, line)?.map((m) => [m.color, m.point]),
      [
        ['B', [4, 4]],
        ['B', [2, 2]],
        ['B', null],
      ],
    );
    const hidden = lineViews('(;GM[1]FF[4]ST[2]SZ[9](;B[ee])(;B[cc]))')[0];
    assert.equal(childMoves(hidden, line), null, 'marks hidden (ST[2]): the children are not known');
  });

  it('forgets the steps held when the player jumps elsewhere, and ignores an answer when every move ahead was dropped', () => {
    const views = lineViews(game);
    const ahead = new PlayAhead(40);
    assert.ok(ahead.play(views[4], 40, [0, 0], false, false, []) !== null);
    ahead.holdStep('previous');
    ahead.dropSteps();
    assert.deepEqual(ahead.answered(false)?.steps, []);
    assert.equal(ahead.answered(true), null, 'the reply to an edit whose move was already dropped changes nothing');
    assert.equal(ahead.play(views[4], 40, [0, 0], true, false, []), null, 'a step or an edit on its way: the host decides');
  });
});
