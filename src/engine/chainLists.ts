// Pure: chains as circular lists over `next`, shared by the engine's board and the estimator's playout board.

/**
 * Joins the chains with heads `a` and `b` (circular lists over `next`): the smaller one's stones take the bigger one's
 * head and its size is added there. Returns the head kept; the caller adds its own per-chain counts to it.
 */
export function joinChainLists(head: Int16Array, next: Int16Array, size: Int16Array, a: number, b: number): number {
  const big = size[a] >= size[b] ? a : b;
  const small = big === a ? b : a;
  let q = small;
  do {
    head[q] = big;
    q = next[q];
  } while (q !== small);
  const t = next[big];
  next[big] = next[small];
  next[small] = t;
  size[big] += size[small];
  return big;
}
