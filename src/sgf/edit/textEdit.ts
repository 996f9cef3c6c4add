// Pure: minimal text edits (offset, length, replacement) and how to apply and combine them. No vscode, DOM or Node fs.

/** Replace `length` characters at `offset` (UTF-16 units of the original text) with `text`. */
export interface TextEdit {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

/** Why an edit could not be computed (the text around the node is broken); the caller shows the message. */
export interface EditError {
  readonly code: 'unclosed-tree' | 'malformed-tree';
  readonly message: string;
}

/** The edits an action needs: sorted, non-overlapping, empty when there is nothing to do or on `error`. */
export interface EditResult {
  readonly edits: readonly TextEdit[];
  readonly error?: EditError;
}

/** An edit result with no edits. */
export const NO_EDITS: EditResult = { edits: [] };

/** A failed edit result. */
export function failure(code: EditError['code'], message: string): EditResult {
  return { edits: [], error: { code, message } };
}

/**
 * Applies edits to `text`. Edits may come in any order (equal offsets keep their order) but must not
 * overlap or leave the text: a RangeError then, since that is a caller bug, not bad input.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = sortEdits(edits);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.offset < at || edit.length < 0 || edit.offset + edit.length > text.length) {
      throw new RangeError(`Edit at ${edit.offset} (+${edit.length}) overlaps another or leaves the text`);
    }
    out += text.slice(at, edit.offset) + edit.text;
    at = edit.offset + edit.length;
  }
  return out + text.slice(at);
}

/**
 * One sorted, merged list from edit lists computed against the same text (for example removing `AW[dd]` and
 * adding `AB[dd]` as one undo step); null when two edits overlap.
 */
export function combineEdits(...lists: readonly (readonly TextEdit[])[]): TextEdit[] | null {
  const sorted = sortEdits(lists.flat());
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k].offset < sorted[k - 1].offset + sorted[k - 1].length) return null;
  }
  return normalizeEdits(sorted);
}

/** Sorts edits by offset (stable) and merges touching ones, dropping edits that change nothing. */
export function normalizeEdits(edits: readonly TextEdit[]): TextEdit[] {
  const out: TextEdit[] = [];
  for (const edit of sortEdits(edits)) {
    if (edit.length === 0 && edit.text === '') continue;
    const last = out[out.length - 1];
    if (last !== undefined && last.offset + last.length === edit.offset) {
      out[out.length - 1] = { offset: last.offset, length: last.length + edit.length, text: last.text + edit.text };
    } else {
      out.push(edit);
    }
  }
  return out;
}

/** Where an offset of the original text lands after the edits (an insertion at the offset pushes it right). */
export function mapOffset(edits: readonly TextEdit[], offset: number): number {
  let delta = 0;
  for (const edit of sortEdits(edits)) {
    if (edit.offset > offset) break;
    if (edit.offset + edit.length > offset) return edit.offset + delta;
    delta += edit.text.length - edit.length;
  }
  return offset + delta;
}

function sortEdits(edits: readonly TextEdit[]): TextEdit[] {
  return edits
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => a.edit.offset - b.edit.offset || a.index - b.index)
    .map((e) => e.edit);
}
