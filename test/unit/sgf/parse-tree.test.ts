import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32 } from '../../support/random';
import { parse } from '../../../src/sgf/parse';
import {
  allNodes,
  findNodeAt,
  findNodeBefore,
  getProperty,
  getValues,
  isMoveNode,
  mainLine,
  maxDepth,
  nodeDepth,
  pathTo,
  subtreeCounts,
  walk,
} from '../../../src/sgf/tree';
import type { SgfNode } from '../../../src/sgf/types';

const PROBLEM = readFileSync(join(__dirname, '../../fixtures/sgf/edge/problem.sgf'), 'utf8');
const ids = (nodes: readonly SgfNode[]) => nodes.map((n) => n.id);

describe('sgf tree helpers', () => {
  const coll = parse(PROBLEM);
  const root = coll.games[0];
  const byId = new Map(allNodes(coll).map((n) => [n.id, n]));
  const node = (id: number) => byId.get(id)!;

  it('mainLine follows the first child from the root to a leaf', () => {
    assert.deepEqual(ids(mainLine(root)), [0, 1, 2, 3]);
    assert.deepEqual(ids(mainLine(node(6))), [6, 7]);
  });

  it('walk visits in pre-order (file order) and skips the children of a node when visit returns false', () => {
    const all: number[] = [];
    walk(root, (n) => void all.push(n.id));
    assert.deepEqual(all, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const pruned: number[] = [];
    walk(root, (n) => {
      pruned.push(n.id);
      return n.id !== 1 && n.id !== 6;
    });
    assert.deepEqual(pruned, [0, 1, 4, 5, 6]);
  });

  it('pathTo lists the nodes from the root down to the node', () => {
    assert.deepEqual(ids(pathTo(node(8))), [0, 6, 8]);
    assert.deepEqual(ids(pathTo(root)), [0]);
  });

  it('nodeDepth counts ancestors; subtreeCounts and maxDepth measure a subtree in nodes', () => {
    assert.deepEqual([nodeDepth(root), nodeDepth(node(3)), nodeDepth(node(8))], [0, 3, 2]);
    assert.equal(subtreeCounts(root).nodes, 9);
    assert.equal(subtreeCounts(node(6)).nodes, 3);
    assert.equal(maxDepth(root), 4);
    assert.equal(maxDepth(node(4)), 2);
    assert.equal(maxDepth(node(8)), 1);
  });

  it('subtreeCounts gives the nodes, the moves among them and the lines of a subtree (what a delete takes)', () => {
    assert.deepEqual(subtreeCounts(root), { nodes: 9, moves: 8, lines: 4 });
    assert.deepEqual(subtreeCounts(node(6)), { nodes: 3, moves: 3, lines: 2 });
    assert.deepEqual(subtreeCounts(node(3)), { nodes: 1, moves: 1, lines: 1 });
  });

  it('getProperty and getValues read raw values by id', () => {
    assert.deepEqual(getValues(root, 'AB'), ['pa', 'qb', 'rb', 'sb', 'pc', 'oc', 'nb']);
    assert.equal(getProperty(root, 'GN')?.values[0].raw, 'Life and death: black to kill');
    assert.deepEqual(getProperty(node(8), 'LB')?.idSpan, { start: 407, end: 409 });
    assert.equal(getProperty(root, 'B'), undefined);
    assert.deepEqual(getValues(root, 'XX'), []);
  });

  it('getValues concatenates repeated properties; FF[3] ids answer to their uppercase letters', () => {
    const legacy = parse('(;PlayerBlack[Honinbo]PB[again]C[a]Comment[b];Black[pd])');
    const first = legacy.games[0];
    assert.deepEqual(getValues(first, 'PB'), ['Honinbo', 'again']);
    assert.deepEqual(getValues(first, 'C'), ['a', 'b']);
    assert.equal(getProperty(first, 'PB')?.id, 'PlayerBlack');
    assert.equal(getProperty(first, 'P'), undefined);
    assert.equal(isMoveNode(first.children[0]), true);
  });

  it('isMoveNode is true for nodes with B or W only', () => {
    assert.deepEqual(allNodes(coll).map(isMoveNode), [false, true, true, true, true, true, true, true, true]);
    assert.equal(isMoveNode(parse('(;W[])').games[0]), true);
    assert.equal(isMoveNode(parse('(;AB[aa])').games[0]), false);
  });

  describe('findNodeAt', () => {
    const cases: [string, number, number | undefined][] = [
      ['before the first node', 0, undefined],
      ['on the root ;', 1, 0],
      ['inside a root value', 100, 0],
      ['at the end of the root (after its last ])', 202, 0],
      ['in the whitespace between the root and the first variation', 203, undefined],
      ['on the ; of a variation', 204, 1],
      ['inside a value of the last node', 420, 8],
      ['just after the last ] of a node', 273, 2],
      ['after the last node', PROBLEM.length, undefined],
    ];
    for (const [name, offset, expected] of cases) {
      it(name, () => assert.equal(findNodeAt(coll, offset)?.id, expected));
    }

    it('where two nodes touch, picks the later one', () => {
      const touching = parse('(;B[aa];W[bb])');
      assert.deepEqual([findNodeAt(touching, 6)?.id, findNodeAt(touching, 7)?.id, findNodeAt(touching, 13)?.id], [0, 1, 1]);
    });

    it('gives the node a search over every span gives, on every fixture and on 500 random jumbles of SGF', () => {
      /** The reference: the last node in file order that starts at or before `offset`, if its span holds it. */
      const bySpans = (nodes: readonly SgfNode[], offset: number): number | undefined => {
        let found: SgfNode | undefined;
        for (const n of nodes) if (n.span.start <= offset) found = n;
        return found !== undefined && offset <= found.span.end ? found.id : undefined;
      };
      const fixtures = join(__dirname, '../../fixtures');
      const texts = readdirSync(fixtures, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.sgf'))
        .map((f) => readFileSync(join(fixtures, f), 'latin1'))
        .filter((t) => t.length < 20_000);
      const random = mulberry32(5);
      const pieces = ['(', ')', ';', 'B[aa]', 'W[', ']', '\\]', 'C[x;(]', 'AB', ' ', 'ab', '\n', 'GM[1]'];
      for (let k = 0; k < 500; k++)
        texts.push(Array.from({ length: 1 + Math.floor(random() * 30) }, () => pieces[Math.floor(random() * pieces.length)]).join(''));
      let checked = 0;
      for (const t of texts) {
        const parsed = parse(t);
        const nodes = [...allNodes(parsed)].sort((a, b) => a.span.start - b.span.start);
        for (let offset = 0; offset <= t.length; offset += t.length > 2_000 ? 13 : 1) {
          assert.equal(findNodeAt(parsed, offset)?.id, bySpans(nodes, offset), `offset ${offset} of ${JSON.stringify(t.slice(0, 80))}`);
          checked++;
        }
      }
      assert.ok(checked > 20_000, `${checked} offsets`);
    });

    it('findNodeBefore: the last node starting at or before each offset, from the store and for a collection parse did not make', () => {
      const text = '(;GM[1]SZ[9]\n;B[aa]\n(;W[bb])\n(;W[cc]))\n(;GM[1]SZ[13];B[dd])';
      const parsed = parse(text);
      // The same games in a collection object of its own: no store behind it, so the nodes are listed and searched.
      const unstored = { ...parsed };
      const before = (coll: typeof parsed, needle: string, shift = 0): string | null => {
        const node = findNodeBefore(coll, text.indexOf(needle) + shift);
        return node === undefined ? null : text.slice(node.span.start, node.span.end);
      };
      for (const coll of [parsed, unstored]) {
        assert.equal(before(coll, '(;GM[1]SZ[9]'), null, 'before the first node');
        assert.equal(before(coll, ';B[aa]', 3), ';B[aa]');
        assert.equal(before(coll, '\n(;W[bb])', 1), ';B[aa]', 'on the ( of a variation');
        assert.equal(before(coll, '\n(;GM[1]SZ[13]'), ';W[cc]', 'between the games');
        assert.equal(before(coll, ';B[dd]', 6), ';B[dd]', 'at the end of the text');
      }
    });

    it('finds the right node among several games, by binary search over 10,000 nodes', () => {
      const many = parse('(;A[x];B[y])\n' + '(;B[aa];W[bb])'.repeat(5000));
      assert.equal(many.nodeCount, 10002);
      for (const id of [0, 1, 2, 5000, 10001]) {
        const target = allNodes(many)[id];
        assert.equal(findNodeAt(many, target.span.start + 1)?.id, id);
      }
    });
  });
});
