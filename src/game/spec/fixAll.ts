// Pure: every certain fix of a text at once ("Fix all in file", source.fixAll), as one list of edits.
import { normalizeEdits, type TextEdit } from '../../sgf/edit/textEdit';
import type { SgfDiagnostic } from '../../sgf/types';

/** The edits of a whole-file fix and how many diagnostics they repair. */
export interface FixAll {
  readonly edits: readonly TextEdit[];
  readonly fixed: number;
}

/**
 * The edits of every diagnostic with exactly one fix (several fixes are alternatives: a choice for the user),
 * in text order; a fix whose edits would overlap those already taken is left for a later run. Insertions at one
 * offset keep the order of their diagnostics (AB[aa]AB[bb]AB[cc] becomes AB[aa][bb][cc]), and an insertion an
 * earlier fix already made there is made once (AB[aa]AB[bb]AB[bb] becomes AB[aa][bb]). Taken edits stay sorted,
 * so each fix costs a binary search (fixes come in text order: inserting near the end is cheap).
 */
export function fixAllEdits(diagnostics: readonly SgfDiagnostic[]): FixAll {
  const taken: TextEdit[] = [];
  let fixed = 0;
  for (const d of diagnostics) {
    if (d.fixes?.length !== 1) continue;
    const edits = d.fixes[0].edits.flatMap(split).filter((e) => !(e.length === 0 && hasInsertion(taken, e)));
    if (edits.some((e) => overlapsTaken(taken, e))) continue;
    for (const e of edits) taken.splice(insertionIndex(taken, e), 0, e);
    fixed++;
  }
  return { edits: normalizeEdits(taken), fixed };
}

/** A replacement as an insertion and a deletion, so that insertions at one offset can line up in order. */
function split(edit: TextEdit): TextEdit[] {
  if (edit.length === 0 || edit.text === '') return [edit];
  return [
    { offset: edit.offset, length: 0, text: edit.text },
    { offset: edit.offset, length: edit.length, text: '' },
  ];
}

/** Where `edit` goes among the sorted `taken`: by offset, insertions before deletions, after the equal ones taken earlier. */
function insertionIndex(taken: readonly TextEdit[], edit: TextEdit): number {
  let low = 0;
  let high = taken.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const t = taken[mid];
    if (t.offset < edit.offset || (t.offset === edit.offset && Math.sign(t.length) <= Math.sign(edit.length))) low = mid + 1;
    else high = mid;
  }
  return low;
}

function overlapsTaken(taken: readonly TextEdit[], edit: TextEdit): boolean {
  const at = insertionIndex(taken, edit);
  const before = taken[at - 1];
  const after = taken[at];
  return (before !== undefined && before.offset + before.length > edit.offset) || (after !== undefined && edit.offset + edit.length > after.offset);
}

function hasInsertion(taken: readonly TextEdit[], insertion: TextEdit): boolean {
  for (let k = insertionIndex(taken, insertion) - 1; k >= 0 && taken[k].offset === insertion.offset && taken[k].length === 0; k--) {
    if (taken[k].text === insertion.text) return true;
  }
  return false;
}
