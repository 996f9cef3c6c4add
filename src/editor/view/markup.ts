// Pure: a node's markup (TR, SQ, CR, MA, LB, AR, LN, TB, TW, inherited DD, and FF[1]–FF[3]'s L and M) decoded for drawing.
// No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import type { Markup, PointLabel, PointPair } from '../../shared/views';
import { decodeLetters } from '../../sgf/codecs/point';
import { decodePointList } from '../../sgf/codecs/pointList';
import { decodeSimpleText, splitComposed } from '../../sgf/codecs/text';
import { getValues } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';
import { gameFacts } from './gameFacts';

/**
 * The markup of `node` (of the game under `root`) on a width × height board: point lists expanded (compressed rectangles included),
 * off-board and malformed values left out; DD comes from the nearest node at or above `node` that has DD
 * (`DD[]` clears it). Old files' marks read as FF[4] converters write them: M is a cross on an empty point and a
 * triangle on a stone of `rows` (the position, '.' empty), L labels its points A, B, C… in order.
 */
export function markupOf(node: SgfNode, root: SgfNode, width: number, height: number, rows: readonly string[] = []): Markup {
  const points = (id: string): Vertex[] => decodePointList(getValues(node, id), width, height).points;
  const marked = points('M');
  const onStone = (p: Vertex): boolean => (rows[p[1]]?.[p[0]] ?? '.') !== '.';
  return {
    triangles: [...points('TR'), ...marked.filter(onStone)],
    squares: points('SQ'),
    circles: points('CR'),
    crosses: [...points('MA'), ...marked.filter((p) => !onStone(p))],
    dimmed: dimmedAt(node, root, width, height),
    labels: [...labelsOf(node, width, height), ...letterLabels(points('L'))],
    arrows: pairsOf(getValues(node, 'AR'), width, height),
    lines: pairsOf(getValues(node, 'LN'), width, height),
    territory: { black: points('TB'), white: points('TW') },
  };
}

/** FF[1]–FF[3]'s L points as labels A, B, C… (then AA, AB… past Z). */
function letterLabels(points: readonly Vertex[]): PointLabel[] {
  return points.map((point, i) => ({
    point,
    text: i < 26 ? String.fromCharCode(65 + i) : `${String.fromCharCode(64 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
  }));
}

function dimmedAt(node: SgfNode, root: SgfNode, width: number, height: number): Vertex[] {
  const dimming = gameFacts(root).dimming;
  if (dimming.size === 0) return [];
  for (let at: SgfNode | null = node; at !== null; at = at.parent) {
    if (dimming.has(at.id)) return decodePointList(getValues(at, 'DD'), width, height, { allowEmpty: true }).points;
  }
  return [];
}

/** The node's labels (LB values `point:text`, text decoded as SimpleText), on-board points only. */
export function labelsOf(node: SgfNode, width: number, height: number): PointLabel[] {
  const labels: PointLabel[] = [];
  for (const raw of getValues(node, 'LB')) {
    const parts = splitComposed(raw);
    if (parts === null) continue;
    const point = onBoard(decodeLetters(parts[0].trim()), width, height);
    if (point !== null) labels.push({ point, text: decodeSimpleText(parts[1]) });
  }
  return labels;
}

/** Pairs `from:to` of AR or LN values, on-board points only. */
export function pairsOf(values: readonly string[], width: number, height: number): PointPair[] {
  const pairs: PointPair[] = [];
  for (const raw of values) {
    const parts = splitComposed(raw);
    if (parts === null) continue;
    const from = onBoard(decodeLetters(parts[0].trim()), width, height);
    const to = onBoard(decodeLetters(parts[1].trim()), width, height);
    if (from !== null && to !== null) pairs.push({ from, to });
  }
  return pairs;
}

function onBoard(point: Vertex | null, width: number, height: number): Vertex | null {
  return point !== null && point[0] < width && point[1] < height ? point : null;
}
