// Pure: setting and removing whole properties of a node as minimal text edits. No vscode, DOM or Node fs.
import type { SgfCollection, SgfNode, SgfValue } from '../types';
import {
  columnAt,
  formatListBlock,
  formatValues,
  isProperty,
  lineBreakOf,
  propertySeparatorAt,
  whitespaceAfter,
  whitespaceBefore,
  withLineBreaks,
} from './structure';
import { failure, normalizeEdits, type EditResult, type TextEdit } from './textEdit';

/**
 * Sets property `id` of `node` to `values` (raw, already encoded; line breaks are written in the document's
 * style). An existing property keeps its place: with as many values as before only the values that differ are
 * replaced (between their brackets), otherwise its values are rewritten; repeated `id` properties after the
 * first are removed. A new property goes at the node's end. No values means {@link removeProperty}. With `layout`
 * (a long list of points), the values written pass no column `wrapColumn`: a new property that does not fit in what is
 * left of the line starts a line of its own, and line breaks go between values.
 */
export function setProperty(coll: SgfCollection, node: SgfNode, id: string, values: readonly string[], layout?: ListLayout): EditResult {
  if (values.length === 0) return removeProperty(coll, node, id);
  const text = coll.text;
  const lineBreak = lineBreakOf(text);
  const indexes = matchingProperties(node, id);
  if (indexes.length === 0) {
    const written =
      layout === undefined
        ? id + formatValues(values, lineBreak)
        : formatListBlock([{ id, values }], lineBreak, columnAt(text, node.span.end), layout.wrapColumn);
    return { edits: [{ offset: node.span.end, length: 0, text: propertySeparatorAt(text, node.span.end) + written }] };
  }
  const prop = node.properties[indexes[0]];
  if (prop.values.some((value) => !isTerminated(text, value))) return failure('malformed-tree', 'A value of this property is not closed with "]".');
  const edits: TextEdit[] = [];
  if (prop.values.length === values.length) {
    for (let k = 0; k < values.length; k++) {
      const raw = withLineBreaks(values[k], lineBreak);
      const span = prop.values[k].span;
      if (raw !== prop.values[k].raw) edits.push({ offset: span.start + 1, length: span.end - span.start - 2, text: raw });
    }
  } else if (prop.values.length === 0) {
    edits.push({ offset: prop.idSpan.end, length: 0, text: formatValues(values, lineBreak) });
  } else {
    const start = prop.values[0].span.start;
    edits.push({
      offset: start,
      length: prop.span.end - start,
      text: formatValues(values, lineBreak, layout && { column: columnAt(text, start), width: layout.wrapColumn }),
    });
  }
  for (const [from, to] of mergeRanges(indexes.slice(1).map((k) => propertyRemovalRange(text, node, k)))) {
    edits.push({ offset: from, length: to - from, text: '' });
  }
  return { edits: normalizeEdits(edits) };
}

/** How setProperty lays out a long list: the column no line passes. */
export interface ListLayout {
  readonly wrapColumn: number;
}

/** Removes every property `id` of `node`, with the whitespace that separated it from its neighbour. */
export function removeProperty(coll: SgfCollection, node: SgfNode, id: string): EditResult {
  const ranges = matchingProperties(node, id).map((k) => propertyRemovalRange(coll.text, node, k));
  return { edits: mergeRanges(ranges).map(([from, to]) => ({ offset: from, length: to - from, text: '' })) };
}

/** Indexes of the node's properties that are `id`. */
export function matchingProperties(node: SgfNode, id: string): number[] {
  const out: number[] = [];
  node.properties.forEach((prop, k) => {
    if (isProperty(prop, id)) out.push(k);
  });
  return out;
}

/**
 * The range to delete to remove property `k` of the node, keeping the layout: a property that starts a line
 * takes its line break with it when nothing follows on its line, or the spaces after it when another property
 * does; any other property takes the whitespace before it; the first property takes the whitespace after it.
 */
export function propertyRemovalRange(text: string, node: SgfNode, k: number): [number, number] {
  const props = node.properties;
  const span = props[k].span;
  const next = k + 1 < props.length ? props[k + 1].span.start : -1;
  const afterEnd = next >= 0 ? Math.min(whitespaceAfter(text, span.end), next) : span.end;
  if (k === 0) return [span.start, afterEnd];
  const before = Math.max(whitespaceBefore(text, span.start), props[k - 1].span.end);
  let lineBreak = span.start - 1;
  while (lineBreak >= before && text[lineBreak] !== '\n' && text[lineBreak] !== '\r') lineBreak--;
  if (lineBreak < before) return [before, span.end];
  if (next >= 0 && afterEnd === next && !/[\r\n]/.test(text.slice(span.end, next))) return [span.start, next];
  const crlf = text[lineBreak] === '\n' && lineBreak - 1 >= before && text[lineBreak - 1] === '\r';
  return [crlf ? lineBreak - 1 : lineBreak, span.end];
}

/** Ranges sorted and merged where they overlap or touch. */
export function mergeRanges(ranges: readonly [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Whether the value ends with its closing `]` (an unterminated value runs to the end of the text). */
export function isTerminated(text: string, value: SgfValue): boolean {
  return value.span.end - value.span.start >= 2 && text.charCodeAt(value.span.end - 1) === 93;
}
