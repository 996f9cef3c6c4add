import * as assert from 'node:assert/strict';
import { board, diagramOf } from '../../support/diagramBoards';
import fc from 'fast-check';
import { formatVertex } from '../../../src/engine/pointNames';
import type { Vertex } from '../../../src/engine/types';
import { asciiDiagram } from '../../../src/render/asciiDiagram';
import { plainDiagram, type DiagramColor, type MarkShape, type NumberedMove } from '../../../src/render/diagram';
import { starPoints } from '../../../src/render/starPoints';
import { readAsciiDiagram } from '../../support/asciiDiagramReader';

/** Text from lines, as the writer ends it. */
function text(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

/** Moves `first`, `first + 1`, … on `points`, colours alternating from `color`. */
function sequence(first: number, color: DiagramColor, points: readonly Vertex[]): NumberedMove[] {
  const other: DiagramColor = color === 'B' ? 'W' : 'B';
  return points.map((point, i) => ({ point, number: first + i, color: i % 2 === 0 ? color : other }));
}

describe("render: Sensei's Library $$ diagrams", () => {
  it('draws an empty 9×9 with its edges and star points', () => {
    assert.equal(
      asciiDiagram(plainDiagram(board(9, 9))),
      text(
        '$$B',
        '$$ +-------------------+',
        '$$ | . . . . . . . . . |',
        '$$ | . . . . . . . . . |',
        '$$ | . . , . . . , . . |',
        '$$ | . . . . . . . . . |',
        '$$ | . . . . , . . . . |',
        '$$ | . . . . . . . . . |',
        '$$ | . . , . . . , . . |',
        '$$ | . . . . . . . . . |',
        '$$ | . . . . . . . . . |',
        '$$ +-------------------+',
      ),
    );
  });

  it('draws a 1×1 board, with the player to move as the header colour', () => {
    assert.equal(asciiDiagram(diagramOf(['.'], { toPlay: 'W' })), text('$$W', '$$ +---+', '$$ | . |', '$$ +---+'));
  });

  it('draws a 5×3 board asked with coordinates without c or a size (readers number rows from a square size), with its title', () => {
    const rows = board(5, 3, { '0,0': 'X', '2,0': 'O', '2,2': 'X', '4,2': 'O' });
    assert.equal(
      asciiDiagram(plainDiagram(rows), { coordinates: true, title: ' A\nrectangle ' }),
      text('$$B A rectangle', '$$ +-----------+', '$$ | X . O . . |', '$$ | . . . . . |', '$$ | . . X . O |', '$$ +-----------+'),
    );
  });

  it('draws the top-left corner of a 19×19: top and left edges only, and the size in the header', () => {
    const rows = board(19, 19, { '3,2': 'X', '1,3': 'O' });
    assert.equal(
      asciiDiagram(diagramOf(rows, { region: { x1: 0, y1: 0, x2: 5, y2: 4 } })),
      text('$$B19', '$$ +------------', '$$ | . . . . . .', '$$ | . . . . . .', '$$ | . . . X . .', '$$ | . O . , . .', '$$ | . . . . . .'),
    );
  });

  it('draws the bottom-right corner of a 13×13 with coordinates', () => {
    const rows = board(13, 13, { '12,12': 'O' });
    assert.equal(
      asciiDiagram(diagramOf(rows, { region: { x1: 8, y1: 9, x2: 12, y2: 12 } }), { coordinates: true }),
      text('$$Bc13', '$$ . , . . . |', '$$ . . . . . |', '$$ . . . . . |', '$$ . . . . O |', '$$ ----------+'),
    );
  });

  it('draws a crop in the middle without edges, and only the arrows inside it', () => {
    const rows = board(19, 19, { '8,8': 'X', '10,10': 'O' });
    const diagram = diagramOf(rows, {
      toPlay: 'W',
      region: { x1: 7, y1: 7, x2: 11, y2: 11 },
      arrows: [
        { from: [7, 7], to: [11, 11] },
        { from: [0, 0], to: [9, 9] },
      ],
    });
    assert.equal(asciiDiagram(diagram), text('$$W19', '$$ . . . . .', '$$ . X . . .', '$$ . . , . .', '$$ . . . O .', '$$ . . . . .', '$$ {AR H12 M8}'));
  });

  it('draws a one-column crop without side edges with an edge of two dashes, as readers need', () => {
    const rows = board(9, 9);
    assert.equal(asciiDiagram(diagramOf(rows, { region: { x1: 4, y1: 0, x2: 4, y2: 1 } })), text('$$B9', '$$ --', '$$ .', '$$ .'));
  });

  it('draws every mark on black stones, white stones and empty points', () => {
    const shapes: MarkShape[] = ['CR', 'SQ', 'TR', 'MA'];
    const marks = [0, 1, 2].flatMap((y) => shapes.map((shape, x) => ({ point: [x, y] as Vertex, shape })));
    assert.equal(
      asciiDiagram(diagramOf(['XXXX', 'OOOO', '....'], { marks })),
      text('$$B', '$$ +---------+', '$$ | B # Y Z |', '$$ | W @ Q P |', '$$ | C S T M |', '$$ +---------+'),
    );
  });

  it('shows one-letter labels on empty points in lower case and leaves out the others; a mark wins over a label', () => {
    const labels = [
      { point: [0, 0] as Vertex, text: 'a' },
      { point: [1, 0] as Vertex, text: 'x' },
      { point: [2, 0] as Vertex, text: 'B' },
      { point: [3, 0] as Vertex, text: 'AB' },
      { point: [4, 0] as Vertex, text: '1' },
      { point: [5, 0] as Vertex, text: 'c' },
    ];
    const diagram = diagramOf(['.X....'], { labels, marks: [{ point: [5, 0], shape: 'CR' }] });
    assert.equal(asciiDiagram(diagram), text('$$B', '$$ +-------------+', '$$ | a X b . . C |', '$$ +-------------+'));
  });

  it('numbers moves 1–10 with 0 for the tenth', () => {
    const points: Vertex[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => [i % 5, Math.floor(i / 5)]);
    const numbers = sequence(1, 'B', points);
    const rows = board(5, 3, Object.fromEntries(numbers.map((n) => [`${n.point[0]},${n.point[1]}`, n.color === 'B' ? 'X' : 'O'])));
    assert.equal(
      asciiDiagram(diagramOf(rows, { numbers })),
      text('$$B', '$$ +-----------+', '$$ | 1 2 3 4 5 |', '$$ | 6 7 8 9 0 |', '$$ | . . . . . |', '$$ +-----------+'),
    );
  });

  it('numbers moves 31–40 relative to an m offset, White first; a number wins over a mark', () => {
    const points: Vertex[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => [i % 5, 1 + Math.floor(i / 5)]);
    const numbers = sequence(31, 'W', points);
    const rows = board(5, 5, Object.fromEntries(numbers.map((n) => [`${n.point[0]},${n.point[1]}`, n.color === 'B' ? 'X' : 'O'])));
    const diagram = diagramOf(rows, { numbers, marks: [{ point: [0, 1], shape: 'TR' }], region: { x1: 0, y1: 1, x2: 4, y2: 4 } });
    assert.equal(
      asciiDiagram(diagram, { title: 'Moves 31-40' }),
      text('$$W5m31 Moves 31-40', '$$ | 1 2 3 4 5 |', '$$ | 6 7 8 9 0 |', '$$ | . . . . . |', '$$ | . . . . . |', '$$ +-----------+'),
    );
  });

  it('writes notes under the board: "N at M" with relative labels, or a point name when no number is there', () => {
    const numbers = sequence(31, 'B', [
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    const diagram = diagramOf(board(5, 5, { '0,0': 'X', '1,1': 'X', '2,1': 'O', '3,1': 'X' }), {
      numbers,
      notes: [
        { number: 35, color: 'B', point: [0, 0], at: null },
        { number: 34, color: 'W', point: [2, 1], at: 32 },
      ],
    });
    assert.equal(
      asciiDiagram(diagram),
      text(
        '$$Bm31',
        '$$ +-----------+',
        '$$ | X . . . . |',
        '$$ | . 1 2 3 . |',
        '$$ | . . . . . |',
        '$$ | . . . . . |',
        '$$ | . . . . . |',
        '$$ +-----------+',
        '4 at 2',
        '5 at A5',
      ),
    );
  });

  it('lists a numbered move outside the region drawn as "elsewhere", as books print a tenuki', () => {
    const rows = board(9, 9, { '1,1': 'X', '7,7': 'O' });
    const diagram = diagramOf(rows, {
      numbers: [{ point: [1, 1], number: 1, color: 'B' }],
      notes: [{ number: 2, color: 'W', point: [7, 7], at: null }],
      region: { x1: 0, y1: 0, x2: 4, y2: 4 },
    });
    assert.equal(asciiDiagram(diagram).split('\n').at(-2), '2 elsewhere');
  });

  it('draws a numbered move that breaks the alternation of colours as a plain stone with a note', () => {
    const numbers: NumberedMove[] = [
      { point: [0, 0], number: 1, color: 'B' },
      { point: [1, 0], number: 2, color: 'B' },
    ];
    assert.equal(asciiDiagram(diagramOf(['XX'], { numbers })), text('$$B', '$$ +-----+', '$$ | 1 X |', '$$ +-----+', '2 at B1'));
  });

  it('writes arrows and lines after the board with Go point names', () => {
    const diagram = diagramOf(board(9, 9), {
      arrows: [{ from: [2, 6], to: [3, 5] }],
      lines: [{ from: [0, 0], to: [8, 8] }],
    });
    const lines = asciiDiagram(diagram).split('\n');
    assert.deepEqual(lines.slice(-3), ['$$ {AR C3 D4}', '$$ {LN A9 J1}', '']);
  });

  it('draws a 52×52 board row by row, with its star points and two-letter point names', () => {
    const diagram = diagramOf(board(52, 52, { '51,3': 'O', '0,0': 'X' }), { arrows: [{ from: [0, 0], to: [51, 51] }] });
    const lines = asciiDiagram(diagram, { coordinates: true }).split('\n');
    const dots = (n: number): string => Array.from({ length: n }, () => '.').join(' ');
    assert.equal(lines.length, 1 + 1 + 52 + 1 + 1 + 1);
    assert.equal(lines[0], '$$Bc52');
    assert.equal(lines[1], `$$ +${'-'.repeat(105)}+`);
    assert.equal(lines[2], `$$ | X ${dots(51)} |`);
    assert.equal(lines[5], `$$ | . . . , ${dots(44)} , . . O |`);
    assert.equal(lines[54], lines[1]);
    assert.equal(lines[55], '$$ {AR A52 BB1}');
    assert.equal(lines[2].length, lines[1].length);
  });

  it('refuses numbers that span more than 10 moves, and a region off the board', () => {
    const numbers = sequence(1, 'B', [
      [0, 0],
      [1, 0],
    ]).map((move, i) => ({ ...move, number: i === 0 ? 5 : 15 }));
    assert.throws(
      () => asciiDiagram(diagramOf(['XO'], { numbers })),
      (error: unknown) => error instanceof RangeError && /at most 10.*5–15/.test(error.message),
    );
    const notes = [{ number: 16, color: 'W' as const, point: [1, 0] as Vertex, at: null }];
    assert.throws(() => asciiDiagram(diagramOf(['XO'], { numbers: numbers.slice(0, 1), notes })), RangeError);
    assert.doesNotThrow(() => asciiDiagram(diagramOf(['XO'], { numbers: numbers.slice(0, 1), notes: [{ ...notes[0], number: 14 }] })));
    assert.throws(() => asciiDiagram(diagramOf(['XO'], { region: { x1: 0, y1: 0, x2: 2, y2: 0 } })), RangeError);
  });

  it('reads back what it writes: stones, numbers, marks, letters, stars, edges, header and connectors (fast-check)', () => {
    const spec = fc.record({ width: fc.integer({ min: 1, max: 52 }), height: fc.integer({ min: 1, max: 52 }) }).chain(({ width, height }) => {
      const point = fc.tuple(fc.integer({ min: 0, max: width - 1 }), fc.integer({ min: 0, max: height - 1 }));
      const span = (size: number) =>
        fc.tuple(fc.integer({ min: 0, max: size - 1 }), fc.integer({ min: 0, max: size - 1 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);
      const byPoint = { selector: (item: { point: readonly [number, number] }) => `${item.point[0]},${item.point[1]}` };
      return fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        cells: fc.array(fc.constantFrom('.', '.', 'X', 'O'), { minLength: width * height, maxLength: width * height }),
        xs: span(width),
        ys: span(height),
        marks: fc.uniqueArray(fc.record({ point, shape: fc.constantFrom<MarkShape>('CR', 'SQ', 'TR', 'MA') }), { ...byPoint, maxLength: 12 }),
        labels: fc.uniqueArray(fc.record({ point, text: fc.constantFrom('a', 'q', 'Z', 'AB', '1', '', 'é') }), { ...byPoint, maxLength: 12 }),
        moves: fc.uniqueArray(fc.record({ point, offset: fc.integer({ min: 0, max: 9 }) }), { ...byPoint, maxLength: 10 }),
        firstNumber: fc.integer({ min: 1, max: 400 }),
        firstColor: fc.constantFrom<DiagramColor>('B', 'W'),
        toPlay: fc.constantFrom<DiagramColor>('B', 'W'),
        arrows: fc.array(fc.record({ from: point, to: point }), { maxLength: 3 }),
        coordinates: fc.boolean(),
      });
    });
    fc.assert(
      fc.property(spec, (s) => {
        const { width, height } = s;
        const offsets = [...new Set(s.moves.map((m) => m.offset))];
        const moves = s.moves.filter((m, i) => s.moves.findIndex((n) => n.offset === m.offset) === i);
        const low = Math.min(...offsets);
        const other: DiagramColor = s.firstColor === 'B' ? 'W' : 'B';
        const numbers: NumberedMove[] = moves.map((m) => ({
          point: m.point,
          number: s.firstNumber + m.offset,
          color: (m.offset - low) % 2 === 0 ? s.firstColor : other,
        }));
        const cells = [...s.cells];
        for (const n of numbers) cells[n.point[1] * width + n.point[0]] = n.color === 'B' ? 'X' : 'O';
        const rows = Array.from({ length: height }, (_, y) => cells.slice(y * width, (y + 1) * width).join(''));
        const region = { x1: s.xs[0], x2: s.xs[1], y1: s.ys[0], y2: s.ys[1] };
        const diagram = diagramOf(rows, { width, marks: s.marks, labels: s.labels, numbers, arrows: s.arrows, toPlay: s.toPlay, region });
        const written = asciiDiagram(diagram, { coordinates: s.coordinates });
        const read = readAsciiDiagram(written);

        const inside = ([x, y]: readonly [number, number]) => x >= region.x1 && x <= region.x2 && y >= region.y1 && y <= region.y2;
        const local = ([x, y]: readonly [number, number]): [number, number] => [x - region.x1, y - region.y1];
        const sortKey = (item: { point: readonly [number, number] }) => item.point[1] * 100 + item.point[0];
        const sorted = <T extends { point: readonly [number, number] }>(items: T[]): T[] => [...items].sort((a, b) => sortKey(a) - sortKey(b));
        const numbered = new Set(numbers.map((n) => `${n.point}`));
        const stoneAt = (p: readonly [number, number]) => rows[p[1]][p[0]];

        const expectedStones = [];
        const expectedStars = [];
        const stars = new Set(starPoints(width, height).map((p) => `${p}`));
        const marked = new Set(s.marks.map((m) => `${m.point}`));
        const lettered = new Set(s.labels.filter((l) => /^[a-z]$/i.test(l.text)).map((l) => `${l.point}`));
        for (let y = region.y1; y <= region.y2; y++) {
          for (let x = region.x1; x <= region.x2; x++) {
            const c = rows[y][x];
            if (c !== '.') expectedStones.push({ point: local([x, y]), color: c === 'X' ? 'B' : 'W' });
            else if (stars.has(`${x},${y}`) && !marked.has(`${x},${y}`) && !lettered.has(`${x},${y}`)) expectedStars.push(local([x, y]));
          }
        }
        assert.deepEqual(sorted(read.stones), sorted(expectedStones));
        assert.deepEqual(sorted(read.numbers), sorted(numbers.filter((n) => inside(n.point)).map((n) => ({ ...n, point: local(n.point) }))));
        assert.deepEqual(
          sorted(read.marks),
          sorted(s.marks.filter((m) => inside(m.point) && !numbered.has(`${m.point}`)).map((m) => ({ shape: m.shape, point: local(m.point) }))),
        );
        assert.deepEqual(
          sorted(read.letters),
          sorted(
            s.labels
              .filter((l) => inside(l.point) && /^[a-z]$/i.test(l.text) && stoneAt(l.point) === '.' && !marked.has(`${l.point}`))
              .map((l) => ({ point: local(l.point), letter: l.text.toLowerCase() })),
          ),
        );
        assert.deepEqual(
          [...read.stars].sort((a, b) => a[1] * 100 + a[0] - (b[1] * 100 + b[0])),
          expectedStars,
        );
        assert.deepEqual(read.edges, { top: region.y1 === 0, bottom: region.y2 === height - 1, left: region.x1 === 0, right: region.x2 === width - 1 });
        assert.deepEqual([read.columns, read.rows], [region.x2 - region.x1 + 1, region.y2 - region.y1 + 1]);
        assert.equal(read.firstColor, numbers.length > 0 ? s.firstColor : s.toPlay);
        assert.equal(read.firstNumber, numbers.length > 0 ? s.firstNumber + low : 1);
        assert.equal(read.coordinates, s.coordinates && width === height);
        const whole = region.x1 === 0 && region.y1 === 0 && region.x2 === width - 1 && region.y2 === height - 1;
        assert.equal(read.size, width === height && (s.coordinates || !whole) ? width : null);
        assert.deepEqual(
          read.arrows,
          s.arrows.filter((a) => inside(a.from) && inside(a.to)).map((a) => ({ from: formatVertex(a.from, height), to: formatVertex(a.to, height) })),
        );
        // The board lines line up character for character (an edge of a one-point-wide part is two dashes).
        const board = written.split('\n').filter((line) => line.startsWith('$$ ') && !line.startsWith('$$ {'));
        const rowLength = board.find((line) => !/^\$\$ [-+]+$/.test(line))?.length ?? 0;
        for (const line of board) assert.equal(line.length, /^\$\$ [-+]+$/.test(line) ? Math.max(rowLength, 5) : rowLength, line);
        assert.equal(written.endsWith('\n'), true);
        assert.equal(
          written
            .split('\n')
            .filter((line) => !line.startsWith('$$'))
            .join(''),
          '',
        );
      }),
      { seed: 20261202, numRuns: 300 },
    );
  });
});
