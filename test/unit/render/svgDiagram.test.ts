import * as assert from 'node:assert/strict';
import { board, diagramOf } from '../../support/diagramBoards';
import { plainDiagram, type Diagram } from '../../../src/render/diagram';
import { PRINT_PALETTE, svgDiagram, svgExtent, WOOD_PALETTE } from '../../../src/render/svgDiagram';

/** One `<g data-vertex>` of the SVG: its point, colour, accessible name and inner markup. */
interface Point {
  readonly vertex: string;
  readonly color: string | null;
  readonly name: string;
  readonly body: string;
}

/** Every `<g data-vertex>` of `svg`, in document order. */
function pointsOf(svg: string): Point[] {
  return [...svg.matchAll(/<g data-vertex="([^"]*)"(?: data-color="([^"]*)")? aria-label="([^"]*)">(.*?)<\/g>/g)].map((m) => ({
    vertex: m[1],
    color: m[2] ?? null,
    name: m[3],
    body: m[4],
  }));
}

/** The stones of `svg` as "x,y:colour". */
function stonesOf(svg: string): string[] {
  return pointsOf(svg)
    .filter((p) => p.color !== null)
    .map((p) => `${p.vertex}:${p.color}`);
}

/** The text of every `<text class="…">` of `svg` with that class, with the point or position it sits at. */
function textsOf(svg: string, className: string): string[] {
  return [...svg.matchAll(new RegExp(`<text class="${className}" x="([^"]*)" y="([^"]*)"[^>]*>([^<]*)</text>`, 'g'))].map((m) => `${m[1]},${m[2]}:${m[3]}`);
}

/** The coordinate labels of `svg` as "x,y:label". */
function coordinatesOf(svg: string): string[] {
  const group = /<g class="goban-coordinates"[^>]*>(.*?)<\/g>/.exec(svg);
  return group === null ? [] : [...group[1].matchAll(/<text x="([^"]*)" y="([^"]*)">([^<]*)<\/text>/g)].map((m) => `${m[1]},${m[2]}:${m[3]}`);
}

/** The four numbers of the viewBox. */
function viewBoxOf(svg: string): number[] {
  const match = /viewBox="([^"]*)"/.exec(svg);
  assert.ok(match !== null);
  return match[1].split(' ').map(Number);
}

/** The `d` of the grid path. */
function gridOf(svg: string): string {
  const match = /<path class="goban-grid" d="([^"]*)"/.exec(svg);
  assert.ok(match !== null);
  return match[1];
}

/** The star points of `svg` as "x,y". */
function starsOf(svg: string): string[] {
  return [...svg.matchAll(/<circle class="goban-star" cx="([^"]*)" cy="([^"]*)"/g)].map((m) => `${m[1]},${m[2]}`);
}

describe('render: SVG diagrams', () => {
  it('draws a 3×3 board with one black and one white stone, coordinates off, exactly', () => {
    const svg = svgDiagram(plainDiagram(board(3, 3, { '0,0': 'X', '1,1': 'O' })), { coordinates: false });
    assert.equal(
      svg,
      [
        '<svg xmlns="http://www.w3.org/2000/svg" data-goban-diagram="" class="goban-diagram" role="img" aria-label="3×3 board, Black to play"' +
          ' viewBox="-0.6 -0.6 3.2 3.2" width="76.8" height="76.8" font-family="sans-serif" text-anchor="middle" dominant-baseline="central">',
        '<title>3×3 board, Black to play</title>',
        '<rect class="goban-board" x="-0.6" y="-0.6" width="3.2" height="3.2" fill="#dcb35c"/>',
        '<path class="goban-grid" d="M0 0V2M1 0V2M2 0V2M0 0H2M0 1H2M0 2H2" fill="none" stroke="#3b2a12" stroke-width="0.04" stroke-linecap="square"/>',
        '<g data-vertex="0,0" data-color="B" aria-label="A3"><circle class="goban-stone" cx="0" cy="0" r="0.47" fill="#111111" stroke="#3b2a12" stroke-width="0.03"/></g>',
        '<g data-vertex="1,1" data-color="W" aria-label="B2"><circle class="goban-stone" cx="1" cy="1" r="0.47" fill="#f7f5ef" stroke="#3b2a12" stroke-width="0.03"/></g>',
        '</svg>',
        '',
      ].join('\n'),
    );
  });

  describe('stones, numbers and the last move', () => {
    const rows = board(9, 9, { '2,2': 'X', '6,2': 'O', '2,6': 'X', '6,6': 'O', '4,4': 'X', '0,8': 'O' });

    it('gives every stone one <g> with data-vertex, data-color and its point name, row by row', () => {
      const svg = svgDiagram(plainDiagram(rows));
      assert.deepEqual(
        pointsOf(svg).map((p) => `${p.vertex}:${p.color}:${p.name}`),
        ['2,2:B:C7', '6,2:W:G7', '4,4:B:E5', '2,6:B:C3', '6,6:W:G3', '0,8:W:A1'],
      );
      assert.equal((svg.match(/class="goban-stone"/g) ?? []).length, 6);
    });

    it('puts numbers on their stones in the contrasting colour, smaller from three digits on', () => {
      const diagram = diagramOf(rows, {
        numbers: [
          { point: [2, 2], number: 1, color: 'B' },
          { point: [6, 2], number: 2, color: 'W' },
          { point: [4, 4], number: 123, color: 'B' },
        ],
      });
      const svg = svgDiagram(diagram);
      assert.deepEqual(textsOf(svg, 'goban-number'), ['2,2.02:1', '6,2.02:2', '4,4.02:123']);
      assert.match(svg, /<text class="goban-number" x="2" y="2.02" font-size="0.5" fill="#f7f5ef">1<\/text>/);
      assert.match(svg, /<text class="goban-number" x="6" y="2.02" font-size="0.5" fill="#111111">2<\/text>/);
      assert.match(svg, /<text class="goban-number" x="4" y="4.02" font-size="0.36" fill="#f7f5ef">123<\/text>/);
    });

    it('rings the last move on a bare stone, but not under a number or a mark', () => {
      const ring = (fields: Partial<Diagram>): string[] =>
        [...svgDiagram(diagramOf(rows, fields)).matchAll(/<circle class="goban-last-move" cx="([^"]*)" cy="([^"]*)"[^>]* stroke="([^"]*)"/g)].map(
          (m) => `${m[1]},${m[2]}:${m[3]}`,
        );
      assert.deepEqual(ring({ lastMove: [6, 6] }), ['6,6:#111111']);
      assert.deepEqual(ring({ lastMove: [4, 4] }), ['4,4:#f7f5ef']);
      assert.deepEqual(ring({ lastMove: [4, 4], numbers: [{ point: [4, 4], number: 5, color: 'B' }] }), []);
      assert.deepEqual(ring({ lastMove: [4, 4], marks: [{ point: [4, 4], shape: 'CR' }] }), []);
      assert.deepEqual(ring({ lastMove: [3, 3] }), []);
    });

    it('names the player to move in the title', () => {
      const svg = svgDiagram(diagramOf(board(5, 5), { toPlay: 'W' }));
      assert.match(svg, /aria-label="5×5 board, White to play"/);
      assert.match(svg, /<title>5×5 board, White to play<\/title>/);
    });

    it('escapes a given title in the attribute and the <title>', () => {
      const svg = svgDiagram(plainDiagram(board(3, 3)), { title: 'a "b" <c> & \'d\'' });
      assert.match(svg, /aria-label="a &#34;b&#34; &#60;c&#62; &#38; &#39;d&#39;"/);
      assert.match(svg, /<title>a &#34;b&#34; &#60;c&#62; &#38; &#39;d&#39;<\/title>/);
    });
  });

  describe('markup', () => {
    const rows = board(5, 5, { '0,0': 'X', '1,1': 'O' });
    const marked = diagramOf(rows, {
      marks: [
        { point: [0, 0], shape: 'TR' },
        { point: [1, 1], shape: 'SQ' },
        { point: [2, 2], shape: 'CR' },
        { point: [3, 3], shape: 'MA' },
      ],
      labels: [
        { point: [4, 4], text: '<&>' },
        { point: [4, 0], text: 'a' },
        { point: [0, 0], text: 'hidden' },
      ],
      arrows: [{ from: [0, 4], to: [2, 4] }],
      lines: [{ from: [4, 0], to: [4, 2] }],
    });
    const svg = svgDiagram(marked, { coordinates: false });

    it('draws every mark kind with its class, on stones in the contrasting colour and on empty points in the line colour', () => {
      assert.deepEqual(
        pointsOf(svg).flatMap((p) =>
          [...p.body.matchAll(/<path class="goban-mark goban-mark-(\w+)" d="([^"]*)" fill="none" stroke="([^"]*)"/g)].map(
            (m) => `${p.vertex}:${m[1]}:${m[2]}:${m[3]}`,
          ),
        ),
        [
          '0,0:TR:M0 -0.26L0.225 0.13L-0.225 0.13Z:#f7f5ef',
          '1,1:SQ:M0.797 0.797H1.203V1.203H0.797Z:#111111',
          '2,2:CR:M1.74 2A0.26 0.26 0 1 0 2.26 2A0.26 0.26 0 1 0 1.74 2Z:#3b2a12',
          '3,3:MA:M2.805 2.805L3.195 3.195M3.195 2.805L2.805 3.195:#3b2a12',
        ],
      );
    });

    it('gives marked and labelled empty points a <g data-vertex> without data-color', () => {
      assert.deepEqual(
        pointsOf(svg).map((p) => `${p.vertex}:${p.color ?? '-'}:${p.name}`),
        ['0,0:B:A5', '4,0:-:E5', '1,1:W:B4', '2,2:-:C3', '3,3:-:D2', '4,4:-:E1'],
      );
    });

    it('escapes labels (<&> is text, never markup) and gives labels on empty points a halo; a mark wins over a label', () => {
      assert.deepEqual(textsOf(svg, 'goban-label'), ['4,0.02:a', '4,4.02:&#60;&#38;&#62;']);
      assert.equal(svg.includes('<&>'), false);
      assert.equal(svg.includes('hidden'), false);
      assert.deepEqual(
        [...svg.matchAll(/<circle class="goban-label-halo" cx="([^"]*)" cy="([^"]*)" r="0.32" fill="([^"]*)"/g)].map((m) => `${m[1]},${m[2]}:${m[3]}`),
        ['4,0:#dcb35c', '4,4:#dcb35c'],
      );
    });

    it('writes characters XML forbids (controls from a label) as U+FFFD, so the file still parses', () => {
      const labelled: Diagram = { ...plainDiagram(rows), labels: [{ point: [4, 4], text: 'a\u0001b' }] };
      assert.deepEqual(textsOf(svgDiagram(labelled), 'goban-label'), ['4,4.02:a\ufffdb']);
    });

    it('draws arrows with a head and lines without, in one connectors group', () => {
      assert.match(
        svg,
        /<g class="goban-connectors"><path class="goban-arrow" d="M0 4L2 4M1.7 4.15L2 4L1.7 3.85" fill="none" stroke="#3b2a12" stroke-width="0.08" stroke-linecap="round"\/><path class="goban-line" d="M4 0L4 2" [^>]*\/><\/g>/,
      );
      assert.equal(svgDiagram(plainDiagram(rows)).includes('goban-connectors'), false);
    });
  });

  describe('star points and coordinates', () => {
    it('draws 5 star points on 9×9, 9 on 19×19, none on 5×5', () => {
      assert.deepEqual(starsOf(svgDiagram(plainDiagram(board(9, 9)))), ['2,2', '2,6', '6,2', '6,6', '4,4']);
      assert.equal(starsOf(svgDiagram(plainDiagram(board(19, 19)))).length, 9);
      assert.deepEqual(starsOf(svgDiagram(plainDiagram(board(5, 5)))), []);
    });

    it('labels a 1×1 board A and 1 on all four sides', () => {
      assert.deepEqual(coordinatesOf(svgDiagram(plainDiagram(['.']))), ['0,-0.85:A', '0,0.85:A', '-0.85,0:1', '0.85,0:1']);
    });

    it('labels a 52×52 board A…Z without I, then AA…AZ, BA, BB; rows 52 at the top down to 1', () => {
      const labels = coordinatesOf(svgDiagram(plainDiagram(board(52, 52))));
      const columns = labels.filter((l) => l.includes(',-0.85:')).map((l) => l.split(':')[1]);
      assert.equal(columns.length, 52);
      assert.equal(columns.slice(0, 25).join(''), 'ABCDEFGHJKLMNOPQRSTUVWXYZ');
      assert.equal(columns.slice(23).join(' '), 'Y Z AA AB AC AD AE AF AG AH AJ AK AL AM AN AO AP AQ AR AS AT AU AV AW AX AY AZ BA BB');
      const rows = labels.filter((l) => l.startsWith('-0.85,')).map((l) => l.split(':')[1]);
      assert.deepEqual([rows.length, rows[0], rows[1], rows[50], rows[51]], [52, '52', '51', '2', '1']);
      assert.ok(labels.includes('51,51.85:BB'));
      assert.ok(labels.includes('51.85,51:1'));
    });

    it('labels a rectangular 5×3 board A–E across and 3–1 down, in a 4×2-point viewBox plus margins', () => {
      const svg = svgDiagram(plainDiagram(board(5, 3)));
      assert.deepEqual(coordinatesOf(svg), [
        ...['A', 'B', 'C', 'D', 'E'].flatMap((c, x) => [`${x},-0.85:${c}`, `${x},2.85:${c}`]),
        ...['3', '2', '1'].flatMap((r, y) => [`-0.85,${y}:${r}`, `4.85,${y}:${r}`]),
      ]);
      assert.deepEqual(viewBoxOf(svg), [-1.4, -1.4, 6.8, 4.8]);
      assert.match(svg, /width="163.2" height="115.2"/);
      assert.match(svg, /aria-label="5×3 board, Black to play"/);
    });

    it('draws no coordinates when they are off', () => {
      assert.equal(svgDiagram(plainDiagram(board(5, 3)), { coordinates: false }).includes('goban-coordinates'), false);
    });
  });

  describe('crop', () => {
    const rows = board(19, 19, { '3,3': 'X', '6,2': 'O', '15,15': 'X', '7,0': 'O' });

    it('at a corner: lines stop at the board edges and run half a point past the region inside the board', () => {
      const svg = svgDiagram(diagramOf(rows, { region: { x1: 0, y1: 0, x2: 5, y2: 4 } }), { coordinates: false });
      assert.deepEqual(viewBoxOf(svg), [-0.6, -0.6, 6.2, 5.2]);
      assert.equal(gridOf(svg), 'M0 0V4.5M1 0V4.5M2 0V4.5M3 0V4.5M4 0V4.5M5 0V4.5' + 'M0 0H5.5M0 1H5.5M0 2H5.5M0 3H5.5M0 4H5.5');
      assert.deepEqual(stonesOf(svg), ['3,3:B']);
      assert.deepEqual(starsOf(svg), ['3,3']);
    });

    it('at the top edge: the top lines stop at the edge, the sides run half a point past', () => {
      const svg = svgDiagram(diagramOf(rows, { region: { x1: 5, y1: 0, x2: 9, y2: 3 } }), { coordinates: false });
      assert.deepEqual(viewBoxOf(svg), [4.4, -0.6, 5.2, 4.2]);
      assert.equal(gridOf(svg), 'M5 0V3.5M6 0V3.5M7 0V3.5M8 0V3.5M9 0V3.5' + 'M4.5 0H9.5M4.5 1H9.5M4.5 2H9.5M4.5 3H9.5');
      assert.deepEqual(stonesOf(svg), ['7,0:W', '6,2:W']);
      assert.deepEqual(starsOf(svg), ['9,3']);
    });

    it('at the bottom-right corner, with coordinates around the region', () => {
      const svg = svgDiagram(diagramOf(rows, { region: { x1: 15, y1: 16, x2: 18, y2: 18 } }));
      assert.deepEqual(viewBoxOf(svg), [13.6, 14.6, 5.8, 4.8]);
      assert.equal(gridOf(svg), 'M15 15.5V18M16 15.5V18M17 15.5V18M18 15.5V18' + 'M14.5 16H18M14.5 17H18M14.5 18H18');
      assert.deepEqual(stonesOf(svg), []);
      assert.deepEqual(coordinatesOf(svg), [
        ...['Q', 'R', 'S', 'T'].flatMap((c, k) => [`${15 + k},15.15:${c}`, `${15 + k},18.85:${c}`]),
        ...['3', '2', '1'].flatMap((r, k) => [`14.15,${16 + k}:${r}`, `18.85,${16 + k}:${r}`]),
      ]);
    });

    it('in the middle: lines run half a point past the region on every side', () => {
      const svg = svgDiagram(diagramOf(rows, { region: { x1: 14, y1: 14, x2: 16, y2: 15 } }), { coordinates: false });
      assert.equal(gridOf(svg), 'M14 13.5V15.5M15 13.5V15.5M16 13.5V15.5M13.5 14H16.5M13.5 15H16.5');
      assert.deepEqual(stonesOf(svg), ['15,15:B']);
      assert.deepEqual(starsOf(svg), ['15,15']);
    });
  });

  describe('notes, palettes and extent', () => {
    const rows = board(5, 5, { '1,1': 'X', '0,0': 'O' });
    const noted = diagramOf(rows, {
      numbers: [{ point: [1, 1], number: 4, color: 'B' }],
      notes: [
        { number: 10, color: 'B', point: [1, 1], at: 4 },
        { number: 11, color: 'W', point: [0, 0], at: null },
      ],
    });

    it('writes "11 elsewhere" for a move outside the region drawn', () => {
      const svg = svgDiagram({ ...noted, region: { x1: 1, y1: 1, x2: 4, y2: 4 } }, { coordinates: false });
      assert.deepEqual(
        textsOf(svg, 'goban-note').map((t) => t.split(':')[1]),
        ['10 at 4', '11 elsewhere'],
      );
    });

    it('writes "10 at 4" under the board, and the point name when the point shows no number', () => {
      const svg = svgDiagram(noted, { coordinates: false });
      assert.deepEqual(textsOf(svg, 'goban-note'), ['-0.3,5:10 at 4', '-0.3,5.8:11 at A5']);
      assert.deepEqual(viewBoxOf(svg), [-0.6, -0.6, 5.2, 6.8]);
      assert.match(svg, /width="124.8" height="163.2"/);
    });

    it('fills the board and stones from the palette: wood by default, print on request', () => {
      const fills = (svg: string): string[] => [
        /<rect class="goban-board"[^>]* fill="([^"]*)"/.exec(svg)?.[1] ?? '',
        ...[...svg.matchAll(/<circle class="goban-stone" cx="[^"]*" cy="[^"]*" r="0.47" fill="([^"]*)" stroke="([^"]*)"/g)].map((m) => `${m[1]}/${m[2]}`),
        /<path class="goban-grid"[^>]* stroke="([^"]*)"/.exec(svg)?.[1] ?? '',
      ];
      assert.deepEqual(fills(svgDiagram(plainDiagram(rows))), ['#dcb35c', '#f7f5ef/#3b2a12', '#111111/#3b2a12', '#3b2a12']);
      assert.deepEqual(fills(svgDiagram(plainDiagram(rows), { palette: WOOD_PALETTE })), fills(svgDiagram(plainDiagram(rows))));
      assert.deepEqual(fills(svgDiagram(plainDiagram(rows), { palette: PRINT_PALETTE })), ['#ffffff', '#ffffff/#000000', '#000000/#000000', '#000000']);
    });

    it('scales width and height by the point size', () => {
      assert.match(svgDiagram(plainDiagram(rows), { pointSize: 10, coordinates: false }), /viewBox="-0.6 -0.6 5.2 5.2" width="52" height="52"/);
    });

    it('svgExtent: the region plus margins (1.4 with coordinates, 0.6 without) plus 0.8 per note', () => {
      const round = (e: { width: number; height: number }): number[] => [e.width, e.height].map((v) => Math.round(v * 1000) / 1000);
      assert.deepEqual(round(svgExtent(plainDiagram(board(9, 9)))), [10.8, 10.8]);
      assert.deepEqual(round(svgExtent(plainDiagram(board(9, 9)), { coordinates: false })), [9.2, 9.2]);
      assert.deepEqual(round(svgExtent(plainDiagram(board(5, 3)))), [6.8, 4.8]);
      assert.deepEqual(round(svgExtent(noted, { coordinates: false })), [5.2, 6.8]);
      assert.deepEqual(round(svgExtent(diagramOf(board(19, 19), { region: { x1: 0, y1: 0, x2: 5, y2: 4 } }))), [7.8, 6.8]);
    });
  });
});
