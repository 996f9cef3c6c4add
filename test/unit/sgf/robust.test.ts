import * as assert from 'node:assert/strict';
import { parse } from '../../../src/sgf/parse';
import { formatTree, printCollection } from '../../support/sgfPrint';
import { mainLine, maxDepth, subtreeCounts, walk } from '../../../src/sgf/tree';
import type { SgfCollection, Span } from '../../../src/sgf/types';
import { brokenFixtures, validFixtures } from '../../fixtures/sgf/fixtures';
import { below, bracketSoup, deepNesting, longMainLine, mutate, random, randomSgf } from '../../fixtures/sgf/generate';

function assertSpan(span: Span, length: number, what: string): void {
  if (!(span.start >= 0 && span.start <= span.end && span.end <= length)) {
    assert.fail(`${what} span ${JSON.stringify(span)} outside [0, ${length}]`);
  }
}

/** Everything that must hold for any input: spans inside the text, consistent tree, byte-exact printing. */
function assertSound(text: string, coll: SgfCollection): void {
  for (const d of coll.diagnostics) assertSpan(d.span, text.length, d.code);
  let expectedId = 0;
  let lastStart = -1;
  for (const game of coll.games) {
    walk(game, (node) => {
      assert.equal(node.id, expectedId++, 'ids in pre-order');
      assertSpan(node.span, text.length, 'node');
      assert.ok(node.span.start > lastStart, 'nodes in file order');
      lastStart = node.span.start;
      for (const child of node.children) assert.equal(child.parent, node);
      for (const prop of node.properties) {
        assertSpan(prop.span, text.length, 'property');
        assert.equal(text.slice(prop.idSpan.start, prop.idSpan.end), prop.id);
        for (const value of prop.values) {
          assertSpan(value.span, text.length, 'value');
          assert.equal(text[value.span.start], '[');
        }
      }
    });
  }
  assert.equal(expectedId, coll.nodeCount);
  assert.equal(printCollection(coll), text);
}

describe('sgf parse robustness', () => {
  it('10,000 random and mutated inputs: never throws, spans inside the text, prints back exactly (seed 3)', () => {
    const rand = random(3);
    const seeds = [...validFixtures(), ...brokenFixtures()].map((f) => f.text).filter((t) => t.length < 5000);
    for (let k = 0; k < 40; k++) seeds.push(randomSgf(rand, 30));
    for (let k = 0; k < 10_000; k++) {
      let text: string;
      if (k % 5 === 0) text = bracketSoup(rand, below(rand, 120));
      else {
        text = seeds[below(rand, seeds.length)];
        const mutations = 1 + below(rand, 6);
        for (let m = 0; m < mutations; m++) text = mutate(text, rand);
      }
      let coll: SgfCollection;
      try {
        coll = parse(text);
      } catch (error) {
        assert.fail(`parse threw on ${JSON.stringify(text)}: ${String(error)}`);
      }
      assertSound(text, coll);
    }
  });

  it('parses and prints variations nested 100,000 deep without overflowing the stack', () => {
    const text = deepNesting(100_000);
    const coll = parse(text);
    assert.deepEqual(coll.diagnostics, []);
    assert.equal(coll.nodeCount, 100_000);
    const root = coll.games[0];
    assert.equal(maxDepth(root), 100_000);
    assert.equal(subtreeCounts(root).nodes, 100_000);
    const line = mainLine(root);
    assert.equal(line.length, 100_000);
    assert.deepEqual(line[99_999].tree, { open: text.lastIndexOf('('), close: text.indexOf(')') });
    assert.equal(printCollection(coll), text);
    const canonical = formatTree(root);
    assert.equal(canonical.length, text.length - 2 * 99_999);
    assert.equal(parse(canonical).nodeCount, 100_000);
  });

  it('reports a truncated 20,000-deep nesting with capped unbalanced-open diagnostics', () => {
    const text = deepNesting(20_000).replace(/\)+$/, '');
    const coll = parse(text);
    assert.equal(coll.nodeCount, 20_000);
    assert.equal(coll.diagnostics.filter((d) => d.code === 'unbalanced-open').length, 200);
    assert.deepEqual(coll.diagnostics[0].span, { start: 0, end: 1 });
    assert.equal(coll.diagnostics.at(-1)?.message, '19800 more "unbalanced-open" problems are not shown.');
    assert.equal(printCollection(coll), text);
  });

  it('parses and prints a 100,000-move main line', () => {
    const text = longMainLine(100_000, random(9));
    const coll = parse(text);
    assert.deepEqual(coll.diagnostics, []);
    assert.equal(mainLine(coll.games[0]).length, 100_001);
    assert.equal(maxDepth(coll.games[0]), 100_001);
    assert.equal(printCollection(coll), text);
    assert.equal(parse(formatTree(coll.games[0])).nodeCount, 100_001);
  });

  it('parses a 5 MB comment, and one full of escapes, in linear time', () => {
    const plain = '(;C[' + 'Go is a board game. '.repeat(250_000) + '];B[aa])';
    const escaped = '(;C[' + 'a\\]b\\\\c\\:'.repeat(500_000) + '];B[aa])';
    for (const text of [plain, escaped]) {
      const start = performance.now();
      const coll = parse(text);
      const ms = performance.now() - start;
      assert.ok(ms < 1000, `took ${ms} ms`);
      assert.equal(coll.nodeCount, 2);
      assert.equal(coll.games[0].properties[0].values[0].raw.length, text.length - 12);
      assert.equal(printCollection(coll), text);
    }
  });

  it('parses pathological inputs (1 MB of one bracket character) in linear time', () => {
    for (const char of ['(', ')', '[', ']', ';', '\\', 'B', 'b', '(;']) {
      const text = char.repeat(1_000_000 / char.length);
      const start = performance.now();
      const coll = parse(text);
      const ms = performance.now() - start;
      assert.ok(ms < 2000, `${JSON.stringify(char)} took ${ms} ms`);
      for (const d of coll.diagnostics) assertSpan(d.span, text.length, d.code);
    }
  });
});
