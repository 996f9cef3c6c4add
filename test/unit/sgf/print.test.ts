import * as assert from 'node:assert/strict';
import { parse } from '../../../src/sgf/parse';
import { buildSgf, formatCollection, formatNode, formatTree, printCollection, printGame } from '../../support/sgfPrint';
import type { SgfCollection, SgfNode } from '../../../src/sgf/types';
import { brokenFixtures, validFixtures } from '../../fixtures/sgf/fixtures';
import { random, randomGame, randomSgf } from '../../fixtures/sgf/generate';

type Shape = { props: string[][]; children: Shape[] };
function shape(node: SgfNode): Shape {
  return { props: node.properties.map((p) => [p.id, ...p.values.map((v) => v.raw)]), children: node.children.map(shape) };
}

describe('sgf print', () => {
  describe('printCollection gives back the parsed text exactly', () => {
    for (const fixture of [...validFixtures(), ...brokenFixtures()]) {
      it(fixture.name, () => assert.equal(printCollection(parse(fixture.text)), fixture.text));
    }

    it('on 300 random valid files with whitespace, escapes, unicode and CRLF (seed 11)', () => {
      const rand = random(11);
      for (let k = 0; k < 300; k++) {
        const text = randomSgf(rand);
        assert.equal(printCollection(parse(text)), text, text);
      }
    });
  });

  it('prints tokens from the model and only the text between tokens from the source', () => {
    const text = '(;B[aa] ;W[bb])';
    const parsed = parse(text);
    const [root] = parsed.games;
    const child = root.children[0];
    const changed: SgfNode = {
      ...plain(child),
      properties: [{ ...child.properties[0], id: 'W', values: [{ raw: 'cc', span: child.properties[0].values[0].span }] }],
    };
    const edited: SgfCollection = { ...parsed, games: [{ ...plain(root), children: [changed] }] };
    assert.equal(printCollection(edited), '(;B[aa] ;W[cc])');
  });

  it('printGame prints one game from its ( to its )', () => {
    const text = 'header\n(;GN[a];B[aa])\n(;GN[b] (;W[bb]) (;W[cc]) )\ntrailer';
    const coll = parse(text);
    assert.deepEqual(
      coll.games.map((g) => printGame(coll, g)),
      ['(;GN[a];B[aa])', '(;GN[b] (;W[bb]) (;W[cc]) )'],
    );
    const open = parse('(;GN[a];B[aa] ');
    assert.equal(printGame(open, open.games[0]), '(;GN[a];B[aa]');
  });

  describe('canonical formatting', () => {
    it('formatNode writes ; and each property as ID[raw]… without whitespace', () => {
      const coll = parse('(; B [aa]\n C[x\\]y] AB[aa] [bb:cc] )');
      assert.equal(formatNode(coll.games[0]), ';B[aa]C[x\\]y]AB[aa][bb:cc]');
    });

    it('formatTree writes sequences plainly and a parenthesised variation per child where there are several', () => {
      const coll = parse('(\n;GM[1]\n;B[aa]\n(;W[bb] ;B[cc])\n(;W[cc] (;B[dd]) (;B[ee]\n)))');
      assert.equal(formatTree(coll.games[0]), '(;GM[1];B[aa](;W[bb];B[cc])(;W[cc](;B[dd])(;B[ee])))');
    });

    it('formatCollection writes one game per line', () => {
      assert.equal(formatCollection(parse('(;GN[a]) (;GN[b];B[aa])')), '(;GN[a])\n(;GN[b];B[aa])\n');
    });

    it('formatTree keeps the structure and raw values of every valid fixture', () => {
      for (const fixture of validFixtures()) {
        const coll = parse(fixture.text);
        const again = parse(formatCollection(coll));
        assert.deepEqual(again.games.map(shape), coll.games.map(shape), fixture.name);
      }
    });

    it('buildSgf serialises plain data, one game or several', () => {
      const game = {
        properties: { GM: ['1'], AB: ['aa', 'bb:cc'] },
        children: [
          { properties: { B: ['dd'] }, children: [{ properties: { W: ['ee'], C: ['a \\] b'] }, children: [] }] },
          { properties: { B: [''] }, children: [] },
        ],
      };
      assert.equal(buildSgf(game), '(;GM[1]AB[aa][bb:cc](;B[dd];W[ee]C[a \\] b])(;B[]))');
      assert.equal(
        buildSgf([
          { properties: {}, children: [] },
          { properties: { B: ['aa'] }, children: [] },
        ]),
        '(;)(;B[aa])',
      );
    });

    it('parse(buildSgf(data)) has the structure and values of the data (200 random games, seed 5)', () => {
      const rand = random(5);
      for (let k = 0; k < 200; k++) {
        const game = randomGame(rand, 60);
        const toShape = (d: typeof game): Shape => ({
          props: Object.entries(d.properties).map(([id, values]) => [id, ...values]),
          children: d.children.map(toShape),
        });
        const coll = parse(buildSgf(game));
        assert.deepEqual(coll.games.map(shape), [toShape(game)]);
      }
    });
  });
});

/** A node's readable fields as a plain object (what a spread of the interface needs). */
function plain(node: SgfNode): SgfNode {
  return {
    id: node.id,
    parent: node.parent,
    children: node.children,
    properties: node.properties,
    span: node.span,
    tree: node.tree,
    firstInSequence: node.firstInSequence,
  };
}
