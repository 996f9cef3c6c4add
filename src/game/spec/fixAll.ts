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
 * offset keep the order of their diagnostics (AB[aa]AB[bb]AB[cc] becomes AB[aa][bb][cc]).
 */
export function fixAllEdits(diagnostics: readonly SgfDiagnostic[]): FixAll {
  let taken: TextEdit[] = [];
  let fixed = 0;
  for (const d of diagnostics) {
    if (d.fixes?.length !== 1) continue;
    const next = together(taken, d.fixes[0].edits.flatMap(split));
    if (next === null) continue;
    taken = next;
    fixed++;
  }
  return { edits: normalizeEdits(taken), fixed };
}

/** A replacement as an insertion and a deletion, so that insertions at one offset can line up in order. */
function split(edit: TextEdit): TextEdit[] {
  if (edit.length === 0 || edit.text === '') return [edit];
  return [{ offset: edit.offset, length: 0, text: edit.text }, { offset: edit.offset, length: edit.length, text: '' }];
}

/** `taken` and `more` sorted (by offset, insertions first, then in order), or null when two overlap. */
function together(taken: readonly TextEdit[], more: readonly TextEdit[]): TextEdit[] | null {
  const all = [...taken, ...more]
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => a.edit.offset - b.edit.offset || Math.sign(a.edit.length) - Math.sign(b.edit.length) || a.index - b.index)
    .map((e) => e.edit);
  for (let k = 1; k < all.length; k++) {
    if (all[k].offset < all[k - 1].offset + all[k - 1].length) return null;
  }
  return all;
}
