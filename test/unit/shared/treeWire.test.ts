import * as assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { layoutTree } from '../../../src/editor';
import { decodeSgfBytes } from '../../../src/sgf/charset';
import { parse } from '../../../src/sgf/parse';
import { packTree, unpackTree } from '../../../src/shared/treeWire';
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

  it('refuses a layout whose ids are not consecutive or whose columns are not depths', () => {
    const layout = { ids: [4, 5, 7], columns: [0, 1, 2], rows: [0, 0, 0], parents: [-1, 0, 1], kinds: 'SBW', flags: '   ', columnCount: 3, rowCount: 1 };
    assert.throws(() => packTree(layout), /node 2 of the layout has id 7/);
    assert.throws(() => packTree({ ...layout, ids: [4, 5, 6], columns: [0, 1, 1] }), /column 1/);
  });
});
