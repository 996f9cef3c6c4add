// Pure: toggling marks (TR, SQ, CR, MA), labels (LB) and arrows/lines (AR, LN) on a node as one edit. No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import type { GameReplay } from '../../game/replay';
import type { LineShape, MarkShape } from '../../shared/protocol';
import { decodeLetters, encodePoint } from '../../sgf/codecs/point';
import { decodeSimpleText, encodeComposed, splitComposed } from '../../sgf/codecs/text';
import { addPropertyValue, removePropertyValue } from '../../sgf/edit/propertyValues';
import { removeProperty, setProperty } from '../../sgf/edit/properties';
import { getValues } from '../../sgf/tree';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { combined, planOf, refused, type EditPlan } from './editPlan';
import { offBoard, onBoard } from './playEdit';
import { listHolds } from './pointLists';

const SHAPES = ['TR', 'SQ', 'CR', 'MA'] as const;

/**
 * Toggles a mark at `point`: a shape the point has in this node goes; otherwise the point gets it and loses any other
 * shape of this node (one shape per point). LB: a label on the point goes; otherwise it gets the next free label
 * of this node (A–Z, then a–z, then 1, 2, …).
 */
export function planMark(coll: SgfCollection, replay: GameReplay, node: SgfNode, shape: MarkShape, point: Vertex): EditPlan {
  const { width, height } = replay.settings;
  if (!onBoard(point, width, height)) return offBoard(point, width, height);
  const value = encodePoint(point);
  if (shape === 'LB') return planLabel(coll, node, point, value);
  if (listHolds(node, shape, point, width, height)) return planOf(removePropertyValue(coll, node, shape, value), node, 'Nothing to change');
  const others = SHAPES.filter((other) => other !== shape).map((other) => removePropertyValue(coll, node, other, value));
  return planOf(combined(addPropertyValue(coll, node, shape, value), ...others), node, 'Nothing to change');
}

function planLabel(coll: SgfCollection, node: SgfNode, point: Vertex, value: string): EditPlan {
  const raws = getValues(node, 'LB');
  const onPoint = raws.filter((raw) => sameLetters(splitComposed(raw)?.[0], point));
  if (onPoint.length === 0) return planOf(addPropertyValue(coll, node, 'LB', encodeComposed(value, nextLabel(raws))), node, 'Nothing to change');
  if (onPoint.length === 1) return planOf(removePropertyValue(coll, node, 'LB', onPoint[0]), node, 'Nothing to change');
  const rest = raws.filter((raw) => !onPoint.includes(raw));
  return planOf(rest.length === 0 ? removeProperty(coll, node, 'LB') : setProperty(coll, node, 'LB', rest), node, 'Nothing to change');
}

/** The first label among A–Z, a–z, 1, 2, … that no LB value of the node uses. */
export function nextLabel(raws: readonly string[]): string {
  const used = new Set(raws.map((raw) => decodeSimpleText(splitComposed(raw)?.[1] ?? '').trim()));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  for (const letter of letters) if (!used.has(letter)) return letter;
  for (let n = 1; ; n++) if (!used.has(String(n))) return String(n);
}

/**
 * Toggles an arrow (AR, directed) or a line (LN, either direction) from `from` to `to`: an existing one goes,
 * otherwise it is added. The same point at both ends is refused.
 */
export function planLine(coll: SgfCollection, replay: GameReplay, node: SgfNode, shape: LineShape, from: Vertex, to: Vertex): EditPlan {
  const { width, height } = replay.settings;
  for (const point of [from, to]) {
    if (!onBoard(point, width, height)) return offBoard(point, width, height);
  }
  if (from[0] === to[0] && from[1] === to[1]) return refused('samePoint', `${shape === 'AR' ? 'An arrow' : 'A line'} needs two different points`);
  const existing = getValues(node, shape).filter((raw) => {
    const parts = splitComposed(raw);
    if (parts === null) return false;
    const forward = sameLetters(parts[0], from) && sameLetters(parts[1], to);
    return forward || (shape === 'LN' && sameLetters(parts[0], to) && sameLetters(parts[1], from));
  });
  if (existing.length === 0) return planOf(addPropertyValue(coll, node, shape, `${encodePoint(from)}:${encodePoint(to)}`), node, 'Nothing to change');
  if (existing.length === 1) return planOf(removePropertyValue(coll, node, shape, existing[0]), node, 'Nothing to change');
  const rest = getValues(node, shape).filter((raw) => !existing.includes(raw));
  return planOf(rest.length === 0 ? removeProperty(coll, node, shape) : setProperty(coll, node, shape, rest), node, 'Nothing to change');
}

function sameLetters(raw: string | undefined, point: Vertex): boolean {
  const decoded = raw === undefined ? null : decodeLetters(raw.trim());
  return decoded !== null && decoded[0] === point[0] && decoded[1] === point[1];
}
