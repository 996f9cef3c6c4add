// Pure: adding and removing one value of a list property (AB, AW, AE, TR, SQ, …) as minimal text edits. No vscode, DOM or Node fs.
import { decodeLetters } from '../codecs/point';
import { decodeRectangle, encodePointList } from '../codecs/pointList';
import type { Vertex } from '../../engine/types';
import type { SgfCollection, SgfNode } from '../types';
import { isTerminated, matchingProperties, mergeRanges, propertyRemovalRange, setProperty } from './properties';
import { lineBreakOf, withLineBreaks } from './structure';
import { failure, normalizeEdits, NO_EDITS, type EditResult, type TextEdit } from './textEdit';

/**
 * Adds one raw value to list property `id` (creating the property at the node's end if needed), as `[value]`
 * after its last value. No edits when the value is already there — for a point, also when a compressed
 * rectangle of the property covers it.
 */
export function addPropertyValue(coll: SgfCollection, node: SgfNode, id: string, value: string): EditResult {
  const indexes = matchingProperties(node, id);
  if (indexes.length === 0) return setProperty(coll, node, id, [value]);
  const point = decodeLetters(value);
  for (const k of indexes) {
    for (const v of node.properties[k].values) {
      if (v.raw === value || (point !== null && rectangleHolds(v.raw, point))) return NO_EDITS;
    }
  }
  const prop = node.properties[indexes[indexes.length - 1]];
  const last = prop.values[prop.values.length - 1];
  if (last !== undefined && !isTerminated(coll.text, last)) return failure('malformed-tree', 'A value of this property is not closed with "]".');
  const offset = last === undefined ? prop.idSpan.end : last.span.end;
  return { edits: [{ offset, length: 0, text: '[' + withLineBreaks(value, lineBreakOf(coll.text)) + ']' }] };
}

/**
 * Removes a raw value from list property `id`: every value written exactly so, and, for a point, the point
 * from every compressed rectangle that covers it (only that value is rewritten, as the rectangles and points
 * that remain). A property left without values is removed. No edits when the value is not there.
 */
export function removePropertyValue(coll: SgfCollection, node: SgfNode, id: string, value: string): EditResult {
  const text = coll.text;
  const point = decodeLetters(value);
  const edits: TextEdit[] = [];
  const removals: [number, number][] = [];
  for (const k of matchingProperties(node, id)) {
    const values = node.properties[k].values;
    const rewritten = values.map((v) => (v.raw === value ? [] : point !== null && rectangleHolds(v.raw, point) ? rectangleWithout(v.raw, point) : null));
    if (rewritten.every((r) => r === null)) continue;
    if (values.some((v) => !isTerminated(text, v))) return failure('malformed-tree', 'A value of this property is not closed with "]".');
    if (rewritten.every((r) => r !== null && r.length === 0)) {
      removals.push(propertyRemovalRange(text, node, k));
      continue;
    }
    rewritten.forEach((r, j) => {
      const span = values[j].span;
      if (r === null) return;
      if (r.length > 0) edits.push({ offset: span.start, length: span.end - span.start, text: '[' + r.join('][') + ']' });
      else if (j > 0) removals.push([values[j - 1].span.end, span.end]);
      else removals.push([span.start, values[1].span.start]);
    });
  }
  for (const [from, to] of mergeRanges(removals)) edits.push({ offset: from, length: to - from, text: '' });
  return edits.length === 0 ? NO_EDITS : { edits: normalizeEdits(edits) };
}

function rectangleHolds(raw: string, [x, y]: Vertex): boolean {
  const rect = decodeRectangle(raw);
  return rect !== null && x >= rect.x1 && x <= rect.x2 && y >= rect.y1 && y <= rect.y2;
}

function rectangleWithout(raw: string, [x, y]: Vertex): string[] {
  const rect = decodeRectangle(raw)!;
  const rest: Vertex[] = [];
  for (let yy = rect.y1; yy <= rect.y2; yy++) {
    for (let xx = rect.x1; xx <= rect.x2; xx++) if (xx !== x || yy !== y) rest.push([xx, yy]);
  }
  return encodePointList(rest);
}
