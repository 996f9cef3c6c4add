// Pure: telling binary data from SGF text — one rule for the CLI, the board editor, the Problems panel and diagrams.

/** What starts SGF: a game tree's `(;`, or a node written without parentheses (`;B[`). */
const SGF_START = /\(\s*;|;\s*[A-Za-z]+\s*\[/;

/**
 * Where text shows itself binary data, not SGF: the offset of its first NUL character when nothing that starts SGF
 * comes before it, else null. As for grep, git and VS Code, a NUL marks binary data (an image or archive renamed
 * `.sgf`, a zero-filled file); a NUL after SGF has started (a record damaged on disk, padding an old tool left) is read
 * as any stray text is, so the moves around it stay readable.
 */
export function binaryOffset(text: string): number | null {
  const first = text.indexOf('\0');
  if (first < 0) return null;
  return SGF_START.test(text.slice(0, first)) ? null : first;
}
