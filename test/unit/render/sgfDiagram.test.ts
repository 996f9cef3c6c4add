import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameReplay } from '../../../src/game/replay';
import type { Diagram } from '../../../src/render/diagram';
import type { DiagramSpec, Parsed } from '../../../src/render/diagramSpec';
import { nodeAtMove } from '../../../src/render/gameDiagram';
import { diagramOfSgf, diagramOfTypedBoard, diagramsOfCollection, diagramsOnLine, typedBoardDiagram } from '../../../src/render/sgfDiagram';
import { parse } from '../../../src/sgf/parse';

const fixture = (name: string): string => readFileSync(join(__dirname, '../../fixtures/render', name), 'utf8');

/** The value of a parse that must succeed. */
function valueOf<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) assert.fail(parsed.error);
  return parsed.value;
}

/** The numbers of a diagram's numbered moves and notes, in order. */
function numbersOf(diagram: Diagram): number[] {
  return [...diagram.numbers, ...diagram.notes].map((m) => m.number).sort((a, b) => a - b);
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, k) => from + k);

describe('render: diagrams of SGF files and typed boards', () => {
  describe('diagramsOfCollection and diagramOfSgf', () => {
    // 30 moves on 9×9 without a capture: Black fills rows 8 and 6 from the left, White rows 4 and 2.
    const rows30 = fixture('rows-30.sgf');
    const replay = GameReplay.open(parse(rows30), 0);
    const line = replay.mainLine();
    const rowsAt = (move: number): readonly string[] => replay.positionAt(nodeAtMove(line, move)).rows;

    it('refuses SGF that does not parse, saying where (a missing bracket would swallow the rest of the game)', () => {
      assert.deepEqual(diagramOfSgf('(;SZ[9];B[cc];W[dd', {}), { ok: false, error: 'line 1, column 1: This "(" is never closed by a matching ")".' });
    });

    it('refuses a board size outside 1–52 instead of drawing the 19×19 other views fall back to', () => {
      assert.deepEqual(diagramOfSgf('(;GM[1]SZ[99];B[aa])', {}), { ok: false, error: 'SZ: Board size 99 is outside 1–52' });
    });

    it('draws the end of the main line by default, with the last move ringed', () => {
      const diagram = valueOf(diagramOfSgf(rows30, {}));
      assert.deepEqual(diagram.rows, rowsAt(30));
      assert.deepEqual([diagram.lastMove, diagram.toPlay, diagram.numbers], [[5, 7], 'B', []]);
    });

    it('draws the position after move=N, and numbers ending at the move shown by default', () => {
      assert.deepEqual(valueOf(diagramOfSgf(rows30, { move: 3 })).rows, [
        '.........',
        'XX.......',
        '.........',
        '.........',
        '.........',
        'O........',
        '.........',
        '.........',
        '.........',
      ]);
      const numbered = valueOf(diagramOfSgf(rows30, { numbers: { from: 2, to: 4 } }));
      assert.deepEqual([numbersOf(numbered), numbered.rows[1], numbered.rows[5]], [[2, 3, 4], 'XX.......', 'OO.......']);
      const open = valueOf(diagramOfSgf(rows30, { move: 12, numbers: { from: 5, to: null } }));
      assert.deepEqual(numbersOf(open), range(5, 12));
    });

    it('clips numbers past the end of the line when no move is given', () => {
      assert.deepEqual(numbersOf(valueOf(diagramOfSgf(rows30, { numbers: { from: 21, to: 99 } }))), range(21, 30));
    });

    it('applies crop= to the region, and refuses a crop off the board', () => {
      assert.deepEqual(valueOf(diagramOfSgf(rows30, { crop: 'A9-E5' })).region, { x1: 0, y1: 0, x2: 4, y2: 4 });
      assert.deepEqual(diagramOfSgf(rows30, { crop: 'A1-K10' }), { ok: false, error: 'crop "A1-K10" is not two points on this 9×9 board' });
    });

    it('chooses game= (0-based)', () => {
      const two = '(;SZ[5];B[aa])(;SZ[7];W[gg])';
      assert.deepEqual(valueOf(diagramOfSgf(two, {})).width, 5);
      const second = valueOf(diagramOfSgf(two, { game: 1 }));
      assert.deepEqual([second.width, second.rows[6], second.toPlay], [7, '......O', 'B']);
    });

    it('fails with one line: no game, a game the file lacks, a move past the end, numbers past the move shown', () => {
      assert.deepEqual(diagramsOfCollection(parse('hello'), {}), {
        ok: false,
        error: 'no SGF game found (No game tree: SGF text must contain "(;" followed by nodes and a closing ")".)',
      });
      assert.deepEqual(diagramOfSgf('(;SZ[5];B[aa])', { game: 1 }), { ok: false, error: 'game=1: the file has 1 game (0-based)' });
      assert.deepEqual(diagramOfSgf('(;SZ[5])(;SZ[5])', { game: 5 }), { ok: false, error: 'game=5: the file has 2 games (0-based)' });
      assert.deepEqual(diagramOfSgf(rows30, { move: 31 }), { ok: false, error: 'move=31: the line has 30 moves' });
      assert.deepEqual(diagramOfSgf('(;SZ[5];B[aa])', { move: 2 }), { ok: false, error: 'move=2: the line has 1 move' });
      assert.deepEqual(diagramOfSgf(rows30, { move: 10, numbers: { from: 11, to: 20 } }), {
        ok: false,
        error: 'numbers=11-20: the diagram shows the position after move 10, before move 11',
      });
      assert.deepEqual(diagramOfSgf('(;SZ[5])', { numbers: { from: 1, to: null } }), { ok: false, error: 'numbers=1: the line has 0 moves' });
      assert.deepEqual(diagramOfSgf(rows30, { numbers: { from: 50, to: 60 } }), { ok: false, error: 'numbers=50-60: the line has 30 moves' });
    });

    it('splits numbers=1-25 into diagrams of 10 moves: 1–10 after move 10, 11–20 after 20, 21–25 after 25', () => {
      const diagrams = valueOf(diagramsOfCollection(parse(rows30), { numbers: { from: 1, to: 25 } }, 10));
      assert.deepEqual(
        diagrams.map((d) => numbersOf(d)),
        [range(1, 10), range(11, 20), range(21, 25)],
      );
      assert.deepEqual(
        diagrams.map((d) => d.rows),
        [rowsAt(10), rowsAt(20), rowsAt(25)],
      );
      assert.deepEqual(diagrams[2].rows, ['.........', 'XXXXXXXXX', '.........', 'XXXX.....', '.........', 'OOOOOOOOO', '.........', 'OOO......', '.........']);
      assert.deepEqual(diagrams[1].numbers.slice(0, 3), [
        { point: [5, 1], number: 11, color: 'B' },
        { point: [5, 5], number: 12, color: 'W' },
        { point: [6, 1], number: 13, color: 'B' },
      ]);
      assert.deepEqual(
        diagrams.map((d) => d.toPlay),
        ['B', 'B', 'W'],
      );
    });

    it('draws the last chunk at move= when it is past the numbers, and one diagram without a chunk size', () => {
      const diagrams = valueOf(diagramsOfCollection(parse(rows30), { move: 30, numbers: { from: 1, to: 25 } }, 10));
      assert.deepEqual([diagrams.length, numbersOf(diagrams[2]), diagrams[2].rows], [3, range(21, 25), rowsAt(30)]);
      const one = valueOf(diagramsOfCollection(parse(rows30), { numbers: { from: 1, to: 25 } }));
      assert.deepEqual([one.length, numbersOf(one[0])], [1, range(1, 25)]);
    });

    it('chunks a range of exactly 10 and of 11 moves into 1 and 2 diagrams', () => {
      const chunks = (from: number, to: number): number[][] =>
        valueOf(diagramsOfCollection(parse(rows30), { numbers: { from, to } }, 10)).map((d) => [numbersOf(d)[0], numbersOf(d).at(-1) ?? 0]);
      assert.deepEqual(chunks(1, 10), [[1, 10]]);
      assert.deepEqual(chunks(5, 15), [
        [5, 14],
        [15, 15],
      ]);
    });

    it('leaves out a chunk played wholly outside the region drawn, but never the last (a tryout: two $$ diagrams of notes only)', () => {
      const game = readFileSync(join(__dirname, '../../fixtures/workspace/games/gnugo-19x19.sgf'), 'utf8');
      const corner = valueOf(diagramsOfCollection(parse(game), { move: 40, numbers: { from: 1, to: null }, crop: 'A1-J9' }, 10));
      // Moves 11–30 were all played outside the lower-left corner.
      assert.deepEqual(
        corner.map((d) => [...numbersOf(d), ...d.notes.map((n) => n.number)].sort((a, b) => a - b)).map((n) => [n[0], n.at(-1)]),
        [
          [1, 10],
          [31, 40],
        ],
      );
    });

    it('diagramsOnLine draws a variation (a path that is not the main line)', () => {
      const variations = GameReplay.open(parse('(;SZ[5];B[aa](;W[bb])(;W[cc];B[dd]))'), 0);
      const second = variations.root.children[0].children[1];
      const diagrams = valueOf(
        diagramsOnLine(variations, [variations.root, variations.root.children[0], second, second.children[0]], { numbers: { from: 1, to: null } }),
      );
      assert.deepEqual([diagrams.length, diagrams[0].rows, numbersOf(diagrams[0])], [1, ['X....', '.....', '..O..', '...X.', '.....'], [1, 2, 3]]);
    });
  });

  describe('diagramOfTypedBoard', () => {
    it('reads a small board written as code that the search for boards in other files would take for a list of codes', () => {
      assert.deepEqual(valueOf(diagramOfTypedBoard("['BW', 'WB']", {})).rows, ['XO', 'OX']);
    });

    it('reads a JSON array of strings in the exercism alphabet', () => {
      const diagram = valueOf(diagramOfTypedBoard('["  B  ", " B B ", "B W B", " W W ", "  W  "]\n', {}));
      assert.deepEqual(diagram, {
        width: 5,
        height: 5,
        rows: ['..X..', '.X.X.', 'X.O.X', '.O.O.', '..O..'],
        marks: [],
        labels: [],
        arrows: [],
        lines: [],
        numbers: [],
        notes: [],
        lastMove: null,
        toPlay: 'B',
        region: { x1: 0, y1: 0, x2: 4, y2: 4 },
      });
    });

    it('reads rows of . X O, one per line', () => {
      const diagram = valueOf(diagramOfTypedBoard('X.O\n...\nOOX\n', {}));
      assert.deepEqual([diagram.width, diagram.height, diagram.rows], [3, 3, ['X.O', '...', 'OOX']]);
    });

    it("finds a Python list (['  B  ', ' B B ']) in code", () => {
      const diagram = valueOf(diagramOfTypedBoard("board = ['  B  ', ' B B ']\nprint(board)\n", {}));
      assert.deepEqual([diagram.width, diagram.height, diagram.rows], [5, 2, ['..X..', '.X.X.']]);
    });

    it('applies crop= (Go names count rows from the bottom of the typed board)', () => {
      assert.deepEqual(valueOf(diagramOfTypedBoard('X.O\n...\nOOX\n', { crop: 'A1-B2' })).region, { x1: 0, y1: 1, x2: 1, y2: 2 });
      assert.deepEqual(diagramOfTypedBoard('X.O\n...\n', { crop: 'A1-D1' }), { ok: false, error: 'crop "A1-D1" is not two points on this 3×2 board' });
    });

    it('takes only crop= and coordinates=', () => {
      for (const spec of [{ move: 1 }, { game: 0 }, { numbers: { from: 1, to: null } }] as DiagramSpec[]) {
        assert.deepEqual(diagramOfTypedBoard('X.O\n', spec), { ok: false, error: 'a typed board takes only crop= and coordinates=' });
      }
      assert.equal(diagramOfTypedBoard('X.O\n', { coordinates: false }).ok, true);
    });

    it('draws up to 52×52 and refuses anything larger, naming the size', () => {
      assert.equal(valueOf(diagramOfTypedBoard(JSON.stringify(Array.from({ length: 52 }, () => ' '.repeat(52))), {})).width, 52);
      assert.deepEqual(diagramOfTypedBoard(JSON.stringify([' '.repeat(53)]), {}), { ok: false, error: 'the board is 53×1; diagrams go up to 52×52' });
      assert.deepEqual(diagramOfTypedBoard('.\n'.repeat(53), {}), { ok: false, error: 'the board is 1×53; diagrams go up to 52×52' });
    });

    it('explains text that is no board', () => {
      assert.deepEqual(diagramOfTypedBoard('hello', {}), {
        ok: false,
        error: `board row 0 column 0: unexpected "h" (use ' ' or '.' empty, B or X black, W or O white)`,
      });
      assert.deepEqual(diagramOfTypedBoard('', {}), { ok: false, error: 'board is empty' });
      assert.deepEqual(diagramOfTypedBoard('X.\nX\n', {}), { ok: false, error: 'board row 1 has 1 cells, row 0 has 2' });
    });

    it('typedBoardDiagram maps exercism rows and refuses an empty board', () => {
      assert.deepEqual(typedBoardDiagram([], {}), { ok: false, error: 'the board is empty' });
      assert.deepEqual(valueOf(typedBoardDiagram([' B', 'W '], {})).rows, ['.X', 'O.']);
    });
  });
});
