// The score panel of score mode (data-testid="score"): each side's territory, prisoners, dead stones, komi and total by
// the game's rules, the result and whether it matches RE, and the buttons that write RE or TB/TW and leave the mode.
import type { ScoreSide, ScoreView } from '../../shared/views';
import { html, setText } from '../dom';
import { t } from '../strings';

/** What the panel's buttons ask for. */
export type ScoreAction = 'writeResult' | 'writeTerritory' | 'done';

/** Shows a ScoreView in `root`, and its result in `line` under the board (hidden when there is none). */
export class ScorePanel {
  private readonly title: HTMLElement;
  private readonly table: HTMLTableElement;
  private readonly result: HTMLElement;
  private readonly record: HTMLElement;
  private readonly unfinished: HTMLElement;
  private readonly estimate: HTMLElement;
  private readonly corrected: HTMLElement;
  private readonly unsure: HTMLElement;
  private readonly open: HTMLElement;
  private readonly legend: HTMLElement;
  private readonly writeResult: HTMLButtonElement;
  private readonly writeTerritory: HTMLButtonElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly line: HTMLElement,
    private readonly nameOf: (x: number, y: number) => string,
    onAction: (action: ScoreAction) => void,
  ) {
    this.title = html('h2', {});
    this.table = html('table', { class: 'score-table' });
    this.result = html('p', { class: 'score-result', 'data-testid': 'score-result' });
    this.record = html('p', { class: 'score-record', 'data-testid': 'score-record' });
    this.estimate = html('p', { class: 'score-result', 'data-testid': 'score-estimate' });
    this.unfinished = html(
      'p',
      { class: 'score-unfinished', 'data-testid': 'score-unfinished' },
      t(
        'The game is not over here: the count gives open areas to nobody, the estimate each to the side that holds it in most playouts; the dead stones are a guess.',
      ),
    );
    this.corrected = html('p', { class: 'score-hint', 'data-testid': 'score-corrections' });
    this.unsure = html('p', { class: 'score-unsure', 'data-testid': 'score-unsure' });
    this.open = html('p', { class: 'score-unfinished', 'data-testid': 'score-open' });
    this.legend = html('p', { class: 'score-hint' });
    const hint = html('p', { class: 'score-hint' }, t('Click a group to mark it dead or alive. Esc leaves score mode.'));
    this.writeResult = html('button', { type: 'button', 'data-testid': 'write-result' });
    this.writeTerritory = html('button', { type: 'button', 'data-testid': 'write-territory' }, t('Write Territory Markup (TB/TW)'));
    const done = html('button', { type: 'button', 'data-testid': 'score-done' }, t('Done'));
    this.writeResult.addEventListener('click', () => onAction('writeResult'));
    this.writeTerritory.addEventListener('click', () => onAction('writeTerritory'));
    done.addEventListener('click', () => onAction('done'));
    const buttons = html('div', { class: 'score-buttons' });
    buttons.append(this.writeResult, this.writeTerritory, done);
    root.append(
      this.title,
      this.table,
      this.estimate,
      this.result,
      this.record,
      this.unfinished,
      this.open,
      this.unsure,
      this.corrected,
      this.legend,
      hint,
      buttons,
    );
    root.hidden = true;
  }

  /** Shows `view`, or hides the panel (null). */
  show(view: ScoreView | null): void {
    this.root.hidden = view === null;
    this.line.hidden = view === null;
    if (view === null) return;
    const area = view.scoring === 'area';
    // Where the game is not over the table is the estimate's, as its headline (a tryout read the count's table under
    // the estimate as the estimate's own figures).
    const counts = view.estimatedCount ?? { black: view.blackCount, white: view.whiteCount };
    const title =
      view.estimatedCount === null
        ? t(area ? 'Score: {0} rules, stones + territory' : 'Score: {0} rules, territory + prisoners', view.rules)
        : t(area ? 'Estimate: {0} rules, stones + territory' : 'Estimate: {0} rules, territory + prisoners', view.rules);
    setText(this.title, title);
    // Each side's column: what counts under these rules, the dead stones among it, then komi and the total.
    const rows: Array<[string, (side: ScoreSide) => string, string | null]> = area
      ? [
          [t('Stones'), (side) => String(side.stones), null],
          [t('Territory'), (side) => String(side.territory), null],
          [t('of which points of dead stones'), (side) => String(side.deadInTerritory), null],
        ]
      : [
          [t('Territory'), (side) => String(side.territory), null],
          [t('Prisoners'), (side) => String(side.captured + side.dead), null],
          [t('of which dead stones'), (side) => String(side.dead), null],
        ];
    rows.push([t('Komi'), () => '', String(view.komi)]);
    if (view.handicapCompensation > 0) rows.push([t('For the handicap stones'), () => '', String(view.handicapCompensation)]);
    rows.push([t('Total'), (side) => String(side.total), null]);
    const header = html('tr', {});
    header.append(html('th', {}), html('th', { scope: 'col' }, t('Black')), html('th', { scope: 'col' }, t('White')));
    const body = rows.map(([label, value, whiteOnly]) => {
      const row = html('tr', {});
      row.append(html('th', { scope: 'row' }, label), html('td', {}, value(counts.black)), html('td', {}, whiteOnly ?? value(counts.white)));
      return row;
    });
    this.table.replaceChildren(header, ...body);
    // In the middle of a game the count is no result, and the record's result, of the end, is not compared with it.
    const result = view.finished ? t('Result: {0}', view.result) : t('Count now (open areas to nobody): {0}', view.result);
    setText(this.result, result);
    // Where there is an estimate, it is the headline: the count now gives open areas to nobody.
    this.result.classList.toggle('score-secondary', view.estimatedResult !== null);
    const estimate = view.estimatedResult === null ? null : t('Estimate: {0}', view.estimatedResult);
    this.estimate.hidden = estimate === null;
    setText(this.estimate, estimate ?? '');
    setText(this.record, recordText(view));
    // Where the panel is stacked below the board, out of sight, the board column says the result too.
    setText(this.line, [estimate, result, recordText(view)].filter((part) => part !== null).join(' · '));
    this.record.dataset.matches = view.matchesRecord === null || !view.finished ? '' : String(view.matchesRecord);
    // Where the game is not over there is no result to write: the button names none (a tryout read a third figure there).
    setText(this.writeResult, view.writeRefusal === 'unfinished' ? t('Write Result') : t('Write Result (RE[{0}])', view.resultToWrite));
    // The estimate's squares are there only where the game is not over.
    setText(
      this.legend,
      view.estimated === null
        ? t(
            'Smaller stones are dead (crossed out where no square covers them), a dashed ring marks seki, a dotted ring a close call, small squares mark territory.',
          )
        : t(
            'Smaller stones are dead (crossed out where no square covers them), a dashed ring marks seki, a dotted ring a close call, small squares mark territory (half filled with a dashed edge: the estimate’s, where the game is not over).',
          ),
    );
    this.unfinished.hidden = view.finished;
    // A border left open at the end: the area behind it counts for nobody, which the player may not expect.
    this.open.hidden = view.openAreas.length === 0;
    setText(
      this.open,
      view.openAreas
        .map((area) =>
          t(
            '{0} points count for nobody: both colours touch the area at {1} (a border still open, or a stone alive inside?).',
            area.size,
            this.nameOf(area.at[0], area.at[1]),
          ),
        )
        .join(' '),
    );
    // The estimate's close calls (a dotted ring on the board), named so that the player checks them.
    this.unsure.hidden = view.unsureGroups.length === 0;
    setText(
      this.unsure,
      t(
        'Close calls, worth a look: {0}. The estimate could go either way there.',
        view.unsureGroups.map(([x, y]) => `${this.nameOf(x, y)} (${t(statusAt(view, x, y))})`).join(', '),
      ),
    );
    // Corrections stay with the position (stepping away and back, a later count): say so, and how to drop them.
    this.corrected.hidden = view.corrections === 0;
    setText(
      this.corrected,
      view.corrections === 1
        ? t('1 group marked by hand: the count keeps it until Clear Territory.')
        : t('{0} groups marked by hand: the count keeps them until Clear Territory.', view.corrections),
    );
    // Only a finished game gets a counted result, and never over a resignation or a result that already agrees.
    this.writeResult.disabled = view.writeRefusal !== null;
    this.writeResult.title = writeResultTitle(view);
    // TB/TW say the players agreed on the end: a node with them counts as finished, so a guess would become the record.
    this.writeTerritory.disabled = !view.finished || view.territoryMarkupWritten;
    this.writeTerritory.title = !view.finished
      ? t('The game is not over here: territory markup records the end of a game.')
      : view.territoryMarkupWritten
        ? t('TB and TW already mark this territory.')
        : '';
  }
}

/** The tooltip of Write Result: why it is off, or that it writes the result in a Fox game's stones. */
function writeResultTitle(view: ScoreView): string {
  switch (view.writeRefusal) {
    case 'unfinished':
      return t('The game is not over here: only the count of a finished game is written as RE.');
    case 'notGameEnd':
      return t('RE is the result of the game as played, at the end of its main line: this is not there.');
    case 'agrees':
      return t('RE already says {0}.', view.recorded ?? view.resultToWrite);
    case 'notCount':
      return t('RE says {0}, which a count does not replace.', view.recorded ?? '');
    case null:
      return view.resultToWrite === view.result ? '' : t('Fox writes RE in stones: {0} is RE[{1}].', view.result, view.resultToWrite);
  }
}

/** The status the count gives the stone at [x, y]: dead, seki or alive. */
function statusAt(view: ScoreView, x: number, y: number): 'dead' | 'seki' | 'alive' {
  const at = ([px, py]: readonly [number, number]): boolean => px === x && py === y;
  return view.dead.some(at) ? 'dead' : view.seki.some(at) ? 'seki' : 'alive';
}

function recordText(view: ScoreView): string {
  if (view.recorded === null || view.recorded === '') return t('The game records no result (RE).');
  const said = view.recordedInPoints === null ? view.recorded : t('{0} (in stones, as Fox counts: {1})', view.recorded, view.recordedInPoints);
  if (!view.finished) return t('RE says {0}, the result at the end of the game.', said);
  if (view.writeRefusal === 'notGameEnd') return t('RE says {0}, the result at the end of the main line.', said);
  if (view.matchesRecord === null && /^\s*[BW]\s*\+\s*$/i.test(view.recorded))
    return t('RE says {0}, without a margin: the count names the same winner.', view.recorded);
  if (view.matchesRecord === null) return t('RE says {0}, which is not a count.', view.recorded);
  return view.matchesRecord ? t('RE says {0}: the count agrees.', said) : t('RE says {0}: the count differs.', said);
}
