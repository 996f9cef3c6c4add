// Pure: finding the eyes of groups in seki, which territory scoring does not count (DESIGN §2).
import type { Board } from './board';
import type { Vertex } from './types';

const STEPS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/**
 * The owned empty points (index y * width + x) that territory scoring must not count because they lie in seki: every
 * region owned by the colour of a stone in `seki` that touches that stone. Without `seki`, the stones are guessed:
 * a chain is taken to be in seki when it shares a liberty with an opponent chain in a neutral region (`owners` 0),
 * both chains have exactly two liberties, and neither side can fill the shared point without being captured (the
 * shape of every common seki: no eyes and two shared liberties, or an eye each and one shared liberty; not where the
 * point joins one of them to a chain of its own with liberties to spare). A chain in atari is never in seki: the
 * other side captures it by filling its last liberty.
 * Every region owned by a seki chain's colour that touches that chain is then excluded whole.
 */
export function sekiPoints(board: Board, owners: Int8Array, seki: readonly Vertex[] = guessSeki(board, owners)): Uint8Array {
  const excluded = new Uint8Array(board.width * board.height);
  for (const [cx, cy] of seki) {
    const sign = board.get(cx, cy);
    for (const [lx, ly] of board.getLiberties(cx, cy)) {
      if (owners[ly * board.width + lx] === sign) fillRegion(board, owners, excluded, lx, ly, sign);
    }
  }
  return excluded;
}

/**
 * One stone of every chain that shares a liberty in a neutral region with an opponent chain, both with exactly two
 * liberties, where neither side can fill that liberty safely.
 */
export function guessSeki(board: Board, owners: Int8Array): Vertex[] {
  const { width, height } = board;
  const sekiChains: Vertex[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (board.get(x, y) !== 0 || owners[y * width + x] !== 0) continue;
      const around = STEPS.map(([dx, dy]) => [x + dx, y + dy] as [number, number]).filter(
        ([nx, ny]) => board.isOnBoard(nx, ny) && board.get(nx, ny) !== 0 && board.libertyCount(nx, ny) === 2,
      );
      const shared = around.filter((a) => around.some((b) => board.get(b[0], b[1]) === -board.get(a[0], a[1])));
      if (shared.length > 0 && !fillsSafely(board, x, y, 1) && !fillsSafely(board, x, y, -1)) sekiChains.push(...shared);
    }
  }
  return sekiChains;
}

/** Whether `sign` may play on the empty point [x, y] without putting itself in atari: it captures, or keeps two liberties. */
function fillsSafely(board: Board, x: number, y: number, sign: 1 | -1): boolean {
  const after = board.clone();
  const played = after.play(sign, x, y);
  if (!played.legal) return false;
  return played.captured.length > 0 || after.libertyCount(x, y) >= 2;
}

/** Marks the empty region owned by `sign` that holds [x, y] in `excluded`. */
function fillRegion(board: Board, owners: Int8Array, excluded: Uint8Array, x: number, y: number, sign: number): void {
  const { width } = board;
  const stack: [number, number][] = [[x, y]];
  while (stack.length > 0) {
    const [px, py] = stack.pop() as [number, number];
    const i = py * width + px;
    if (excluded[i] === 1 || owners[i] !== sign || board.get(px, py) !== 0) continue;
    excluded[i] = 1;
    for (const [dx, dy] of STEPS) if (board.isOnBoard(px + dx, py + dy)) stack.push([px + dx, py + dy]);
  }
}
