// Pure: problems of the composed list properties LB (point:text), AR and LN (point:point).
import { decodeLetters } from '../../sgf/codecs/point';
import { splitComposed } from '../../sgf/codecs/text';
import type { Vertex } from '../../engine/types';
import type { SgfDiagnostic, SgfProperty, SgfValue } from '../../sgf/types';
import { deletion, diagnostic, isClosed, shortRaw } from './fixes';

/** The composed list types. */
export type ComposedType = 'label' | 'arrow' | 'line';

const FORM: Readonly<Record<ComposedType, string>> = {
  label: 'point:text, e.g. LB[aa:A]',
  arrow: 'point:point, e.g. AR[aa:cc]',
  line: 'point:point, e.g. LN[aa:cc]',
};

/**
 * What makes two values of the property the same thing: the point of a label, the two points of an arrow
 * (in order) or of a line (in either order); null when the value does not decode.
 */
export function composedKey(type: ComposedType, raw: string): string | null {
  const parts = splitComposed(raw);
  if (parts === null || decodeLetters(parts[0]) === null) return null;
  if (type === 'label') return parts[0];
  if (decodeLetters(parts[1]) === null) return null;
  return type === 'line' && parts[1] < parts[0] ? `${parts[1]}:${parts[0]}` : `${parts[0]}:${parts[1]}`;
}

/**
 * Checks every value of LB, AR or LN: `malformed-value` when it does not split at `:`, `invalid-point` /
 * `offboard-point` for its points, `line-same-endpoints` for an arrow or line from a point to itself, and
 * `duplicate-point` (two labels on one point) / `duplicate-line` (the same arrow or line twice), with a
 * "Remove duplicate" fix when the repeat adds nothing.
 */
export function checkComposedList(text: string, id: string, type: ComposedType, prop: SgfProperty, width: number, height: number, out: SgfDiagnostic[]): void {
  const values = prop.values;
  const keys = new Map<string, SgfValue>();
  for (let v = 0; v < values.length; v++) {
    const value = values[v];
    const parts = splitComposed(value.raw);
    if (parts === null) {
      out.push(diagnostic(value.span, 'warning', 'malformed-value', `${id}[${shortRaw(value.raw)}] should be ${FORM[type]}`));
      continue;
    }
    const from = checkPoint(parts[0], value, width, height, out);
    const to = type === 'label' ? null : checkPoint(parts[1], value, width, height, out);
    if (from === null || (type !== 'label' && to === null)) continue;
    if (to !== null && from[0] === to[0] && from[1] === to[1]) {
      const what = type === 'arrow' ? 'an arrow' : 'a line';
      out.push(diagnostic(value.span, 'warning', 'line-same-endpoints', `${id}[${value.raw}] joins a point to itself: ${what} needs two different points`));
      continue;
    }
    const key = composedKey(type, value.raw) as string;
    const earlier = keys.get(key);
    if (earlier === undefined) {
      keys.set(key, value);
      continue;
    }
    const redundant = (type !== 'label' || earlier.raw === value.raw) && isClosed(text, value);
    const fix = redundant ? { title: `Remove duplicate ${value.raw}`, edits: [deletion(text, value.span, values[v - 1].span.end)] } : null;
    out.push(
      type === 'label'
        ? diagnostic(value.span, 'warning', 'duplicate-point', `Point ${key} has more than one label`, fix)
        : diagnostic(value.span, 'warning', 'duplicate-line', `${type === 'arrow' ? 'Arrow' : 'Line'} ${key} is listed more than once`, fix),
    );
  }
}

function checkPoint(raw: string, value: SgfValue, width: number, height: number, out: SgfDiagnostic[]): Vertex | null {
  const point = decodeLetters(raw);
  if (point === null) {
    out.push(diagnostic(value.span, 'error', 'invalid-point', `"${shortRaw(raw)}" is not a point`));
    return null;
  }
  if (point[0] >= width || point[1] >= height) {
    out.push(diagnostic(value.span, 'error', 'offboard-point', `Point ${raw} is off the ${width}×${height} board`));
    return null;
  }
  return point;
}
