// Score mode on the board: the count the host sent for the node shown (territory, dead stones, seki) and the score
// panel's actions. Esc leaves it wherever the focus is (after a click on the panel's buttons it is not on the board).
import type { EditAction } from '../shared/protocol';
import type { ScoreView } from '../shared/views';
import type { BoardView } from './board/boardView';
import { ScorePanel, type ScoreAction } from './panels/scorePanel';

/** What the score panel's buttons ask of the game. */
export interface ScoreActions {
  /** Writes `action` into node `nodeId` (Write Result, Write Territory Markup). */
  edit(action: EditAction, nodeId: number): void;
  /** Leaves score mode (the host keeps the corrections for a later count of the position; Clear Territory forgets them). */
  leave(): void;
}

/** The score shown on the board and in the panel (data-testid="score"), or none. */
export class ScoreMode {
  private shown: ScoreView | null = null;
  private readonly panel: ScorePanel;

  constructor(
    panelRoot: HTMLElement,
    line: HTMLElement,
    private readonly boardRoot: HTMLElement,
    private readonly board: BoardView,
    private readonly actions: ScoreActions,
  ) {
    this.panel = new ScorePanel(
      panelRoot,
      line,
      (x, y) => board.nameOf(x, y),
      (action) => this.act(action),
    );
    window.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.shown !== null) this.act('done');
    });
  }

  /** The count shown, or null outside score mode. */
  get score(): ScoreView | null {
    return this.shown;
  }

  /** Shows `score` when it counts node `nodeId` (the node on the board), or leaves score mode; true when scoring. */
  show(score: ScoreView | null, nodeId: number | undefined): boolean {
    const shown = score !== null && score.nodeId === nodeId ? score : null;
    this.shown = shown;
    this.board.setTerritory(shown === null ? null : { black: shown.black, white: shown.white, estimated: shown.estimated ?? undefined });
    this.board.setStatuses(shown?.dead ?? [], shown?.seki ?? [], shown?.unsure ?? []);
    this.panel.show(shown);
    this.boardRoot.classList.toggle('scoring', shown !== null);
    return shown !== null;
  }

  private act(action: ScoreAction): void {
    const score = this.shown;
    if (score === null) return;
    switch (action) {
      case 'writeResult':
        if (score.writeRefusal !== null) return;
        return this.actions.edit({ kind: 'gameInfo', field: 'RE', value: score.resultToWrite }, score.nodeId);
      case 'writeTerritory':
        if (!score.finished || score.territoryMarkupWritten) return;
        return this.actions.edit({ kind: 'territoryMarkup', ...score.territoryMarkup }, score.nodeId);
      case 'done':
        return this.actions.leave();
    }
  }
}
