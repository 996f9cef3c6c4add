// Pure: settles the chains of small enclosed areas by exact local search, on top of the playouts' verdicts. An area
// is searched together with the small areas of the opponent's chains around it, so that seki and capturing races
// between two enclosed groups are read out whole.
import { areasOf, type Area } from '../areas';
import { boardRanks, canonicalFrame, smaller } from './canonicalFrame';
import { solveLocal } from './localSearch';
import type { PlayoutBoard } from '../playouts/playoutBoard';

/** Areas with at most this many empty points are settled by an exact local search. */
const MAX_LOCAL_EMPTIES = 10;
/** The most empty points a searched area may have together with the opponent areas joined to it. */
const MAX_JOINED_EMPTIES = 14;
/** Nodes one local search may visit before it gives up. */
const SEARCH_BUDGET = 20000;
/** Nodes all the local searches of one position may visit together. */
const TOTAL_BUDGET = 60000;
/** How much more often than its wall a chain may survive the playouts and still be taken to fall with it (noise). */
const WALL_SHARE_SLACK = 0.02;
/** A chain that survives this share of the playouts counts as safe (outside an area searched, or to join). */
export const SAFE_SURVIVAL = 0.75;

/** What the local verdicts read and change: chains by head, their survival share and their status. */
export interface ChainTable {
  readonly board: PlayoutBoard;
  /** Chain index by head. */
  readonly index: ReadonlyMap<number, number>;
  readonly survival: readonly number[];
  /** Per chain: the share of the playouts it survived in which it ended in seki. */
  readonly sekiShare: readonly number[];
  /** True for chains proven alive (Benson). */
  readonly certain: readonly boolean[];
  /** 'captured', 'survives' or 'seki' (a capturing race neither side can win) per chain, for the caller to turn into statuses. */
  readonly outcome: Array<'captured' | 'survives' | 'seki' | null>;
}

/** Runs the local searches; `toPlay` moves first, or in a finished game the side attacking each area. */
export function applyLocalSearches(table: ChainTable, toPlay: number | undefined): void {
  const board = table.board;
  const all = [...areasOf(board, 1), ...areasOf(board, -1)];
  const areaOfChain = new Map<number, Area>();
  for (const area of all) for (const h of area.chains) areaOfChain.set(h, area);
  // Smallest areas first: they are the cheapest to read and the likeliest to be settled within the budget. Among
  // areas of one size, and among the chains of one area, an order that does not depend on how the board lies, so
  // that the budget runs out at the same place however it is turned: by shape, then (mirror images of one shape) by
  // place on the board's canonical image.
  // The whole board's canonical image (1.5 ms on 19×19) is made only where it is needed: a tie, or a joined area.
  let boardOrder: ReadonlyMap<number, number> | null = null;
  const ranks = (): ReadonlyMap<number, number> => (boardOrder ??= boardRanks(board));
  const firstRank = (points: readonly number[]): number => Math.min(...points.map((p) => ranks().get(p) as number));
  const areas = all
    .filter((area) => area.empties <= MAX_LOCAL_EMPTIES && !area.chains.every((h) => table.certain[table.index.get(h) as number]))
    .map((area) => ({ area, frame: canonicalFrame(board, area.points, area.sign) }))
    .sort(
      (a, b) =>
        a.area.empties - b.area.empties ||
        (smaller(a.frame.key, b.frame.key) ? -1 : smaller(b.frame.key, a.frame.key) ? 1 : firstRank(a.area.points) - firstRank(b.area.points)),
    );
  let budget = TOTAL_BUDGET;
  for (const { area, frame } of areas) {
    if (!safelyEnclosed(table, area.points)) continue;
    let joined: number[] | null = null;
    /** Chains whose own reading ran out of nodes (not of the position's budget, nor left to the playouts for a seki). */
    const unread: number[] = [];
    for (const h of chainsInOrder(board, area, frame.points)) {
      const c = table.index.get(h) as number;
      if (table.certain[c]) continue;
      const solve = (points: readonly number[]): 'captured' | 'survives' | 'unknown' => {
        if (budget <= 0) return 'unknown';
        const result = solveLocal(board, { area: points, defender: area.sign, target: h }, toPlay ?? -area.sign, Math.min(SEARCH_BUDGET, budget));
        budget -= result.nodes;
        return result.outcome;
      };
      const hadBudget = budget > 0;
      let outcome = solve(area.points);
      if (outcome === 'unknown' && hadBudget) unread.push(h);
      // Seki needs both groups read together: with the opponent's group as an anchor ours looks dead.
      if (outcome === 'captured' && table.sekiShare[c] > 0.5 && hasSekiAnchor(table, area)) {
        joined ??= joinedArea(board, area, areaOfChain, ranks);
        outcome = safelyEnclosed(table, joined) ? solve(joined) : 'unknown';
      }
      if (outcome === 'unknown') continue;
      table.outcome[c] = outcome;
    }
    fallWithTheirWall(table, area, unread);
  }
}

/** The chains of `area` (heads) in the order their first stones come in `ordered` (the area's points). */
function chainsInOrder(board: PlayoutBoard, area: Area, ordered: readonly number[]): number[] {
  const heads = new Set<number>();
  for (const p of ordered) if (board.color[p] === area.sign) heads.add(board.head[p]);
  return [...heads];
}

/**
 * A chain of `area` whose own reading ran out of nodes (`unread`), smaller than one the reading captured, and kept
 * alive by the playouts no more often than that one, is captured too: the playouts that kept it alive kept its wall
 * alive as well (a stone left inside a wall that dies short of liberties). A chain that lives on its own survives
 * the playouts in which its neighbour dies, more often than that neighbour.
 */
function fallWithTheirWall(table: ChainTable, area: Area, unread: readonly number[]): void {
  const { board, index, outcome, survival } = table;
  const captured = area.chains.filter((h) => outcome[index.get(h) as number] === 'captured');
  for (const h of unread) {
    const c = index.get(h) as number;
    const wall = captured.find((w) => board.size[w] > board.size[h] && survival[c] <= survival[index.get(w) as number] + WALL_SHARE_SLACK);
    if (outcome[c] === null && wall !== undefined) outcome[c] = 'captured';
  }
}

/**
 * Whether a chain around `area` that a search of the area alone takes as an anchor (it has a liberty outside) ended in
 * seki in most of the playouts it survived: it may be in seki with the area's chains. Where every anchor lives outright,
 * the area's own search is exact, as for the stones a nakade sacrifices inside an eye space.
 */
function hasSekiAnchor(table: ChainTable, area: Area): boolean {
  const inside = new Set(area.points);
  return area.borderChains.some((h) => {
    const c = table.index.get(h) as number;
    return !table.certain[c] && table.sekiShare[c] > 0.5 && table.board.breathesOutside(h, inside);
  });
}

/**
 * `area` with the small areas of the opponent chains next to it, taken in the order of the board's canonical image
 * (`ranks`), unless that makes it too big to search.
 */
function joinedArea(board: PlayoutBoard, area: Area, areaOfChain: ReadonlyMap<number, Area>, ranks: () => ReadonlyMap<number, number>): number[] {
  const points = new Set(area.points);
  let empties = area.empties;
  const order = ranks();
  const rankOf = (h: number): number => {
    let rank = Infinity;
    let q = h;
    do {
      rank = Math.min(rank, order.get(q) as number);
      q = board.next[q];
    } while (q !== h);
    return rank;
  };
  for (const h of [...area.borderChains].sort((a, b) => rankOf(a) - rankOf(b))) {
    const other = areaOfChain.get(h);
    if (other === undefined || other.empties > MAX_LOCAL_EMPTIES) continue;
    const added = other.points.filter((p) => !points.has(p));
    const addedEmpties = added.filter((p) => board.color[p] === 0).length;
    if (empties + addedEmpties > MAX_JOINED_EMPTIES) continue;
    for (const p of added) points.add(p);
    empties += addedEmpties;
  }
  return [...points];
}

/**
 * Whether every chain touching `points` from outside either is safe with a liberty outside (an anchor) or has all its
 * liberties inside, and then opens onto nothing outside but safe stones if it is taken: the search plays only inside,
 * so a point it empties outside the area is an eye for whoever surrounds it, even where a weak stone outside makes it
 * one (a stone the opponent would take first, from outside the area).
 */
function safelyEnclosed(table: ChainTable, points: readonly number[]): boolean {
  const { board } = table;
  const { color, head, dirs } = board;
  const inside = new Set(points);
  const checked = new Set<number>();
  const safe = (h: number): boolean => {
    const c = table.index.get(h) as number;
    return table.certain[c] || table.survival[c] >= SAFE_SURVIVAL;
  };
  for (const p of points) {
    for (let d = 0; d < 4; d++) {
      const n = p + dirs[d];
      if ((color[n] !== 1 && color[n] !== -1) || inside.has(n) || checked.has(head[n])) continue;
      const h = head[n];
      checked.add(h);
      const breathes = board.breathesOutside(h, inside);
      if (breathes && !safe(h)) return false;
      // Taken in the search (all its liberties inside, however safe the playouts found it), it must open onto nothing weak.
      if (!breathes && board.neighbours(h).some((q) => color[q] === -color[h] && !inside.has(q) && !safe(head[q]))) return false;
    }
  }
  return true;
}
