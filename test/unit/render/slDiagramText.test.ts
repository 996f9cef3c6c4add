import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asciiDiagram } from '../../../src/render/asciiDiagram';
import { inRegion, type Diagram } from '../../../src/render/diagram';
import { diagramHtml } from '../../../src/render/markdownDiagrams';
import { diagramOfSgf } from '../../../src/render/sgfDiagram';
import { readSlDiagram } from '../../../src/render/slDiagramText';

const fixture = (path: string): string => readFileSync(join(__dirname, '../../fixtures', path), 'utf8');

function valueOf<T>(parsed: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** What a `$$` diagram can carry of `diagram`, inside its region: stones, marks, letters, numbers, notes, connectors. */
function drawn(diagram: Diagram): unknown {
  const inside = (point: readonly [number, number]) => inRegion(point, diagram.region);
  const { x1, x2, y1, y2 } = diagram.region;
  return {
    size: [diagram.width, diagram.height],
    region: diagram.region,
    rows: diagram.rows.slice(y1, y2 + 1).map((row) => row.slice(x1, x2 + 1)),
    // A number hides a mark on its stone (the last move's circle) in the text.
    marks: diagram.marks.filter((m) => inside(m.point) && !diagram.numbers.some((n) => n.point[0] === m.point[0] && n.point[1] === m.point[1])),
    labels: diagram.labels.filter((l) => inside(l.point) && /^[a-z]$/.test(l.text)),
    numbers: [...diagram.numbers].sort((a, b) => a.number - b.number),
    notes: diagram.notes.map((n) => [n.number, n.color, n.point === null ? 'pass' : inside(n.point) ? n.point : 'elsewhere', n.at]),
    arrows: diagram.arrows,
    lines: diagram.lines,
    toPlay: diagram.toPlay,
  };
}

describe("Sensei's Library $$ diagrams read back", () => {
  it('reads back what Copy Diagram writes: a real game’s numbered moves in a corner, and a whole board with markup', () => {
    const game = fixture('engine/realgames/kgs-2004-04-28-r-dokuganryu-gnugocvs.sgf');
    const corner = valueOf(diagramOfSgf(game, { move: 30, numbers: { from: 21, to: 30 }, crop: 'A19-K10' }));
    const markup = valueOf(diagramOfSgf(fixture('workspace/games/editor-markup.sgf'), {}));
    for (const diagram of [corner, markup]) {
      const text = asciiDiagram(diagram, { coordinates: true });
      const read = valueOf(readSlDiagram(text));
      assert.deepEqual(drawn(read.diagram), drawn(diagram), text);
      assert.equal(read.coordinates, true);
    }
  });

  it("places a diagram by its edges, on Sensei's Library's 19×19 when its header gives no size", () => {
    const text = ['$$W Black to live', '$$ ---------+', '$$ . . X O . |', '$$ . X 1 O . |', '$$ . X . O , |', '$$ . . a . 2 |'].join('\n');
    const { diagram, coordinates } = valueOf(readSlDiagram(text));
    assert.deepEqual([diagram.width, diagram.height, diagram.region, coordinates], [19, 19, { x1: 14, y1: 0, x2: 18, y2: 3 }, false]);
    assert.deepEqual(
      diagram.rows.slice(0, 4).map((row) => row.slice(14)),
      ['..XO.', '.XOO.', '.X.O.', '....X'],
    );
    assert.deepEqual(
      diagram.numbers.map((n) => [n.point, n.number, n.color]),
      [
        [[16, 1], 1, 'W'],
        [[18, 3], 2, 'B'],
      ],
    );
    assert.deepEqual([diagram.labels, diagram.toPlay], [[{ point: [16, 3], text: 'a' }], 'W']);
  });

  it('draws a part of the middle clear of every edge, and leaves out the arrows it cannot place (a review)', () => {
    const sgf = '(;GM[1]SZ[19];B[jj];W[kk];B[jk];W[kj]MA[ll]AR[jj:kk])';
    const middle = valueOf(diagramOfSgf(sgf, { move: 4, numbers: { from: 1, to: 4 }, crop: 'H8-N14' }));
    const { diagram } = valueOf(readSlDiagram(asciiDiagram(middle)));
    const { x1, y1, x2, y2 } = diagram.region;
    assert.deepEqual([diagram.width, x2 - x1, y2 - y1, x1 > 0 && y1 > 0 && x2 < 18 && y2 < 18], [19, 5, 6, true]);
    const part = (d: Diagram) => d.rows.slice(d.region.y1, d.region.y2 + 1).map((row) => row.slice(d.region.x1, d.region.x2 + 1));
    assert.deepEqual(part(diagram), part(middle));
    assert.deepEqual([diagram.numbers.length, diagram.marks.length, diagram.arrows], [4, 1, []]);
  });

  it('puts a short row against its right edge, counts a move elsewhere for the turn, and refuses a first number past a million', () => {
    const { diagram } = valueOf(readSlDiagram('$$B\n$$ . X . |\n$$ . O |\n$$ 1 . . |\n2 elsewhere\n'));
    assert.deepEqual([diagram.rows[diagram.region.y1 + 1].slice(16), diagram.toPlay], ['..O', 'B']);
    assert.deepEqual(readSlDiagram('$$Bm99999999999\n$$ | . |\n'), { ok: false, error: "m99999999999: the first move's number goes up to 1000000" });
    const passes = `$$B\n$$ | . X . |\n${'1 pass\n'.repeat(300_000)}`;
    assert.equal(valueOf(readSlDiagram(passes)).diagram.notes.length, 300_000);
  });

  it('refuses more columns or rows than the header says, and a row after the bottom edge; shows the title above (a tryout)', () => {
    const wide = ['$$Bc5', '$$ +-------------+', '$$ | . . . . . . |', '$$ +-------------+'].join('\n');
    assert.deepEqual(readSlDiagram(wide), { ok: false, error: '6 columns, but the header says the board is 5' });
    assert.deepEqual(readSlDiagram('$$\n$$ | . . . .\n$$ +--------\n$$ | . . . .\n'), { ok: false, error: '$$ row 2 comes after the bottom edge' });
    const titled = diagramHtml('goban', '', '$$B Black to play & live\n$$ +-----+\n$$ | . X |\n$$ +-----+\n');
    assert.ok(
      titled.ok && titled.html.startsWith('<div class="goban-diagram-block"><p class="goban-diagram-title">Black to play &#38; live</p><svg'),
      JSON.stringify(titled),
    );
  });

  it('says which row holds what is no diagram point, and a ```goban block says so above its text', () => {
    assert.deepEqual(readSlDiagram('$$B\n$$ | . X ? |\n'), {
      ok: false,
      error: '$$ row 1: "?" is no diagram point (. , X O 1–9 0 a–z B W # @ Y Q Z P C S T M)',
    });
    assert.deepEqual(diagramHtml('goban', 'crop=A1-C3', '$$B\n$$ | . X |\n'), {
      ok: false,
      error: 'a $$ diagram takes only coordinates= (its edges say which part of the board it shows)',
    });
    const html = diagramHtml('goban', '', '$$Bc9\n$$ +-------------------+\n$$ | . . . . . . . . . |\n');
    assert.ok(html.ok && html.html.includes('data-goban-diagram') && html.html.includes('>A</text>'), JSON.stringify(html));
  });
});
