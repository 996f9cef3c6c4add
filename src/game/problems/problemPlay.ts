// Pure: solving a problem against its file — the answer in the tree to a move, the opponent's reply, the verdict at
// the end of a line, the hint (the next move of a right line) and the solution (a right line played out).
import type { Vertex } from '../../engine/types';
import { decodePoint } from '../../sgf/codecs/point';
import { normalizePropertyId } from '../../sgf/lexer';
import type { SgfNode } from '../../sgf/types';
import { lineMarkOf, type LineMark } from './lineMarks';

/** The move a node plays: its colour and point (null = pass), or null when it plays none. */
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

/** The verdict at `node` when its line ends there: right only under a right mark (the nearest mark from `node` up to `start`). */
export function verdictAt(node: SgfNode, start: SgfNode, solver: 'B' | 'W'): 'right' | 'wrong' | null {
  if (node.children.length > 0) return null;
  return markAbove(node, start, solver) === 'right' ? 'right' : 'wrong';
}

/** The opponent's reply to the solver's move `node`: its first child (problem files list the main resistance first). */
export function replyTo(node: SgfNode): SgfNode | null {
  return node.children[0] ?? null;
}

/** The solver's next move on a right line from `node` (the first child whose line can still end right), or null. */
export function hintFrom(node: SgfNode, start: SgfNode, solver: 'B' | 'W'): SgfNode | null {
  const above = markAbove(node, start, solver);
  return node.children.find((child) => endsRight(child, lineMarkOf(child, solver) ?? above, solver)) ?? null;
}

/** A right line from `node`: the solver's hinted moves and the file's replies, down to a right end (empty when none). */
export function solutionFrom(node: SgfNode, start: SgfNode, solver: 'B' | 'W'): SgfNode[] {
  const line: SgfNode[] = [];
  for (let at: SgfNode | null = node; at !== null && at.children.length > 0;) {
    const move = hintFrom(at, start, solver);
    if (move === null) break;
    line.push(move);
    const reply = move.children.find((child) => endsRight(child, lineMarkOf(child, solver) ?? markAbove(move, start, solver), solver)) ?? null;
    if (reply === null) break;
    line.push(reply);
    at = reply;
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

/** Whether some line through `node` (whose line mark so far is `mark`) ends right; walked with a stack. */
function endsRight(node: SgfNode, mark: LineMark, solver: 'B' | 'W'): boolean {
  const stack: Array<[SgfNode, LineMark]> = [[node, mark]];
  while (stack.length > 0) {
    const [at, above] = stack.pop() as [SgfNode, LineMark];
    if (at.children.length === 0 && above === 'right') return true;
    for (const child of at.children) stack.push([child, lineMarkOf(child, solver) ?? above]);
  }
  return false;
}
