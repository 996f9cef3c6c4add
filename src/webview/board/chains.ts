// Pure: the chain under a stone and its liberties, by flood fill over the board's rows (no DOM, no engine).
import { format } from '../strings';

/** A chain of stones and its liberties as point indices (y * width + x), each list in increasing order. */
export interface ChainInfo {
  readonly color: 'X' | 'O';
  readonly stones: readonly number[];
  readonly liberties: readonly number[];
}

/**
 * The chain at [x, y] of `rows` ('.' empty, 'X' black, 'O' white; every other character counts as empty) and
 * its distinct empty neighbours; null when [x, y] is off the board or not a stone.
 */
export function chainAt(rows: readonly string[], width: number, x: number, y: number): ChainInfo | null {
  const height = rows.length;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) return null;
  const color = rows[y].charAt(x);
  if (color !== 'X' && color !== 'O') return null;
  const seen = new Uint8Array(width * height);
  const stones: number[] = [];
  const liberties: number[] = [];
  const stack = [y * width + x];
  seen[stack[0]] = 1;
  while (stack.length > 0) {
    const p = stack.pop() as number;
    stones.push(p);
    const px = p % width;
    const neighbours = [px > 0 ? p - 1 : -1, px < width - 1 ? p + 1 : -1, p >= width ? p - width : -1, p + width < width * height ? p + width : -1];
    for (const n of neighbours) {
      if (n < 0 || seen[n] === 1) continue;
      const cell = rows[(n / width) | 0].charAt(n % width);
      if (cell === color) {
        seen[n] = 1;
        stack.push(n);
      } else if (cell !== 'X' && cell !== 'O') {
        seen[n] = 1;
        liberties.push(n);
      }
    }
  }
  return { color, stones: stones.sort(byNumber), liberties: liberties.sort(byNumber) };
}

/** "1 liberty", "3 liberties": the count as the hover label reads (`t` translates; English by default). */
export function libertiesLabel(count: number, t: Translate = english): string {
  return count === 1 ? t('1 liberty') : t('{0} liberties', count);
}

/** "1 black stone", "10 white stones": the chain's size as the hover label reads. */
export function stonesLabel(count: number, color: 'X' | 'O', t: Translate = english): string {
  if (color === 'X') return count === 1 ? t('1 black stone') : t('{0} black stones', count);
  return count === 1 ? t('1 white stone') : t('{0} white stones', count);
}

type Translate = (english: string, ...args: (string | number)[]) => string;

function english(text: string, ...args: (string | number)[]): string {
  return format(text, args);
}

function byNumber(a: number, b: number): number {
  return a - b;
}
