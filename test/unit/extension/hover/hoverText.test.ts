import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardAt, cellAt, findBoards } from '../../../../src/boardText';
import { Board } from '../../../../src/engine/board';
import {
  chainHeadline,
  diagramWindow,
  libertiesPhrase,
  MAX_LISTED_POINTS,
  neighbourhoodDiagram,
  pointList,
  stonesPhrase,
  xyAndGo,
} from '../../../../src/extension/hover/hoverText';
import { textBoardHover } from '../../../../src/extension/hover/hoverTextBoard';

const EXERCISM_BOARD = ['  B  ', ' B B ', 'B W B', ' W W ', '  W  '];

describe('hover text', () => {
  it('counts naturally: "1 liberty", "N liberties", "1 stone", "N stones"', () => {
    assert.deepEqual([0, 1, 2].map(libertiesPhrase), ['0 liberties', '1 liberty', '2 liberties']);
    assert.deepEqual([1, 3].map(stonesPhrase), ['1 stone', '3 stones']);
    assert.equal(chainHeadline({ color: 'W', stones: [[0, 0]], liberties: [[1, 0]] }), '**White chain of 1 stone, 1 liberty**');
  });

  it(`lists at most ${MAX_LISTED_POINTS} points, then how many more`, () => {
    const points = Array.from({ length: 30 }, (_, k) => [k % 19, Math.floor(k / 19)] as const);
    const text = pointList(points, (v) => xyAndGo(v, 19));
    assert.ok(text.startsWith('[0,0] A19, [1,0] B19, '));
    assert.ok(text.endsWith('[4,1] E18 … and 6 more'));
    assert.equal(pointList([], String), 'none');
  });

  it('frames 5 to 9 rows around the chain, centred on the hovered stone when the chain is larger, inside the board', () => {
    assert.deepEqual(diagramWindow(3, 3, 3, 19), [1, 5]);
    assert.deepEqual(diagramWindow(0, 0, 0, 19), [0, 4]);
    assert.deepEqual(diagramWindow(18, 18, 18, 19), [14, 18]);
    assert.deepEqual(diagramWindow(2, 6, 4, 19), [0, 8]);
    assert.deepEqual(diagramWindow(0, 18, 10, 19), [6, 14]);
    assert.deepEqual(diagramWindow(0, 18, 1, 19), [0, 8]);
    assert.deepEqual(diagramWindow(1, 1, 1, 3), [0, 2]);
  });

  it('draws the neighbourhood with Go coordinates, the chain as # and its liberties as *', () => {
    const board = Board.fromRows(['.....', '.XO..', '.XXO.', '..O..', '.....']);
    const chain = { color: 'B' as const, stones: board.getChain(1, 1), liberties: board.getLiberties(1, 1) };
    assert.equal(
      neighbourhoodDiagram(board, chain, [1, 1]),
      ['```text', '  A B C D E', '5 . * . . .', '4 * # O . .', '3 * # # O .', '2 . * O . .', '1 . . . . .', '```'].join('\n'),
    );
  });

  it('labels wide boards with two-letter columns and two-digit rows', () => {
    const board = Board.create(30, 30);
    board.setStone(27, 0, 1);
    const chain = { color: 'B' as const, stones: board.getChain(27, 0), liberties: board.getLiberties(27, 0) };
    assert.equal(
      neighbourhoodDiagram(board, chain, [27, 0]),
      ['```text', '   AA AB AC AD AE', '30  .  *  #  *  .', '29  .  .  *  .  .', '28  .  .  .  .  .', '27  .  .  .  .  .', '26  .  .  .  .  .', '```'].join(
        '\n',
      ),
    );
  });
});

describe('string-array board hover', () => {
  it('over a stone: its chain and liberties as [x,y] with Go coordinates', () => {
    assert.equal(
      textBoardHover(EXERCISM_BOARD, 2, 0),
      '**Black chain of 1 stone, 3 liberties**\n\nStones: [2,0] C5  \nLiberties: [1,0] B5, [2,1] C4, [3,0] D5',
    );
    assert.equal(
      textBoardHover(EXERCISM_BOARD, 2, 2),
      '**White chain of 1 stone, 4 liberties**\n\nStones: [2,2] C3  \nLiberties: [1,2] B3, [2,1] C4, [2,3] C2, [3,2] D3',
    );
    assert.equal(
      textBoardHover(['BB ', 'BW ', '   '], 0, 1),
      '**Black chain of 3 stones, 2 liberties**\n\nStones: [0,0] A3, [0,1] A2, [1,0] B3  \nLiberties: [0,2] A1, [2,0] C3',
    );
  });

  it('over an empty point: the owner and points of its region, as exercism getTerritory says', () => {
    assert.equal(
      textBoardHover(EXERCISM_BOARD, 0, 0),
      '**Empty point [0,0] A5: Black territory, 3 points**\n\nThe region, surrounded by Black alone: [0,0] A5, [0,1] A4, [1,0] B5',
    );
    assert.equal(
      textBoardHover(EXERCISM_BOARD, 2, 1),
      "**Empty point [2,1] C4: neutral, 1 point**\n\nNo one's territory: the empty region touches both colours, or no stone: [2,1] C4",
    );
    assert.equal(textBoardHover(EXERCISM_BOARD, 2, 3), '**Empty point [2,3] C2: White territory, 1 point**\n\nThe region, surrounded by White alone: [2,3] C2');
    assert.equal(
      textBoardHover(EXERCISM_BOARD, 0, 4),
      "**Empty point [0,4] A1: neutral, 3 points**\n\nNo one's territory: the empty region touches both colours, or no stone: [0,3] A2, [0,4] A1, [1,4] B1",
    );
  });

  it('finds the cell under an offset of a board in a Python file', () => {
    const text = readFileSync(join(__dirname, '../../../fixtures/extension/boards/counting.py'), 'utf8');
    const offset = text.indexOf('"B W B"') + 3;
    const board = boardAt(findBoards(text), offset);
    assert.ok(board !== null);
    assert.deepEqual(cellAt(board, offset), [2, 2]);
    assert.equal(textBoardHover(board.rows, 2, 2).split('\n')[0], '**White chain of 1 stone, 4 liberties**');
  });
});
