// Editing keys in the board view's text fields that VS Code's webview frame also sends to the workbench. Undo and redo
// undo the file there: in a text field (the comment, the game info) they undo and redo what was typed there since it
// took the focus, and only that; past it, they are the file's again. Select all comes back from the workbench as a
// second select-all a moment later, which would select (and the next key replace) what was typed in between. Escape
// goes back to the board. What is typed is committed before VS Code can act without it: Ctrl+S saves it with the
// file, and it is sent when any other key chord or function key goes on to VS Code, when the pointer leaves the view
// (to click a tab or another part of VS Code), or when the view loses the focus or is hidden. Once a field says what
// the file says (a commit, or the file's text put into it), Undo and Redo there are the file's again.
import { goesToWorkbench, historyChord, isSave, isSelectAll } from './commandKeys';

const mac = navigator.platform.startsWith('Mac');

/** Undo (Ctrl/Cmd+Z), redo (Ctrl/Cmd+Shift+Z, Ctrl+Y off the Mac), or null for any other key. */
export function historyKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  return historyChord(event, mac);
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The event a field's panel sends on it when the field says what the file says: a commit, or the file's text put in. */
const SYNCED_EVENT = 'goban-synced';

/** Tells the undo keys that `field` now says what the file says (Undo and Redo there are the file's again). */
export function announceSynced(field: HTMLElement): void {
  field.dispatchEvent(new Event(SYNCED_EVENT, { bubbles: true }));
}

/** What the view does with the text typed in its fields. */
export interface TypedText {
  /** Sends what is typed in the field being edited, if it changed (as leaving the field does). */
  flush(): void;
  /** Sends it, then saves the file once it is written. */
  save(): void;
}

function isTextField(target: EventTarget | null): target is TextField {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type === 'text');
}

/**
 * Gives undo and redo in the view's text fields to the field while it holds typing of its own: undo while its value
 * differs from the one it had when it took the focus, redo after such an undo with no typing since. The page's undo
 * history is one for all fields (execCommand undoes whatever was typed last anywhere), so anything else goes on to
 * VS Code. Select all in a field is the field's alone. Runs before VS Code's own listener, which would take the key.
 * Escape leaves a field for `board` (the field saves what was typed as it loses the focus). Ctrl+S in a field saves
 * what is typed with the file (`typed.save`); any other key that goes on to VS Code, the pointer leaving the view, and
 * the view losing the focus send it first (`typed.flush`), unless an input method is composing; the view being hidden
 * sends it whatever. A field that says what the file says again (announceSynced) counts as just focused.
 */
export function keepTextFieldKeys(board: HTMLElement, typed: TypedText): void {
  let field: TextField | null = null;
  let focusValue = '';
  let redoable = 0;
  document.addEventListener('focusin', (event) => {
    field = isTextField(event.target) ? event.target : null;
    focusValue = field?.value ?? '';
    redoable = 0;
  });
  document.addEventListener('input', (event) => {
    const kind = (event as InputEvent).inputType;
    if (event.target === field && kind !== 'historyUndo' && kind !== 'historyRedo') redoable = 0;
  });
  document.addEventListener(SYNCED_EVENT, (event) => {
    if (field === null || event.target !== field) return;
    focusValue = field.value;
    redoable = 0;
  });
  let composing = false;
  document.addEventListener('compositionstart', () => (composing = true));
  document.addEventListener('compositionend', () => (composing = false));
  const flush = (): void => {
    if (!composing) typed.flush();
  };
  window.addEventListener(
    'keydown',
    (event) => {
      // Escape that ends an input method's composition stays with the field.
      const plainEscape = event.key === 'Escape' && !event.isComposing && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
      if (plainEscape && isTextField(event.target)) {
        board.focus();
        return;
      }
      if (isSelectAll(event, mac) && isTextField(event.target)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        event.target.select();
        return;
      }
      if (isSave(event, mac) && isTextField(event.target)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        typed.save();
        return;
      }
      if (goesToWorkbench(event, mac) && isTextField(event.target)) typed.flush();
      const direction = historyKey(event);
      if (direction === null || field === null || event.target !== field) return;
      if (direction === 'undo' ? field.value === focusValue : redoable === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // execCommand is deprecated but still the only way to drive the browser's undo history of a field.
      document.execCommand(direction);
      redoable += direction === 'undo' ? 1 : -1;
    },
    { capture: true },
  );
  // A click on another tab or outside the view hides it at once, before any blur could reach its fields (a hidden board
  // view is torn down): the pointer leaving the view is the last sign of it.
  document.documentElement.addEventListener('mouseleave', flush);
  window.addEventListener('blur', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') typed.flush();
  });
}
