import * as assert from 'node:assert/strict';
import { PositionHistory } from '../../../src/engine/history';

/** Stones as a small colour array (the history only needs same-length arrays). */
function stones(...values: number[]): Int8Array {
  return Int8Array.from(values);
}

describe('engine: PositionHistory (exact superko memory)', () => {
  it('a hash match counts only when the rebuilt earlier position has exactly the same stones', () => {
    const h = PositionHistory.empty();
    h.push(42); // position A = empty
    h.recordChange(1, 0); // black stone on point 1
    h.push(7); // position B
    h.recordChange(2, 0); // white stone on point 2
    h.push(42); // position C: a different position with A's key (a collision)
    const current = stones(0, 1, -1, 0);
    assert.equal(h.repeats(42, current, stones(0, 0, 0, 0)), true, 'A');
    assert.equal(h.repeats(42, current, stones(0, 1, -1, 0)), true, 'C');
    assert.equal(h.repeats(42, current, stones(0, 1, 0, 0)), false, "B's stones under A's key");
    assert.equal(h.repeats(7, current, stones(0, 1, 0, 0)), true, 'B');
    assert.equal(h.repeats(8, current, stones(0, 0, 0, 0)), false, 'unknown key');
    assert.deepEqual([h.mayContain(42), h.mayContain(8), h.length], [true, false, 3]);
  });

  it('rebuilds through stone removals (captures) and replacements', () => {
    const h = PositionHistory.empty();
    h.push(1); // 1, 1, 0
    h.recordChange(1, 1); // the stone on 1 is captured
    h.recordChange(0, 1); // the stone on 0 is replaced by white
    h.push(2); // -1, 0, 0
    assert.equal(h.repeats(1, stones(-1, 0, 0), stones(1, 1, 0)), true);
    assert.equal(h.repeats(1, stones(-1, 0, 0), stones(1, 0, 0)), false);
  });

  it("clones share the log; the second one to append copies its part and neither sees the other's positions", () => {
    const root = PositionHistory.empty();
    root.push(10);
    const a = root.clone();
    const b = root.clone();
    a.recordChange(0, 0);
    a.push(11);
    b.recordChange(1, 0);
    b.push(12);
    assert.deepEqual([a.mayContain(10), a.mayContain(11), a.mayContain(12)], [true, true, false]);
    assert.deepEqual([b.mayContain(10), b.mayContain(11), b.mayContain(12)], [true, false, true]);
    assert.deepEqual([root.mayContain(11), root.mayContain(12), root.length], [false, false, 1]);
    assert.equal(b.repeats(10, stones(0, 1), stones(0, 0)), true);
    assert.equal(a.repeats(10, stones(1, 0), stones(0, 0)), true);
  });
});
