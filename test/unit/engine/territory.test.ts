import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Board } from '../../../src/engine/board';
import { getTerritories, getTerritory, territoryOf } from '../../../src/engine/territory';

interface TerritoryCase {
  description: string;
  board: string[];
  x: number;
  y: number;
  expected: { owner: string; territory: number[][] } | { error: string };
}

interface TerritoriesCase {
  description: string;
  board: string[];
  expected: { territoryBlack: number[][]; territoryWhite: number[][]; territoryNone: number[][] };
}

const fixture = JSON.parse(readFileSync(join(__dirname, '../../fixtures/engine/go-counting.json'), 'utf8')) as {
  territory: TerritoryCase[];
  territories: TerritoriesCase[];
};

describe('engine: exercism go-counting canonical cases', () => {
  it('the fixture holds all 11 canonical cases', () => {
    assert.equal(fixture.territory.length + fixture.territories.length, 11);
  });

  for (const c of fixture.territory) {
    it(`territory: ${c.description}`, () => {
      if ('error' in c.expected) {
        assert.throws(() => getTerritory(c.board, c.x, c.y), new Error(c.expected.error));
      } else {
        assert.deepEqual(getTerritory(c.board, c.x, c.y), c.expected);
      }
    });
  }

  for (const c of fixture.territories) {
    it(`territories: ${c.description}`, () => {
      assert.deepEqual(getTerritories(c.board), c.expected);
    });
  }
});

describe('engine: territory beyond the canonical cases', () => {
  it('non-integer coordinates are invalid', () => {
    assert.throws(() => getTerritory(['  '], 0.5, 0), new Error('Invalid coordinate'));
  });

  it('an empty board list has no valid coordinate', () => {
    assert.throws(() => getTerritory([], 0, 0), new Error('Invalid coordinate'));
    assert.deepEqual(getTerritories([]), { territoryBlack: [], territoryWhite: [], territoryNone: [] });
  });

  it("a region reaching the edge but bordered by one colour only is that colour's", () => {
    const board = ['  W B ', 'WWW BB', '   B  '];
    assert.deepEqual(getTerritories(board), {
      territoryBlack: [
        [4, 2],
        [5, 0],
        [5, 2],
      ],
      territoryWhite: [
        [0, 0],
        [1, 0],
      ],
      territoryNone: [
        [0, 2],
        [1, 2],
        [2, 2],
        [3, 0],
        [3, 1],
      ],
    });
  });

  it('territoryOf gives the owner of every point of a Board (index y * width + x)', () => {
    const board = Board.fromRows(['.X.O.', 'XX.OO', '.....']);
    assert.deepEqual(Array.from(territoryOf(board)), [1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('territoryOf and getTerritories agree on a 19×19 position', () => {
    const rows = [
      '   B  W            ',
      '  BB  W      W     ',
      ' B  B W    WW      ',
      'BB   WW   W  W     ',
      '    B W   WW       ',
      '    BW             ',
      '   B W             ',
      '   B W     B       ',
      '    BW    B B      ',
      '     BW    B   BBB ',
      '      BW      B  BW',
      '       BW    B BWW ',
      '       BW     BW   ',
      '        BW    BW   ',
      '       BW    BW    ',
      '      BW     BW    ',
      '     BW      BW    ',
      '     BW     BW     ',
      '    BW      BW     ',
    ];
    const owner = territoryOf(Board.fromRows(rows));
    const t = getTerritories(rows);
    for (const [list, sign] of [
      [t.territoryBlack, 1],
      [t.territoryWhite, -1],
      [t.territoryNone, 0],
    ] as const) {
      for (const [x, y] of list) assert.equal(owner[y * 19 + x], sign, `point ${x},${y}`);
    }
    assert.equal(t.territoryBlack.length + t.territoryWhite.length + t.territoryNone.length, rows.join('').replace(/[BW]/g, '').length);
  });

  it('counts a 19×19 position in well under 1 ms', () => {
    const rows = Array.from({ length: 19 }, (_, y) =>
      Array.from({ length: 19 }, (_, x) => ((x * 7 + y * 3) % 5 === 0 ? 'B' : (x + y * 5) % 7 === 0 ? 'W' : ' ')).join(''),
    );
    const board = Board.fromRows(rows);
    for (let i = 0; i < 200; i++) getTerritories(rows);
    const runs = 500;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) {
      getTerritories(rows);
      territoryOf(board);
    }
    const perCount = (performance.now() - t0) / runs;
    assert.ok(perCount < 1, `one count took ${perCount.toFixed(3)} ms`);
  });
});
