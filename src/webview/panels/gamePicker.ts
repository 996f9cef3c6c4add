// The game picker: a select of the file's games, hidden when the file holds one; in the Problem view it lists numbers
// only (a problem's name may give its answer away: "Black lives with the hane").
import type { GameInfo } from '../../shared/views';
import { html } from '../dom';
import { t } from '../strings';

/** The picker inside `root`; `onSelect(gameIndex)` gets the chosen game. */
export class GamePicker {
  private readonly select = html('select', { 'data-testid': 'game-picker' });
  private key = '';
  private info: GameInfo | null = null;
  private namesHidden = false;

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
    this.info = info;
    const key = JSON.stringify([info.games, this.namesHidden]);
    if (key !== this.key) {
      this.key = key;
      const text = (label: string, index: number): string => (this.namesHidden ? String(index + 1) : `${index + 1}. ${label}`);
      this.select.replaceChildren(...info.games.map((label, index) => html('option', { value: index }, text(label, index))));
    }
    this.select.value = String(info.gameIndex);
    this.root.hidden = info.games.length <= 1;
    this.select.hidden = info.games.length <= 1;
  }

  /** Lists the games by number only (true: the Problem view) or with their names. */
  hideNames(hidden: boolean): void {
    if (hidden === this.namesHidden) return;
    this.namesHidden = hidden;
    if (this.info !== null) this.show(this.info);
  }
}
