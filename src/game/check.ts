// Pure: every problem in an SGF collection — parse errors, spec violations and illegal moves in any variation.
import type { GameState } from '../engine/game';
import type { ValueProblem } from '../sgf/codecs/problem';
import { encodePoint } from '../sgf/codecs/point';
import { getProperty } from '../sgf/tree';
import { MAX_DIAGNOSTICS_PER_CODE } from '../sgf/parseDiagnostics';
import type { SgfCollection, SgfDiagnostic, SgfFix, SgfNode, SgfValue, Span } from '../sgf/types';
import { applyNode, type ExecutedMove, type MoveProblemReason } from './applyNode';
import { formatVertex } from '../engine/pointNames';
import { GameReplay } from './replay';
import type { RuleOverrides } from './settings';
import { checkNode } from './spec/checkNode';
import { checkKomi } from './spec/komi';
import { diagnostic, rewriteValue } from './spec/fixes';
import { withParseFixes } from './spec/parseFixes';

/**
 * All problems of `coll`: its parse diagnostics, then per game (in file order) the spec violations of every
 * node and the illegal moves of every line, found in one walk over each game. Fixes come with the problems
 * whose repair is certain. As with parse problems, at most `MAX_DIAGNOSTICS_PER_CODE` illegal moves of one kind are
 * listed; one `too-many-problems` then says how many more there are, at the first one left out.
 */
export function checkCollection(coll: SgfCollection, overrides: RuleOverrides = {}): SgfDiagnostic[] {
  const out = withParseFixes(coll);
  const tally = new IllegalMoveTally();
  for (let g = 0; g < coll.games.length; g++) checkGame(coll.text, GameReplay.open(coll, g, overrides), out, tally);
  out.push(...tally.summaries());
  return out;
}

/** Counts illegal moves by kind, so that only the first `MAX_DIAGNOSTICS_PER_CODE` of each kind are listed. */
class IllegalMoveTally {
  private readonly counts = new Map<MoveProblemReason, number>();
  private readonly firstLeftOut = new Map<MoveProblemReason, Span>();

  /** Counts `move`, illegal for `reason`; whether its diagnostic is still to be listed. */
  admit(reason: MoveProblemReason, move: ExecutedMove): boolean {
    const count = (this.counts.get(reason) ?? 0) + 1;
    this.counts.set(reason, count);
    if (count <= MAX_DIAGNOSTICS_PER_CODE) return true;
    if (count === MAX_DIAGNOSTICS_PER_CODE + 1) this.firstLeftOut.set(reason, valueSpan(move));
    return false;
  }

  /** One `too-many-problems` per kind with more than its share, at the first move left out. */
  summaries(): SgfDiagnostic[] {
    return [...this.firstLeftOut].map(([reason, span]) => ({
      span,
      severity: 'information',
      code: 'too-many-problems',
      message: `${(this.counts.get(reason) ?? 0) - MAX_DIAGNOSTICS_PER_CODE} more "illegal-move-${reason}" problems are not shown.`,
    }));
  }
}

/**
 * One node waiting to be checked, with the state before it: the main line below a node reuses its state; a later
 * variation gets a copy of it while fewer than `HELD_COPIES` copies wait, else leaves `before` null and gets its
 * parent's position from the replay's cache when its turn comes (so a deep tree with a variation at every level
 * holds a bounded number of boards, and a bushy one does not replay every variation from a checkpoint).
 */
interface Pending {
  readonly node: SgfNode;
  readonly before: GameState | null;
  /** Whether `before` is a copy held for this variation (counted in HELD_COPIES). */
  readonly copy: boolean;
  readonly moveNumber: number;
  /** The first game-info property id above this node on its line, or null. */
  readonly gameInfo: string | null;
}

/** At most this many copies of positions wait for their variations' turn. */
const HELD_COPIES = 64;

function checkGame(text: string, replay: GameReplay, out: SgfDiagnostic[], tally: IllegalMoveTally): void {
  const { width, height, sizeProblems } = replay.settings;
  const size = getProperty(replay.root, 'SZ')?.values[0];
  for (const p of sizeProblems) out.push(sizeDiagnostic(size, replay.root, p, width));
  const komi = checkKomi(replay.root, width, height);
  if (komi !== null) out.push(komi);
  const stack: Pending[] = [{ node: replay.root, before: replay.replayLine([]), copy: false, moveNumber: 0, gameInfo: null }];
  let held = 0;
  while (stack.length > 0) {
    const { node, before, copy, moveNumber, gameInfo } = stack.pop() as Pending;
    if (copy) held--;
    const context = { text, width, height, isRoot: node === replay.root, gameInfoAbove: gameInfo };
    const ownInfo = checkNode(node.properties, context, out);
    const state = before ?? replay.uncachedStateAt(node.parent as SgfNode);
    const moves = applyNode(state, node, width, height);
    const number = moves.length > 0 ? moveNumber + 1 : moveNumber;
    for (const move of moves) {
      if (move.illegal !== null && tally.admit(move.illegal, move)) out.push(illegalMove(move, number, width, height));
    }
    const childInfo = gameInfo ?? ownInfo;
    const children = node.children;
    for (let i = children.length - 1; i >= 1; i--) {
      const copied = held < HELD_COPIES;
      if (copied) held++;
      stack.push({ node: children[i], before: copied ? state.clone() : null, copy: copied, moveNumber: number, gameInfo: childInfo });
    }
    if (children.length > 0) stack.push({ node: children[0], before: state, copy: false, moveNumber: number, gameInfo: childInfo });
  }
}

/** An SZ problem at the SZ value; `SZ[19:19]` comes with the fix "Write SZ[19]". */
function sizeDiagnostic(value: SgfValue | undefined, root: SgfNode, p: ValueProblem, width: number): SgfDiagnostic {
  let fix: SgfFix | null = null;
  if (p.code === 'square-size-composed' && value !== undefined) {
    fix = { title: `Write SZ[${width}]`, edits: [rewriteValue(value, String(width))] };
  }
  return diagnostic(value?.span ?? root.span, p.severity, p.code, p.message, fix);
}

function illegalMove(move: ExecutedMove, number: number, width: number, height: number): SgfDiagnostic {
  const who = move.color === 'B' ? 'Black' : 'White';
  const base = { span: valueSpan(move), code: `illegal-move-${move.illegal}` };
  if (move.illegal === 'malformed' || move.illegal === 'offboard' || move.point === null) {
    const raw = move.property.values[0]?.raw ?? '';
    const what = move.illegal === 'offboard' ? `is off the ${width}×${height} board` : 'is not a point';
    return { ...base, severity: 'error', message: `Move ${number}: ${who}'s point "${raw}" ${what}` };
  }
  const where = `${formatVertex(move.point, height)} (${encodePoint(move.point)})`;
  return { ...base, severity: 'warning', message: `Move ${number}: ${who} at ${where} is illegal: ${move.illegal}` };
}

/** Where a move's diagnostic goes: its point's value, or the property when it has none. */
function valueSpan(move: ExecutedMove): Span {
  return move.property.values[0]?.span ?? move.property.span;
}
