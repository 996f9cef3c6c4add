import * as assert from 'node:assert/strict';
import { nodeAtMove, nodeView, type NodeViewOptions } from '../../../../src/editor';
import { findNodeAt } from '../../../../src/sgf/tree';
import { mulberry32 } from '../../../support/random';
import { deepLineText, openFixture, openText } from '../editor.helpers';
import { branchyTreeText } from './treeLayout.helpers';

const AUTO: NodeViewOptions = { variations: 'auto', moveNumbers: false };
const NUMBERS: NodeViewOptions = { variations: 'auto', moveNumbers: true };
const NO_MARKUP = { triangles: [], squares: [], circles: [], crosses: [], dimmed: [], labels: [], arrows: [], lines: [], territory: { black: [], white: [] } };
const NO_ANNOTATIONS = { move: null, position: null, hotspot: false, value: null };

describe('editor: nodeView', () => {
  it('shows a node with every kind of markup, compressed lists expanded and DD inherited from the root', () => {
    const g = openFixture('markup.sgf');
    assert.deepEqual(nodeView(g.replay, g.at(';B[ee]'), NUMBERS), {
      nodeId: 1,
      board: {
        width: 9,
        height: 9,
        rows: ['.........', '.........', '.........', '.........', '....X....', '.........', '.........', '.........', '.........'],
        moveNumber: 1,
        toPlay: 'W',
        captures: { black: 0, white: 0 },
        lastMove: [4, 4],
      },
      move: { color: 'B', point: [4, 4] },
      markup: {
        triangles: [
          [2, 2],
          [3, 3],
          [4, 3],
        ],
        squares: [[6, 6]],
        circles: [[5, 5]],
        crosses: [[7, 7]],
        dimmed: [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ],
        labels: [
          { point: [2, 3], text: 'A' },
          { point: [3, 2], text: 'long ] label' },
        ],
        arrows: [{ from: [0, 0], to: [2, 2] }],
        lines: [{ from: [8, 8], to: [6, 8] }],
        territory: { black: [], white: [] },
      },
      annotations: NO_ANNOTATIONS,
      comment: '',
      name: '',
      variationMode: 'children',
      variations: [],
      siblingIndex: 0,
      siblingCount: 1,
      childCount: 1,
      lineEndMoveNumber: 4,
      passes: 0,
      moveNumbers: [{ point: [4, 4], number: 1 }],
      problem: null,
    });
  });
  it('clears DD with DD[], sets it again, inherits the new one, and leaves off-board markup out', () => {
    const g = openFixture('markup.sgf');
    assert.deepEqual(nodeView(g.replay, g.at(';W[ec]'), AUTO).markup, NO_MARKUP);
    assert.deepEqual(nodeView(g.replay, g.at(';B[gc]'), AUTO).markup, { ...NO_MARKUP, dimmed: [[8, 0]] });
    assert.deepEqual(nodeView(g.replay, g.at(';W[hc]'), AUTO).markup, { ...NO_MARKUP, dimmed: [[8, 0]] });
    assert.deepEqual(nodeView(g.replay, g.coll.games[0], AUTO).markup.dimmed, [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]);
  });
  it("draws an old file's marks as FF[4] converters write them: M a cross on an empty point, a triangle on a stone; L labels A, B, C…", () => {
    const g = openText('(;GM[1]FF[3]SZ[9];B[ee]M[ee][cc]L[dd][ff][aa])');
    assert.deepEqual(nodeView(g.replay, g.at(';B[ee]'), AUTO).markup, {
      ...NO_MARKUP,
      triangles: [[4, 4]],
      crosses: [[2, 2]],
      labels: [
        { point: [3, 3], text: 'A' },
        { point: [5, 5], text: 'B' },
        { point: [0, 0], text: 'C' },
      ],
    });
  });
  it("reads a record's TB and TW (compressed lists too, TB[] as none) as the territory it marks", () => {
    const g = openText('(;GM[1]FF[4]SZ[9];B[ee];W[];B[]TB[aa:bb][cc]TW[])');
    assert.deepEqual(nodeView(g.replay, g.at(';B[]'), AUTO).markup.territory, {
      black: [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
        [2, 2],
      ],
      white: [],
    });
  });
  it('decodes the comment as Text (line breaks kept, escapes removed, markup-like text untouched) and the name', () => {
    const t = openText('(;GM[1]SZ[9];B[aa]C[<b>bold</b> \\] and\nnext line\\\nsoft]N[Joseki\\: 3-3])');
    const view = nodeView(t.replay, t.at(';B[aa]'), AUTO);
    assert.equal(view.comment, '<b>bold</b> ] and\nnext linesoft');
    assert.equal(view.name, 'Joseki: 3-3');
    const crlf = openFixture('crlf.sgf');
    assert.equal(nodeView(crlf.replay, crlf.at(';B[cg]'), AUTO).comment, 'first\nsecond');
  });
  it('reports the annotations of each node', () => {
    const g = openFixture('annotations.sgf');
    assert.deepEqual(nodeView(g.replay, g.at(';B[ee]'), AUTO).annotations, {
      move: { kind: 'BM', emphasis: 2 },
      position: { kind: 'GW', emphasis: 1 },
      hotspot: true,
      value: '-3.5',
    });
    assert.deepEqual(nodeView(g.replay, g.at(';W[cc]'), AUTO).annotations, {
      move: { kind: 'DO', emphasis: 1 },
      position: { kind: 'DM', emphasis: 2 },
      hotspot: false,
      value: null,
    });
    assert.deepEqual(nodeView(g.replay, g.at(';B[dd]'), AUTO).annotations, {
      move: { kind: 'IT', emphasis: 1 },
      position: { kind: 'UC', emphasis: 1 },
      hotspot: false,
      value: null,
    });
    assert.deepEqual(nodeView(g.replay, g.at(';W[]'), AUTO).annotations, {
      move: { kind: 'TE', emphasis: 1 },
      position: { kind: 'GB', emphasis: 1 },
      hotspot: false,
      value: null,
    });
  });
  it('gives a pass as a move without a point, and the root no move', () => {
    const g = openFixture('variations.sgf');
    assert.deepEqual(nodeView(g.replay, g.at(';B[tt]'), AUTO).move, { color: 'B', point: null });
    assert.equal(nodeView(g.replay, g.coll.games[0], AUTO).move, null);
  });
  it('places the node among its siblings and counts its children and the line to its end', () => {
    const g = openFixture('variations.sgf');
    const pick = (marker: string) => {
      const v = nodeView(g.replay, g.at(marker), AUTO);
      return [v.siblingIndex, v.siblingCount, v.childCount, v.lineEndMoveNumber];
    };
    assert.deepEqual(pick(';GM'), [0, 1, 1, 5]);
    assert.deepEqual(pick(';W[dp]'), [0, 1, 3, 5]);
    assert.deepEqual(pick(';B[dd]'), [1, 3, 1, 4]);
    assert.deepEqual(pick(';B[tt]'), [2, 3, 0, 3]);
    assert.deepEqual(pick(';B[fc]'), [1, 2, 0, 5]);
  });
  it('shows the last node of a 100,000-move line', () => {
    const deep = openText(deepLineText(100_000));
    const end = nodeAtMove(deep.replay, deep.coll.games[0], 100_000);
    const view = nodeView(deep.replay, end, NUMBERS);
    assert.deepEqual([view.board.moveNumber, view.lineEndMoveNumber, view.siblingCount], [100_000, 100_000, 1]);
    assert.equal(view.moveNumbers.length > 0, true);
  });
  it('says why a recorded move breaks the rules', () => {
    const g = openFixture('ko.sgf');
    assert.equal(nodeView(g.replay, g.at(';W[dd]C['), AUTO).problem, 'White D6 retakes the ko at once (illegal under Japanese rules)');
    assert.equal(nodeView(g.replay, g.at(';B[ed]'), AUTO).problem, null);
    const t = openText('(;GM[1]SZ[9]AB[ba][ab];W[aa];B[ba];W[zz];B[a])');
    assert.equal(nodeView(t.replay, t.at(';W[aa]'), AUTO).problem, 'White A9 is suicide (illegal under Japanese rules)');
    assert.equal(nodeView(t.replay, t.at(';B[ba]'), AUTO).problem, 'Black B9 is played on an occupied point (illegal under Japanese rules)');
    assert.equal(nodeView(t.replay, t.at(';W[zz]'), AUTO).problem, 'White\'s move "zz" is off the 9×9 board');
    assert.equal(nodeView(t.replay, t.at(';B[a]'), AUTO).problem, 'Black\'s move "a" is not a point');
    assert.deepEqual(nodeView(t.replay, t.at(';W[zz]'), AUTO).move, { color: 'W', point: null });
  });
  it('names superko under rules that forbid it', () => {
    const t = openText('(;GM[1]SZ[9]RU[Tromp-Taylor]AB[dc][cd][de]AW[ec][ee][fd][dd]PL[B];B[ed];W[];B[];W[dd])');
    assert.equal(nodeView(t.replay, t.at(';W[dd]'), AUTO).problem, 'White D6 repeats an earlier position (superko) (illegal under Tromp-Taylor rules)');
  });
});

describe('editor: nodeView move numbers', () => {
  it('numbers every stone played on the path, the latest move winning a reused point, captured stones losing theirs', () => {
    const t = openText('(;GM[1]SZ[5];B[ba];W[aa];B[ab];W[cc];B[aa];W[dd])');
    assert.deepEqual(nodeView(t.replay, t.at(';W[cc]'), NUMBERS).moveNumbers, [
      { point: [1, 0], number: 1 },
      { point: [0, 1], number: 3 },
      { point: [2, 2], number: 4 },
    ]);
    const view = nodeView(t.replay, t.at(';W[dd]'), NUMBERS);
    assert.deepEqual(view.board.rows, ['XX...', 'X....', '..O..', '...O.', '.....']);
    assert.deepEqual(view.moveNumbers, [
      { point: [0, 0], number: 5 },
      { point: [1, 0], number: 1 },
      { point: [0, 1], number: 3 },
      { point: [2, 2], number: 4 },
      { point: [3, 3], number: 6 },
    ]);
  });
  it('numbers no stone placed by setup, nor a stone whose point a later setup touched', () => {
    const t = openText('(;GM[1]SZ[5]AB[aa];W[bb];B[cc];AE[bb]AW[bb];B[dd])');
    assert.deepEqual(nodeView(t.replay, t.at(';B[dd]'), NUMBERS).moveNumbers, [
      { point: [2, 2], number: 2 },
      { point: [3, 3], number: 3 },
    ]);
  });
  it('gives the same numbers stepping forward, back and across variations as on a fresh parse', () => {
    const text = branchyTreeText(400, 7);
    const walked = openText(text);
    const random = mulberry32(11);
    let node = walked.coll.games[0];
    for (let step = 0; step < 300; step++) {
      const options = [node.parent, ...node.children].filter((n): n is NonNullable<typeof n> => n !== null);
      node = random() < 0.05 ? walked.coll.games[0] : options[Math.floor(random() * options.length)];
      const fresh = openText(text);
      const same = findNodeAt(fresh.coll, node.span.start)!;
      assert.deepEqual(nodeView(walked.replay, node, NUMBERS).moveNumbers, nodeView(fresh.replay, same, NUMBERS).moveNumbers, `step ${step}`);
    }
  });
  it('gives no numbers unless asked', () => {
    const t = openText('(;GM[1]SZ[5];B[bb])');
    assert.deepEqual(nodeView(t.replay, t.at(';B[bb]'), AUTO).moveNumbers, []);
  });
});
