// Pure: capturing races between two enclosed chains, settled by counting liberties as players do. A square four counts
// five liberties (the attacker must fill it stone by stone and be captured on the way), which neither the playouts
// (they never throw two stones into an eye) nor a search of one chain's area (it takes the other chain for an anchor
// that cannot be captured) can see. Only eyes that can never become two count: one or two points, a square four, or a
// three-point eye whose vital point the attacker holds. A three-point eye with its vital point empty is the first
// mover's: two eyes for its owner, or a count once the attacker has played there. A pyramid four, a bulky or crossed
// five or a rabbity six makes two eyes for the side that plays its vital point first, and such a race is the first
// mover's (not settled here). A square four in the corner, whose corner point the chain does not touch, is worth three
// (the attacker's stones breathe there). Stones the attacker has already played inside an eye each take one liberty
// off it: up to two in a square four (two apart only when the chain has no other liberty) or a three-point eye, one in
// a two-point eye. Liberties the two chains share count for the one with an eye when the other has none; between two
// eyeless chains they make a seki unless one side has enough liberties outside (all read out exhaustively).
import { SAFE_SURVIVAL, type ChainTable } from './localVerdicts';
import { OFF as OFF_BOARD, type PlayoutBoard } from '../playouts/playoutBoard';

/** A local binding: imported ones can compile to getters. */
const OFF = OFF_BOARD;

/** The most points of an eye that may count in a race (a square four). */
const MAX_EYE = 4;
/** Liberties a square four is worth in a capturing race when every point of it is next to the chain. */
const SQUARE_FOUR_LIBERTIES = 5;
/** Liberties a square four loses when its corner point is empty and next to no stone of the chain. */
const EMPTY_CORNER_POINT_LOSS = 2;
/** The space a capture must give an eyeless chain, the shared liberties included, for room for two eyes. */
const ROOM_AFTER_CAPTURE = 8;
/** The most stones of the attacker an eye of one to four points may hold and still count. */
const MAX_STONES_IN_EYE: Readonly<Record<number, number>> = { 1: 0, 2: 1, 3: 2, 4: 2 };

/** What a chain brings to a race: its liberties as counted, and its neighbour chains of the other colour. */
interface RaceSide {
  /** Its outside liberties: empty points next to it that a safe opponent chain touches. */
  readonly outside: ReadonlySet<number>;
  /** What its eye counts (0: no eye). */
  readonly eye: number;
  readonly hasEye: boolean;
  /** Its eye is one of three points with the vital point empty: two eyes if it plays there first; `eye` is its count
   *  once the attacker has played there. */
  readonly vitalOpen: boolean;
  /** Empty points next to it that no safe opponent touches: liberties only where the rival shares them. */
  readonly open: readonly number[];
  /** The chains of the other colour it touches, but for those inside its eye. */
  readonly opponents: readonly number[];
  /** The heads of the attacker's chains inside its eye: captured if it wins, alive if it loses. */
  readonly inside: readonly number[];
  /** Its stones and its eye's points: the space its captor takes. */
  readonly space: number;
  /** The empty points next to the chain. */
  readonly adjacent: ReadonlySet<number>;
}

/**
 * Settles each race between two chains of opposite colours, neither proven alive nor read out as living, that touch,
 * could each be in a race (below), and have no other neighbour that is not safe: the chain with more liberties survives
 * and the other is captured, whoever moves first. With equal counts the first to move wins: the player `toPlay` in a
 * game still going; in a finished game (no `toPlay`) the playouts judge. A chain can be in a race with one eye at most
 * (see the top of this file), and with every other liberty one that a safe opponent chain touches, so the opponent can
 * fill it, or one the rival shares, and that no other chain of its own worth joining touches (it would connect there: a
 * safe chain, or one with another liberty; not a stone of its own left in atari there). Shared liberties are counted
 * for the chain with an eye when the other has none; between two eyeless chains see eyelessVerdict; with eyes on both
 * sides they may make a seki, and such a race is not settled here.
 */
export function applyCapturingRaces(table: ChainTable, heads: readonly number[], toPlay: number | undefined): void {
  // Which neighbours are safe is read before any race is settled, so the races do not depend on their order. A chain
  // read out as captured may still win a race (the reading of its area took the rival for an anchor that could not be
  // captured), and a rival may look safe to the playouts (they never fill its big eye).
  const safeHeads = new Set(heads.filter((h) => safe(table, h)));
  const sides = heads.map((h, c) => (table.certain[c] || table.outcome[c] === 'survives' ? null : raceSide(table.board, h, safeHeads)));
  // A rival shares every liberty of the side that no safe chain touches, and the side every such liberty of the rival.
  const fits = (x: RaceSide, y: RaceSide): boolean => x.open.every((p) => y.adjacent.has(p)) && y.open.every((p) => x.adjacent.has(p));
  const rivalsOf = (side: RaceSide): number[] =>
    side.opponents.map((o) => table.index.get(o) as number).filter((c) => sides[c] !== null && fits(side, sides[c] as RaceSide));
  heads.forEach((h, a) => {
    const side = sides[a];
    if (side === null) return;
    const rivals = rivalsOf(side);
    if (rivals.length !== 1 || rivals[0] < a) return;
    const b = rivals[0];
    const other = sides[b] as RaceSide;
    const back = rivalsOf(other);
    if (back.length !== 1 || back[0] !== a) return;
    if (side.opponents.some((o) => o !== heads[b] && !safeHeads.has(o)) || other.opponents.some((o) => o !== h && !safeHeads.has(o))) return;
    const shared = [...side.adjacent].filter((p) => other.adjacent.has(p)).length;
    if (shared > 0 && side.hasEye && other.hasEye) return;
    const mover = toPlay === undefined ? -1 : table.board.color[h] === toPlay ? a : b;
    let winner: number;
    if (shared > 0 && !side.hasEye && !other.hasEye) {
      // A chain with no other opponent sits inside its rival's eye space: a nakade, read by the local search.
      if (side.opponents.length === 1 || other.opponents.length === 1) return;
      const verdict = eyelessVerdict([count(side, other, 0), count(other, side, 0)], shared, mover < 0 ? -1 : mover === a ? 0 : 1);
      if (verdict === 'seki') {
        table.outcome[a] = 'seki';
        table.outcome[b] = 'seki';
        return;
      }
      winner = verdict < 0 ? -1 : verdict === 0 ? a : b;
    } else {
      const mine = count(side, other, shared);
      const theirs = count(other, side, shared);
      // With the vital point of a three-point eye empty, its owner, to move, makes two eyes there; the attacker, to
      // move, plays there, and then the owner is to move.
      const open = side.vitalOpen ? a : other.vitalOpen ? b : -1;
      if (open >= 0 && (toPlay === undefined || (side.vitalOpen && other.vitalOpen))) return;
      const first = open < 0 ? mover : open;
      winner = open >= 0 && open === mover ? open : mine === theirs ? first : mine > theirs ? a : b;
    }
    if (winner < 0) return;
    const loser = winner === a ? b : a;
    // An eyeless winner sharing liberties with the loser lives by the space it takes, less the point it captures from:
    // too little, and the loser's owner plays inside it again (a bulky five sacrificed inside a ring kills it).
    const taken = sides[loser] as RaceSide;
    if (shared > 0 && !(sides[winner] as RaceSide).hasEye && taken.space + shared < ROOM_AFTER_CAPTURE) return;
    table.outcome[winner] = 'survives';
    table.outcome[loser] = 'captured';
    for (const i of (sides[winner] as RaceSide).inside) table.outcome[table.index.get(i) as number] = 'captured';
    for (const i of (sides[loser] as RaceSide).inside) table.outcome[table.index.get(i) as number] = 'survives';
  });
}

/**
 * The race of two eyeless chains with `outside` liberties each and `shared` ones: filling a shared liberty takes one
 * from both, so the first to move (`first`: 0 or 1, -1 when unknown) wins only with at least `shared` - 1 outside
 * liberties more than the other, and the second with `shared` more; otherwise neither can approach: seki. The winner's
 * index, 'seki', or -1 when either side wins by moving first and no one is known to move.
 */
function eyelessVerdict(outside: readonly [number, number], shared: number, first: number): number | 'seki' {
  const winsFirst = (i: number): boolean => outside[i] >= outside[1 - i] + shared - 1;
  const winsSecond = (i: number): boolean => outside[i] >= outside[1 - i] + shared;
  if (first >= 0) return winsFirst(first) ? first : winsSecond(1 - first) ? 1 - first : 'seki';
  if (winsSecond(0) || winsSecond(1)) return winsSecond(0) ? 0 : 1;
  // In a finished game a side that wins moving first, against one that cannot even then, lives; the other is dead, as
  // the 1989 Japanese rules have its opponent move first (it gets a seki only by moving first itself).
  if (winsFirst(0) !== winsFirst(1)) return winsFirst(0) ? 0 : 1;
  return winsFirst(0) ? -1 : 'seki';
}

/** The liberties `side` counts against `rival`: its own outside ones, its eye, and the shared ones if only it has an eye. */
function count(side: RaceSide, rival: RaceSide, shared: number): number {
  let own = 0;
  for (const p of side.outside) if (!rival.adjacent.has(p)) own++;
  return own + side.eye + (side.hasEye ? shared : 0);
}

/** Whether the chain with head `h` is safe: proven alive, read out as living, or kept by the playouts. */
function safe(table: ChainTable, h: number): boolean {
  const c = table.index.get(h) as number;
  return table.certain[c] || table.outcome[c] === 'survives' || (table.outcome[c] === null && table.survival[c] >= SAFE_SURVIVAL);
}

/** The chain `h` as a side of a race, or null when it is not one (two eyes, an eye it may make two of or lives in, a
 *  liberty its opponent cannot safely fill). */
function raceSide(board: PlayoutBoard, h: number, safeHeads: ReadonlySet<number>): RaceSide | null {
  const { color, head } = board;
  const sign = color[h];
  const adjacent = new Set<number>();
  const opponents = new Set<number>();
  for (const n of board.neighbours(h)) {
    if (color[n] === 0) adjacent.add(n);
    else if (color[n] === -sign) opponents.add(head[n]);
  }
  let eye = -1;
  let vitalOpen = false;
  const outside = new Set<number>();
  const open: number[] = [];
  const counted = new Set<number>();
  const inside: number[] = [];
  for (const p of adjacent) {
    if (counted.has(p)) continue;
    const region = eyeAt(board, p, h);
    if (region !== null) {
      for (const e of region) counted.add(e);
      const value = eye < 0 ? eyeValue(board, region, adjacent) : null;
      if (value === null) return null;
      eye = value.count;
      vitalOpen = value.vitalOpen;
      for (const e of region) {
        if (color[e] === 0) continue;
        if (head[e] === e) inside.push(e);
        opponents.delete(head[e]);
      }
    } else if (connectsAt(board, p, h, safeHeads)) return null;
    else if (touchesSafeOpponent(board, p, sign, safeHeads)) outside.add(p);
    else open.push(p);
  }
  const space = board.size[h] + counted.size;
  return { outside, eye: Math.max(eye, 0), hasEye: eye >= 0, vitalOpen, open, opponents: [...opponents], inside, space, adjacent };
}

/**
 * What an eye (its region: empty points and the attacker's stones) counts in a race, or null when it may become two
 * eyes whoever moves or its count is not known: one or two points their number; a square four five, three when its
 * corner point is empty and no stone of the chain (`adjacent`: the chain's empty neighbours) touches it; a three-point
 * eye three; each stone of the attacker inside one less (two stones apart in a square four only when the chain has no
 * liberty outside it). A three-point eye with its vital point empty is `vitalOpen`, counted with the attacker there.
 */
function eyeValue(board: PlayoutBoard, region: readonly number[], adjacent: ReadonlySet<number>): { count: number; vitalOpen: boolean } | null {
  const { color, head } = board;
  const stones = region.filter((e) => color[e] !== 0);
  if (stones.length > (MAX_STONES_IN_EYE[region.length] ?? -1)) return null;
  if (region.length <= 2) return { count: region.length - stones.length, vitalOpen: false };
  if (region.length === 3) {
    const inRegion = new Set(region);
    const vital = region.find((e) => [0, 1, 2, 3].filter((d) => inRegion.has(e + board.dirs[d])).length === 2) as number;
    if (!region.every((e) => color[e] !== 0 || e === vital || adjacent.has(e))) return null;
    if (color[vital] !== 0) return { count: 3 - stones.length, vitalOpen: false };
    // Two stones at the ends, the vital point empty: its owner takes both there; unknown for the attacker.
    return stones.length <= 1 ? { count: 2 - stones.length, vitalOpen: true } : null;
  }
  // Two stones apart (diagonal) in a square four: an owner with a liberty outside, moving first, ataris both and takes
  // them for two eyes.
  const apart = stones.length === 2 && head[stones[0]] !== head[stones[1]];
  if (!isSquare(board, region) || (apart && [...adjacent].some((p) => !region.includes(p)))) return null;
  const emptyCorner = region.some((e) => color[e] === 0 && !adjacent.has(e));
  return { count: SQUARE_FOUR_LIBERTIES - (emptyCorner ? EMPTY_CORNER_POINT_LOSS : 0) - stones.length, vitalOpen: false };
}

/**
 * The region at the empty point `p` if the chain `h` and the edge alone enclose it (an eye of that chain, with any
 * stones of the attacker inside it), else null.
 */
function eyeAt(board: PlayoutBoard, p: number, h: number): number[] | null {
  const { color, head, dirs } = board;
  const region = [p];
  const seen = new Set(region);
  for (let i = 0; i < region.length; i++) {
    for (let d = 0; d < 4; d++) {
      const n = region[i] + dirs[d];
      const c = color[n];
      if (c === OFF || seen.has(n)) continue;
      if (c === color[h]) {
        if (head[n] !== h) return null;
        continue;
      }
      if (region.length === MAX_EYE) return null;
      seen.add(n);
      region.push(n);
    }
  }
  return region;
}

/** Whether four points form a square (each touches two of the others). */
function isSquare(board: PlayoutBoard, eye: readonly number[]): boolean {
  if (eye.length !== 4) return false;
  const inside = new Set(eye);
  return eye.every((p) => [0, 1, 2, 3].filter((d) => inside.has(p + board.dirs[d])).length === 2);
}

/**
 * Whether chain `h` would connect at the empty point `p` to another chain of its colour worth joining — a safe one (in
 * `safeHeads`) or one with a liberty besides `p` — so that `p` is no liberty to count but a way out.
 */
function connectsAt(board: PlayoutBoard, p: number, h: number, safeHeads: ReadonlySet<number>): boolean {
  const { color, head, dirs } = board;
  for (let d = 0; d < 4; d++) {
    const n = p + dirs[d];
    if (color[n] !== color[h] || head[n] === h) continue;
    if (safeHeads.has(head[n]) || board.liberties(head[n], 2) >= 2) return true;
  }
  return false;
}

/**
 * Whether the empty point `p` touches a safe chain (in `safeHeads`) of the opponent of `sign` that can fill it: one with
 * two more liberties, not a chain in seki whose only other liberty is its eye (filling would put it in atari).
 */
function touchesSafeOpponent(board: PlayoutBoard, p: number, sign: number, safeHeads: ReadonlySet<number>): boolean {
  const { color, head, dirs } = board;
  for (let d = 0; d < 4; d++) {
    const n = p + dirs[d];
    if (color[n] === -sign && safeHeads.has(head[n]) && board.liberties(head[n], 3) >= 3) return true;
  }
  return false;
}
