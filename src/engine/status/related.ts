// Pure: groups of related chains — chains of one colour that cannot be cut apart (two shared liberties, or a diagonal
// step with both crossing points empty). A group lives or dies as a whole, so the verdict is given per group.
import type { PlayoutBoard } from './playouts/playoutBoard';

/** For each chain (by the order of `heads`), the index of its group's first chain. */
export function relatedGroups(board: PlayoutBoard, heads: readonly number[], index: ReadonlyMap<number, number>): Int32Array {
  const { color, head, next, dirs, diagonals } = board;
  const parent = Int32Array.from(heads.keys());
  const find = (c: number): number => {
    while (parent[c] !== c) c = parent[c] = parent[parent[c]];
    return c;
  };
  const join = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const shared = new Map<number, number>();
  heads.forEach((h, c) => {
    const sign = color[h];
    shared.clear();
    let q = h;
    do {
      for (let d = 0; d < 4; d++) {
        const lib = q + dirs[d];
        if (color[lib] !== 0) continue;
        for (let e = 0; e < 4; e++) {
          const n = lib + dirs[e];
          if (color[n] !== sign || head[n] === h) continue;
          const other = index.get(head[n]) as number;
          const key = other * 4096 + lib;
          if (!shared.has(key)) shared.set(key, other);
        }
      }
      for (let d = 0; d < 4; d++) {
        const n = q + diagonals[d];
        if (color[n] !== sign || head[n] === h) continue;
        // The two points that cross the diagonal step: both empty, so a cut at one is answered at the other.
        const dx = board.xOf(n) - board.xOf(q);
        if (color[q + dx] === 0 && color[n - dx] === 0) join(c, index.get(head[n]) as number);
      }
      q = next[q];
    } while (q !== h);
    const counts = new Map<number, number>();
    for (const other of shared.values()) counts.set(other, (counts.get(other) ?? 0) + 1);
    for (const [other, count] of counts) if (count >= 2) join(c, other);
  });
  return parent.map((_, c) => find(c));
}
