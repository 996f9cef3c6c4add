// Pure: Count Territory on an SGF position — the dead stones and seki (estimated, then the player's corrections), the
// territory once the dead stones are off, the score by the game's rules with komi and prisoners, and the comparison
// with RE. No vscode import.
import { RULESET_TITLES } from '../engine/rules';
import { sekiPoints } from '../engine/seki';
import { correctedGroups, groupLeaders, STATUS_ALIVE, STATUS_DEAD, STATUS_SEKI, type StatusGrid } from '../engine/status/groups';
import { territoryOf } from '../engine/territory';
import { formatResult, type Board, type ScoreResult, type Vertex } from '../engine';
import { formatVertex } from '../game';
import { marginInPoints, resultInUnit, resultUnit, type ResultUnit } from '../game/resultUnit';
import { endOfGameAt, recordedMargin, scorePosition, type KeptStatuses, type StatusSource } from '../game/scoring';
import type { ScoreSide, ScoreView, WriteResultRefusal } from '../shared/views';
import type { SgfNode } from '../sgf/types';
import { decodePointList } from '../sgf/codecs/pointList';
import { getProperty, getValues } from '../sgf/tree';
import type { GameView } from './gameView';
import { openAreas } from './openAreas';
import { exercismRows, territoryRegions, type TerritoryRegion } from '../engine/territoryRegions';

/** What Count Territory found at one node of a game. */
export interface SgfTerritoryReport {
  readonly nodeId: number;
  readonly moveNumber: number;
  /** Territory points per owner once the dead stones are off (neutral: dame and seki liberties). */
  readonly black: number;
  readonly white: number;
  readonly neutral: number;
  readonly regions: readonly TerritoryRegion[];
  /** Every dead stone and every stone in seki, sorted by x then y. */
  readonly dead: readonly Vertex[];
  readonly seki: readonly Vertex[];
  /** The statuses counted with and before the corrections (kept through edits that leave the position as it is). */
  readonly kept: KeptStatuses;
  /** How many groups the player flipped. */
  readonly corrections: number;
  /** Where the statuses came from: the node's TB/TW, the estimate, or a count kept from before. */
  readonly source: StatusSource;
  /** What the board's score mode shows. */
  readonly view: ScoreView;
  readonly score: ScoreResult;
  /** The RE property, or null. */
  readonly recordedResult: string | null;
  /** E.g. "Territory at move 48: Black 30, White 8, neutral 1". */
  readonly countMessage: string;
  /** The score line, the comparison with RE and what was taken as dead or in seki. */
  readonly summary: string;
}

/** What to count with: a count kept from before, and a group to flip now. */
export interface CountOptions {
  readonly kept?: KeptStatuses;
  readonly toggle?: Vertex;
}

/** Whether node `nodeId` of `game` is counted as the game's end (a count there is no count of the same position in play). */
export function countsAsGameEnd(game: GameView, nodeId: number): boolean {
  const node = game.node(nodeId) ?? game.rootNode;
  return endOfGameAt(game.replay, node, game.replay.stateAt(node).board).finished;
}

/**
 * Counts the position after node `nodeId` of `game`: the dead stones of the node's TB/TW or else estimated (or `kept`),
 * with the group at `toggle` flipped.
 */
export function countSgfPosition(game: GameView, nodeId: number, options: CountOptions = {}): SgfTerritoryReport {
  const node = game.node(nodeId) ?? game.rootNode;
  const scored = scorePosition(game.replay, node, { dead: 'auto', kept: options.kept, toggles: options.toggle === undefined ? [] : [options.toggle] });
  const corrections = correctedGroups(scored.board, scored.statuses, scored.original);
  const board = scored.board.clone();
  for (const [x, y] of scored.dead) board.setStone(x, y, 0);
  const territory = territoryRegions(exercismRows(board.toRows()));
  const result = scored.score;
  const recorded = game.recordedResult;
  const unit = resultUnit(game.rootNode);
  const comparison = compareWithRecord(recorded, result.result, unit);
  // RE is the result of the game as played: a count elsewhere (a variation ended by two passes, two passes the game went
  // on from) is not compared with it.
  const gameEnd = endsMainLine(node);
  const compared = scored.finished && gameEnd;
  const moveNumber = game.replay.moveNumberAt(node);
  // Under territory scoring the eyes of groups in seki count for nobody: the board does not mark them either.
  const uncounted = result.scoring === 'territory' ? sekiPoints(board, territoryOf(board), scored.seki) : null;
  const owned = (owner: 'BLACK' | 'WHITE'): Vertex[] =>
    territory.regions
      .filter((r) => r.owner === owner)
      .flatMap((r) => r.points)
      .filter(([x, y]) => uncounted?.[y * board.width + x] !== 1);
  const blackOwned = owned('BLACK');
  const whiteOwned = owned('WHITE');
  // A dead stone in an area that counts for nobody is in no territory: the markup names it all the same.
  const listed = new Set([...blackOwned, ...whiteOwned].map(([x, y]) => y * board.width + x));
  const uncovered = (sign: 1 | -1): Vertex[] => scored.dead.filter(([x, y]) => scored.board.get(x, y) === sign && !listed.has(y * board.width + x));
  const territoryMarkup = { black: [...blackOwned, ...uncovered(-1)], white: [...whiteOwned, ...uncovered(1)] };
  // What the estimate gives each side beyond the count: open points, and dead stones in areas the count gives nobody.
  let estimated: ScoreView['estimated'] = null;
  let estimatedCount: ScoreView['estimatedCount'] = null;
  const owners = scored.estimateOwners;
  if (owners !== null) {
    const beyond = (sign: 1 | -1): Vertex[] => {
      const points: Vertex[] = [];
      owners.forEach((owner, i) => {
        if (owner === sign && !listed.has(i) && uncounted?.[i] !== 1) points.push([i % board.width, Math.floor(i / board.width)]);
      });
      return points;
    };
    estimated = { black: beyond(1), white: beyond(-1) };
    // The estimate gives a dead stone's point to its captor wherever it lies: its column counts them so.
    const deadOwnedBy = (sign: 1 | -1): number => scored.dead.filter(([x, y]) => owners[y * board.width + x] === sign).length;
    const estimate = scored.estimate;
    if (estimate !== null) estimatedCount = { black: side(estimate, 'black', deadOwnedBy(1)), white: side(estimate, 'white', deadOwnedBy(-1)) };
  }
  const view: ScoreView = {
    nodeId: node.id,
    black: blackOwned,
    white: whiteOwned,
    territoryMarkup,
    territoryMarkupWritten:
      (getProperty(node, 'TB') !== undefined || getProperty(node, 'TW') !== undefined) &&
      marks(node, 'TB', territoryMarkup.black, board) &&
      marks(node, 'TW', territoryMarkup.white, board),
    dead: scored.dead,
    seki: scored.seki,
    openAreas: scored.finished ? openAreas(board, territory.regions) : [],
    unsure: scored.unsure,
    unsureGroups: groupLeaders(scored.board, scored.original, scored.unsure),
    rules: RULESET_TITLES[result.rules],
    scoring: result.scoring,
    komi: result.komi,
    handicapCompensation: result.handicapCompensation,
    blackCount: side(result, 'black', deadIn(scored.dead, scored.board, -1, blackOwned)),
    whiteCount: side(result, 'white', deadIn(scored.dead, scored.board, 1, whiteOwned)),
    result: result.result,
    estimatedResult: scored.estimate?.result ?? null,
    estimatedCount,
    estimated,
    recorded,
    matchesRecord: compared ? comparison.agrees : null,
    recordedInPoints: comparison.inPoints,
    corrections,
    finished: scored.finished,
    writeRefusal: writeRefusal(scored.finished, gameEnd, recorded, comparison.agrees),
    resultToWrite: resultInUnit(result.result, unit),
  };
  // In the middle of a game the count is no result: the estimate comes first, and RE (the result at the end) is not
  // compared with the count now.
  const lines = [
    scored.finished
      ? scoreLine(result)
      : `The game is not over here. ${view.estimatedResult === null ? '' : `Estimate: ${view.estimatedResult}. `}${scoreLine(result, 'Count now (open areas to nobody)')}`,
    compared
      ? comparison.text
      : recorded === null || recorded === ''
        ? ''
        : `RE says ${recorded}, the result at the end of ${scored.finished ? 'the main line' : 'the game'}.`,
    statusNote(scored, corrections),
    ...view.openAreas.map((area) => openAreaNote(area.size, formatVertex(area.at, board.height))),
    closeCallNote(scored.board, scored.statuses, view.unsureGroups),
  ].filter((l) => l !== '');
  // The points counted as each side's territory (under territory rules, the eyes of seki groups are nobody's).
  const black = view.black.length;
  const white = view.white.length;
  const neutral = territory.black + territory.white + territory.neutral - black - white;
  return {
    nodeId: node.id,
    moveNumber,
    black,
    white,
    neutral,
    regions: territory.regions,
    dead: scored.dead,
    seki: scored.seki,
    kept: { current: scored.statuses, original: scored.original, ownership: scored.ownership ?? undefined, unsure: scored.unsureFound },
    corrections,
    source: scored.source,
    view,
    score: result,
    recordedResult: recorded,
    countMessage: `Territory at move ${moveNumber}: Black ${black}, White ${white}, neutral ${neutral}`,
    summary: lines.join(' '),
  };
}

/** One side's figures for the score panel; `deadInTerritory` counts the opponent's dead stones in its territory. */
function side(result: ScoreResult, color: 'black' | 'white', deadInTerritory: number): ScoreSide {
  const count = result[color];
  const dead = color === 'black' ? result.deadStones.white : result.deadStones.black;
  const base = result.scoring === 'area' ? count.area : count.territory + count.captures;
  const total = color === 'white' ? base + result.komi + result.handicapCompensation : base;
  return { stones: count.stones, territory: count.territory, captured: count.captures - dead, dead, deadInTerritory, total: round(total) };
}

/** How many of the dead stones of colour `sign` stand on the points `owned`. */
function deadIn(dead: readonly Vertex[], board: Board, sign: 1 | -1, owned: readonly Vertex[]): number {
  const points = new Set(owned.map(([x, y]) => y * board.width + x));
  return dead.filter(([x, y]) => board.get(x, y) === sign && points.has(y * board.width + x)).length;
}

/**
 * E.g. "Score by Japanese rules (territory + captures), komi 6.5: Black 30 + 2 = 32, White 8 + 1 + 6.5 = 15.5 → B+16.5."
 * (`lead` replaces "Score").
 */
export function scoreLine(result: ScoreResult, lead = 'Score'): string {
  const area = result.scoring === 'area';
  const part = (count: ScoreResult['black']): number[] => (area ? [count.stones, count.territory] : [count.territory, count.captures]);
  const black = part(result.black);
  const white = [...part(result.white), result.komi, result.handicapCompensation].filter((n, i) => i < 2 || n !== 0);
  const sum = (terms: number[]): string => `${terms.join(' + ')} = ${round(terms.reduce((a, b) => a + b, 0))}`;
  const method = area ? 'stones + territory' : 'territory + captures';
  const extras = [`komi ${result.komi}`, result.handicapCompensation > 0 ? `${result.handicapCompensation} for the handicap` : ''].filter((s) => s !== '');
  return `${lead} by ${RULESET_TITLES[result.rules]} rules (${method}), ${extras.join(', ')}: Black ${sum(black)}, White ${sum(white)} → ${result.result}.`;
}

/**
 * How the count compares with RE, whose margin is in `unit` (a Fox game's stones are two points each): agreement,
 * disagreement (also with a winner written without a margin, `B+`, when the count names the other side or a draw), or
 * nothing to compare (resignation, time, unknown, or a winner without a margin that the count confirms).
 */
export function compareWithRecord(
  recorded: string | null,
  counted: string,
  unit: ResultUnit = 'points',
): { readonly text: string; readonly disagrees: boolean; readonly agrees: boolean | null; readonly inPoints: string | null } {
  if (recorded === null || recorded === '') return { text: '', disagrees: false, agrees: null, inPoints: null };
  const written = recordedMargin(recorded);
  const winner = WINNER_ONLY.exec(recorded)?.[1].toUpperCase();
  if (winner !== undefined && !counted.startsWith(`${winner}+`))
    return { text: `RE says ${recorded}; the count gives ${counted}.`, disagrees: true, agrees: false, inPoints: null };
  if (winner !== undefined)
    return { text: `RE says ${recorded}, without a margin: the count names the same winner.`, disagrees: false, agrees: null, inPoints: null };
  if (written === null) return { text: `RE says ${recorded}, which is not a count.`, disagrees: false, agrees: null, inPoints: null };
  const margin = marginInPoints(written, unit);
  const inPoints = unit === 'stones' ? formatResult(margin) : null;
  const says = inPoints !== null ? `RE says ${recorded} (in stones, as Fox counts: ${inPoints})` : `RE says ${recorded}`;
  return margin === countedMargin(counted)
    ? { text: `${says}: the count agrees.`, disagrees: false, agrees: true, inPoints }
    : { text: `${says}; the count gives ${counted}.`, disagrees: true, agrees: false, inPoints };
}

/** RE naming a winner without a margin (`B+`, `w+`); the winner is group 1. */
const WINNER_ONLY = /^\s*([BW])\s*\+\s*$/i;

/**
 * Why the count may not go into RE: only a finished game's count is a result, and it never replaces an agreeing RE or
 * one that is no count (a resignation, a loss on time, Void), except one a count fills in: `?` (the result is not
 * known) or a winner without a margin.
 */
function writeRefusal(finished: boolean, gameEnd: boolean, recorded: string | null, agrees: boolean | null): WriteResultRefusal | null {
  if (!finished) return 'unfinished';
  if (!gameEnd) return 'notGameEnd';
  if (agrees === true) return 'agrees';
  const open = recorded?.trim() === '?' || WINNER_ONLY.test(recorded ?? '');
  return recorded !== null && recorded !== '' && agrees === null && !open ? 'notCount' : null;
}

/** Whether `node`'s property `id` (TB or TW) marks exactly `points` (no points: no such property, or an empty one). */
function marks(node: SgfNode, id: 'TB' | 'TW', points: readonly Vertex[], board: Board): boolean {
  const marked = decodePointList(getValues(node, id), board.width, board.height).points;
  const wanted = new Set(points.map(([x, y]) => y * board.width + x));
  return marked.length === wanted.size && marked.every(([x, y]) => wanted.has(y * board.width + x));
}

/** Whether `node` is the last node of its game's main line (every node on the way from the root is its parent's first child). */
function endsMainLine(node: SgfNode): boolean {
  if (node.children.length > 0) return false;
  for (let n = node; n.parent !== null; n = n.parent) if (n.parent.children[0] !== n) return false;
  return true;
}

/** What was taken as dead or in seki, e.g. "Dead stones removed: 3 black (C4, D4, E4), 1 white (Q16) — estimated; …". */
function statusNote(
  scored: { readonly dead: readonly Vertex[]; readonly seki: readonly Vertex[]; readonly board: Board; readonly source: StatusSource },
  corrections: number,
): string {
  const { dead, seki, board } = scored;
  if (dead.length === 0 && seki.length === 0) return corrections === 0 ? 'No dead stones found.' : 'No dead stones.';
  const byColor = (points: readonly Vertex[]): string =>
    [1, -1]
      .map((sign) => points.filter(([x, y]) => board.get(x, y) === sign))
      .filter((list) => list.length > 0)
      .map((list) => `${list.length} ${board.get(list[0][0], list[0][1]) === 1 ? 'black' : 'white'} (${listed(list, board.height)})`)
      .join(', ');
  const parts: string[] = [];
  if (dead.length > 0) parts.push(`Dead stones removed: ${byColor(dead)}`);
  if (seki.length > 0) parts.push(`${dead.length > 0 ? 'in' : 'In'} seki: ${byColor(seki)}`);
  const origin = scored.source === 'markup' ? "as the node's TB/TW mark them" : 'estimated';
  const how =
    corrections === 0
      ? `${origin}; click a group on the board to correct it`
      : `${origin}, then ${corrections} ${corrections === 1 ? 'correction' : 'corrections'} by hand`;
  return `${parts.join('; ')} — ${how}.`;
}

/** E.g. "36 points count for nobody: both colours touch the area at E4 (a border still open, or a stone alive inside?)." */
function openAreaNote(size: number, at: string): string {
  return `${size} points count for nobody: both colours touch the area at ${at} (a border still open, or a stone alive inside?).`;
}

/** E.g. "Close calls, worth a look: C8 (dead), Q16 (alive)."; '' without any. */
function closeCallNote(board: Board, statuses: StatusGrid, leaders: readonly Vertex[]): string {
  if (leaders.length === 0) return '';
  const named = leaders.map(([x, y]) => `${formatVertex([x, y], board.height)} (${STATUS_NAMES[statuses[y * board.width + x]]})`);
  return `Close calls, worth a look: ${named.join(', ')}.`;
}

const STATUS_NAMES: Record<number, string> = { [STATUS_ALIVE]: 'alive', [STATUS_DEAD]: 'dead', [STATUS_SEKI]: 'seki' };

function listed(points: readonly Vertex[], height: number): string {
  const names = points.slice(0, 4).map((v) => formatVertex(v, height));
  return points.length > 4 ? `${names.join(', ')}, …` : names.join(', ');
}

function countedMargin(result: string): number {
  return recordedMargin(result) ?? 0;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
