import * as assert from 'node:assert/strict';
import { goesToWorkbench as goes, historyChord, type KeyChord } from '../../../src/webview/commandKeys';

const goesToWorkbench = (event: KeyChord): boolean => goes(event, false);
const historyKey = (event: KeyChord) => historyChord(event, false);

/** A keydown as the browser gives it (only what the key tests read). */
function key(key: string, modifiers: { ctrl?: boolean; meta?: boolean; alt?: boolean; shift?: boolean; altGraph?: boolean; code?: string } = {}): KeyChord {
  return {
    key,
    code: modifiers.code ?? '',
    ctrlKey: modifiers.ctrl === true,
    metaKey: modifiers.meta === true,
    altKey: modifiers.alt === true,
    shiftKey: modifiers.shift === true,
    isComposing: false,
    getModifierState: (name: string) => name === 'AltGraph' && modifiers.altGraph === true,
  };
}

describe('webview: command keys in the text fields of the board view', () => {
  it('sends what is typed before a chord or a function key goes to VS Code, not for a modifier pressed alone', () => {
    // A tryout review: Ctrl alone (on its way to Ctrl+Z) wrote a game-info field, and the field's Undo then left the file changed.
    for (const alone of ['Control', 'Meta', 'Shift', 'Alt', 'AltGraph']) assert.equal(goesToWorkbench(key(alone, { ctrl: true, meta: true })), false, alone);
    assert.equal(goesToWorkbench(key('@', { ctrl: true, alt: true, altGraph: true })), false, 'AltGr types a character');
    for (const fieldKey of ['c', 'v', 'x', 'z', 'y', 'a', 'ArrowLeft', 'Backspace', 'Enter'])
      assert.equal(goesToWorkbench(key(fieldKey, { ctrl: true })), false, fieldKey);
    assert.equal(goesToWorkbench(key('b', {})), false, 'typing');
    for (const [name, event] of [
      ['Ctrl+W', key('w', { ctrl: true })],
      ['Ctrl+PageDown', key('PageDown', { ctrl: true })],
      ['Alt+1', key('1', { alt: true })],
      ['F1', key('F1')],
      ['Ctrl+P on a Cyrillic layout', key('з', { ctrl: true, code: 'KeyP' })],
    ] as const)
      assert.equal(goesToWorkbench(event), true, name);
    assert.equal(goesToWorkbench(key('с', { ctrl: true, code: 'KeyC' })), false, 'Ctrl+C on a Cyrillic layout is the field’s copy');
  });

  it('reads Undo and Redo by the key’s place where the layout has no Latin letters, by the letter where it has', () => {
    assert.equal(historyKey(key('я', { ctrl: true, code: 'KeyZ' })), 'undo');
    assert.equal(historyKey(key('Я', { ctrl: true, shift: true, code: 'KeyZ' })), 'redo');
    // AZERTY: the key at the place of Z on a QWERTY keyboard types w; Ctrl+Z is the key that types z.
    assert.equal(historyKey(key('w', { ctrl: true, code: 'KeyZ' })), null);
    assert.equal(historyKey(key('z', { ctrl: true, code: 'KeyW' })), 'undo');
  });
});
