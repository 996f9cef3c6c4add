import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatVertex } from '../../../../src/engine/pointNames';
import { childPlaying, hintFrom, moveOf, replyTo, solutionFrom, verdictAt } from '../../../../src/game/problems/problemPlay';
import { findProblem } from '../../../../src/game/problems/problemTree';
import { parse } from '../../../../src/sgf/parse';
import type { SgfNode } from '../../../../src/sgf/types';

const fixture = (name: string): string => readFileSync(join(__dirname, '../../../fixtures/problems', name), 'utf8');

/** The problem of the first game of `text` (which must be one). */
function problemOf(text: string) {
  const problem = findProblem(parse(text).games[0]);
  assert.ok(problem !== null);
  return problem;
}

/** A node's move as "B B9". */
function named(node: SgfNode | null): string | null {
  const move = node === null ? null : moveOf(node, 9, 9);
  return move === null ? null : `${move.color} ${move.point === null ? 'pass' : formatVertex(move.point, 9)}`;
}

describe('problems: solving against the file', () => {
  const live = problemOf(fixture('goproblems-right.sgf'));

  it("finds the file's answer to a move by colour and point, and none for a move it lacks or the wrong colour", () => {
    assert.equal(named(childPlaying(live.start, 'B', [1, 0], 9, 9)), 'B B9');
    assert.equal(childPlaying(live.start, 'B', [5, 5], 9, 9), null);
    assert.equal(childPlaying(live.start, 'W', [1, 0], 9, 9), null);
    assert.equal(childPlaying(live.start, 'B', null, 9, 9), null);
  });

  it("plays the file's first reply, and judges the end of a line: right under RIGHT, wrong without a right mark", () => {
    const placement = childPlaying(live.start, 'B', [0, 0], 9, 9);
    assert.ok(placement !== null);
    assert.equal(verdictAt(placement, live.start, 'B'), null, 'the line goes on');
    const reply = replyTo(placement);
    assert.equal(named(reply), 'W B9');
    assert.ok(reply !== null);
    assert.equal(verdictAt(reply, live.start, 'B'), 'wrong');
    const right = childPlaying(live.start, 'B', [1, 0], 9, 9);
    assert.ok(right !== null);
    assert.equal(verdictAt(right, live.start, 'B'), 'right');
  });

  it('hints the move of a right line (also when it is not the first variation) and plays the solution out', () => {
    const text = '(;SZ[9]AB[aa]PL[B](;B[cc];W[dd]C[wrong])(;B[ee];W[ff](;B[gg]C[nope])(;B[hh]C[RIGHT])))';
    const problem = problemOf(text);
    assert.equal(named(hintFrom(problem.start, problem.start, 'B')), 'B E5');
    assert.deepEqual(solutionFrom(problem.start, problem.start, 'B').map(named), ['B E5', 'W F4', 'B H2']);
    assert.equal(hintFrom(problem.start.children[0], problem.start, 'B'), null, 'no right line below a refuted move');
  });

  it('has no solution when no line ends right', () => {
    const problem = problemOf('(;SZ[9]AB[aa]PL[B](;B[cc])(;B[dd]))');
    assert.deepEqual(solutionFrom(problem.start, problem.start, 'B'), []);
  });
});
