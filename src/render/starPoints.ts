// Pure: the star points (hoshi) of a board, for every drawing of it. Labels and point names: src/engine/pointNames.
/**
 * The star points (hoshi): the corner points (4-4 from 13×13 up, 3-3 below), the centre of an odd board, and the
 * side points of odd boards from 15×15 up — 5 points on 9×9 and 13×13, 9 on 19×19.
 */
export function starPoints(width: number, height: number): Array<[number, number]> {
  if (width < 7 || height < 7) return [];
  const edge = (size: number): number => (size >= 13 ? 3 : 2);
  const middle = (size: number): number | null => (size % 2 === 1 ? (size - 1) / 2 : null);
  const corners = (size: number): number[] => [edge(size), size - 1 - edge(size)];
  const points: Array<[number, number]> = [];
  for (const x of corners(width)) for (const y of corners(height)) points.push([x, y]);
  const cx = middle(width);
  const cy = middle(height);
  if (cx !== null && cy !== null) points.push([cx, cy]);
  if (cx !== null && cy !== null && width >= 15 && height >= 15) {
    for (const y of corners(height)) points.push([cx, y]);
    for (const x of corners(width)) points.push([x, cy]);
  }
  return points;
}
