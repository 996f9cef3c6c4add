// Pure: capturing races between two enclosed chains that share no liberty, settled by counting liberties as players do.
// A square four counts five liberties (the attacker must fill it stone by stone and be captured on the way), which
// neither the playouts (they never throw two stones into an eye) nor a search of one chain's area (it takes the other
// chain for an anchor that cannot be captured) can see. Only eyes that can never become two count: one or two points,
// or a square four. A three-point eye, a pyramid four, a bulky or crossed five or a rabbity six makes two eyes for the
// side that plays its vital point first, and such a race is the first mover's. A square four in the corner, whose
// corner point the chain does not touch, is worth three (the attacker's stones breathe there). Stones the attacker has
// already played inside an eye each take one liberty off it: up to two in a square four, one in a two-point eye (all
// read out exhaustively).
import { SAFE_SURVIVAL, type ChainTable } from './localVerdicts';
import { OFF as OFF_BOARD, type PlayoutBoard } from './playoutBoard';

/** A local binding: imported ones can compile to getters. */
const OFF = OFF_BOARD;

/** The most points of an eye that may count in a race (a square four). */
const MAX_EYE = 4;
/** Liberties a square four is worth in a capturing race when every point of it is next to the chain. */
const SQUARE_FOUR_LIBERTIES = 5;
/** Liberties a square four loses when its corner point is empty and next to no stone of the chain. */
const EMPTY_CORNER_POINT_LOSS = 2;
/** The most stones of the attacker an eye of two points, or of four, may hold and still count. */
const MAX_STONES_IN_EYE: Readonly<Record<number, number>> = { 1: 0, 2: 1, 4: 2 };

/** What a chain brings to a race: its liberties as counted, and its neighbour chains of the other colour. */
interface RaceSide {
  readonly liberties: number;
  /** The chains of the other colour it touches, but for those inside its eye. */
  readonly opponents: readonly number[];
  /** The heads of the attacker's chains inside its eye: captured if it wins, alive if it loses. */
  readonly inside: readonly number[];
  /** The empty points next to the chain. */
  readonly adjacent: ReadonlySet<number>;
}

/**
 * Settles each race between two chains of opposite colours, neither proven alive nor read out as living, that touch,
 * share no liberty, could each be in a race (below), and have no other neighbour that is not safe: the chain with more
 * liberties survives and the other is captured, whoever moves first. With equal counts the first to move wins: the
 * player `toPlay` in a game still going; in a finished game (no `toPlay`) the playouts judge. A chain can be in a race
 * with one eye at most, of one or two points or a square four, and with every other liberty one that a safe opponent
 * chain touches, so the opponent can fill it, and that no other chain of its own worth joining touches (it would
 * connect there: a safe chain, or one with another liberty; not a stone of its own left in atari there).
 */
export function applyCapturingRaces(table: ChainTable, heads: readonly number[], toPlay: number | undefined): void {
  // Which neighbours are safe is read before any race is settled, so the races do not depend on their order. A chain
  // read out as captured may still win a race (the reading of its area took the rival for an anchor that could not be
  // captured), and a rival may look safe to the playouts (they never fill its big eye).
  const safeHeads = new Set(heads.filter((h) => safe(table, h)));
  const sides = heads.map((h, c) => (table.certain[c] || table.outcome[c] === 'survives' ? null : raceSide(table.board, h, safeHeads)));
  const rivalsOf = (side: RaceSide): number[] => side.opponents.map((o) => table.index.get(o) as number).filter((c) => sides[c] !== null);
  heads.forEach((h, a) => {
    const side = sides[a];
    if (side === null) return;
    const rivals = rivalsOf(side);
    if (rivals.length !== 1 || rivals[0] < a) return;
    const b = rivals[0];
    const other = sides[b] as RaceSide;
    const theirs = rivalsOf(other);
    if (theirs.length !== 1 || theirs[0] !== a) return;
    if (side.opponents.some((o) => o !== heads[b] && !safeHeads.has(o)) || other.opponents.some((o) => o !== h && !safeHeads.has(o))) return;
    for (const p of side.adjacent) if (other.adjacent.has(p)) return;
    const even = side.liberties === other.liberties;
    const first = even && toPlay !== undefined ? (table.board.color[h] === toPlay ? a : b) : -1;
    const winner = even ? first : side.liberties > other.liberties ? a : b;
    if (winner < 0) return;
    const loser = winner === a ? b : a;
    table.outcome[winner] = 'survives';
    table.outcome[loser] = 'captured';
    for (const i of (sides[winner] as RaceSide).inside) table.outcome[table.index.get(i) as number] = 'captured';
    for (const i of (sides[loser] as RaceSide).inside) table.outcome[table.index.get(i) as number] = 'survives';
  });
}

/** Whether the chain with head `h` is safe: proven alive, read out as living, or kept by the playouts. */
function safe(table: ChainTable, h: number): boolean {
  const c = table.index.get(h) as number;
  return table.certain[c] || table.outcome[c] === 'survives' || (table.outcome[c] === null && table.survival[c] >= SAFE_SURVIVAL);
}

/** The chain `h` as a side of a race, or null when it is not one (two eyes, an eye it may make two of or lives in, a
 *  liberty its opponent cannot safely fill). */
function raceSide(board: PlayoutBoard, h: number, safeHeads: ReadonlySet<number>): RaceSide | null {
  const { color, next, dirs, head } = board;
  const sign = color[h];
  const adjacent = new Set<number>();
  const opponents = new Set<number>();
  let q = h;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + dirs[d];
      if (color[n] === 0) adjacent.add(n);
      else if (color[n] === -sign) opponents.add(head[n]);
    }
    q = next[q];
  } while (q !== h);
  let liberties = 0;
  let eyes = 0;
  const counted = new Set<number>();
  const inside: number[] = [];
  for (const p of adjacent) {
    if (counted.has(p)) continue;
    const eye = eyeAt(board, p, h);
    if (eye !== null) {
      for (const e of eye) counted.add(e);
      const stones = eye.filter((e) => color[e] !== 0);
      if (++eyes > 1 || !(eye.length <= 2 || isSquare(board, eye)) || stones.length > MAX_STONES_IN_EYE[eye.length]) return null;
      const emptyCorner = eye.some((e) => color[e] === 0 && !adjacent.has(e));
      const empty = eye.length <= 2 ? eye.length : SQUARE_FOUR_LIBERTIES - (emptyCorner ? EMPTY_CORNER_POINT_LOSS : 0);
      liberties += empty - stones.length;
      for (const e of stones) if (head[e] === e) inside.push(e);
      for (const e of stones) opponents.delete(head[e]);
    } else if (touchesSafeOpponent(board, p, sign, safeHeads) && !connectsAt(board, p, h, safeHeads)) {
      liberties++;
    } else return null;
  }
  return { liberties, opponents: [...opponents], inside, adjacent };
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

/** Whether the empty point `p` touches a safe chain (in `safeHeads`) of the opponent of `sign`, who can fill it. */
function touchesSafeOpponent(board: PlayoutBoard, p: number, sign: number, safeHeads: ReadonlySet<number>): boolean {
  const { color, head, dirs } = board;
  for (let d = 0; d < 4; d++) {
    const n = p + dirs[d];
    if (color[n] === -sign && safeHeads.has(head[n])) return true;
  }
  return false;
}
