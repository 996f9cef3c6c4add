import * as assert from 'node:assert/strict';
import { starPoints } from '../../../src/render/starPoints';

describe('render: star points (board view and diagrams)', () => {
  it('puts 9 star points on 19×19, 5 on 13×13 and 9×9, none on tiny boards', () => {
    const sorted = (points: Array<[number, number]>) => points.map(([x, y]) => `${x},${y}`).sort();
    assert.deepEqual(sorted(starPoints(19, 19)), ['15,15', '15,3', '15,9', '3,15', '3,3', '3,9', '9,15', '9,3', '9,9']);
    assert.deepEqual(sorted(starPoints(13, 13)), ['3,3', '3,9', '6,6', '9,3', '9,9']);
    assert.deepEqual(sorted(starPoints(9, 9)), ['2,2', '2,6', '4,4', '6,2', '6,6']);
    assert.deepEqual(starPoints(5, 5), []);
  });

  it('has no centre star on even boards', () => {
    assert.deepEqual(
      starPoints(10, 10)
        .map(([x, y]) => `${x},${y}`)
        .sort(),
      ['2,2', '2,7', '7,2', '7,7'],
    );
  });
});
