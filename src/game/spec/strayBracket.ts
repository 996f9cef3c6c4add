// Pure: "Escape ]" for the parser's `junk` that an unescaped `]` inside a comment or name leaves behind.
import { normalizePropertyId } from '../../sgf/lexer';
import { findNodeAt } from '../../sgf/tree';
import type { SgfCollection, SgfDiagnostic, SgfFix, SgfValue } from '../../sgf/types';
import { isFreeText, PROPERTY_SPECS } from './properties';

/**
 * "Escape ]" for the parse diagnostic `d` when it is a `junk` error that ends a stray `]`, else null. `C[a]b]`
 * parses as `C[a]`, a property `b` without value and junk `]`; the fix writes `C[a\]b]`. It is offered only
 * when nothing but identifiers, whitespace and junk (no `[`, `]`, `;`, `(` or `)`) lies between the end of a
 * free-text value (C, GC, N, PB, …) and the junk's last `]`, so that value is the only thing the `]` can close,
 * and not when a backslash already in that text would escape the last `]`.
 */
export function escapeFixFor(coll: SgfCollection, d: SgfDiagnostic): SgfFix | null {
  return d.code === 'junk' && d.severity === 'error' ? escapeFix(coll, d.span.start, d.span.end) : null;
}

function escapeFix(coll: SgfCollection, start: number, end: number): SgfFix | null {
  const text = coll.text;
  if (text.charCodeAt(end - 1) !== 93 /* ] */) return null;
  for (let i = start; i < end - 1; i++) if (isStructural(text.charCodeAt(i)) && text.charCodeAt(i) !== 93) return null;
  let close = start - 1;
  while (close >= 0 && !isStructural(text.charCodeAt(close))) close--;
  if (close < 0 || text.charCodeAt(close) !== 93) return null;
  const value = freeTextValueEndingAt(coll, close + 1);
  if (value === null) return null;
  // Once `close` is escaped, the value runs on: escape every `]` up to the junk's last one, which must close it.
  const edits = [{ offset: close, length: 0, text: '\\' }];
  let i = close + 1;
  while (i < end - 1) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) i += 2;
    else {
      if (c === 93) edits.push({ offset: i, length: 0, text: '\\' });
      i++;
    }
  }
  return i === end - 1 ? { title: 'Escape ]', edits } : null;
}

function isStructural(c: number): boolean {
  return c === 91 || c === 93 || c === 59 || c === 40 || c === 41;
}

function freeTextValueEndingAt(coll: SgfCollection, end: number): SgfValue | null {
  const node = findNodeAt(coll, end - 1);
  if (node === undefined) return null;
  for (const prop of node.properties) {
    const spec = PROPERTY_SPECS.get(normalizePropertyId(prop.id));
    if (spec === undefined || !isFreeText(spec.type)) continue;
    for (const value of prop.values) if (value.span.end === end) return value;
  }
  return null;
}
