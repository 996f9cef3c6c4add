// Keyboard and wheel input on the board (and the tree): navigation keys, the keyboard cursor, applying the tool.
import type { NavigationTarget } from '../shared/protocol';
import { boardKeyCommand, wheelSteps } from './keys';

/** What the keys and the wheel ask for. */
export interface BoardInputHandlers {
  navigate(target: NavigationTarget): void;
  moveCursor(dx: number, dy: number): void;
  apply(): void;
  cancel(): void;
}

/** Wheel steps are sent at most this often (ms). */
const WHEEL_INTERVAL_MS = 40;

/** Handles the board's keys on `element`; only keys the board uses are stopped, everything else reaches VS Code. */
export function attachBoardKeys(element: HTMLElement, handlers: BoardInputHandlers, withCursor: boolean): void {
  element.addEventListener('keydown', (event) => {
    if (event.target !== element) return;
    const command = boardKeyCommand(event);
    if (command === null) return;
    if (!withCursor && command.kind !== 'navigate') return;
    event.preventDefault();
    switch (command.kind) {
      case 'navigate':
        return handlers.navigate(command.target);
      case 'cursor':
        return handlers.moveCursor(command.dx, command.dy);
      case 'apply':
        return handlers.apply();
      case 'cancel':
        return handlers.cancel();
    }
  });
}

/** One navigation step per wheel notch over `element` (down = next, up = previous), throttled. */
export function attachWheel(element: HTMLElement, navigate: (target: NavigationTarget) => void): void {
  let pending = 0;
  let last = 0;
  element.addEventListener(
    'wheel',
    (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      const { steps, rest } = wheelSteps(pending, event.deltaY, event.deltaMode);
      pending = rest;
      if (steps === 0) return;
      const now = Date.now();
      if (now - last < WHEEL_INTERVAL_MS) return;
      last = now;
      navigate(steps > 0 ? 'next' : 'previous');
    },
    { passive: false },
  );
}
