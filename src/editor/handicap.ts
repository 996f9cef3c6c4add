// Pure: the standard fixed handicap placements for any board size. No vscode, DOM or Node fs.
import type { Vertex } from '../engine/types';

/**
 * The standard handicap points for a width × height board, in placement order (the same as Sabaki's, which match
 * GNU Go's on square boards): lower left and upper right corner star points (4-4 points from 13 lines up, 3-3
 * below), then lower right, upper left; with odd sides other than 7 then the centre for 5 and 7, the left and
 * right side points (6+), the top and bottom side points (8+), the centre for 9. Fewer points where not defined:
 * at most 4 on boards with even sides or a side of 7, at most 6 on boards with just one odd side (other than 7),
 * none below 2 stones or on boards with a side of 6 or less. Counts above the maximum give the maximum.
 */
export function handicapPoints(width: number, height: number, handicap: number): Vertex[] {
  if (Math.min(width, height) <= 6 || handicap < 2) return [];
  const nearX = width >= 13 ? 3 : 2;
  const nearY = height >= 13 ? 3 : 2;
  const farX = width - nearX - 1;
  const farY = height - nearY - 1;
  const middleX = (width - 1) / 2;
  const middleY = (height - 1) / 2;
  const points: Vertex[] = [
    [nearX, farY],
    [farX, nearY],
    [farX, farY],
    [nearX, nearY],
  ];
  const oddX = width % 2 !== 0 && width !== 7;
  const oddY = height % 2 !== 0 && height !== 7;
  if (oddX && oddY) {
    if (handicap === 5) points.push([middleX, middleY]);
    points.push([nearX, middleY], [farX, middleY]);
    if (handicap === 7) points.push([middleX, middleY]);
    points.push([middleX, nearY], [middleX, farY], [middleX, middleY]);
  } else if (oddX) {
    points.push([middleX, nearY], [middleX, farY]);
  } else if (oddY) {
    points.push([nearX, middleY], [farX, middleY]);
  }
  return points.slice(0, handicap);
}
