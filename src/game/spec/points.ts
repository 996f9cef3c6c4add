// Pure: the board points one point-list value names (`aa` or the rectangle `aa:cc`), for cross-value checks.
import { decodeLetters } from '../../sgf/codecs/point';
import { decodeRectangle } from '../../sgf/codecs/pointList';

/**
 * Calls `visit` with `y * width + x` for every on-board point of one point-list value, rectangles row by row;
 * false (and no call) when the value is neither a point nor a rectangle.
 */
export function forEachPoint(raw: string, width: number, height: number, visit: (index: number) => void): boolean {
  if (raw.indexOf(':') < 0) {
    const point = decodeLetters(raw);
    if (point === null) return false;
    if (point[0] < width && point[1] < height) visit(point[1] * width + point[0]);
    return true;
  }
  const rect = decodeRectangle(raw);
  if (rect === null) return false;
  for (let y = rect.y1; y <= Math.min(rect.y2, height - 1); y++) {
    for (let x = rect.x1; x <= Math.min(rect.x2, width - 1); x++) visit(y * width + x);
  }
  return true;
}
