// Pure: executes one SGF node on a game state — setup (AB/AW/AE, never capturing), PL, then its moves.
import type { GameState } from '../engine/game';
import type { IllegalReason, Player, Sign, Vertex } from '../engine/types';
import { decodeLetters, decodePoint } from '../sgf/codecs/point';
import { decodePointList } from '../sgf/codecs/pointList';
import { decodeColor } from '../sgf/codecs/scalars';
import { normalizePropertyId } from '../sgf/lexer';
import type { SgfNode, SgfProperty } from '../sgf/types';

/** Why a move in a file was executed although the rules forbid it; `malformed` = not a point at all. */
export type MoveProblemReason = IllegalReason | 'malformed';

/** One B or W property as executed: who played where (null = pass) and, if it broke the rules, why. */
export interface ExecutedMove {
  readonly color: 'B' | 'W';
  readonly point: Vertex | null;
  readonly property: SgfProperty;
  readonly illegal: MoveProblemReason | null;
  readonly captured: number;
}

const SETUP: ReadonlyArray<readonly [string, Sign]> = [['AB', 1], ['AW', -1], ['AE', 0]];

/**
 * Applies `node` to `state` in place: setup stones first (no captures), then PL, then B and W moves in file
 * order, each executed even when illegal (as the SGF spec asks of a viewer). Returns the moves it executed.
 */
export function applyNode(state: GameState, node: SgfNode, width: number, height: number): ExecutedMove[] {
  let moves: ExecutedMove[] | undefined;
  const props = node.properties;
  const ids = props.map((p) => normalizePropertyId(p.id));
  for (let i = 0; i < props.length; i++) {
    const prop = props[i];
    for (const [id, sign] of SETUP) {
      if (ids[i] !== id) continue;
      const { points } = decodePointList(prop.values.map((v) => v.raw), width, height);
      for (const [x, y] of points) state.setup(x, y, sign);
    }
    if (ids[i] === 'PL' && prop.values.length > 0) {
      const color = decodeColor(prop.values[0].raw.trim());
      if (color !== null) state.setToPlay(color === 'B' ? 1 : -1);
    }
  }
  for (let i = 0; i < props.length; i++) {
    if (ids[i] !== 'B' && ids[i] !== 'W') continue;
    (moves ??= []).push(executeMove(state, props[i], ids[i] as 'B' | 'W', width, height));
  }
  return moves ?? NO_MOVES;
}

const NO_MOVES: ExecutedMove[] = [];

function executeMove(state: GameState, prop: SgfProperty, color: 'B' | 'W', width: number, height: number): ExecutedMove {
  const player: Player = color === 'B' ? 1 : -1;
  const raw = prop.values.length > 0 ? prop.values[0].raw : '';
  const decoded = decodePoint(raw, width, height);
  if (decoded === null) {
    state.forcePlay(player, null);
    return { color, point: decodeLetters(raw), property: prop, illegal: decodeLetters(raw) ? 'offboard' : 'malformed', captured: 0 };
  }
  const point = decoded === 'pass' ? null : decoded;
  const result = state.forcePlay(player, point);
  return { color, point, property: prop, illegal: result.illegal, captured: result.captured.length };
}
