// Undo and redo keys in the board view. VS Code's webview frame sends them to the workbench, which undoes the file:
// in a text field of the view (the comment, the game info) they are the field's own, as in any text field.

/** Undo (Ctrl/Cmd+Z), redo (Ctrl/Cmd+Shift+Z, Ctrl+Y off the Mac), or null for any other key. */
export function historyKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  const mac = navigator.platform.startsWith('Mac');
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!command || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && !mac && !event.shiftKey ? 'redo' : null;
}

/**
 * Keeps undo and redo in the view's text fields for the field, while it has something to undo or redo; otherwise the
 * key goes on to VS Code (the file's undo). Runs before VS Code's own listener, which would take the key.
 */
export function keepTextFieldHistory(): void {
  window.addEventListener(
    'keydown',
    (event) => {
      const direction = historyKey(event);
      const field = event.target;
      if (direction === null || !(field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type === 'text'))) return;
      // execCommand is deprecated but still the only way to drive a field's own undo stack.
      if (!document.queryCommandEnabled(direction)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      document.execCommand(direction);
    },
    { capture: true },
  );
}
