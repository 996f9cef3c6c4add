// Pure: executes one SGF node on a game state — setup (AB/AW/AE, never capturing), PL, then its moves.
import type { GameState } from '../engine/game';
import type { IllegalReason, Player, Sign, Vertex } from '../engine/types';
import { decodeLetters, decodePoint } from '../sgf/codecs/point';
import { decodePointList } from '../sgf/codecs/pointList';
import { decodeColor, decodeNumber } from '../sgf/codecs/scalars';
import { normalizePropertyId } from '../sgf/lexer';
import { getProperty } from '../sgf/tree';
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

const SETUP: ReadonlyArray<readonly [string, Sign]> = [
  ['AB', 1],
  ['AW', -1],
  ['AE', 0],
];

/**
 * Applies `node` to `state` in place: setup stones first (no captures), then PL, then B and W moves in file
 * order, each executed even when illegal (as the SGF spec asks of a viewer; with KO[] it counts as legal). A node that sets up stones without
 * PL or a move leaves the turn to the player of the next move below it (see `turnAfterSetup`). Returns the moves
 * it executed.
 */
export function applyNode(state: GameState, node: SgfNode, width: number, height: number): ExecutedMove[] {
  let moves: ExecutedMove[] | undefined;
  const props = node.properties;
  const ids = props.map((p) => normalizePropertyId(p.id));
  let setup = false;
  let playerSet = false;
  for (let i = 0; i < props.length; i++) {
    const prop = props[i];
    for (const [id, sign] of SETUP) {
      if (ids[i] !== id) continue;
      setup = true;
      const { points } = decodePointList(
        prop.values.map((v) => v.raw),
        width,
        height,
      );
      for (const [x, y] of points) state.setup(x, y, sign);
    }
    if (ids[i] === 'PL' && prop.values.length > 0) {
      const color = decodeColor(prop.values[0].raw.trim());
      if (color !== null) state.setToPlay(color === 'B' ? 1 : -1);
      playerSet ||= color !== null;
    }
  }
  // KO[] asks for the move to be played where the rules forbid it: not illegal then (a point off the board still is).
  const forced = ids.includes('KO');
  for (let i = 0; i < props.length; i++) {
    if (ids[i] !== 'B' && ids[i] !== 'W') continue;
    const move = executeMove(state, props[i], ids[i] as 'B' | 'W', width, height);
    (moves ??= []).push(forced && move.illegal !== 'malformed' && move.illegal !== 'offboard' ? { ...move, illegal: null } : move);
  }
  if (setup && !playerSet && moves === undefined) {
    const turn = turnAfterSetup(node);
    if (turn !== null) state.setToPlay(turn);
  }
  return moves ?? NO_MOVES;
}

/** How many nodes without moves (comments, markup) `turnAfterSetup` looks past for the next move. */
const NEXT_MOVE_LOOKAHEAD = 8;

/**
 * Who moves after a setup node without PL: the player of the next move below it in the file (first children,
 * looking past a few nodes of comments or markup; a PL on the way decides), else White when the node is a root
 * with handicap stones (HA of 2 or more), else null (the turn stays as it was: Black at the start of a game). A
 * setup node below ends the search: it decides its own turn (so a chain of setup nodes costs one step each).
 */
export function turnAfterSetup(node: SgfNode): Player | null {
  let below = node.children[0];
  for (let i = 0; below !== undefined && i < NEXT_MOVE_LOOKAHEAD; i++, below = below.children[0]) {
    const turn = turnOf(below);
    if (turn === 'setup') break;
    if (turn !== null) return turn;
  }
  if (node.parent !== null) return null;
  const handicap = decodeNumber(getProperty(node, 'HA')?.values[0]?.raw.trim() ?? '') ?? 0;
  return handicap >= 2 && getProperty(node, 'AB') !== undefined ? -1 : null;
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

/** What a node says about the turn: its move's (or PL's) player, else 'setup' for a setup node, else null. */
function turnOf(node: SgfNode): Player | 'setup' | null {
  let setup = false;
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    if (id === 'B') return 1;
    if (id === 'W') return -1;
    if (id === 'PL') {
      const color = decodeColor(prop.values[0]?.raw.trim() ?? '');
      if (color !== null) return color === 'B' ? 1 : -1;
    }
    setup ||= id === 'AB' || id === 'AW' || id === 'AE';
  }
  return setup ? 'setup' : null;
}
