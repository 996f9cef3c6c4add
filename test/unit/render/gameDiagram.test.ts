import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameReplay } from '../../../src/game/replay';
import type { Parsed } from '../../../src/render/diagramSpec';
import { gameDiagram, nodeAtMove } from '../../../src/render/gameDiagram';
import { diagramOfSgf } from '../../../src/render/sgfDiagram';
import { parse } from '../../../src/sgf/parse';
import type { SgfNode } from '../../../src/sgf/types';

/** The value of a parse that must succeed. */
function valueOf<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) assert.fail(parsed.error);
  return parsed.value;
}

const fixture = (name: string): string => readFileSync(join(__dirname, '../../fixtures/render', name), 'utf8');

/** Game 0 of an SGF text: its replay and main line. */
function open(text: string): { replay: GameReplay; line: SgfNode[] } {
  const replay = GameReplay.open(parse(text), 0);
  return { replay, line: replay.mainLine() };
}

/** The diagram after move `move` of the main line of `text`, moves `from`–`to` numbered when given. */
function diagramAt(text: string, move: number, numbers?: { from: number; to: number }) {
  const { replay, line } = open(text);
  return gameDiagram(replay, nodeAtMove(line, move), numbers === undefined ? {} : { numbers });
}

describe('render: the diagram of a game position', () => {
  describe('numbered moves', () => {
    // 1 B B5, 2 W A5 (self-atari), 3 B A4 captures 2, … 9 B A5 fills the point where 2 stood, 10 W E1.
    const captures = fixture('capture-sequence.sgf');

    it('numbers 1–10 of a capture sequence: the captured stone 2 still shows, and 9 on its point is "9 at 2"', () => {
      const diagram = diagramAt(captures, 10, { from: 1, to: 10 });
      assert.deepEqual(diagram.rows, ['OX...', 'XX...', '...X.', '..OO.', '..O.O']);
      assert.deepEqual(diagram.numbers, [
        { point: [1, 0], number: 1, color: 'B' },
        { point: [0, 0], number: 2, color: 'W' },
        { point: [0, 1], number: 3, color: 'B' },
        { point: [3, 3], number: 4, color: 'W' },
        { point: [3, 2], number: 5, color: 'B' },
        { point: [2, 3], number: 6, color: 'W' },
        { point: [1, 1], number: 7, color: 'B' },
        { point: [2, 4], number: 8, color: 'W' },
        { point: [4, 4], number: 10, color: 'W' },
      ]);
      assert.deepEqual(diagram.notes, [{ number: 9, color: 'B', point: [0, 0], at: 2 }]);
      assert.equal(diagram.lastMove, null);
      assert.equal(diagram.toPlay, 'B');
      assert.deepEqual(diagram.region, { x1: 0, y1: 0, x2: 4, y2: 4 });
    });

    it('without numbers shows the position itself, with the last move ringed', () => {
      const diagram = diagramAt(captures, 10);
      assert.deepEqual(diagram.rows, ['XX...', 'XX...', '...X.', '..OO.', '..O.O']);
      assert.deepEqual([diagram.numbers, diagram.notes, diagram.lastMove], [[], [], [4, 4]]);
    });

    it('numbers a range that does not start at 1 (3–7) after move 10: the moves after the range are plain stones', () => {
      const diagram = diagramAt(captures, 10, { from: 3, to: 7 });
      assert.deepEqual(diagram.rows, ['XX...', 'XX...', '...X.', '..OO.', '..O.O']);
      assert.deepEqual(
        diagram.numbers.map((m) => [m.number, m.color, m.point]),
        [
          [3, 'B', [0, 1]],
          [4, 'W', [3, 3]],
          [5, 'B', [3, 2]],
          [6, 'W', [2, 3]],
          [7, 'B', [1, 1]],
        ],
      );
      assert.deepEqual(diagram.notes, []);
    });

    it('numbers 9–10: stone 2, captured before the range, is gone, so 9 shows on its point with no note', () => {
      const diagram = diagramAt(captures, 10, { from: 9, to: 10 });
      assert.deepEqual(diagram.rows, ['XX...', 'XX...', '...X.', '..OO.', '..O.O']);
      assert.deepEqual(diagram.numbers, [
        { point: [0, 0], number: 9, color: 'B' },
        { point: [4, 4], number: 10, color: 'W' },
      ]);
      assert.deepEqual(diagram.notes, []);
    });

    it('drops the number of a stone that an unnumbered move after the range captures (2 taken by 3, range 2–2)', () => {
      const diagram = diagramAt(captures, 3, { from: 2, to: 2 });
      assert.deepEqual(diagram.rows, ['.X...', 'X....', '.....', '.....', '.....']);
      assert.deepEqual([diagram.numbers, diagram.notes, diagram.lastMove], [[], [], [0, 1]]);
    });

    it('numbers a ko fight: the stone 1 captures still shows, and each retake is a note (4 at B6, 7 at 1, 10 at B6)', () => {
      const { replay, line } = open(fixture('ko-fight.sgf'));
      assert.deepEqual(
        line.flatMap((node) => replay.movesAt(node).map((m) => m.illegal)),
        Array.from({ length: 10 }, () => null),
      );
      // Before move 1, White's stone on B6 ([1, 1]) is in atari: 1 takes it, and White takes back on B6 with 4 and 10.
      assert.equal(replay.positionAt(nodeAtMove(line, 0)).rows[1], 'XO.O...');
      const diagram = gameDiagram(replay, nodeAtMove(line, 10), { numbers: { from: 1, to: 10 } });
      assert.deepEqual(replay.positionAt(nodeAtMove(line, 10)).rows, ['.XO....', 'XO.O...', '.XO....', '.......', '.....XX', '....XOO', '....O..']);
      assert.deepEqual(diagram.rows, ['.XO....', 'XOXO...', '.XO....', '.......', '.....XX', '....XOO', '....O..']);
      assert.deepEqual(
        diagram.numbers.map((m) => [m.number, m.color, m.point]),
        [
          [1, 'B', [2, 1]],
          [2, 'W', [5, 5]],
          [3, 'B', [5, 4]],
          [5, 'B', [4, 5]],
          [6, 'W', [4, 6]],
          [8, 'W', [6, 5]],
          [9, 'B', [6, 4]],
        ],
      );
      assert.deepEqual(diagram.notes, [
        { number: 4, color: 'W', point: [1, 1], at: null },
        { number: 7, color: 'B', point: [2, 1], at: 1 },
        { number: 10, color: 'W', point: [1, 1], at: null },
      ]);
    });

    it('keeps a stone from before the range that 1 captured, and notes the retake of the same colour (4 at C4)', () => {
      // Black has just taken the ko on C4 ([2, 1]); White 1 takes back on B4, Black 2 and White 3 elsewhere, 4 retakes.
      const diagram = diagramAt('(;SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W];W[bb];B[ee];W[ae];B[cb])', 4, { from: 1, to: 4 });
      assert.deepEqual(diagram.rows, ['.XO..', 'XOXO.', '.XO..', '.....', 'O...X']);
      assert.deepEqual(
        diagram.numbers.map((m) => [m.number, m.point]),
        [
          [1, [1, 1]],
          [2, [4, 4]],
          [3, [0, 4]],
        ],
      );
      assert.deepEqual(diagram.notes, [{ number: 4, color: 'B', point: [2, 1], at: null }]);
    });

    it('counts passes in the range (B[] and B[tt] on a small board) and lists them as notes, not on the board', () => {
      const diagram = diagramAt('(;SZ[5];B[aa];W[];B[bb];W[tt];B[cc])', 5, { from: 1, to: 5 });
      assert.deepEqual(diagram.rows, ['X....', '.X...', '..X..', '.....', '.....']);
      assert.deepEqual(
        diagram.numbers.map((m) => [m.number, m.point]),
        [
          [1, [0, 0]],
          [3, [1, 1]],
          [5, [2, 2]],
        ],
      );
      assert.deepEqual(
        [diagram.notes, diagram.toPlay, diagram.lastMove],
        [
          [
            { number: 2, color: 'W', point: null, at: null },
            { number: 4, color: 'W', point: null, at: null },
          ],
          'W',
          null,
        ],
      );
    });

    it('rings no last move after a pass', () => {
      assert.equal(diagramAt('(;SZ[5];B[aa];W[])', 2).lastMove, null);
    });

    it('treats a move off the board in the range as a pass: no crash, a pass note, no note naming a point off the board', () => {
      const below = diagramAt('(;SZ[5];B[aa];W[ah];B[bb])', 3, { from: 1, to: 3 });
      assert.deepEqual(
        below.numbers.map((m) => [m.number, m.point]),
        [
          [1, [0, 0]],
          [3, [1, 1]],
        ],
      );
      assert.deepEqual(below.notes, [{ number: 2, color: 'W', point: null, at: null }]);
      const right = diagramAt('(;SZ[5];B[aa];W[ha];B[bb])', 3, { from: 1, to: 3 });
      assert.deepEqual([right.numbers.length, right.notes], [2, [{ number: 2, color: 'W', point: null, at: null }]]);
    });

    it('rings no stone for a last move off the board ([7, 0] on 5×5 is not the stone at [2, 1])', () => {
      const diagram = diagramAt('(;SZ[5]AB[cb];W[ha])', 1);
      assert.deepEqual([diagram.rows[1], diagram.lastMove], ['..X..', null]);
    });
  });

  describe('setup, turn and markup', () => {
    it('shows the setup of node 2 at move 0 (before the first move), with the next mover to play', () => {
      const text = '(;GM[1]SZ[5];AB[aa][bb]AW[cc]C[setup];W[dd];B[ee])';
      const diagram = diagramAt(text, 0);
      assert.deepEqual(diagram.rows, ['X....', '.X...', '..O..', '.....', '.....']);
      assert.deepEqual([diagram.toPlay, diagram.lastMove, diagram.numbers], ['W', null, []]);
    });

    it('gives the turn to the player after the last move, and to PL after a setup', () => {
      assert.equal(diagramAt('(;SZ[5];B[aa];W[bb];B[cc])', 3).toPlay, 'W');
      assert.equal(diagramAt('(;SZ[5];B[aa];W[bb])', 2).toPlay, 'B');
      assert.equal(diagramAt('(;SZ[5]AB[aa]PL[W])', 0).toPlay, 'W');
      assert.equal(diagramAt('(;SZ[5]HA[2]AB[aa][ee])', 0).toPlay, 'W');
    });

    it("carries the final node's markup (TR SQ CR MA LB AR LN, compressed lists expanded), not an earlier node's", () => {
      const text = '(;SZ[5];B[aa]TR[ee];W[bb]TR[aa][cc:dc]SQ[bb]CR[ea]MA[ae]LB[ee:A][dd:long]AR[ab:cb]LN[ed:eb])';
      const diagram = diagramAt(text, 2);
      assert.deepEqual(diagram.marks, [
        { point: [0, 0], shape: 'TR' },
        { point: [2, 2], shape: 'TR' },
        { point: [3, 2], shape: 'TR' },
        { point: [1, 1], shape: 'SQ' },
        { point: [4, 0], shape: 'CR' },
        { point: [0, 4], shape: 'MA' },
      ]);
      assert.deepEqual(diagram.labels, [
        { point: [4, 4], text: 'A' },
        { point: [3, 3], text: 'long' },
      ]);
      assert.deepEqual(diagram.arrows, [{ from: [0, 1], to: [2, 1] }]);
      assert.deepEqual(diagram.lines, [{ from: [4, 3], to: [4, 1] }]);
      assert.deepEqual(diagram.lastMove, [1, 1]);
      assert.deepEqual(diagramAt(text, 1).marks, [{ point: [4, 4], shape: 'TR' }]);
    });

    it('draws the region it is given, and the whole board by default', () => {
      const { replay, line } = open('(;SZ[9:7];B[aa])');
      assert.deepEqual(gameDiagram(replay, line[1]).region, { x1: 0, y1: 0, x2: 8, y2: 6 });
      assert.deepEqual([gameDiagram(replay, line[1]).width, gameDiagram(replay, line[1]).height], [9, 7]);
      assert.deepEqual(gameDiagram(replay, line[1], { region: { x1: 0, y1: 0, x2: 3, y2: 2 } }).region, { x1: 0, y1: 0, x2: 3, y2: 2 });
    });
  });

  describe('nodeAtMove', () => {
    const { line } = open('(;SZ[5];AB[aa];B[bb];C[comment];W[cc])');

    it('is the node that plays the move (not a comment node after it), and the setup before the first move for 0', () => {
      assert.deepEqual(
        [0, 1, 2, 9].map((n) => line.indexOf(nodeAtMove(line, n))),
        [1, 2, 4, 4],
      );
    });

    it('draws move=1 with its own markup and stone, not the node after it that removes the stone', () => {
      const diagram = valueOf(diagramOfSgf('(;SZ[9];B[cc]TR[cc];C[c]AE[cc]SQ[dd];W[ee])', { move: 1 }));
      assert.deepEqual([diagram.rows[2], diagram.marks, diagram.lastMove], ['..X......', [{ point: [2, 2], shape: 'TR' }], [2, 2]]);
    });

    it('numbers move 1 when the root itself plays it', () => {
      const diagram = valueOf(diagramOfSgf('(;SZ[9]B[aa];W[bb];B[cc];W[dd])', { numbers: { from: 1, to: 3 } }));
      assert.deepEqual(
        diagram.numbers.map((m) => m.number),
        [1, 2, 3],
      );
    });

    it('lists a numbered move outside the crop under the diagram by its point (a ko threat, a tenuki)', () => {
      const diagram = valueOf(diagramOfSgf('(;SZ[9];B[aa];W[ii];B[bb])', { numbers: { from: 1, to: 3 }, crop: 'A9-C7' }));
      assert.deepEqual([diagram.numbers.map((m) => m.number), diagram.notes], [[1, 3], [{ number: 2, color: 'W', point: [8, 8], at: null }]]);
    });

    it('is the last node past the end', () => {
      assert.equal(nodeAtMove(line, 99), line[4]);
    });
  });
});
