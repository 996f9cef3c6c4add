// Pure: adding a child node (a move, or any properties) as a minimal text insertion. No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import { decodePoint, encodeMove } from '../codecs/point';
import type { SgfCollection, SgfNode } from '../types';
import {
  columnAt,
  continuesSequence,
  formatProperties,
  isProperty,
  lineBreakOf,
  variationsAreClean,
  whitespaceBefore,
  WRAP_COLUMN,
  type NewProperty,
} from './structure';
import { failure, type EditResult } from './textEdit';

/** The result of adding a node: the edits, where the new node's `;` lands in the new text, or the child that already has the move. */
export interface AddNodeResult extends EditResult {
  /** Offset of the new node's `;` in the text after the edits. */
  readonly newNodeOffset?: number;
  /** For {@link addMove}: the existing child that already plays this move (no edits then). */
  readonly existingChild?: SgfNode;
}

/** Whether only the ends of game trees (and spaces) follow `offset` on its line. */
function endsLine(text: string, offset: number): boolean {
  for (let i = offset; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
    if (c !== 41 && c !== 32 && c !== 9) return false;
  }
  return true;
}

/** A board size, for reading `tt` passes. */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Adds a child with one move under `node` (pass = `B[]`, never `tt`). When a child already plays exactly this
 * move (`tt` counting as a pass on boards up to 19×19), returns no edits and that child, for the editor to follow.
 */
export function addMove(coll: SgfCollection, node: SgfNode, color: 'B' | 'W', point: Vertex | null, size: BoardSize): AddNodeResult {
  for (const child of node.children) {
    if (playsMove(child, color, point, size)) return { edits: [], existingChild: child };
  }
  return addNode(coll, node, [{ id: color, values: [encodeMove(point)] }]);
}

function playsMove(node: SgfNode, color: 'B' | 'W', point: Vertex | null, size: BoardSize): boolean {
  const move = node.properties.find((p) => isProperty(p, 'B') || isProperty(p, 'W'));
  if (move === undefined || !isProperty(move, color) || move.values.length !== 1) return false;
  const played = decodePoint(move.values[0].raw, size.width, size.height);
  if (played === null) return false;
  if (point === null || played === 'pass') return point === null && played === 'pass';
  return played[0] === point[0] && played[1] === point[1];
}

/**
 * Adds a new last child under `node` with the given properties (raw values). Without children: `;…` right after
 * the node (in a new line at the end of a line that would pass 80 columns). With variations: `(;…)` after the last
 * one (after the same whitespace that precedes it). When the node's sequence goes on: `(` before the next node and
 * `)(;…)` after the tree's last token, before its `)`.
 */
export function addNode(coll: SgfCollection, node: SgfNode, properties: readonly NewProperty[]): AddNodeResult {
  const text = coll.text;
  const lineBreak = lineBreakOf(text);
  const body = ';' + formatProperties(properties, lineBreak);
  if (node.children.length === 0) {
    // At the end of a line that would grow past WRAP_COLUMN, the game goes on in a new line: a game played on the board
    // stays readable, and a diff shows the moves added rather than one long changed line.
    const wrap = endsLine(text, node.span.end) && columnAt(text, node.span.end) + body.length > WRAP_COLUMN ? lineBreak : '';
    return { edits: [{ offset: node.span.end, length: 0, text: wrap + body }], newNodeOffset: node.span.end + wrap.length };
  }
  if (continuesSequence(node)) {
    const tree = node.tree;
    if (tree.open < 0 || tree.close < 0) return failure('unclosed-tree', 'The game tree around this node is not closed with ")".');
    const next = node.children[0];
    const end = whitespaceBefore(text, tree.close);
    return {
      edits: [
        { offset: next.span.start, length: 0, text: '(' },
        { offset: end, length: 0, text: ')(' + body + ')' },
      ],
      newNodeOffset: end + 3,
    };
  }
  if (!variationsAreClean(text, node)) {
    return failure('malformed-tree', 'The variations after this node are not well-formed game trees.');
  }
  const last = node.children[node.children.length - 1];
  const separator = text.slice(whitespaceBefore(text, last.tree.open), last.tree.open);
  const offset = last.tree.close + 1;
  return { edits: [{ offset, length: 0, text: separator + '(' + body + ')' }], newNodeOffset: offset + separator.length + 1 };
}
