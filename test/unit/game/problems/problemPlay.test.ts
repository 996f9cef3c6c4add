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
    const reply = replyTo(placement, 'B');
    assert.equal(named(reply), 'W B9');
    assert.ok(reply !== null);
    assert.equal(verdictAt(reply, live.start, 'B'), 'wrong');
    const right = childPlaying(live.start, 'B', [1, 0], 9, 9);
    assert.ok(right !== null);
    assert.equal(verdictAt(right, live.start, 'B'), 'right');
  });

  it('judges, hints and plays out the one unmarked line of a problem that marks its other lines failing as right', () => {
    const text = '(;SZ[9]AB[aa]PL[B](;B[cc];W[dd]C[Failure])(;B[ee];W[ff](;B[gg]C[Wrong])(;B[hh])))';
    const problem = problemOf(text);
    assert.equal(problem.unmarked, 'right');
    const wrong = problem.start.children[0].children[0];
    const end = problem.start.children[1].children[0].children[1];
    assert.deepEqual([verdictAt(wrong, problem.start, 'B', 'right'), verdictAt(end, problem.start, 'B', 'right')], ['wrong', 'right']);
    assert.equal(verdictAt(end, problem.start, 'B'), 'wrong', 'unmarked ends are wrong by default');
    assert.equal(named(hintFrom(problem.start, problem.start, 'B', 'right')), 'B E5');
    assert.deepEqual(solutionFrom(problem.start, problem.start, 'B', 'right').map(named), ['B E5', 'W F4', 'B H2']);
  });

  it('hints the move of a right line (also when it is not the first variation) and plays the solution out', () => {
    const text = '(;SZ[9]AB[aa]PL[B](;B[cc];W[dd]C[wrong])(;B[ee];W[ff](;B[gg]C[nope])(;B[hh]C[RIGHT])))';
    const problem = problemOf(text);
    assert.equal(named(hintFrom(problem.start, problem.start, 'B')), 'B E5');
    assert.deepEqual(solutionFrom(problem.start, problem.start, 'B').map(named), ['B E5', 'W F4', 'B H2']);
    assert.equal(hintFrom(problem.start.children[0], problem.start, 'B'), null, 'no right line below a refuted move');
  });

  it('hints only a move that wins against every reply the file has, and plays the reply play would give', () => {
    // C7 is met by D6 (refuted) or E5 (then D6 is right): only F4 wins against every reply.
    const text = '(;SZ[9]AB[aa]PL[B](;B[cc](;W[dd]C[Black dies])(;W[ee];B[df]C[RIGHT]))(;B[ff];W[gg];B[hh]C[RIGHT]))';
    const problem = problemOf(text);
    assert.equal(named(hintFrom(problem.start, problem.start, 'B')), 'B F4');
    assert.deepEqual(solutionFrom(problem.start, problem.start, 'B').map(named), ['B F4', 'W G3', 'B H2']);
  });

  it("replies with the opponent's move, not a tenuki of the solver that the file lists first", () => {
    const problem = problemOf('(;SZ[9]AB[aa]PL[B](;B[cc](;B[dd]C[tenuki])(;W[ee];B[ff]C[RIGHT])))');
    const move = childPlaying(problem.start, 'B', [2, 2], 9, 9);
    assert.ok(move !== null);
    assert.equal(named(replyTo(move, 'B')), 'W E5');
  });

  it("gives the file's replies in turn (first, second, first again), so a Retry meets the other defence", () => {
    const problem = problemOf('(;SZ[9]AB[aa]PL[B](;B[cc](;W[dd];B[ee]C[RIGHT])(;B[hh]C[tenuki])(;W[ff];B[gg]C[RIGHT])))');
    const move = childPlaying(problem.start, 'B', [2, 2], 9, 9);
    assert.ok(move !== null);
    assert.deepEqual(
      [0, 1, 2, 3].map((turn) => named(replyTo(move, 'B', turn))),
      ['W D6', 'W F4', 'W D6', 'W F4'],
    );
  });

  it('finds the solution of a 10,000-move line at once (one walk, not one per move)', () => {
    let text = '(;SZ[19]AB[aa]PL[B](;B[cc]C[wrong])(';
    for (let k = 0; k < 10_000; k++) text += k % 2 === 0 ? ';B[tt]' : ';W[tt]';
    text += 'C[RIGHT]))';
    const problem = problemOf(text);
    const started = Date.now();
    assert.equal(solutionFrom(problem.start, problem.start, 'B').length, 10_000);
    assert.ok(Date.now() - started < 2_000, `${Date.now() - started} ms`);
  });

  it('has no solution when no line ends right', () => {
    const problem = problemOf('(;SZ[9]AB[aa]PL[B](;B[cc])(;B[dd]))');
    assert.deepEqual(solutionFrom(problem.start, problem.start, 'B'), []);
  });
});
