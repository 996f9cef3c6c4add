// Pure: a diagram's position as a one-node SGF game (setup stones and the player to move), to paste anywhere.
import type { Vertex } from '../engine/types';
import { encodePointList } from '../sgf/codecs/pointList';
import type { Diagram } from './diagram';

/** What a copied position keeps of its game besides the stones. */
export interface PositionSgfOptions {
  /** Adds KM. */
  readonly komi?: number;
  /** The game's RU value as written in its file (raw SGF text), kept as it is. */
  readonly rules?: string;
  /** false leaves PL out (a typed board says nothing about whose turn it is). */
  readonly withTurn?: boolean;
}

/** `(;GM[1]FF[4]CA[UTF-8]SZ[…]KM[…]RU[…]PL[…]AB[…]AW[…])` of the whole board of `diagram` (compressed point lists). */
export function positionSgf(diagram: Diagram, options: PositionSgfOptions = {}): string {
  const { komi, rules, withTurn = true } = options;
  const black: Vertex[] = [];
  const white: Vertex[] = [];
  diagram.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === 'X') black.push([x, y]);
      else if (row[x] === 'O') white.push([x, y]);
    }
  });
  const size = diagram.width === diagram.height ? `${diagram.width}` : `${diagram.width}:${diagram.height}`;
  let text = `(;GM[1]FF[4]CA[UTF-8]SZ[${size}]`;
  if (komi !== undefined && Number.isFinite(komi)) text += `KM[${komi}]`;
  if (rules !== undefined && rules.trim() !== '') text += `RU[${rules}]`;
  if (withTurn) text += `PL[${diagram.toPlay}]`;
  if (black.length > 0)
    text += `AB${encodePointList(black)
      .map((v) => `[${v}]`)
      .join('')}`;
  if (white.length > 0)
    text += `AW${encodePointList(white)
      .map((v) => `[${v}]`)
      .join('')}`;
  return `${text})\n`;
}
