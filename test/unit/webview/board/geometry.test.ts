import * as assert from 'node:assert/strict';
import { columnLabel, pointName, rowLabel, starPoints } from '../../../../src/webview/board/geometry';

describe('webview board geometry', () => {
  it('names columns A–T without I and rows from the bottom', () => {
    assert.deepEqual([0, 7, 8, 18].map((x) => columnLabel(x, 19)), ['A', 'H', 'J', 'T']);
    assert.deepEqual([0, 18].map((y) => rowLabel(y, 19)), ['19', '1']);
    assert.equal(pointName(3, 15, 19, 19), 'D4');
  });

  it('numbers the columns of boards wider than the 25 letters and joins a point name with a dash', () => {
    assert.deepEqual([0, 25, 51].map((x) => columnLabel(x, 52)), ['1', '26', '52']);
    assert.equal(pointName(26, 48, 52, 52), '27-4');
  });

  it('labels a 25-column board with the 25 letters A–Z without I', () => {
    assert.deepEqual([0, 8, 24].map((x) => columnLabel(x, 25)), ['A', 'J', 'Z']);
  });

  it('labels a rectangular board by its own width and height', () => {
    assert.deepEqual([0, 12].map((x) => columnLabel(x, 13, 'go')), ['A', 'N']);
    assert.deepEqual([0, 6].map((y) => rowLabel(y, 7, 'go')), ['7', '1']);
    assert.equal(pointName(12, 6, 13, 7), 'N1');
    assert.equal(pointName(0, 0, 13, 7), 'A7');
  });

  it('uses the file letters in sgf style: a–z then A–Z, rows from the top', () => {
    assert.deepEqual([0, 8, 25, 26, 51].map((x) => columnLabel(x, 52, 'sgf')), ['a', 'i', 'z', 'A', 'Z']);
    assert.deepEqual([0, 18].map((y) => rowLabel(y, 19, 'sgf')), ['a', 's']);
    assert.equal(pointName(3, 15, 19, 19, 'sgf'), 'dp');
    assert.equal(pointName(30, 2, 40, 9, 'sgf'), 'Ec');
  });

  it('puts 9 star points on 19×19, 5 on 13×13 and 9×9, none on tiny boards', () => {
    const sorted = (points: Array<[number, number]>) => points.map(([x, y]) => `${x},${y}`).sort();
    assert.deepEqual(sorted(starPoints(19, 19)), ['15,15', '15,3', '15,9', '3,15', '3,3', '3,9', '9,15', '9,3', '9,9']);
    assert.deepEqual(sorted(starPoints(13, 13)), ['3,3', '3,9', '6,6', '9,3', '9,9']);
    assert.deepEqual(sorted(starPoints(9, 9)), ['2,2', '2,6', '4,4', '6,2', '6,6']);
    assert.deepEqual(starPoints(5, 5), []);
  });

  it('has no centre star on even boards', () => {
    assert.deepEqual(starPoints(10, 10).map(([x, y]) => `${x},${y}`).sort(), ['2,2', '2,7', '7,2', '7,7']);
  });
});
