// Pure: the last word on a finished game. Both players passed, so every group left on the board either has two eyes
// (or room for them), is in seki, or is dead. Groups without eyes that sit in the opponent's area die, the weakest
// first, until every living group has its eyes: random playouts alone leave a lone stone in a wide empty area alive
// about half the time.
import { areasOf, type Area } from './areas';
import type { ChainStatus } from './estimate';
import type { PlayoutBoard } from './playouts/playoutBoard';

/** An empty region this big counts as two eyes: there is room to make them. */
export const TWO_EYES_SIZE = 7;
/** An area's groups are not killed for lack of eyes when the playouts keep any chain of them alive this often (an
 *  area on an open board holds several groups: one weak chain does not take the strong ones with it). */
const CONFIDENT_SURVIVAL = 0.9;
/**
 * Nor, where it has a big region to live in that the opponent's stones border more than its own (an invasion with
 * room, or a border still open when both players passed in the middle of a game), is a group any chain of which the
 * playouts keep alive this often: an invasion that dies when its opponent moves first survives less.
 */
const ROOM_SURVIVAL = 0.75;
/** A big region the group's stones border at least as much as the opponent's: theirs, or no one's yet. */
const HELD = (own: number, opponent: number): boolean => own >= opponent;
/**
 * One they border at least half as much as the opponent's, or one with two eyes' room nearer their stones than the
 * opponent's (an open border, however many stones face it): room to live in, unless the opponent kills first.
 */
const SHARED = (own: number, opponent: number, nearer: () => number): boolean => 2 * own >= opponent || nearer() >= TWO_EYES_SIZE;

/** What the settling reads and changes, by chain index. */
export interface FinishedChains {
  readonly board: PlayoutBoard;
  readonly heads: readonly number[];
  readonly index: ReadonlyMap<number, number>;
  readonly survival: readonly number[];
  /** Chains whose life is proven (Benson) or read out (local search): never killed here. */
  readonly proven: readonly boolean[];
  readonly status: ChainStatus[];
}

/** Kills eyeless living groups, weakest first, until every living group has two eyes or is in seki. */
export function settleFinishedGame(chains: FinishedChains): void {
  const { board, heads, index, survival, proven, status } = chains;
  for (let round = 0; round < heads.length; round++) {
    const color = board.color.slice();
    heads.forEach((h, c) => {
      if (status[c] !== 'dead') return;
      let q = h;
      do {
        color[q] = 0;
        q = board.next[q];
      } while (q !== h);
    });
    const candidates: Array<{ area: Area; stones: number; survival: number }> = [];
    for (const sign of [1, -1]) {
      for (const area of areasOf(board, sign, color)) {
        const living = area.chains.map((h) => index.get(h) as number).filter((c) => status[c] === 'alive');
        if (living.length === 0 || living.some((c) => proven[c])) continue;
        const eyes = eyeValues(board, color, area);
        if (eyes.held >= 2) continue;
        const stones = living.reduce((n, c) => n + board.size[heads[c]], 0);
        const mean = living.reduce((n, c) => n + survival[c] * board.size[heads[c]], 0) / stones;
        const weak = living.every((c) => survival[c] < (eyes.shared >= 2 ? ROOM_SURVIVAL : CONFIDENT_SURVIVAL));
        if (weak) candidates.push({ area, stones, survival: mean });
      }
    }
    // The weakest: not inside another eyeless group's area (a group inside a dead group lives once its captors are
    // gone), then the fewest stones, then the lowest survival.
    const areaPoints = candidates.map((candidate) => new Set(candidate.area.points));
    let weakest: Area | null = null;
    let weakestRank: readonly number[] = [];
    for (const { area, stones, survival: mean } of candidates) {
      const liberties = libertiesOf(board, color, area);
      const inside = candidates.some((other, j) => other.area.sign === -area.sign && liberties.every((p) => areaPoints[j].has(p)));
      const rank = [inside ? 1 : 0, stones, mean];
      if (weakest === null || before(rank, weakestRank)) {
        weakest = area;
        weakestRank = rank;
      }
    }
    if (weakest === null) return;
    for (const h of weakest.chains) {
      const c = index.get(h) as number;
      if (status[c] === 'alive') status[c] = 'dead';
    }
  }
}

/** The empty points next to the stones of `area`'s colour in it. */
function libertiesOf(board: PlayoutBoard, color: Int8Array, area: Area): number[] {
  const found = new Set<number>();
  for (const p of area.points) {
    if (color[p] !== area.sign) continue;
    for (let d = 0; d < 4; d++) if (color[p + board.dirs[d]] === 0) found.add(p + board.dirs[d]);
  }
  return [...found];
}

/** Whether rank `a` comes before rank `b` (compared entry by entry). */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** Shapes of four to six points that the opponent kills at their vital point: square four, pyramid four, bulky five,
 *  crossed five and rabbity six (rows of a picture, # for a point of the shape). */
const KILLABLE_SHAPES = new Set(
  [
    ['##', '##'],
    ['###', '.#.'],
    ['##', '##', '#.'],
    ['.#.', '###', '.#.'],
    ['.#.', '###', '.##'],
  ].map(pictureKey),
);
const BENT_FOUR = pictureKey(['###', '#..']);
const RECTANGULAR_SIX = pictureKey(['###', '###']);

/** The key of the shape drawn by `rows`. */
function pictureKey(rows: readonly string[]): string {
  return shapeKey(rows.flatMap((row, y) => [...row].flatMap((c, x): Array<[number, number]> => (c === '#' ? [[x, y]] : []))));
}

/** The same key for a shape of points however it is turned or mirrored. */
function shapeKey(cells: ReadonlyArray<readonly [number, number]>): string {
  let best = '';
  for (let t = 0; t < 8; t++) {
    const moved = cells.map(([x, y]) => {
      const [a, b] = t & 4 ? [y, x] : [x, y];
      return [t & 1 ? -a : a, t & 2 ? -b : b];
    });
    const left = Math.min(...moved.map(([x]) => x));
    const top = Math.min(...moved.map(([, y]) => y));
    const key = moved
      .map(([x, y]) => `${x - left},${y - top}`)
      .sort()
      .join(' ');
    if (best === '' || key < best) best = key;
  }
  return best;
}

/**
 * Whether an empty region of four to six points that one chain (`own`, the stones around it) encloses gives it two
 * eyes whatever the opponent plays inside: a shape not killed at its vital point. In a corner a bent four counts one
 * eye (left to the playouts: it may die by ko), and so does a rectangular six unless the chain has two liberties outside.
 */
function livesByShape(board: PlayoutBoard, color: Int8Array, region: readonly number[], own: ReadonlySet<number>): boolean {
  // Stones counted dead inside may already have spoilt the shape: only a region empty on the board is judged by it.
  if (region.length < 4 || region.length > 6 || region.some((p) => board.color[p] !== 0)) return false;
  const chain = board.head[own.values().next().value as number];
  for (const p of own) if (board.head[p] !== chain) return false;
  const cells = region.map((p): [number, number] => [board.xOf(p), board.yOf(p)]);
  const key = shapeKey(cells);
  if (KILLABLE_SHAPES.has(key)) return false;
  const edgeX = cells.some(([x]) => x === 0 || x === board.width - 1);
  const edgeY = cells.some(([, y]) => y === 0 || y === board.height - 1);
  if (!edgeX || !edgeY) return true;
  if (key === BENT_FOUR) return false;
  return key !== RECTANGULAR_SIX || libertiesOutside(board, color, chain, new Set(region)) >= 2;
}

/** How many empty points next to the chain of `head` lie outside `region`. */
function libertiesOutside(board: PlayoutBoard, color: Int8Array, head: number, region: ReadonlySet<number>): number {
  const found = new Set<number>();
  let q = head;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + board.dirs[d];
      if (color[n] === 0 && !region.has(n)) found.add(n);
    }
    q = board.next[q];
  } while (q !== head);
  return found.size;
}

/**
 * The eyes an area gives its colour: each empty region inside it that touches no opponent stone counts one, a big one
 * or one of a living shape (see livesByShape) two. A big region that touches the opponent counts two as well, with room
 * for two eyes away from the opponent's stones, where the stones of each colour around it make it HELD (`held`), or
 * where they, or the points nearer the group's stones than the opponent's, make it at least SHARED (`shared`): a push
 * left unanswered at the end, or a border still open. Counted up to two (HELD
 * implies SHARED), in one pass over the area's regions.
 */
function eyeValues(board: PlayoutBoard, color: Int8Array, area: Area): { readonly held: number; readonly shared: number } {
  const { dirs } = board;
  const seen = new Set<number>();
  let held = 0;
  let shared = 0;
  for (const start of area.points) {
    if (color[start] !== 0 || seen.has(start)) continue;
    let away = 0;
    const own = new Set<number>();
    const opponent = new Set<number>();
    const region: number[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const p = stack.pop() as number;
      region.push(p);
      let nextToOpponent = false;
      for (let d = 0; d < 4; d++) {
        const n = p + dirs[d];
        if (color[n] === -area.sign) {
          nextToOpponent = true;
          opponent.add(n);
        } else if (color[n] === area.sign) own.add(n);
        else if (color[n] === 0 && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
      if (!nextToOpponent) away++;
    }
    if (opponent.size === 0) {
      const value = region.length >= TWO_EYES_SIZE || livesByShape(board, color, region, own) ? 2 : 1;
      held += value;
      shared += value;
    } else if (away >= TWO_EYES_SIZE) {
      if (HELD(own.size, opponent.size)) held += 2;
      if (SHARED(own.size, opponent.size, () => nearerPoints(board, color, region, area.sign))) shared += 2;
    }
    if (held >= 2) break;
  }
  return { held, shared };
}

/** How many points of an empty `region` lie nearer (in steps through it) to a stone of `sign` than to any of the
 *  opponent's: that side's share of an open border. */
function nearerPoints(board: PlayoutBoard, color: Int8Array, region: readonly number[], sign: number): number {
  const { dirs } = board;
  const inRegion = new Set(region);
  const distance = new Map<number, number>();
  const owner = new Map<number, number>();
  let frontier: number[] = [];
  for (const p of region) {
    let mine = false;
    let theirs = false;
    for (let d = 0; d < 4; d++) {
      const n = p + dirs[d];
      if (color[n] === sign) mine = true;
      else if (color[n] === -sign) theirs = true;
    }
    if (!mine && !theirs) continue;
    distance.set(p, 0);
    owner.set(p, mine && theirs ? 0 : mine ? 1 : -1);
    frontier.push(p);
  }
  for (let step = 1; frontier.length > 0; step++) {
    const next: number[] = [];
    for (const p of frontier) {
      for (let d = 0; d < 4; d++) {
        const n = p + dirs[d];
        if (!inRegion.has(n)) continue;
        const seen = distance.get(n);
        if (seen === undefined) {
          distance.set(n, step);
          owner.set(n, owner.get(p) as number);
          next.push(n);
        } else if (seen === step && owner.get(n) !== owner.get(p)) owner.set(n, 0);
      }
    }
    frontier = next;
  }
  let count = 0;
  for (const p of region) if (owner.get(p) === 1) count++;
  return count;
}
