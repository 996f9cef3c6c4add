import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineMarkOf } from '../../../../src/game/problems/lineMarks';
import { findProblem, solverOfGame, type Problem } from '../../../../src/game/problems/problemTree';
import { parse } from '../../../../src/sgf/parse';
import type { SgfNode } from '../../../../src/sgf/types';

const fixture = (name: string): string => readFileSync(join(__dirname, '../../../fixtures/problems', name), 'utf8');

/** The problems of every game of `text`, as [start node's depth, toPlay, right, wrong] (null for a game that is none). */
function problemsOf(text: string): Array<[number, 'B' | 'W', number, number] | null> {
  return parse(text).games.map((root) => summary(findProblem(root)));
}

function summary(problem: Problem | null): [number, 'B' | 'W', number, number] | null {
  if (problem === null) return null;
  let depth = 0;
  for (let at = problem.start.parent; at !== null; at = at.parent) depth++;
  return [depth, problem.toPlay, problem.right, problem.wrong];
}

/** The one node of `(;C[…]…)`. */
function node(properties: string): SgfNode {
  return parse(`(;${properties})`).games[0];
}

describe('problems: finding them and judging their lines', () => {
  describe('the usual conventions', () => {
    it('reads GoProblems-style RIGHT comments: one right line, the others wrong (one marked dead, one unmarked)', () => {
      assert.deepEqual(problemsOf(fixture('goproblems-right.sgf')), [[0, 'B', 1, 2]]);
    });

    it('reads Chinese markers 正解 and 失败', () => {
      assert.deepEqual(problemsOf(fixture('chinese-markers.sgf')), [[0, 'B', 1, 1]]);
    });

    it('reads Japanese markers 正解 and 失敗 with the setup in node 2 under an empty root; White solves from the first move', () => {
      assert.deepEqual(problemsOf(fixture('japanese-node2.sgf')), [[1, 'W', 1, 1]]);
    });

    it('trusts the answers over a PL that contradicts every one of them (a stale PL of a converted collection); a PL that one answer agrees with stands', () => {
      assert.deepEqual(problemsOf('(;GM[1]FF[4]SZ[9]PL[B]AB[cc]AW[dd]C[Black to play](;W[ee]C[RIGHT])(;W[ff]))'), [[0, 'W', 1, 1]]);
      assert.deepEqual(problemsOf('(;GM[1]FF[4]SZ[9]PL[B]AB[cc]AW[dd](;W[ee]C[RIGHT])(;B[ff]))'), [[0, 'B', 1, 1]]);
      assert.equal(solverOfGame(parse('(;SZ[9]PL[B]AB[cc](;W[ee])(;W[ff]))').games[0]), 'W');
      assert.equal(solverOfGame(parse('(;SZ[9]PL[W]AB[cc])').games[0]), 'W');
    });

    it('reads TE as right and BM as wrong when there are no comments', () => {
      assert.deepEqual(problemsOf(fixture('te-bm-only.sgf')), [[0, 'B', 1, 2]]);
    });

    it('finds several problems in one file, PL[W] included, and a problem without any right line', () => {
      assert.deepEqual(problemsOf(fixture('collection/three.sgf')), [
        [0, 'B', 1, 1],
        [0, 'W', 1, 1],
        [0, 'B', 0, 2],
      ]);
    });

    it('takes a game record for a problem when a line is marked right, and empty player names for no names', () => {
      assert.deepEqual(problemsOf('(;GM[1]SZ[19]PB[Go Seigen]PW[Honinbo Shusai]AB[dp][pd]AW[dd]C[Black to play](;B[cf]C[Correct.])(;B[fc]))'), [
        [0, 'B', 1, 1],
      ]);
      assert.deepEqual(problemsOf('(;GM[1]SZ[9]PB[]PW[ ]AB[ee]AW[ef]PL[B](;B[fe])(;B[de]))'), [[0, 'B', 0, 2]]);
    });

    it('takes the one unmarked line of a problem that marks all its other lines failing for the answer (and unmarked ends wrong otherwise)', () => {
      const text =
        '(;GM[1]SZ[19]AB[ab][bb][cb][db][da]AW[ac][bc][cc][dc][ec][eb][ea]C[Black to play and live.]' +
        '(;B[ba]C[Black lives with two eyes.])(;B[aa];W[ba]C[Failure: one eye.])(;B[ca];W[ba]C[Failure.]))';
      const problem = findProblem(parse(text).games[0]);
      assert.deepEqual([summary(problem), problem?.unmarked], [[0, 'B', 1, 2], 'right']);
      const marked = findProblem(parse(text.replace('two eyes.]', 'two eyes. RIGHT]')).games[0]);
      assert.deepEqual([summary(marked), marked?.unmarked], [[0, 'B', 1, 2], 'wrong']);
      // Two lines left unmarked beside a failure: the author has not said which is right.
      const two = findProblem(parse(text.replace('C[Failure.]', '')).games[0]);
      assert.deepEqual([summary(two), two?.unmarked], [[0, 'B', 0, 3], 'wrong']);
      // A review of a game (players named) with a mistake marked in one variation is still no problem.
      assert.deepEqual(problemsOf('(;GM[1]SZ[9]PB[Ann]PW[Bob]AB[ee]AW[ef](;B[fe]BM[1])(;B[de]))'), [null]);
    });

    it('takes a single-line problem for one when its comment says "White to kill"', () => {
      assert.deepEqual(problemsOf(fixture('collection/more/white-to-kill.sgf')), [[0, 'W', 1, 0]]);
    });
  });

  describe('what is not a problem', () => {
    it('a game without setup stones', () => {
      assert.deepEqual(problemsOf('(;GM[1]SZ[9](;B[ee];W[cc])(;B[cc]))'), [null]);
    });

    it('a handicap game, even with variations at its first move, with PL, or a comment that says problem', () => {
      assert.deepEqual(problemsOf(fixture('collection/more/game.sgf')), [null]);
      assert.deepEqual(problemsOf('(;SZ[19]HA[2]AB[dp][pd]PL[W]C[A clock problem];W[dd](;B[pp])(;B[cc]C[RIGHT]))'), [null]);
    });

    it('a game with a setup whose name says tesuji (a tournament), without marks', () => {
      assert.deepEqual(problemsOf('(;SZ[19]GN[Tesuji Cup final]AB[dd]AW[pp];B[dp];W[pd])'), [null]);
    });

    it('a position with setup stones and a plain line of moves, no marks and no words that say "problem"', () => {
      assert.deepEqual(problemsOf('(;GM[1]SZ[9]AB[cc]AW[dd];B[ee];W[ff])'), [null]);
    });

    it('setup in node 2 when the root already has a move', () => {
      assert.deepEqual(problemsOf('(;GM[1]SZ[9]B[aa];AB[cc]AW[dd](;B[ee])(;B[ff]))'), [null]);
    });

    it('a position copied with Copy Position as SGF: setup and PL, no move at all', () => {
      assert.deepEqual(problemsOf(fixture('not-problems/copied-position.sgf')), [null]);
      assert.deepEqual(problemsOf('(;GM[1]FF[4]SZ[9]GN[Black to live]AB[ab][bb]AW[ac][bc]PL[B];C[Black to play.])'), [null]);
    });

    it('a game record (players named, or a RE) whose variations branch at move 1 and no line is marked right', () => {
      assert.deepEqual(problemsOf(fixture('not-problems/handicap-without-ha.sgf')), [null]);
      assert.deepEqual(problemsOf('(;GM[1]FF[4]SZ[19]KM[6.5]AB[dp][pd]PB[a]PW[b](;W[qf];B[nc])(;W[cd];B[ec]))'), [null]);
      assert.deepEqual(problemsOf('(;GM[1]FF[4]SZ[19]KM[0.5]RE[W+R]AB[dp][pd]PL[W](;W[qf];B[nc])(;W[cd];B[ec]))'), [null]);
    });

    it('but a problem whose words say so stays one with its author as PB or PW, right line or not', () => {
      const said = [
        '(;GM[1]FF[4]SZ[19]GN[Problem 1]PB[Cho Chikun]AB[aa][ba]AW[ca][da]PL[B](;B[ab];W[bb])(;B[bb];W[ab]))',
        '(;GM[1]FF[4]SZ[19]C[Black to play and live]PW[Author: Maeda]AB[aa][ba]AW[ca][da](;B[ab];W[bb])(;B[bb];W[ab]))',
      ];
      assert.deepEqual(said.map(problemsOf), [[[0, 'B', 0, 2]], [[0, 'B', 0, 2]]]);
    });
  });

  describe('one node', () => {
    const cases: Array<[string, 'B' | 'W', 'right' | 'wrong' | null]> = [
      ['C[RIGHT]', 'B', 'right'],
      ['C[This is RIGHT.]', 'B', 'right'],
      ['C[RIGHT - White fails to make two eyes.]', 'B', 'right'],
      ['C[Correct! The other first moves fail.]', 'B', 'right'],
      ['C[correct]', 'W', 'right'],
      ['C[That is correct.]', 'B', 'right'],
      ['C[Black lives. Correct.]', 'B', 'right'],
      ['C[正解]', 'B', 'right'],
      ['C[正解。白失败。]', 'B', 'right'],
      ['C[Wrong]', 'B', 'wrong'],
      ['C[Incorrect: ko]', 'B', 'wrong'],
      ['C[Black dies: wrong.]', 'B', 'wrong'],
      ['C[不正解]', 'B', 'wrong'],
      ['C[失败]', 'B', 'wrong'],
      ["C[The right side is Black's.]", 'B', null],
      ['C[Not correct yet]', 'B', null],
      ['B[aa]TE[1]', 'B', 'right'],
      ['W[aa]TE[1]', 'B', 'wrong'],
      ['B[aa]BM[1]', 'B', 'wrong'],
      ['W[aa]BM[1]', 'B', 'right'],
      ['TE[1]', 'B', 'right'],
      ['GB[1]', 'B', 'right'],
      ['GB[1]', 'W', 'wrong'],
      ['GW[2]', 'W', 'right'],
      ['DO[]', 'B', null],
      ['B[aa]C[RIGHT]BM[1]', 'B', 'right'],
    ];
    for (const [properties, solver, expected] of cases) {
      it(`${properties} solved by ${solver} → ${String(expected)}`, () => {
        assert.equal(lineMarkOf(node(properties), solver), expected);
      });
    }
  });

  it('starts after the nodes without moves below the setup: PL and a comment in node 2, or setup split over root and node 2', () => {
    assert.deepEqual(problemsOf('(;SZ[9]AB[aa][ba];PL[B]C[Black to play](;B[ca]C[RIGHT])(;B[cb]))'), [[1, 'B', 1, 1]]);
    assert.deepEqual(problemsOf('(;SZ[9]AB[aa];AW[bb](;W[ca]C[RIGHT])(;W[cb]))'), [[1, 'W', 1, 1]]);
    assert.deepEqual(problemsOf('(;SZ[9];C[A problem];AB[aa]AW[bb](;B[ca]C[RIGHT])(;B[cb]))'), [[2, 'B', 1, 1]]);
  });

  it('judges a line by the nearest mark on it: a wrong mark below a right one wins, an unmarked end below a right mark is right', () => {
    assert.deepEqual(problemsOf('(;SZ[9]AB[aa]PL[B](;B[bb]C[RIGHT];W[cc](;B[dd])(;B[ee]C[wrong]))(;B[ff]))'), [[0, 'B', 1, 2]]);
  });

  it('walks a 20,000-deep line without recursion', () => {
    let text = '(;SZ[19]AB[aa]PL[B](;B[bb])(';
    for (let k = 0; k < 20_000; k++) text += k % 2 === 0 ? ';W[tt]' : ';B[tt]';
    text += 'C[RIGHT]))';
    assert.deepEqual(problemsOf(text), [[0, 'B', 1, 1]]);
  });
});
