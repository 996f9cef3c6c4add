// Pure: the words of the Count Territory diagnostics for string-array boards. No vscode import.
import type { Point } from '../../engine';
import { formatVertex } from '../../engine/pointNames';
import type { BoardTerritory, TerritoryRegion } from '../../engine/territoryRegions';

/** A diagnostic lists at most this many points; the rest are counted ("… and 12 more"). */
export const MAX_LISTED_POINTS = 24;

const ownerNames = { BLACK: 'Black territory', WHITE: 'White territory', NONE: 'Neutral region' } as const;

/** E.g. "Black territory, 3 points: [0,0] A5, [0,1] A4, [1,0] B5" on a board `height` rows high. */
export function regionMessage(region: TerritoryRegion, height: number): string {
  const size = region.points.length;
  return `${ownerNames[region.owner]}, ${size} ${size === 1 ? 'point' : 'points'}: ${pointList(region.points, height)}`;
}

/** E.g. "Territory: Black 3, White 1, neutral 5 (5×5 board)". */
export function summaryMessage(territory: BoardTerritory): string {
  return `Territory: Black ${territory.black}, White ${territory.white}, neutral ${territory.neutral} (${territory.width}×${territory.height} board)`;
}

/** Points as "[x,y] A5" (0-based from the top left, then the board name) separated by commas, the first MAX_LISTED_POINTS of them. */
export function pointList(points: readonly Point[], height: number): string {
  const listed = points
    .slice(0, MAX_LISTED_POINTS)
    .map(([x, y]) => `[${x},${y}] ${formatVertex([x, y], height)}`)
    .join(', ');
  return points.length > MAX_LISTED_POINTS ? `${listed} … and ${points.length - MAX_LISTED_POINTS} more` : listed;
}
