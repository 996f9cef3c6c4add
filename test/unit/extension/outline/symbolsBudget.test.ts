import * as assert from 'node:assert/strict';
import { buildOutline, DEFAULT_OUTLINE_LIMITS, OutlineBuilder, type OutlineLimits, type OutlineSymbol } from '../../../../src/extension/outline/symbolsTree';
import { parse } from '../../../../src/sgf/parse';
import { longMainLine, random } from '../../../fixtures/sgf/generate';
import { mulberry32 } from '../../../support/random';

const letters = 'abcdefghijklmnopqrs';

/** `count` moves from `first` (B or W alternate), random points from `random`. */
function moves(count: number, first: number, random: () => number): string {
  let out = '';
  for (let k = 0; k < count; k++) out += `;${(first + k) % 2 === 0 ? 'B' : 'W'}[${letters[Math.floor(random() * 19)]}${letters[Math.floor(random() * 19)]}]`;
  return out;
}

/**
 * A main line of 250 moves with a variation of 150 moves after every tenth move (24 of them), each holding a
 * sub-variation of 3 moves after its fifth move; random points from a fixed seed.
 */
function branchyGame(seed: number): string {
  const random = mulberry32(seed);
  const variation = (movesBefore: number): string =>
    `(${moves(5, movesBefore, random)}(${moves(145, movesBefore + 5, random)})(${moves(3, movesBefore + 5, random)}))`;
  let tail = moves(10, 240, random);
  for (let b = 240; b >= 10; b -= 10) tail = `${moves(10, b - 10, random)}(${tail})${variation(b)}`;
  return `(;GM[1]FF[4]SZ[19]${tail})`;
}

/** Every symbol, walked without recursion. */
function count(roots: readonly OutlineSymbol[]): number {
  let n = 0;
  const stack = [...roots];
  for (let symbol = stack.pop(); symbol !== undefined; symbol = stack.pop(), n++) stack.push(...symbol.children);
  return n;
}

const LIMITS: OutlineLimits = { ...DEFAULT_OUTLINE_LIMITS, maxSymbols: 1_000 };

describe('SGF outline budget', () => {
  it('lists everything of a tree within the budget (24 variations of 150 moves, 250-move main line: 3,974 symbols)', () => {
    const roots = buildOutline(parse(branchyGame(7)));
    assert.equal(count(roots), 1 + 3 + 250 + 24 * (1 + 150 + 1 + 3));
    const [game] = roots;
    assert.deepEqual(
      game.children.slice(0, 4).map((c) => [c.name, c.detail, c.children.length]),
      [
        ['Moves 1–100', '', 100],
        ['Moves 101–200', '', 100],
        ['Moves 201–250', '', 50],
        ['Variation 2 at move 241', '150 moves', 151],
      ],
    );
  });

  it('fills the main line, then the variations nearest it in order; the rest keep their entry without moves', () => {
    const [game] = buildOutline(parse(branchyGame(7)), LIMITS);
    // 1 game, 3 groups, 250 moves, 24 variations; 4 variations with 150 moves and their sub-variation each
    // (151 + its 3 moves); the other 20 only their sub-variation entry, with its 3 moves.
    assert.equal(count([game]), 1 + 3 + 250 + 24 + 4 * 151 + 20 * 1 + 24 * 3);
    assert.ok(count([game]) <= LIMITS.maxSymbols);
    const variations = game.children.slice(3).reverse();
    assert.equal(variations.length, 24);
    assert.deepEqual(
      variations.map((v) => [v.name, v.detail, v.children.length]),
      [
        ['Variation 2 at move 11', '150 moves', 151],
        ['Variation 2 at move 21', '150 moves', 151],
        ['Variation 2 at move 31', '150 moves', 151],
        ['Variation 2 at move 41', '150 moves', 151],
        ...[51, 61, 71, 81, 91, 101, 111, 121, 131, 141, 151, 161, 171, 181, 191, 201, 211, 221, 231, 241].map((m) => [
          `Variation 2 at move ${m}`,
          '150 moves',
          1,
        ]),
      ],
    );
    const collapsed = variations[4];
    assert.deepEqual(
      collapsed.children.map((c) => [c.name, c.detail, c.children.map((m) => m.name.split(' ').slice(0, 2).join(' '))]),
      [['Variation 2 at move 56', '3 moves', ['56 W', '57 B', '58 W']]],
    );
    assert.deepEqual(
      variations[0].children.slice(4, 6).map((c) => c.name.split(' ').slice(0, 2).join(' ')),
      ['15 B', '16 W'],
    );
  });

  it('sums up the variations past the budget in one "N more variations" entry covering them', () => {
    const text = `(;GM[1];B[aa]${'(;W[bb])'.repeat(100)})`;
    const [game] = buildOutline(parse(text), { ...DEFAULT_OUTLINE_LIMITS, maxSymbols: 40 });
    assert.equal(count([game]), 40);
    // 1 game and 2 moves leave 37: 36 variations and the entry for the other 63.
    assert.deepEqual(game.children.map((c) => c.name).slice(0, 4), ['1 B A19', '2 W B18', 'Variation 2 at move 2', 'Variation 3 at move 2']);
    assert.equal(game.children.length, 2 + 36 + 1);
    assert.equal(game.children[37].name, 'Variation 37 at move 2');
    const more = game.children[game.children.length - 1];
    assert.deepEqual([more.name, more.detail, more.kind, more.children.length], ['63 more variations', 'at move 2', 'variation', 0]);
    assert.equal(text.slice(more.span.start, more.span.end), '(;W[bb])'.repeat(63));
  });

  it('builds step by step to the same outline when paused after every line', () => {
    const coll = parse(branchyGame(11));
    const builder = new OutlineBuilder(coll, LIMITS);
    let steps = 1;
    while (!builder.step(() => true)) steps++;
    assert.deepEqual(builder.roots, buildOutline(coll, LIMITS));
    // The main line, each of the 24 variations and their 24 sub-variations: a pause after starting and after finishing each.
    assert.equal(steps, 2 * 49);
  });

  it('pauses inside a long line too, every 250 nodes', () => {
    const coll = parse(longMainLine(2_500, random(5)));
    const builder = new OutlineBuilder(coll, DEFAULT_OUTLINE_LIMITS);
    let steps = 1;
    while (!builder.step(() => true)) steps++;
    assert.deepEqual(builder.roots, buildOutline(coll));
    // Started, then walked to node 250, 500, …, 2,250, and to the end.
    assert.equal(steps, 1 + 9 + 1);
  });
});
