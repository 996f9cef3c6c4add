// Pure: every problem in an SGF collection — parse errors, spec violations and illegal moves in any variation.
import type { GameState } from '../engine/game';
import { decodePointList } from '../sgf/codecs/pointList';
import type { ValueProblem } from '../sgf/codecs/problem';
import { encodePoint } from '../sgf/codecs/point';
import { getProperty } from '../sgf/tree';
import type { SgfCollection, SgfDiagnostic, SgfNode, SgfProperty, Span } from '../sgf/types';
import { applyNode, type ExecutedMove } from './applyNode';
import { formatVertex } from './coordinates';
import { GameReplay } from './replay';
import type { RuleOverrides } from './settings';

/** Properties whose values are lists of points. */
const POINT_LISTS: ReadonlySet<string> = new Set(['AB', 'AW', 'AE', 'TR', 'SQ', 'CR', 'MA', 'SL', 'DD', 'TB', 'TW', 'VW']);
/** Point lists where a single empty value means "none". */
const ELISTS: ReadonlySet<string> = new Set(['DD', 'TB', 'TW', 'VW']);
const SETUP_IDS: ReadonlySet<string> = new Set(['AB', 'AW', 'AE', 'PL']);

/** All problems of `coll`: its parse diagnostics, then per game (in file order) what a replay of every line finds. */
export function checkCollection(coll: SgfCollection, overrides: RuleOverrides = {}): SgfDiagnostic[] {
  const out: SgfDiagnostic[] = [...coll.diagnostics];
  for (let g = 0; g < coll.games.length; g++) checkGame(GameReplay.open(coll, g, overrides), out);
  return out;
}

/** One node waiting to be checked, with the state before it (shared with its siblings: clone before use). */
interface Pending {
  readonly node: SgfNode;
  readonly before: GameState;
  readonly shared: boolean;
  readonly moveNumber: number;
}

function checkGame(replay: GameReplay, out: SgfDiagnostic[]): void {
  const { width, height, sizeProblems } = replay.settings;
  const sz = getProperty(replay.root, 'SZ');
  for (const p of sizeProblems) out.push(diagnostic(sz?.values[0]?.span ?? replay.root.span, p));
  const stack: Pending[] = [{ node: replay.root, before: replay.replayLine([]), shared: false, moveNumber: 0 }];
  while (stack.length > 0) {
    const { node, before, shared, moveNumber } = stack.pop() as Pending;
    checkNodeProperties(node, width, height, out);
    const state = shared ? before.clone() : before;
    const moves = applyNode(state, node, width, height);
    let number = moveNumber;
    for (const move of moves) {
      number++;
      if (move.illegal !== null) out.push(illegalMove(move, number, width, height));
    }
    const children = node.children;
    if (children.length > 1) {
      const snapshot = state.clone();
      for (let i = children.length - 1; i >= 1; i--) stack.push({ node: children[i], before: snapshot, shared: true, moveNumber: number });
    }
    if (children.length > 0) stack.push({ node: children[0], before: state, shared: false, moveNumber: number });
  }
}

function illegalMove(move: ExecutedMove, number: number, width: number, height: number): SgfDiagnostic {
  const who = move.color === 'B' ? 'Black' : 'White';
  const valueSpan = move.property.values[0]?.span ?? move.property.span;
  const base = { span: valueSpan, code: `illegal-move-${move.illegal}` };
  if (move.illegal === 'malformed' || move.illegal === 'offboard' || move.point === null) {
    const raw = move.property.values[0]?.raw ?? '';
    const what = move.illegal === 'offboard' ? `is off the ${width}×${height} board` : 'is not a point';
    return { ...base, severity: 'error', message: `Move ${number}: ${who}'s point "${raw}" ${what}` };
  }
  const where = `${formatVertex(move.point, height)} (${encodePoint(move.point)})`;
  return { ...base, severity: 'warning', message: `Move ${number}: ${who} at ${where} is illegal: ${move.illegal}` };
}

function checkNodeProperties(node: SgfNode, width: number, height: number, out: SgfDiagnostic[]): void {
  const seen = new Set<string>();
  let hasMove = false;
  let setup: SgfProperty | undefined;
  for (const prop of node.properties) {
    if (seen.has(prop.id)) {
      out.push({ span: prop.span, severity: 'error', code: 'duplicate-property', message: `${prop.id} appears twice in one node` });
    }
    seen.add(prop.id);
    if (prop.id === 'B' || prop.id === 'W') hasMove = true;
    if (SETUP_IDS.has(prop.id)) setup ??= prop;
    if (POINT_LISTS.has(prop.id)) {
      const { problems } = decodePointList(prop.values.map((v) => v.raw), width, height, { allowEmpty: ELISTS.has(prop.id) });
      for (const p of problems) out.push(diagnostic(prop.values[p.valueIndex ?? 0]?.span ?? prop.span, p));
    }
  }
  if (seen.has('B') && seen.has('W')) {
    const w = node.properties.find((p) => p.id === 'W') as SgfProperty;
    out.push({ span: w.span, severity: 'warning', code: 'two-moves', message: 'B and W in one node: a node holds one move' });
  }
  if (hasMove && setup) {
    out.push({ span: setup.span, severity: 'warning', code: 'move-and-setup', message: `Setup property ${setup.id} in a move node` });
  }
}

function diagnostic(span: Span, p: ValueProblem): SgfDiagnostic {
  return { span, severity: p.severity, code: p.code, message: p.message };
}
