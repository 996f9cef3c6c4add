// Pure: what a key pressed on the focused board means — a navigation step, a cursor move, applying the tool — or
// nothing, so VS Code gets it (Ctrl/Cmd/Alt combinations and function keys are never taken).
import type { Region, Vertex } from '../engine/types';
import type { NavigationTarget } from '../shared/protocol';

/** The parts of a keyboard event the board looks at. */
export interface KeyPress {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** What the board does with a key. */
export type BoardKeyCommand =
  | { readonly kind: 'navigate'; readonly target: NavigationTarget }
  | { readonly kind: 'cursor'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'apply' }
  | { readonly kind: 'cancel' };

const navigation: Readonly<Record<string, NavigationTarget>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'start',
  End: 'end',
  ArrowUp: 'previousVariation',
  ArrowDown: 'nextVariation',
  PageUp: 'back10',
  PageDown: 'forward10',
};

const cursorSteps: Readonly<Record<string, readonly [number, number]>> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The board's command for `press`, or null when the key is not the board's (it must then reach VS Code). */
export function boardKeyCommand(press: KeyPress): BoardKeyCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey || /^F\d+$/.test(press.key)) return null;
  if (press.shiftKey) {
    const step = cursorSteps[press.key];
    return step === undefined ? null : { kind: 'cursor', dx: step[0], dy: step[1] };
  }
  if (press.key === 'Enter' || press.key === ' ') return { kind: 'apply' };
  if (press.key === 'Escape') return { kind: 'cancel' };
  const target = navigation[press.key];
  return target === undefined ? null : { kind: 'navigate', target };
}

/** The cursor after a step of (dx, dy) within `shown` (the board, or the part of it shown); a hidden cursor (null) appears at `start` first. */
export function moveCursor(cursor: Vertex | null, dx: number, dy: number, shown: Region, start: Vertex): Vertex {
  const [x, y] = cursor === null ? start : [cursor[0] + dx, cursor[1] + dy];
  return [Math.min(Math.max(x, shown.x1), shown.x2), Math.min(Math.max(y, shown.y1), shown.y2)];
}

/**
 * Where the cursor appears first: on the last move; else amid the stones (`rows`, '.' empty), as a problem's setup
 * in a corner; else at the centre.
 */
export function cursorStart(lastMove: Vertex | null, width: number, height: number, rows: readonly string[] = []): Vertex {
  if (lastMove !== null) return lastMove;
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === '.') continue;
      count++;
      sumX += x;
      sumY += y;
    }
  });
  if (count === 0) return [Math.floor((width - 1) / 2), Math.floor((height - 1) / 2)];
  return [Math.round(sumX / count), Math.round(sumY / count)];
}

/** Wheel pixels per navigation step (one notch of a mouse wheel scrolls about 100). */
export const WHEEL_STEP_PIXELS = 50;

/**
 * Adds a wheel event's delta (in pixels; lines count 40, pages 800) to `pending` and returns the steps to take now
 * (negative = back; at most one per event, so a flick does not race through the game) and the remainder kept.
 */
export function wheelSteps(pending: number, delta: number, deltaMode: number): { readonly steps: number; readonly rest: number } {
  const pixels = delta * (deltaMode === 1 ? 40 : deltaMode === 2 ? 800 : 1);
  const total = pending + pixels;
  if (Math.abs(total) < WHEEL_STEP_PIXELS) return { steps: 0, rest: total };
  return { steps: Math.sign(total), rest: 0 };
}
