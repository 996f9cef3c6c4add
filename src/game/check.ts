// Pure: every problem in an SGF collection — parse errors, spec violations and illegal moves in any variation.
import type { GameState } from '../engine/game';
import type { ValueProblem } from '../sgf/codecs/problem';
import { encodePoint } from '../sgf/codecs/point';
import { getProperty } from '../sgf/tree';
import { MAX_DIAGNOSTICS_PER_CODE } from '../sgf/parseDiagnostics';
import type { SgfCollection, SgfDiagnostic, SgfFix, SgfNode, SgfValue, Span } from '../sgf/types';
import { storedGame } from '../sgf/storedNode';
import { applyNode, type ExecutedMove, type MoveProblemReason } from './applyNode';
import { formatVertex } from '../engine/pointNames';
import { GameReplay } from './replay';
import { PlainMoves } from './plainMoves';
import type { RuleOverrides } from './settings';
import { checkNode } from './spec/checkNode';
import { checkKomi } from './spec/komi';
import { checkRuleset } from './spec/ruleset';
import { diagnostic, rewriteValue } from './spec/fixes';
import { withParseFixes } from './spec/parseFixes';

/**
 * All problems of `coll`: its parse diagnostics, then per game (in file order) the spec violations of every
 * node and the illegal moves of every line, found in one walk over each game. Fixes come with the problems
 * whose repair is certain. As with parse problems, at most `MAX_DIAGNOSTICS_PER_CODE` illegal moves of one kind are
 * listed; one `too-many-problems` then says how many more there are, at the first one left out. `coll` must be one
 * that `parse` made: the walk reads its store.
 */
export function checkCollection(coll: SgfCollection, overrides: RuleOverrides = {}): SgfDiagnostic[] {
  const out = withParseFixes(coll);
  const tally = new IllegalMoveTally();
  for (let g = 0; g < coll.games.length; g++) checkGame(coll.text, GameReplay.open(coll, g, overrides), out, tally, overrides.rules !== undefined);
  out.push(...tally.summaries());
  return out;
}

/** Counts illegal moves by kind, so that only the first `MAX_DIAGNOSTICS_PER_CODE` of each kind are listed. */
class IllegalMoveTally {
  private readonly counts = new Map<MoveProblemReason, number>();
  private readonly firstLeftOut = new Map<MoveProblemReason, Span>();

  /** Counts a move illegal for `reason`, whose value spans [start, end); whether its diagnostic is still to be listed. */
  admit(reason: MoveProblemReason, start: number, end: number): boolean {
    const count = (this.counts.get(reason) ?? 0) + 1;
    this.counts.set(reason, count);
    if (count <= MAX_DIAGNOSTICS_PER_CODE) return true;
    if (count === MAX_DIAGNOSTICS_PER_CODE + 1) this.firstLeftOut.set(reason, { start, end });
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
 * A variation waiting to be checked, with the state before it: a later child gets a copy of its parent's state while
 * fewer than `HELD_COPIES` copies wait, else leaves `before` null and gets the parent's position from the replay's
 * cache when its turn comes (so a deep tree with a variation at every level holds a bounded number of boards, and a
 * bushy one does not replay every variation from a checkpoint). A first child goes on with its parent's state.
 */
interface Pending {
  /** The variation's first node, as an index into the game's store. */
  readonly id: number;
  readonly before: GameState | null;
  /** Whether `before` is a copy held for this variation (counted in HELD_COPIES). */
  readonly copy: boolean;
  readonly moveNumber: number;
  /** The first game-info property id above this node on its line, or null. */
  readonly gameInfo: string | null;
}

/** At most this many copies of positions wait for their variations' turn. */
const HELD_COPIES = 64;

/**
 * Checks one game in one walk over its store's arrays, in pre-order. A node that is one plain move (most of them) is
 * played from the arrays without building objects; any other node is read as objects and checked in full.
 */
function checkGame(text: string, replay: GameReplay, out: SgfDiagnostic[], tally: IllegalMoveTally, rulesGiven: boolean): void {
  const { width, height, sizeProblems } = replay.settings;
  const size = getProperty(replay.root, 'SZ')?.values[0];
  for (const p of sizeProblems) out.push(sizeDiagnostic(size, replay.root, p, width));
  const komi = checkKomi(replay.root, width, height);
  if (komi !== null) out.push(komi);
  const ruleset = checkRuleset(replay.root, rulesGiven);
  if (ruleset !== null) out.push(ruleset);
  const { store, first: root } = storedGame(replay.root, 'checkCollection');
  const plain = new PlainMoves(store, width, height);
  const stack: Pending[] = [{ id: root, before: replay.replayLine([]), copy: false, moveNumber: 0, gameInfo: null }];
  let held = 0;
  while (stack.length > 0) {
    const pending = stack.pop() as Pending;
    if (pending.copy) held--;
    let k = pending.id;
    const state = pending.before ?? replay.uncachedStateAt(store.node(store.nodeParent[k]));
    let moveNumber = pending.moveNumber;
    let gameInfo = pending.gameInfo;
    for (;;) {
      if (k !== root && plain.play(state, k)) {
        moveNumber++;
        const illegal = plain.illegal;
        if (illegal !== null && tally.admit(illegal, plain.valueStart(k), plain.valueEnd(k))) {
          out.push(illegalMove(plain.executed(k), moveNumber, width, height));
        }
      } else {
        const context = { text, width, height, isRoot: k === root, gameInfoAbove: gameInfo };
        const ownInfo = checkNode(store.properties(k), context, out);
        const moves = applyNode(state, store.node(k), width, height);
        if (moves.length > 0) moveNumber++;
        for (const executed of moves) {
          if (executed.illegal === null) continue;
          const span = valueSpan(executed);
          if (tally.admit(executed.illegal, span.start, span.end)) out.push(illegalMove(executed, moveNumber, width, height));
        }
        gameInfo ??= ownInfo;
      }
      const child = store.firstChild(k);
      if (child < 0) break;
      if (store.nodeNextSibling[child] > 0) {
        const later: number[] = [];
        for (let c = store.nodeNextSibling[child]; c > 0; c = store.nodeNextSibling[c]) later.push(c);
        for (let i = later.length - 1; i >= 0; i--) {
          const copied = held < HELD_COPIES;
          if (copied) held++;
          stack.push({ id: later[i], before: copied ? state.clone() : null, copy: copied, moveNumber, gameInfo });
        }
      }
      k = child;
    }
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
