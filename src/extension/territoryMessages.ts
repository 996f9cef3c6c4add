// Pure: the words of the Count Territory diagnostics for string-array boards. No vscode import.
import type { Point } from '../engine';
import type { BoardTerritory, TerritoryRegion } from './territoryRegions';

/** A diagnostic lists at most this many points; the rest are counted ("… and 12 more"). */
export const MAX_LISTED_POINTS = 24;

const ownerNames = { BLACK: 'Black territory', WHITE: 'White territory', NONE: 'Neutral region' } as const;

/** E.g. "Black territory, 3 points: [0,0] [0,1] [1,0]". */
export function regionMessage(region: TerritoryRegion): string {
  const size = region.points.length;
  return `${ownerNames[region.owner]}, ${size} ${size === 1 ? 'point' : 'points'}: ${pointList(region.points)}`;
}

/** E.g. "Territory: Black 3, White 1, neutral 5 (5×5 board)". */
export function summaryMessage(territory: BoardTerritory): string {
  return `Territory: Black ${territory.black}, White ${territory.white}, neutral ${territory.neutral} (${territory.width}×${territory.height} board)`;
}

/** Points as "[x,y]" separated by spaces, the first MAX_LISTED_POINTS of them. */
export function pointList(points: readonly Point[]): string {
  const listed = points.slice(0, MAX_LISTED_POINTS).map(([x, y]) => `[${x},${y}]`).join(' ');
  return points.length > MAX_LISTED_POINTS ? `${listed} … and ${points.length - MAX_LISTED_POINTS} more` : listed;
}
