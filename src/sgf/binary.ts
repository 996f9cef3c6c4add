// Pure: telling binary data from SGF text — one rule for the CLI, the board editor, the Problems panel and diagrams.

/**
 * Where text stops being SGF text: the offset of its first NUL character, or null when it has none. SGF is text, and
 * as for grep, git and VS Code, a NUL marks a file as binary (an image or archive renamed `.sgf`, a broken download).
 * NULs at the very end, with only whitespace among them, are padding that old tools and disks leave behind a record:
 * they do not count, and are ignored as any text after the last game is.
 */
export function binaryOffset(text: string): number | null {
  const first = text.indexOf('\0');
  if (first < 0) return null;
  for (let i = first + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0 && c !== 32 && c !== 9 && c !== 10 && c !== 13) return first;
  }
  return null;
}
