// Pure: the empty areas of a finished game's count that look like a border left open — wide areas that count for
// nobody because a stone of the other colour touches them (a push left unanswered, a gap in a wall), as opposed to dame,
// whose every point touches both colours.
import type { Board } from '../engine/board';
import type { Vertex } from '../engine/types';
import type { TerritoryRegion } from '../engine/territoryRegions';

/** A neutral area with at least this many points that touch only one colour, or none, looks open. */
const OPEN_POINTS = 5;

/** One area that counts for nobody though it looks like territory. */
export interface OpenArea {
  /** How many points it has. */
  readonly size: number;
  /** Its point next to the colour that touches it least: where the border is open. */
  readonly at: Vertex;
}

/** The open areas of `board` (dead stones already off) among its `regions`, biggest first. */
export function openAreas(board: Board, regions: readonly TerritoryRegion[]): OpenArea[] {
  const found: OpenArea[] = [];
  for (const region of regions) {
    if (region.owner !== 'NONE') continue;
    let oneSided = 0;
    const touching = { black: new Map<number, Vertex>(), white: new Map<number, Vertex>() };
    for (const [x, y] of region.points) {
      let black = false;
      let white = false;
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ]) {
        if (!board.isOnBoard(nx, ny)) continue;
        const stone = board.get(nx, ny);
        if (stone === 1) {
          black = true;
          touching.black.set(ny * board.width + nx, [x, y]);
        } else if (stone === -1) {
          white = true;
          touching.white.set(ny * board.width + nx, [x, y]);
        }
      }
      if (!(black && white)) oneSided++;
    }
    if (oneSided < OPEN_POINTS) continue;
    const fewer = touching.black.size <= touching.white.size ? touching.black : touching.white;
    const at = fewer.values().next().value ?? region.points[0];
    found.push({ size: region.points.length, at: [at[0], at[1]] });
  }
  return found.sort((a, b) => b.size - a.size);
}
