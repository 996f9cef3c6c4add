import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOutline, DEFAULT_OUTLINE_LIMITS, gameViewIcon, type OutlineSymbol } from '../../../../src/extension/outline/symbolsTree';
import { parse } from '../../../../src/sgf/parse';
import { longMainLine, random } from '../../../fixtures/sgf/generate';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../fixtures/extension/outline', name), 'utf8');

/** A symbol as [name, detail, kind] with its children, for deepEqual. */
type Shape = [string, string, string, Shape[]?];
function shape(symbol: OutlineSymbol): Shape {
  return symbol.children.length === 0 ? [symbol.name, symbol.detail, symbol.kind] : [symbol.name, symbol.detail, symbol.kind, symbol.children.map(shape)];
}

/** Depth of the deepest entry (a game alone is 1), walked without recursion. */
function depthOf(roots: readonly OutlineSymbol[]): number {
  let best = 0;
  const stack: Array<readonly [OutlineSymbol, number]> = roots.map((s) => [s, 1] as const);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    best = Math.max(best, item[1]);
    for (const child of item[0].children) stack.push([child, item[1] + 1]);
  }
  return best;
}

/** `(;GM[1](;B[aa])(;W[bb](;B[aa])(;W[bb]…)))`: each variation holds the next one, `depth` deep. */
function nestedVariations(depth: number): string {
  return `(;GM[1]${'(;B[aa])(;W[bb]'.repeat(depth)}${')'.repeat(depth)})`;
}

describe('SGF outline', () => {
  it('lists games (GN, else "PB vs PW", else "Game N"; size and result), main-line moves, then variations nested', () => {
    assert.deepEqual(buildOutline(parse(fixture('collection.sgf'))).map(shape), [
      [
        'Aiko vs Bao',
        '9×9, B+R',
        'game',
        [
          ['1 B E5', 'The centre, a bold start for a nine…', 'move'],
          ['2 W C7', '', 'move'],
          ['3 B G7', '', 'move'],
          ['4 W G3', '', 'move'],
          ['5 B C3', '', 'move'],
          ['Variation 2 at move 5', '1 move', 'variation', [['5 B G2', 'Too slow.', 'move']]],
          [
            'Variation 2 at move 3',
            '1 move',
            'variation',
            [
              ['Setup', '', 'setup'],
              ['3 B pass', '', 'move'],
            ],
          ],
        ],
      ],
      ['Problem 2', '13×13', 'game', [['1 W B12', '', 'move']]],
      ['Game 3', '19×19', 'game', [['1 B A19', '', 'move']]],
    ]);
  });

  it('spans: a game from "(" to ")", a variation from its "(" to its ")", a move its node; selection inside', () => {
    const text = fixture('collection.sgf');
    const [game] = buildOutline(parse(text));
    const covers = (s: OutlineSymbol) => text.slice(s.span.start, s.span.end);
    assert.equal(covers(game), text.slice(0, text.indexOf('\n(;GN')));
    assert.equal(text.slice(game.selectionSpan.start, game.selectionSpan.end), ';GM[1]FF[4]SZ[9]PB[Aiko]PW[Bao]RE[B+R]');
    assert.equal(covers(game.children[2]), ';B[gc]');
    assert.equal(covers(game.children[5]), '(;B[gh]C[Too slow.])');
    assert.equal(covers(game.children[6]), '(;AB[ab]AW[ba]\n;B[])');
    assert.equal(text.slice(game.children[6].selectionSpan.start, game.children[6].selectionSpan.end), ';AB[ab]AW[ba]');
  });

  it('groups a long line by 100 moves ("Moves 1–100") and keeps variations beside the groups', () => {
    const text = longMainLine(250, random(3)).replace(/\n\)\n$/, '\n(;B[aa])(;B[bb]))\n');
    const [game] = buildOutline(parse(text));
    assert.deepEqual(
      game.children.map((c) => [c.name, c.children.length]),
      [
        ['Moves 1–100', 100],
        ['Moves 101–200', 100],
        ['Moves 201–251', 51],
        ['Variation 2 at move 251', 1],
      ],
    );
    assert.equal(game.children[0].children[99].name.split(' ')[0], '100');
  });

  it('stays within its symbol budget on a 100,000-move main line: every group listed, whole groups of moves until the budget ends', () => {
    const [game] = buildOutline(parse(longMainLine(100_000, random(4))));
    assert.equal(DEFAULT_OUTLINE_LIMITS.maxSymbols, 5_000);
    assert.equal(game.children.length, 1_000);
    assert.equal(game.children[999].name, 'Moves 99901–100000');
    const listed = game.children.reduce((n, group) => n + group.children.length, 0);
    // 1 game + 1,000 groups leave 3,999: 39 whole groups of 100.
    assert.equal(listed, 3_900);
    assert.equal(game.children[38].children.length, 100);
    assert.equal(game.children[39].children.length, 0);
  });

  it(`nests variations at most ${DEFAULT_OUTLINE_LIMITS.maxNesting} deep, listing deeper ones beside their parent (no recursion)`, () => {
    const roots = buildOutline(parse(nestedVariations(5_000)));
    assert.equal(depthOf(roots), DEFAULT_OUTLINE_LIMITS.maxNesting + 2);
    const small = buildOutline(parse(nestedVariations(2)));
    assert.deepEqual(small.map(shape), [
      [
        'Game 1',
        '19×19',
        'game',
        [
          ['1 B A19', '', 'move'],
          [
            'Variation 2 at move 1',
            '2 moves',
            'variation',
            [
              ['1 W B18', '', 'move'],
              ['2 B A19', '', 'move'],
              ['Variation 2 at move 2', '1 move', 'variation', [['2 W B18', '', 'move']]],
            ],
          ],
        ],
      ],
    ]);
  });

  it("shows Black's and White's moves in the Game view as stones of their colour (a tryout could not tell them apart)", () => {
    const [game] = buildOutline(parse('(;GM[1]SZ[9];B[ee];W[cc];B[];W[gg]AB[aa];C[note])'));
    assert.deepEqual(
      [game, ...game.children].map((symbol) => `${symbol.name}: ${Object.values(gameViewIcon(symbol)).join('')}`),
      [
        'Game 1: symbol-module',
        '1 B E5: media/move-black.svg',
        '2 W C7: media/move-white.svg',
        '3 B pass: media/move-black.svg',
        '4 W G3: media/move-white.svg',
        'Node: comment',
      ],
    );
  });

  it('returns no games for text without a game tree', () => {
    assert.deepEqual(buildOutline(parse('just text')), []);
  });
});
