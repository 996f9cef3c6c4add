import * as assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { layoutTree } from '../../../src/editor';
import { decodeSgfBytes } from '../../../src/sgf/charset/charset';
import { parse } from '../../../src/sgf/parse';
import { applyTreeSplice, packTree, treeSplice, unpackTree, type PackedTree } from '../../../src/shared/treeWire';
import { planEdit } from '../../../src/editor';
import { GameReplay } from '../../../src/game/replay';
import { applyEdits } from '../../../src/sgf/edit/textEdit';
import type { SgfNode } from '../../../src/sgf/types';
import { mulberry32 } from '../../support/random';
import { bigGameTree } from '../../../scripts/harness/benchGames';
import { branchyTreeText } from '../editor/view/treeLayout.helpers';

describe('shared: the game tree packed for the tree message', () => {
  it('unpacks to exactly the layout packed, for every game of the SGF fixtures and random trees', () => {
    const fixtures = join(__dirname, '../../fixtures');
    const texts = readdirSync(fixtures, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.sgf'))
      .map((f) => decodeSgfBytes(readFileSync(join(fixtures, f))).text);
    texts.push(...[1, 2, 3].map((seed) => branchyTreeText(2_000, seed)));
    let games = 0;
    for (const text of texts) {
      for (const root of parse(text).games) {
        const layout = layoutTree(root);
        assert.deepEqual(unpackTree(JSON.parse(JSON.stringify(packTree(layout)))), layout);
        games++;
      }
    }
    assert.ok(games >= 290, `${games} games`);
  });

  it('is about a third of the plain layout on the 5 MB, 50,000-node tree', () => {
    const layout = layoutTree(parse(bigGameTree({ nodes: 50_000, bytes: 5_000_000, mainLine: 300, branches: 200, seed: 4 })).games[0]);
    const plain = JSON.stringify(layout).length;
    const packed = JSON.stringify(packTree(layout)).length;
    assert.ok(packed < plain * 0.4, `${packed} bytes packed, ${plain} plain`);
  });

  it('turns the tree before an edit into the tree after it by a splice, on 120 random edits of random trees', () => {
    let spliced = 0;
    let whole = 0;
    for (const seed of [1, 2, 3]) {
      const random = mulberry32(seed);
      let text = branchyTreeText(1_000, seed);
      for (let k = 0; k < 40; k++) {
        const coll = parse(text);
        const root = coll.games[0];
        const nodes: SgfNode[] = [];
        const walk = [root];
        while (walk.length > 0) {
          const node = walk.pop() as SgfNode;
          nodes.push(node);
          walk.push(...node.children);
        }
        const node = nodes[Math.floor(random() * nodes.length)];
        const roll = random();
        const action =
          roll < 0.6
            ? ({ kind: 'play', point: [Math.floor(random() * 19), Math.floor(random() * 19)] } as const)
            : roll < 0.8 && node !== root
              ? ({ kind: 'delete' } as const)
              : ({ kind: 'comment', text: roll < 0.9 ? 'a comment' : '' } as const);
        const plan = planEdit(coll, GameReplay.open(coll, 0), node, action);
        if (plan.kind !== 'edits') continue;
        const before = packTree(layoutTree(root));
        text = applyEdits(text, plan.edits);
        const after = packTree(layoutTree(parse(text).games[0]));
        const splice = JSON.parse(JSON.stringify(treeSplice(before, after))) as ReturnType<typeof treeSplice>;
        assert.deepEqual(applyTreeSplice(before, splice), after, `seed ${seed}, edit ${k}: ${JSON.stringify(action)}`);
        spliced += splice.climbs.length + splice.deleteCount;
        whole += after.climbs.length;
      }
    }
    assert.ok(spliced < whole * 0.15, `${spliced} entries spliced for ${whole} in the trees`);
  });

  it('applies a splice only to a tree of the size it was made for', () => {
    const before = packTree(layoutTree(parse('(;GM[1];B[aa];W[bb])').games[0]));
    const after = packTree(layoutTree(parse('(;GM[1];B[aa](;W[bb])(;W[cc]))').games[0]));
    const splice = treeSplice(before, after);
    assert.deepEqual(
      { start: splice.start, deleteCount: splice.deleteCount, climbs: splice.climbs, rows: splice.rows },
      { start: 3, deleteCount: 0, climbs: [1], rows: [1] },
    );
    const other: PackedTree = { ...before, climbs: [1, 1], rows: [0, 0], kinds: 'SB', flags: '  ' };
    assert.equal(applyTreeSplice(other, splice), null);
  });

  it('refuses a layout whose ids are not consecutive or whose columns are not depths', () => {
    const layout = {
      ids: Int32Array.of(4, 5, 7),
      columns: Int32Array.of(0, 1, 2),
      rows: Int32Array.of(0, 0, 0),
      parents: Int32Array.of(-1, 0, 1),
      kinds: 'SBW',
      flags: '   ',
      columnCount: 3,
      rowCount: 1,
    };
    assert.throws(() => packTree(layout), /node 2 of the layout has id 7/);
    assert.throws(() => packTree({ ...layout, ids: Int32Array.of(4, 5, 6), columns: Int32Array.of(0, 1, 1) }), /column 1/);
  });
});
