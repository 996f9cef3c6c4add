import * as assert from 'node:assert/strict';
import { boardKeyCommand, cursorStart, moveCursor, wheelSteps, type KeyPress } from '../../../src/webview/keys';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('webview board keys', () => {
  it('maps the navigation keys to their targets', () => {
    const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown'];
    assert.deepEqual(
      keys.map((key) => boardKeyCommand(press(key))),
      [
        { kind: 'navigate', target: 'next' },
        { kind: 'navigate', target: 'previous' },
        { kind: 'navigate', target: 'start' },
        { kind: 'navigate', target: 'end' },
        { kind: 'navigate', target: 'previousVariation' },
        { kind: 'navigate', target: 'nextVariation' },
        { kind: 'navigate', target: 'back10' },
        { kind: 'navigate', target: 'forward10' },
      ],
    );
  });

  it('leaves Ctrl, Cmd and Alt combinations and function keys to VS Code', () => {
    assert.equal(boardKeyCommand(press('z', { ctrlKey: true })), null);
    assert.equal(boardKeyCommand(press('ArrowRight', { ctrlKey: true })), null);
    assert.equal(boardKeyCommand(press('ArrowLeft', { altKey: true })), null);
    assert.equal(boardKeyCommand(press('s', { metaKey: true })), null);
    assert.equal(boardKeyCommand(press('F1')), null);
    assert.equal(boardKeyCommand(press('F12', { shiftKey: true })), null);
    assert.equal(boardKeyCommand(press('Tab')), null);
    assert.equal(boardKeyCommand(press('a')), null);
  });

  it('moves the cursor with Shift+arrows and applies the tool with Enter or Space', () => {
    assert.deepEqual(boardKeyCommand(press('ArrowUp', { shiftKey: true })), { kind: 'cursor', dx: 0, dy: -1 });
    assert.deepEqual(boardKeyCommand(press('ArrowRight', { shiftKey: true })), { kind: 'cursor', dx: 1, dy: 0 });
    assert.deepEqual(boardKeyCommand(press('Enter')), { kind: 'apply' });
    assert.deepEqual(boardKeyCommand(press(' ')), { kind: 'apply' });
    assert.deepEqual(boardKeyCommand(press('Escape')), { kind: 'cancel' });
    assert.equal(boardKeyCommand(press('Home', { shiftKey: true })), null);
  });

  it('shows the cursor at its start point first, then steps and stays on the board', () => {
    const board = (width: number, height: number) => ({ x1: 0, y1: 0, x2: width - 1, y2: height - 1 });
    assert.deepEqual(moveCursor(null, 1, 0, board(19, 19), [3, 3]), [3, 3]);
    assert.deepEqual(moveCursor([3, 3], 1, 0, board(19, 19), [0, 0]), [4, 3]);
    assert.deepEqual(moveCursor([0, 0], -1, -1, board(19, 19), [9, 9]), [0, 0]);
    assert.deepEqual(moveCursor([12, 6], 1, 1, board(13, 7), [0, 0]), [12, 6]);
  });

  it('keeps the cursor inside the part of the board shown (a problem cropped to its corner)', () => {
    const corner = { x1: 10, y1: 0, x2: 18, y2: 7 };
    assert.deepEqual(moveCursor(null, 0, 0, corner, [9, 9]), [10, 7]);
    assert.deepEqual(moveCursor([10, 3], -1, 0, corner, [0, 0]), [10, 3]);
    assert.deepEqual(moveCursor([15, 7], 0, 1, corner, [0, 0]), [15, 7]);
    assert.deepEqual(moveCursor([18, 0], 1, -1, corner, [0, 0]), [18, 0]);
  });

  it('starts the cursor on the last move, else amid the stones (a corner problem), else in the centre', () => {
    assert.deepEqual(cursorStart([15, 3], 19, 19), [15, 3]);
    assert.deepEqual(cursorStart(null, 19, 19), [9, 9]);
    assert.deepEqual(cursorStart(null, 13, 7), [6, 3]);
    assert.deepEqual(cursorStart(null, 13, 7, ['.......', '.......']), [6, 3]);
    // 01-live.sgf's setup: Black on A8-D8 and D9, White on A7-E7, E8 and E9.
    const rows = ['...XO....', 'XXXXO....', 'OOOOO....', ...Array<string>(6).fill('.........')];
    assert.deepEqual(cursorStart(null, 9, 9, rows), [2, 1]);
  });

  it('takes one step per wheel notch and keeps small deltas for later', () => {
    assert.deepEqual(wheelSteps(0, 100, 0), { steps: 1, rest: 0 });
    assert.deepEqual(wheelSteps(0, -100, 0), { steps: -1, rest: 0 });
    assert.deepEqual(wheelSteps(0, 30, 0), { steps: 0, rest: 30 });
    assert.deepEqual(wheelSteps(30, 30, 0), { steps: 1, rest: 0 });
    assert.deepEqual(wheelSteps(0, 3, 1), { steps: 1, rest: 0 });
    assert.deepEqual(wheelSteps(0, 1000, 0), { steps: 1, rest: 0 });
  });
});
