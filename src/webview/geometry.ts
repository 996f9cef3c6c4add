// Board geometry for drawing: coordinate labels and star points.

/** Go column letters (A–T without I) while they last, then plain numbers. */
export function columnLabel(x: number, width: number): string {
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  return width <= letters.length ? letters.charAt(x) : String(x + 1);
}

/** Rows are numbered from the bottom, as on a printed board. */
export function rowLabel(y: number, height: number): string {
  return String(height - y);
}

/** The human name of a point, e.g. "D4". */
export function pointName(x: number, y: number, width: number, height: number): string {
  return `${columnLabel(x, width)}${rowLabel(y, height)}`;
}

/** The star points (hoshi) of a board: 4-4 points on large boards, 3-3 on small ones, plus sides and centre when odd. */
export function starPoints(width: number, height: number): Array<[number, number]> {
  const lines = (size: number): number[] => {
    if (size < 7) return [];
    const edge = size >= 13 ? 3 : 2;
    const middle = size % 2 === 1 && size >= 9 ? [(size - 1) / 2] : [];
    return [edge, ...middle, size - 1 - edge];
  };
  const xs = lines(width);
  const ys = lines(height);
  const points: Array<[number, number]> = [];
  for (const x of xs) for (const y of ys) points.push([x, y]);
  return points;
}
