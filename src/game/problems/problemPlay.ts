// Pure: solving a problem against its file — the answer in the tree to a move, the opponent's reply, the verdict at
// the end of a line, and the moves that win: a solver's move wins when every reply the file has can be met by a
// winning move, down to ends marked right. Hint and Show Solution follow those moves.
import type { Vertex } from '../../engine/types';
import { decodePoint } from '../../sgf/codecs/point';
import { normalizePropertyId } from '../../sgf/lexer';
import type { SgfNode } from '../../sgf/types';
import { lineMarkOf, type LineMark } from './lineMarks';

/** How a line of a problem ends. */
export type Verdict = 'right' | 'wrong';

/** The colour of the move a node plays (its first B or W), or null when it plays none. */
export function moveColorOf(node: SgfNode): 'B' | 'W' | null {
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    if (id === 'B' || id === 'W') return id;
  }
  return null;
}

/** The move a node plays: its colour and point (null = pass or a point off the board), or null when it plays none. */
export function moveOf(node: SgfNode, width: number, height: number): { readonly color: 'B' | 'W'; readonly point: Vertex | null } | null {
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    if (id !== 'B' && id !== 'W') continue;
    const point = decodePoint(prop.values[0]?.raw ?? '', width, height);
    return { color: id, point: point === 'pass' || point === null ? null : point };
  }
  return null;
}

/** The child of `node` that plays `color` at `point` (null = pass), or null when the file has no such answer. */
export function childPlaying(node: SgfNode, color: 'B' | 'W', point: Vertex | null, width: number, height: number): SgfNode | null {
  for (const child of node.children) {
    const move = moveOf(child, width, height);
    if (move === null || move.color !== color) continue;
    if (move.point === null ? point === null : point !== null && move.point[0] === point[0] && move.point[1] === point[1]) return child;
  }
  return null;
}

/**
 * The verdict at `node` when its line ends there: the nearest mark from `node` up to `start`, else `unmarked` (wrong,
 * unless every other line of the problem is marked failing: see Problem.unmarked).
 */
export function verdictAt(node: SgfNode, start: SgfNode, solver: 'B' | 'W', unmarked: Verdict = 'wrong'): Verdict | null {
  if (node.children.length > 0) return null;
  return markAbove(node, start, solver) ?? unmarked;
}

/**
 * The opponent's reply to the solver's move `node`, or null: the children playing the opponent's colour in turn, the
 * first (the file's main resistance) for `turn` 0, the next for 1, and round again, so every defence gets its try.
 */
export function replyTo(node: SgfNode, solver: 'B' | 'W', turn = 0): SgfNode | null {
  const opponent = solver === 'B' ? 'W' : 'B';
  const replies = node.children.filter((child) => child.properties.some((prop) => normalizePropertyId(prop.id) === opponent));
  return replies.length === 0 ? null : (replies[turn % replies.length] ?? null);
}

/** The solver's next winning move from `node` (a node where the solver is to play), or null when none wins. */
export function hintFrom(node: SgfNode, start: SgfNode, solver: 'B' | 'W', unmarked: Verdict = 'wrong'): SgfNode | null {
  const wins = winning(node, markAbove(node, start, solver), solver, unmarked);
  return node.children.find((child) => wins.get(child) === true) ?? null;
}

/** A right line from `node`: winning moves and the file's replies (as play gives them), down to a right end; empty when none. */
export function solutionFrom(node: SgfNode, start: SgfNode, solver: 'B' | 'W', unmarked: Verdict = 'wrong'): SgfNode[] {
  const wins = winning(node, markAbove(node, start, solver), solver, unmarked);
  const line: SgfNode[] = [];
  for (let at: SgfNode | null = node; at !== null;) {
    const move: SgfNode | undefined = at.children.find((child) => wins.get(child) === true);
    if (move === undefined) break;
    line.push(move);
    const reply = replyTo(move, solver);
    if (reply !== null) line.push(reply);
    at = reply ?? (move.children.length > 0 ? move : null);
  }
  return line;
}

/** The nearest mark on the line from `node` up to (not including) `start`. */
function markAbove(node: SgfNode, start: SgfNode, solver: 'B' | 'W'): LineMark {
  for (let at: SgfNode | null = node; at !== null && at !== start; at = at.parent) {
    const mark = lineMarkOf(at, solver);
    if (mark !== null) return mark;
  }
  return null;
}

/**
 * Whether each node below `top` wins for the solver (walked once, bottom up, with a stack). A leaf wins under a right
 * mark (or none, when `unmarked` is right); after the solver's move every reply must win; where the solver is to play one move must.
 */
function winning(top: SgfNode, mark: LineMark, solver: 'B' | 'W', unmarked: Verdict): Map<SgfNode, boolean> {
  const wins = new Map<SgfNode, boolean>();
  const marks = new Map<SgfNode, LineMark>([[top, mark]]);
  const order: SgfNode[] = [];
  const stack: SgfNode[] = [...top.children];
  while (stack.length > 0) {
    const node = stack.pop() as SgfNode;
    marks.set(node, lineMarkOf(node, solver) ?? marks.get(node.parent as SgfNode) ?? null);
    order.push(node);
    stack.push(...node.children);
  }
  for (let k = order.length - 1; k >= 0; k--) {
    const node = order[k];
    if (node.children.length === 0) {
      wins.set(node, (marks.get(node) ?? unmarked) === 'right');
      continue;
    }
    const solverMoved = node.properties.some((prop) => normalizePropertyId(prop.id) === solver);
    wins.set(node, solverMoved ? node.children.every((child) => wins.get(child) === true) : node.children.some((child) => wins.get(child) === true));
  }
  return wins;
}
