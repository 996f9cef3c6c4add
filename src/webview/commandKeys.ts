// Pure: what a key chord pressed in a text field of the board view is — Undo, Redo, Save, Select all, or a key that goes
// on to VS Code — read from the keydown's fields alone (no DOM), the platform given.

/** The fields of a keydown these functions read (a KeyboardEvent has them). */
export interface KeyChord {
  readonly key: string;
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly isComposing: boolean;
  getModifierState(name: string): boolean;
}

/** Whether the platform's command modifier is held, alone of Ctrl and Cmd, without Alt (Cmd on the Mac, else Ctrl). */
function withCommand(event: KeyChord, mac: boolean): boolean {
  return (mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) && !event.altKey;
}

/** The letter of a key: `event.key` when it is a Latin letter, else the key's place (`KeyS` → s), so that shortcuts work
 *  on a Cyrillic, Greek or Hebrew layout as VS Code's do. */
function letterOf(event: KeyChord): string {
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : key;
}

/** Undo (Ctrl/Cmd+Z), redo (Ctrl/Cmd+Shift+Z, Ctrl+Y off the Mac), or null for any other key. */
export function historyChord(event: KeyChord, mac: boolean): 'undo' | 'redo' | null {
  if (!withCommand(event, mac)) return null;
  const key = letterOf(event);
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && !mac && !event.shiftKey ? 'redo' : null;
}

/** Save (Ctrl+S, Cmd+S on the Mac), not Save As. */
export function isSave(event: KeyChord, mac: boolean): boolean {
  return withCommand(event, mac) && !event.shiftKey && letterOf(event) === 's';
}

/** Select all (Ctrl+A, Cmd+A on the Mac). */
export function isSelectAll(event: KeyChord, mac: boolean): boolean {
  return withCommand(event, mac) && !event.shiftKey && letterOf(event) === 'a';
}

/** Command keys a text field acts on itself (clipboard, undo, moving and deleting by words): they commit nothing. */
const FIELD_COMMAND_KEYS = new Set('a c v x z y arrowleft arrowright arrowup arrowdown home end backspace delete enter'.split(' '));

/** Keys that only modify others: pressed alone (Ctrl on its way to Ctrl+Z), they go nowhere. */
const MODIFIER_KEYS = new Set(['Control', 'Meta', 'Shift', 'Alt', 'AltGraph', 'CapsLock', 'OS']);

/** Whether `event` is a key VS Code may act on (a keybinding that closes the editor, opens another…): a chord with Ctrl,
 *  Cmd or Alt (not Alt on the Mac, nor AltGr: they type characters) that the field does not take, or a function key. */
export function goesToWorkbench(event: KeyChord, mac: boolean): boolean {
  if (MODIFIER_KEYS.has(event.key) || event.isComposing || event.getModifierState('AltGraph')) return false;
  if (/^F([1-9]|1[0-9])$/.test(event.key)) return true;
  const chord = event.ctrlKey || event.metaKey || (event.altKey && !mac);
  return chord && !FIELD_COMMAND_KEYS.has(letterOf(event));
}
