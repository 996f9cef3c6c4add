// Pure: the variations the board marks at a node (children or siblings, per ST or the setting). No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import type { StoneColor, VariationDisplay, VariationMark } from '../../shared/views';
import { decodePoint } from '../../sgf/codecs/point';
import { decodeNumber } from '../../sgf/codecs/scalars';
import { normalizePropertyId } from '../../sgf/lexer';
import { getProperty } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';

/** What the board marks: the next move's alternatives, this move's alternatives, or nothing. */
export type VariationMode = 'children' | 'siblings' | 'hidden';

/**
 * The mode for a game: the setting when it is not `auto`; otherwise the root's ST (bit 1 set → hidden,
 * else bit 0 set → siblings, else children; absent or malformed ST is 0).
 */
export function variationMode(root: SgfNode, display: VariationDisplay): VariationMode {
  if (display !== 'auto') return display;
  const st = decodeNumber(getProperty(root, 'ST')?.values[0]?.raw ?? '') ?? 0;
  if ((st & 2) !== 0) return 'hidden';
  return (st & 1) !== 0 ? 'siblings' : 'children';
}

/**
 * The marks for `node`: its children (mode `children`) or its parent's children (mode `siblings`, `current` on
 * `node`), only where there are at least two (a single line offers no variation). Each node that plays a move
 * is listed, labelled by its place among the children (A, B, … Z, a … z, then 53, 54, …); nodes without a move are left out.
 */
export function variationMarks(node: SgfNode, mode: VariationMode, width: number, height: number): VariationMark[] {
  const nodes = mode === 'children' ? node.children : mode === 'siblings' && node.parent !== null ? node.parent.children : [];
  if (nodes.length < 2) return [];
  const marks: VariationMark[] = [];
  nodes.forEach((child, index) => {
    const move = moveOf(child, width, height);
    if (move !== null) marks.push({ nodeId: child.id, color: move.color, point: move.point, label: variationLabel(index), current: child === node });
  });
  return marks;
}

/** The label of the variation at `index`: A–Z, then a–z, then the 1-based number. */
export function variationLabel(index: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return index < letters.length ? letters[index] : String(index + 1);
}

/** The node's first B or W move: colour and point (null for a pass); null when it has none or the point is unreadable. */
export function moveOf(node: SgfNode, width: number, height: number): { color: StoneColor; point: Vertex | null } | null {
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    if (id !== 'B' && id !== 'W') continue;
    const decoded = decodePoint(prop.values[0]?.raw ?? '', width, height);
    if (decoded === null) return null;
    return { color: id, point: decoded === 'pass' ? null : decoded };
  }
  return null;
}
