// The navigation bar under the board: first/previous/next/last and variation buttons and the move slider.
import type { NavigationTarget, NodeView } from '../shared/protocol';
import { html } from './dom';
import { t } from './strings';

const buttons: ReadonlyArray<{ readonly target: NavigationTarget; readonly title: string; readonly glyph: string }> = [
  { target: 'start', title: 'First move', glyph: '⏮' },
  { target: 'previous', title: 'Previous move', glyph: '◀' },
  { target: 'next', title: 'Next move', glyph: '▶' },
  { target: 'end', title: 'Last move', glyph: '⏭' },
  { target: 'previousVariation', title: 'Previous variation', glyph: '▲' },
  { target: 'nextVariation', title: 'Next variation', glyph: '▼' },
];

/** Input events of the slider are sent at most this often (ms); the final value is always sent. */
const SLIDER_INTERVAL_MS = 50;

/** The bar inside `root`: buttons call `onNavigate`, the slider `onMove(moveNumber)`. */
export class NavigationBar {
  private readonly slider = html('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'data-testid': 'move-slider' });
  private lastSent = 0;
  private sentValue = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(root: HTMLElement, onNavigate: (target: NavigationTarget) => void, private readonly onMove: (moveNumber: number) => void) {
    root.setAttribute('aria-label', t('Navigation'));
    for (const { target, title, glyph } of buttons) {
      const label = t(title);
      const button = html('button', { type: 'button', class: 'nav-button', 'data-testid': `nav-${target}`, title: label, 'aria-label': label }, glyph);
      button.addEventListener('click', () => onNavigate(target));
      root.append(button);
    }
    this.slider.setAttribute('aria-label', t('Move'));
    this.slider.addEventListener('input', () => this.sendThrottled());
    this.slider.addEventListener('change', () => this.send());
    root.append(this.slider);
  }

  /** Sets the slider to the node's move on its line. */
  show(view: NodeView): void {
    const max = Math.max(view.lineEndMoveNumber, view.board.moveNumber);
    this.slider.max = String(max);
    if (document.activeElement !== this.slider || this.timer === undefined) this.slider.value = String(view.board.moveNumber);
    this.sentValue = view.board.moveNumber;
    this.slider.setAttribute('aria-valuetext', t('Move {0} of {1}', view.board.moveNumber, max));
  }

  private sendThrottled(): void {
    const wait = this.lastSent + SLIDER_INTERVAL_MS - Date.now();
    if (wait <= 0) return this.send();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.send(), wait);
  }

  private send(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.lastSent = Date.now();
    const value = Number(this.slider.value);
    if (value === this.sentValue) return;
    this.sentValue = value;
    this.onMove(value);
  }
}
