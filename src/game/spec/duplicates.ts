// Pure: a property written twice in one node, with "Remove duplicate" (same values) or "Merge duplicate" (lists).
import { normalizeEdits } from '../../sgf/edit/textEdit';
import type { SgfDiagnostic, SgfFix, SgfProperty, SgfValue } from '../../sgf/types';
import { composedKey } from './composed';
import { deletion, diagnostic, isClosed, shortRaw } from './fixes';
import { forEachPoint } from './points';
import type { ValueType } from './properties';

/**
 * Properties that describe a record without changing the game it holds (who, where, when, the event, the source,
 * the clock, how to print or show it): a repeat with other values leaves the moves, the setup, the turn, the rules,
 * komi and the result certain, so it is a warning (a reader shows one of the values), not an error. RE KM HA RU SZ,
 * CA FF GM (how the rest is read), moves, setup, PL and text such as C and GC are not in it.
 */
const DESCRIPTIVE = new Set(['AN', 'BR', 'BT', 'CP', 'DT', 'EV', 'GN', 'ON', 'OT', 'PB', 'PC', 'PW', 'RO', 'SO', 'TM', 'US', 'WR', 'WT', 'ST', 'FG', 'PM']);

/**
 * The `duplicate-property` diagnostic for `dup`, a repeat of `first` in one node: a warning with a fix when the
 * repeat can be merged or removed without changing the meaning; else a hint for AP (only which program wrote the
 * file is in doubt: Fox writes the engine's AP, then its own), a warning for the other descriptive properties, an
 * error for the rest. Neither of the first two has a fix: keeping one value drops the other, and joining them makes
 * a value no writer meant. `floor` is where the text before `dup` ends (the previous property), so that removing it
 * also removes the whitespace in front of it.
 */
export function duplicateProperty(
  text: string,
  id: string,
  type: ValueType | undefined,
  first: SgfProperty,
  dup: SgfProperty,
  floor: number,
  size: { readonly width: number; readonly height: number },
): SgfDiagnostic {
  let fix: SgfFix | null = null;
  let message = `${dup.id} appears twice in one node (old style): readers take both as one list`;
  const closed = dup.values.every((v) => isClosed(text, v));
  if (closed && sameValues(first.values, dup.values)) {
    fix = { title: `Remove duplicate ${id}`, edits: [deletion(text, dup.span, floor)] };
    message = `${dup.id} appears twice in one node with the same value`;
  } else if (closed && type !== undefined && dup.values.length > 0) {
    const added = valuesToMerge(type, first.values, dup.values, size.width, size.height);
    if (added !== null) {
      const insertion = { offset: first.span.end, length: 0, text: added.map((v) => text.slice(v.span.start, v.span.end)).join('') };
      fix = { title: `Merge duplicate ${id}`, edits: normalizeEdits([insertion, deletion(text, dup.span, floor)]) };
    }
  }
  // FF[1]–FF[3] writers repeated list properties (AB[aa]AB[bb]): when the repair is certain, so is the meaning.
  if (fix !== null) return diagnostic(dup.span, 'warning', 'duplicate-property', message, fix);
  if (id === 'AP') {
    const both = `${dup.id}[${shortRaw(first.values[0]?.raw ?? '')}] and ${dup.id}[${shortRaw(dup.values[0]?.raw ?? '')}]`;
    return diagnostic(dup.span, 'hint', 'duplicate-property', `${both} in one node: FF[4] allows one AP per node, so readers keep one of them`);
  }
  if (DESCRIPTIVE.has(id)) {
    return diagnostic(dup.span, 'warning', 'duplicate-property', `${dup.id} appears twice in one node with other values: readers show only one of them`);
  }
  return diagnostic(dup.span, 'error', 'duplicate-property', `${dup.id} appears twice in one node with other values: readers differ on which counts`);
}

function sameValues(a: readonly SgfValue[], b: readonly SgfValue[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k].raw !== b[k].raw) return false;
  return true;
}

/**
 * The values of `dup` to append to `first` so that the merged list means what both meant together and adds no
 * repeat (values already covered are dropped); null when that is not certain: not a list, an empty value, a
 * value that does not decode, or one that overlaps the list only in part.
 */
function valuesToMerge(type: ValueType, first: readonly SgfValue[], dup: readonly SgfValue[], width: number, height: number): SgfValue[] | null {
  if ([...first, ...dup].some((v) => v.raw === '')) return null;
  if (type === 'points' || type === 'epoints') return pointsToMerge(first, dup, width, height);
  if (type !== 'label' && type !== 'arrow' && type !== 'line') return null;
  const keys = new Map<string, string>();
  for (const v of first) {
    const key = composedKey(type, v.raw);
    if (key === null) return null;
    keys.set(key, v.raw);
  }
  const added: SgfValue[] = [];
  for (const v of dup) {
    const key = composedKey(type, v.raw);
    if (key === null) return null;
    const known = keys.get(key);
    if (known === undefined) {
      keys.set(key, v.raw);
      added.push(v);
    } else if (type === 'label' && known !== v.raw) return null;
  }
  return added;
}

function pointsToMerge(first: readonly SgfValue[], dup: readonly SgfValue[], width: number, height: number): SgfValue[] | null {
  const seen = new Uint8Array(width * height);
  const mark = (i: number): void => {
    seen[i] = 1;
  };
  for (const v of first) if (!forEachPoint(v.raw, width, height, mark)) return null;
  const added: SgfValue[] = [];
  for (const v of dup) {
    let total = 0;
    let known = 0;
    const count = (i: number): void => {
      total++;
      known += seen[i];
    };
    if (!forEachPoint(v.raw, width, height, count)) return null;
    if (known > 0 && known < total) return null;
    if (known === 0) {
      forEachPoint(v.raw, width, height, mark);
      added.push(v);
    }
  }
  return added;
}
