// The game picker: a select of the file's games, hidden when the file holds one.
import type { GameInfo } from '../../shared/views';
import { html } from '../dom';
import { t } from '../strings';

/** The picker inside `root`; `onSelect(gameIndex)` gets the chosen game. */
export class GamePicker {
  private readonly select = html('select', { 'data-testid': 'game-picker' });
  private key = '';

  constructor(
    private readonly root: HTMLElement,
    onSelect: (gameIndex: number) => void,
  ) {
    const label = t('Game');
    this.select.setAttribute('aria-label', label);
    this.select.addEventListener('change', () => onSelect(Number(this.select.value)));
    root.append(html('label', { class: 'field-label' }, label), this.select);
    root.hidden = true;
  }

  /** Lists the games and selects the one shown. */
  show(info: GameInfo): void {
    const key = JSON.stringify(info.games);
    if (key !== this.key) {
      this.key = key;
      this.select.replaceChildren(...info.games.map((label, index) => html('option', { value: index }, `${index + 1}. ${label}`)));
    }
    this.select.value = String(info.gameIndex);
    this.root.hidden = info.games.length <= 1;
    this.select.hidden = info.games.length <= 1;
  }
}
