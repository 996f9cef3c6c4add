// The players panel: names and ranks, captures, whose turn, komi, result, handicap and rules.
import type { GameInfo, NodeView } from '../../shared/views';
import { html, setText } from '../dom';
import { t } from '../strings';

/** The players panel inside `root`. */
export class PlayersPanel {
  private readonly black = html('span', { 'data-testid': 'player-black', class: 'player-name' });
  private readonly white = html('span', { 'data-testid': 'player-white', class: 'player-name' });
  private readonly toPlay = html('span', { 'data-testid': 'to-play' });
  private readonly captures = html('span', { 'data-testid': 'captures' });
  private readonly komi = html('span', { 'data-testid': 'komi' });
  private readonly result = html('span', { 'data-testid': 'result' });
  private readonly handicap = html('span', { 'data-testid': 'handicap' });
  private readonly rules = html('span', { 'data-testid': 'rules' });
  private readonly blackRow: HTMLElement;
  private readonly whiteRow: HTMLElement;

  constructor(root: HTMLElement) {
    root.setAttribute('aria-label', t('Players'));
    this.blackRow = playerRow('B', this.black);
    this.whiteRow = playerRow('W', this.white);
    const facts = html(
      'dl',
      { class: 'facts' },
      html('dt', {}, t('Komi')),
      html('dd', {}, this.komi),
      html('dt', {}, t('Result')),
      html('dd', {}, this.result),
      html('dt', {}, t('Handicap')),
      html('dd', {}, this.handicap),
      html('dt', {}, t('Rules')),
      html('dd', {}, this.rules),
    );
    root.append(this.blackRow, this.whiteRow, html('p', { class: 'turn' }, this.toPlay, ' · ', this.captures), facts);
  }

  /** Shows the game's players and facts. */
  showGame(info: GameInfo): void {
    const f = info.fields;
    setText(this.black, playerText(f.PB, f.BR));
    setText(this.white, playerText(f.PW, f.WR));
    setText(this.komi, formatKomi(info.komi));
    setText(this.result, f.RE ?? '');
    setText(this.handicap, info.handicap > 0 ? String(info.handicap) : t('None'));
    setText(this.rules, info.rules);
  }

  /** Shows whose turn it is (`turn`, as the status line says it; no row marked when the game is over) and the captures. */
  showNode(view: NodeView, turn: string, over: boolean): void {
    const board = view.board;
    setText(this.toPlay, turn);
    setText(this.captures, t('Captures: Black {0}, White {1}', board.captures.black, board.captures.white));
    this.blackRow.classList.toggle('to-play', !over && board.toPlay === 'B');
    this.whiteRow.classList.toggle('to-play', !over && board.toPlay === 'W');
  }
}

/** A player's row: a stone, the colour's name in words (a small disc alone reads inverted in dark themes, and says
 * nothing to a screen reader), then the player. */
function playerRow(color: 'B' | 'W', name: HTMLElement): HTMLElement {
  const stone = html('span', { class: 'player-stone', 'aria-hidden': 'true' });
  const colour = html('span', { class: 'player-colour' }, t(color === 'B' ? 'Black' : 'White'));
  return html('p', { class: 'player', 'data-color': color }, stone, colour, name);
}

/** "Lee Sedol 9p", "9p" or nothing. */
function playerText(name: string | undefined, rank: string | undefined): string {
  return [(name ?? '').trim(), (rank ?? '').trim()].filter(Boolean).join(' ');
}

function formatKomi(komi: number): string {
  return Number.isFinite(komi) ? String(komi) : '';
}
