// The game-info panel: every game-info property of the root as a labelled input, committed on change, and when the
// view loses the focus or a key goes on to VS Code (see textFieldKeys).
import { gameInfoFields, type GameInfo, type GameInfoField } from '../../shared/views';
import { html } from '../dom';
import { gameInfoLabels } from './gameInfoLabels';
import { t } from '../strings';
import { announceSynced } from '../textFieldKeys';

/** The inputs inside `root`; `onCommit(field, value)` gets a changed value ('' removes the property). */
export class GameInfoPanel {
  private readonly inputs = new Map<GameInfoField, HTMLInputElement | HTMLTextAreaElement>();
  private readonly rules = html('p', { class: 'rules-replayed' });
  private values: GameInfo['fields'] = {};
  /** Values sent since the game's values were last shown: a field is not sent twice with the same value. */
  private sent = new Map<GameInfoField, string>();

  constructor(
    root: HTMLElement,
    private readonly onCommit: (field: GameInfoField, value: string) => void,
  ) {
    const grid = html('div', { class: 'info-grid' });
    for (const field of gameInfoFields) {
      const id = `goban-info-${field}`;
      const input =
        field === 'GC'
          ? html('textarea', { id, 'data-field': field, rows: 2 })
          : html('input', { id, 'data-field': field, type: 'text', inputmode: field === 'KM' || field === 'HA' ? 'decimal' : 'text' });
      // On blur too: a field undone to the value it had when it took the focus fires no change, but may differ from the file.
      input.addEventListener('change', () => this.commit(field, input));
      input.addEventListener('blur', () => this.commit(field, input));
      grid.append(html('label', { for: id, class: 'field-label' }, t(gameInfoLabels[field])), input);
      this.inputs.set(field, input);
    }
    root.append(grid, this.rules);
  }

  /** Sends what is typed in the field being edited, if it changed. */
  flush(): void {
    for (const [field, input] of this.inputs) if (document.activeElement === input) this.commit(field, input);
  }

  private commit(field: GameInfoField, input: HTMLInputElement | HTMLTextAreaElement): void {
    if (input.value === this.known(field)) return;
    this.sent.set(field, input.value);
    this.onCommit(field, input.value);
    if (document.activeElement === input) announceSynced(input);
  }

  /** The value last sent for `field`, else the file's. */
  private known(field: GameInfoField): string {
    return this.sent.get(field) ?? this.values[field] ?? '';
  }

  /** The host did not write `value` into `field`: it counts as not sent, and the next commit sends it again. */
  unsent(field: GameInfoField, value: string): void {
    if (this.sent.get(field) === value) this.sent.delete(field);
  }

  /** Shows the game's values: a field being typed into keeps what is typed; any other takes the file's value. */
  show(info: GameInfo): void {
    const typing = new Set(
      [...this.inputs].filter(([field, input]) => document.activeElement === input && input.value !== this.known(field)).map(([field]) => field),
    );
    this.values = info.fields;
    this.sent = new Map();
    for (const [field, input] of this.inputs) {
      const value = info.fields[field] ?? '';
      if (typing.has(field) || input.value === value) continue;
      input.value = value;
      if (document.activeElement === input) announceSynced(input);
    }
    this.rules.textContent = t('Rules applied: {0}', info.rules);
    // KM[375] of a Fox file is 7.5 points of komi, as the players panel says: the field says how it is read.
    const km = info.fields.KM;
    const komi = this.inputs.get('KM');
    if (komi !== undefined)
      komi.title = km !== undefined && Number(km.trim().replace(',', '.')) !== info.komi ? t('Read as {0} points of komi', info.komi) : '';
  }
}
