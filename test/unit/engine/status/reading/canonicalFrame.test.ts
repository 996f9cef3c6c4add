import * as assert from 'node:assert/strict';
import { canonicalFrame } from '../../../../../src/engine/status/reading/canonicalFrame';
import { PlayoutBoard } from '../../../../../src/engine/status/playouts/playoutBoard';

/** A board of `rows` turned by `turn` (x, y → x, y on a board of `width` × `height`), with its colours times `sign`. */
function board(rows: readonly string[], width: number, height: number, turn: (x: number, y: number) => [number, number], sign = 1): PlayoutBoard {
  const out = new PlayoutBoard(width, height);
  rows.forEach((row, y) => [...row].forEach((c, x) => c !== '.' && out.setup(out.indexOf(...turn(x, y)), (c === 'X' ? 1 : -1) * sign)));
  return out;
}

describe('engine/status: the canonical frame of a set of points', () => {
  // A rectangle with a shape near one corner: its eight images and its colour swap must order the shape's points alike.
  const rows = ['.XO....', 'XXO.O..', '.OO....', '.......', '.......'];
  // The top-left 3×3 block and D2 beside it.
  const shape: Array<[number, number]> = [...[0, 1, 2].flatMap((y) => [0, 1, 2].map((x): [number, number] => [x, y])), [3, 1]];
  const [w, h] = [7, 5];
  const turns: Array<[number, number, (x: number, y: number) => [number, number]]> = [
    [w, h, (x, y) => [x, y]],
    [w, h, (x, y) => [w - 1 - x, y]],
    [w, h, (x, y) => [x, h - 1 - y]],
    [w, h, (x, y) => [w - 1 - x, h - 1 - y]],
    [h, w, (x, y) => [y, x]],
    [h, w, (x, y) => [h - 1 - y, x]],
    [h, w, (x, y) => [y, w - 1 - x]],
    [h, w, (x, y) => [h - 1 - y, w - 1 - x]],
  ];

  /** The shape's points in canonical order, named by their place on the unturned board, and the key. */
  function frameOf(width: number, height: number, turn: (x: number, y: number) => [number, number], sign: number): [string[], readonly number[]] {
    const b = board(rows, width, height, turn, sign);
    const back = new Map(shape.map(([x, y]) => [b.indexOf(...turn(x, y)), `${x},${y}`]));
    const frame = canonicalFrame(
      b,
      shape.map(([x, y]) => b.indexOf(...turn(x, y))),
      sign,
    );
    return [frame.points.map((p) => back.get(p) as string), frame.key];
  }

  it('orders a shape the same on every turned or mirrored image of a rectangle, and with the colours swapped', () => {
    const [order, key] = frameOf(w, h, (x, y) => [x, y], 1);
    for (const [width, height, turn] of turns) {
      assert.deepEqual(frameOf(width, height, turn, 1), [order, key]);
      assert.deepEqual(frameOf(width, height, turn, -1), [order, key]);
    }
  });
});
