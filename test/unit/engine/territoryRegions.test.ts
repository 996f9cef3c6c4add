import * as assert from 'node:assert/strict';
import { getTerritories } from '../../../src/engine';
import { regionMessage, summaryMessage, pointList, MAX_LISTED_POINTS } from '../../../src/extension/territory/territoryMessages';
import { exercismRows, territoryRegions } from '../../../src/engine/territoryRegions';

/** The exercism go-counting example board. */
const exercism = ['  B  ', ' B B ', 'B W B', ' W W ', '  W  '];

describe('Count Territory on string-array boards: regions and their words', () => {
  it('splits the exercism 5×5 board into its eight regions, in reading order, points sorted by x then y', () => {
    const territory = territoryRegions(exercism);
    assert.deepEqual(
      { black: territory.black, white: territory.white, neutral: territory.neutral, width: territory.width, height: territory.height },
      { black: 6, white: 1, neutral: 9, width: 5, height: 5 },
    );
    assert.deepEqual(territory.regions, [
      {
        owner: 'BLACK',
        points: [
          [0, 0],
          [0, 1],
          [1, 0],
        ],
      },
      {
        owner: 'BLACK',
        points: [
          [3, 0],
          [4, 0],
          [4, 1],
        ],
      },
      { owner: 'NONE', points: [[2, 1]] },
      { owner: 'NONE', points: [[1, 2]] },
      { owner: 'NONE', points: [[3, 2]] },
      {
        owner: 'NONE',
        points: [
          [0, 3],
          [0, 4],
          [1, 4],
        ],
      },
      { owner: 'WHITE', points: [[2, 3]] },
      {
        owner: 'NONE',
        points: [
          [3, 4],
          [4, 3],
          [4, 4],
        ],
      },
    ]);
  });

  it("agrees with the engine's getTerritories on 200 random boards (fixed seed)", () => {
    let seed = 12345;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 200; n++) {
      const width = 1 + Math.floor(random() * 9);
      const height = 1 + Math.floor(random() * 9);
      const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => ' BW '[Math.floor(random() * 4)]).join(''));
      const expected = getTerritories(rows);
      const territory = territoryRegions(rows);
      const of = (owner: string) =>
        territory.regions
          .filter((r) => r.owner === owner)
          .flatMap((r) => r.points)
          .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      assert.deepEqual({ territoryBlack: of('BLACK'), territoryWhite: of('WHITE'), territoryNone: of('NONE') }, expected, JSON.stringify(rows));
      assert.deepEqual(
        [territory.black, territory.white, territory.neutral],
        [expected.territoryBlack.length, expected.territoryWhite.length, expected.territoryNone.length],
      );
    }
  });

  it('reads engine rows (".", "X", "O") the same as exercism rows', () => {
    assert.deepEqual(exercismRows(['..X', 'O.X']), ['  B', 'W B']);
    assert.deepEqual(territoryRegions(['..X', 'O.X']), territoryRegions(['  B', 'W B']));
  });

  it('gives an empty board one neutral region and a full board none', () => {
    assert.deepEqual(territoryRegions(['  ', '  ']).regions, [
      {
        owner: 'NONE',
        points: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
        ],
      },
    ]);
    assert.deepEqual(territoryRegions(['BW', 'WB']).regions, []);
  });

  it('words a region with its owner, size and points as [x,y] and board name (A5), and the board with its totals', () => {
    const [first, , third, , , , white] = territoryRegions(exercism).regions;
    assert.equal(regionMessage(first, 5), 'Black territory, 3 points: [0,0] A5, [0,1] A4, [1,0] B5');
    assert.equal(regionMessage(third, 5), 'Neutral region, 1 point: [2,1] C4');
    assert.equal(regionMessage(white, 5), 'White territory, 1 point: [2,3] C2');
    assert.equal(summaryMessage(territoryRegions(exercism)), 'Territory: Black 6, White 1, neutral 9 (5×5 board)');
  });

  it('lists at most MAX_LISTED_POINTS points and counts the rest', () => {
    const points = Array.from({ length: MAX_LISTED_POINTS + 5 }, (_, i) => [i, 0] as [number, number]);
    const text = pointList(points, 1);
    assert.ok(text.endsWith(`[${MAX_LISTED_POINTS - 1},0] Y1 … and 5 more`), text);
    assert.equal(text.split('[').length - 1, MAX_LISTED_POINTS);
  });
});
