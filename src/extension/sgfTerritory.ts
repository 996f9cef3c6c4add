// Pure: Count Territory on an SGF position — territory regions, the score by the game's rules with komi and
// captures, the comparison with RE, and a warning when stones look dead. No vscode import.
import { RULESET_TITLES } from '../engine/rules';
import { Board, score, type ScoreResult, type Vertex } from '../engine';
import { formatVertex } from '../game';
import type { TerritoryOverlay } from '../shared/protocol';
import type { GameView } from './gameAdapter';
import { exercismRows, territoryRegions, type TerritoryRegion } from './territoryRegions';

/** What Count Territory found at one node of a game. */
export interface SgfTerritoryReport {
  readonly nodeId: number;
  readonly moveNumber: number;
  readonly black: number;
  readonly white: number;
  readonly neutral: number;
  readonly regions: readonly TerritoryRegion[];
  /** The points to mark on the board. */
  readonly overlay: TerritoryOverlay;
  readonly score: ScoreResult;
  /** The RE property, or null. */
  readonly recordedResult: string | null;
  /** One point of every chain with a single liberty, sorted by x then y. */
  readonly chainsInAtari: readonly Vertex[];
  /** True when stones look dead (a chain in atari, or the count disagrees with RE). */
  readonly deadStonesSuspected: boolean;
  /** E.g. "Territory at move 48: Black 30, White 8, neutral 1". */
  readonly countMessage: string;
  /** The score line, the comparison with RE and the dead-stones note. */
  readonly summary: string;
}


/** Counts the position after node `nodeId` of `game` (every stone taken as alive). */
export function countSgfPosition(game: GameView, nodeId: number): SgfTerritoryReport {
  const snapshot = game.boardAt(nodeId);
  const settings = game.settings;
  const territory = territoryRegions(exercismRows(snapshot.rows));
  const board = Board.fromRows(snapshot.rows);
  const result = score(board, settings.rules, { komi: settings.komi, captures: snapshot.captures, handicap: settings.handicap });
  const recorded = game.recordedResult;
  const comparison = compareWithRecord(recorded, result.result);
  const atari = chainsInAtari(board);
  const deadStonesSuspected = atari.length > 0 || comparison.disagrees;
  const lines = [scoreLine(result), comparison.text, deadStonesNote(atari, comparison.disagrees, board.height)].filter((l) => l !== '');
  return {
    nodeId,
    moveNumber: snapshot.moveNumber,
    black: territory.black,
    white: territory.white,
    neutral: territory.neutral,
    regions: territory.regions,
    overlay: {
      black: territory.regions.filter((r) => r.owner === 'BLACK').flatMap((r) => r.points),
      white: territory.regions.filter((r) => r.owner === 'WHITE').flatMap((r) => r.points),
    },
    score: result,
    recordedResult: recorded,
    chainsInAtari: atari,
    deadStonesSuspected,
    countMessage: `Territory at move ${snapshot.moveNumber}: Black ${territory.black}, White ${territory.white}, neutral ${territory.neutral}`,
    summary: lines.join(' '),
  };
}

/** E.g. "Score by Japanese rules (territory + captures), komi 6.5: Black 30 + 2 = 32, White 8 + 1 + 6.5 = 15.5 → B+16.5." */
export function scoreLine(result: ScoreResult): string {
  const area = result.scoring === 'area';
  const part = (side: ScoreResult['black']): number[] => (area ? [side.stones, side.territory] : [side.territory, side.captures]);
  const black = part(result.black);
  const white = [...part(result.white), result.komi, result.handicapCompensation].filter((n, i) => i < 2 || n !== 0);
  const sum = (terms: number[]): string => `${terms.join(' + ')} = ${round(terms.reduce((a, b) => a + b, 0))}`;
  const method = area ? 'stones + territory' : 'territory + captures';
  const extras = [`komi ${result.komi}`, result.handicapCompensation > 0 ? `${result.handicapCompensation} for the handicap` : ''].filter((s) => s !== '');
  return `Score by ${RULESET_TITLES[result.rules]} rules (${method}), ${extras.join(', ')}: Black ${sum(black)}, White ${sum(white)} → ${result.result}.`;
}

/** How the count compares with RE: agreement, disagreement, or nothing to compare (resignation, time, unknown). */
export function compareWithRecord(recorded: string | null, counted: string): { readonly text: string; readonly disagrees: boolean } {
  if (recorded === null || recorded === '') return { text: '', disagrees: false };
  const margin = recordedMargin(recorded);
  if (margin === null) return { text: `RE says ${recorded}, which is not a count.`, disagrees: false };
  const agrees = margin === countedMargin(counted);
  return agrees
    ? { text: `RE says ${recorded}: the count agrees.`, disagrees: false }
    : { text: `RE says ${recorded}; the count gives ${counted}.`, disagrees: true };
}

/** One point (the first by x, then y) of every chain with exactly one liberty. */
export function chainsInAtari(board: Board): Vertex[] {
  const seen = new Set<string>();
  const found: Vertex[] = [];
  for (let x = 0; x < board.width; x++) {
    for (let y = 0; y < board.height; y++) {
      if (board.get(x, y) === 0 || seen.has(`${x},${y}`)) continue;
      const chain = board.getChain(x, y);
      for (const [cx, cy] of chain) seen.add(`${cx},${cy}`);
      if (board.libertyCount(x, y) === 1) found.push(chain[0]);
    }
  }
  return found;
}

function deadStonesNote(atari: readonly Vertex[], disagrees: boolean, height: number): string {
  if (atari.length === 0 && !disagrees) return '';
  const reasons: string[] = [];
  if (atari.length > 0) {
    const where = atari.slice(0, 3).map((v) => formatVertex(v, height)).join(', ');
    reasons.push(`${atari.length === 1 ? 'a chain' : `${atari.length} chains`} in atari at ${where}${atari.length > 3 ? ', …' : ''}`);
  }
  if (disagrees) reasons.push('the count disagrees with RE');
  return `Some stones look dead (${reasons.join('; ')}): dead stones are not removed yet (a later issue), so every stone counts as alive.`;
}

/** Black's margin in a recorded result: "B+3.5" → 3.5, "W+2" → -2, "0"/"Draw"/"Jigo" → 0; null for B+R, Void, "?" … */
function recordedMargin(recorded: string): number | null {
  if (/^(0|draw|jigo)$/i.test(recorded)) return 0;
  const match = /^([BW])\s*\+\s*(\d+(?:\.\d+)?)$/i.exec(recorded);
  if (match === null) return null;
  return (match[1].toUpperCase() === 'B' ? 1 : -1) * Number(match[2]);
}

function countedMargin(result: string): number {
  return recordedMargin(result) ?? 0;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
