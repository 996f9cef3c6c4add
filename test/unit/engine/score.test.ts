import * as assert from 'node:assert/strict';
import { Board } from '../../../src/engine/board';
import { RULESETS } from '../../../src/engine/rules';
import { formatResult, score } from '../../../src/engine/score';

/** A finished 5×5 game: Black 6 stones + 4 points, White 6 stones + 9 points. */
const FINISHED = ['.XO..', '.XO..', '.XOO.', 'XXO..', '.XO..'];

/** The same game with a dead white stone in Black's area and a dead black stone in White's. */
const WITH_DEAD = ['.XO..', 'OXO..', '.XOO.', 'XXO..', '.XO.X'];

describe('engine: scoring', () => {
  it('area scoring counts stones + territory and ignores prisoners', () => {
    const result = score(Board.fromRows(FINISHED), RULESETS.chinese, { komi: 0.5, captures: { black: 2, white: 1 } });
    assert.deepEqual(result, {
      black: { stones: 6, territory: 4, captures: 2, area: 10 },
      white: { stones: 6, territory: 9, captures: 1, area: 15 },
      result: 'W+5.5',
      komi: 0.5,
      rules: 'chinese',
      scoring: 'area',
      handicapCompensation: 0,
      deadStones: { black: 0, white: 0 },
    });
  });

  it('territory scoring counts territory + prisoners', () => {
    const result = score(Board.fromRows(FINISHED), RULESETS.japanese, { komi: 0.5, captures: { black: 2, white: 1 } });
    assert.equal(result.result, 'W+4.5');
    assert.equal(result.scoring, 'territory');
  });

  it('komi decides: a margin of zero is a draw', () => {
    const board = Board.fromRows(FINISHED);
    assert.equal(score(board, RULESETS.japanese, { komi: 0, captures: { black: 6, white: 1 } }).result, 'Draw');
    assert.equal(score(board, RULESETS.japanese, { komi: 6.5, captures: { black: 6, white: 1 } }).result, 'W+6.5');
    assert.equal(score(board, RULESETS.chinese, { komi: -7 }).result, 'B+2');
  });

  it('dead stones are removed, become prisoners of the other side, and their points become territory', () => {
    const board = Board.fromRows(WITH_DEAD);
    const options = {
      komi: 0.5,
      captures: { black: 2, white: 1 },
      dead: [
        [0, 1],
        [4, 4],
      ] as const,
    };
    const territory = score(board, RULESETS.japanese, options);
    assert.deepEqual(territory.black, { stones: 6, territory: 4, captures: 3, area: 10 });
    assert.deepEqual(territory.white, { stones: 6, territory: 9, captures: 2, area: 15 });
    assert.equal(territory.result, 'W+4.5');
    assert.deepEqual(territory.deadStones, { black: 1, white: 1 });
    assert.equal(score(board, RULESETS.chinese, options).result, 'W+5.5');
    assert.deepEqual(board.toRows(), WITH_DEAD, 'the board itself is not changed');
  });

  it('without marking them dead, the stones make the regions around them neutral', () => {
    const result = score(Board.fromRows(WITH_DEAD), RULESETS.japanese, { captures: { black: 0, white: 0 } });
    assert.deepEqual(result.black, { stones: 7, territory: 1, captures: 0, area: 8 });
    assert.deepEqual(result.white, { stones: 7, territory: 0, captures: 0, area: 7 });
  });

  it('dead points that are empty or off the board are ignored', () => {
    const result = score(Board.fromRows(FINISHED), RULESETS.chinese, {
      dead: [
        [0, 0],
        [9, 9],
        [-1, 2],
      ],
    });
    assert.deepEqual([result.black.area, result.white.area], [10, 15]);
  });

  it('a region touching both colours (seki, dame) gives no points', () => {
    const result = score(Board.fromRows(['X.O', 'X.O', 'X.O']), RULESETS.japanese, {});
    assert.deepEqual([result.black.territory, result.white.territory, result.result], [0, 0, 'Draw']);
  });

  it("prisoners default to the board's own capture counts", () => {
    const board = Board.fromRows(['.X.', 'XOX', '...']);
    board.play(1, 1, 2);
    assert.equal(score(board, RULESETS.japanese).black.captures, 1);
  });

  it('handicap compensation: N points under Chinese area counting, N − 1 under AGA, none otherwise', () => {
    const board = Board.fromRows(FINISHED);
    const chinese = score(board, RULESETS.chinese, { komi: 0.5, handicap: 3 });
    assert.deepEqual([chinese.handicapCompensation, chinese.result], [3, 'W+8.5']);
    const aga = score(board, RULESETS.aga, { komi: 0.5, handicap: 3 });
    assert.deepEqual([aga.handicapCompensation, aga.result], [2, 'W+7.5']);
    const japanese = score(board, RULESETS.japanese, { komi: 0.5, handicap: 3, captures: { black: 0, white: 0 } });
    assert.deepEqual([japanese.handicapCompensation, japanese.result], [0, 'W+5.5']);
  });

  it('Tromp-Taylor counts the points that reach only one colour (same as area here)', () => {
    const result = score(Board.fromRows(FINISHED), RULESETS['tromp-taylor'], { komi: 0.5 });
    assert.deepEqual([result.black.area, result.white.area, result.result, result.rules], [10, 15, 'W+5.5', 'tromp-taylor']);
    assert.equal(score(Board.create(9, 9), RULESETS['tromp-taylor'], { komi: 7.5 }).result, 'W+7.5');
  });

  it('formats results like SGF RE', () => {
    assert.deepEqual([formatResult(3.5), formatResult(-0.5), formatResult(12), formatResult(0.1 + 0.2 - 0.3)], ['B+3.5', 'W+0.5', 'B+12', 'Draw']);
  });
});
