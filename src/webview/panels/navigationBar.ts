// The navigation bar under the board: first/previous/next/last and variation buttons and the move slider.
import type { NavigationTarget } from '../../shared/protocol';
import type { NodeView } from '../../shared/views';
import { html } from '../dom';
import { t } from '../strings';
import { svgElement } from '../board/svg';

/** Each button's icon as a 16×16 path (no icon font: the CSP allows none, and not every font has ⏮ ⏭). */
const buttons: ReadonlyArray<{ readonly target: NavigationTarget; readonly title: string; readonly icon: string }> = [
  { target: 'start', title: 'First move', icon: 'M3 3h2v10H3ZM13 3v10L6 8Z' },
  { target: 'previous', title: 'Previous move', icon: 'M12 3v10L5 8Z' },
  { target: 'next', title: 'Next move', icon: 'M4 3v10l7-5Z' },
  { target: 'end', title: 'Last move', icon: 'M11 3h2v10h-2ZM3 3v10l7-5Z' },
  { target: 'previousVariation', title: 'Previous variation', icon: 'M3 11h10L8 4Z' },
  { target: 'nextVariation', title: 'Next variation', icon: 'M3 5h10l-5 7Z' },
];

/** Input events of the slider are sent at most this often (ms); the final value is always sent. */
const SLIDER_INTERVAL_MS = 50;

/** The bar inside `root`: buttons call `onNavigate`, the slider `onMove(moveNumber)`. */
export class NavigationBar {
  private readonly slider = html('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'data-testid': 'move-slider' });
  private lastSent = 0;
  private sentValue = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    root: HTMLElement,
    onNavigate: (target: NavigationTarget) => void,
    private readonly onMove: (moveNumber: number) => void,
  ) {
    root.setAttribute('aria-label', t('Navigation'));
    for (const { target, title, icon } of buttons) {
      const label = t(title);
      const svg = svgElement('svg', { class: 'icon', viewBox: '0 0 16 16', width: 16, height: 16, 'aria-hidden': 'true', focusable: 'false' });
      svg.append(svgElement('path', { class: 'icon-fill', d: icon }));
      const button = html('button', { type: 'button', class: 'nav-button', 'data-testid': `nav-${target}`, title: label, 'aria-label': label }, svg);
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
