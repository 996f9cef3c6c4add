// Pure: the chain under a stone and its liberties, from the engine's board (no DOM), and the hover's words for them.
import { Board } from '../../engine/board';
import { MAX_SIDE } from '../../engine/zobrist';
import type { Vertex } from '../../engine/types';
import { format } from '../strings';

/** A chain of stones and its liberties as point indices (y * width + x), each list in increasing order. */
export interface ChainInfo {
  readonly color: 'X' | 'O';
  readonly stones: readonly number[];
  readonly liberties: readonly number[];
}

/**
 * The chain at [x, y] of `rows` ('.' empty, 'X' black, 'O' white; every other character counts as empty) and
 * its distinct empty neighbours, from the engine's board; null when [x, y] is off the board or not a stone.
 */
export function chainAt(rows: readonly string[], width: number, x: number, y: number): ChainInfo | null {
  const height = rows.length;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) return null;
  const color = rows[y].charAt(x);
  if ((color !== 'X' && color !== 'O') || width > MAX_SIDE || height > MAX_SIDE) return null;
  const board = Board.fromRows(rows.map((row) => row.slice(0, width).replace(/[^XO]/g, '.').padEnd(width, '.')));
  const index = ([px, py]: Vertex): number => py * width + px;
  return { color, stones: board.getChain(x, y).map(index).sort(byNumber), liberties: board.getLiberties(x, y).map(index).sort(byNumber) };
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
