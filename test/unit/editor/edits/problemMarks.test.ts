import * as assert from 'node:assert/strict';
import { rightMark, wrongMark } from '../../../../src/editor/edits/problemMarks';
import { findProblem } from '../../../../src/game/problems/problemTree';
import { parse } from '../../../../src/sgf/parse';
import type { SgfNode } from '../../../../src/sgf/types';

/** Black to play: B8 is right; B2 is refuted by White's F8. */
const REFUTED = '(;GM[1]FF[4]SZ[9]PL[B]AB[cc]AW[cd]C[Black to play](;B[fb]C[RIGHT])(;B[bb];W[fb]))';

/** The node of `text`'s first game whose properties are written as `written` (e.g. "W[fb]"). */
function nodeOf(text: string, written: string): SgfNode {
  const root = parse(text).games[0];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as SgfNode;
    if (text.slice(node.span.start + 1, node.span.end).startsWith(written)) return node;
    stack.push(...node.children);
  }
  throw new Error(`no node ${written}`);
}

/** [right, wrong] line ends of the problem in `text`. */
function lines(text: string): [number, number] {
  const problem = findProblem(parse(text).games[0]);
  return [problem?.right ?? -1, problem?.wrong ?? -1];
}

describe('problem marks: Mark Line Right and Mark Line Wrong', () => {
  it("marks the opponent's refutation wrong with TE (BM there would say White failed, and read as right)", () => {
    assert.deepEqual(wrongMark(nodeOf(REFUTED, 'W[fb]'), 'B'), { kind: 'moveAnnotation', value: 'TE', emphasis: 1 });
    assert.deepEqual(lines(REFUTED.replace(';W[fb]', ';W[fb]TE[1]')), [1, 1]);
    assert.deepEqual(lines(REFUTED.replace(';W[fb]', ';W[fb]BM[1]')), [2, 0]);
  });

  it("marks the solver's move wrong with BM, and a node without a move with Wrong in its comment", () => {
    assert.deepEqual(wrongMark(nodeOf(REFUTED, 'B[bb]'), 'B'), { kind: 'moveAnnotation', value: 'BM', emphasis: 1 });
    assert.deepEqual(wrongMark(nodeOf('(;SZ[9]AB[cc];C[Tried]AW[dd])', 'C[Tried]'), 'B'), { kind: 'comment', text: 'Tried\nWrong' });
  });

  it('refuses to mark wrong a node whose comment says right, and right one whose comment says wrong (the comment would win)', () => {
    assert.equal(wrongMark(nodeOf(REFUTED, 'B[fb]'), 'B'), null);
    assert.equal(rightMark(nodeOf('(;SZ[9]AB[cc];B[aa]C[Wrong: dies])', 'B[aa]'), 'B'), null);
  });

  it('marks right by turning the annotation that says wrong into the one that says right, else with RIGHT in the comment', () => {
    assert.deepEqual(rightMark(nodeOf('(;SZ[9]AB[cc];B[aa]BM[1])', 'B[aa]'), 'B'), { kind: 'moveAnnotation', value: 'TE', emphasis: 1 });
    assert.deepEqual(rightMark(nodeOf('(;SZ[9]AB[cc];B[aa];W[bb]TE[1])', 'W[bb]'), 'B'), { kind: 'moveAnnotation', value: 'BM', emphasis: 1 });
    assert.deepEqual(rightMark(nodeOf(REFUTED, 'W[fb]'), 'B'), { kind: 'comment', text: 'RIGHT' });
    assert.deepEqual(rightMark(nodeOf('(;SZ[9]AB[cc];W[aa]C[Lives])', 'W[aa]'), 'W'), { kind: 'comment', text: 'Lives\nRIGHT' });
  });
});
