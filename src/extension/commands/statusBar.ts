// The status bar item of the active Goban editor: "Move 12 of 240 · Black to play · Captures: Black 3, White 1"; a click asks for a move.
import * as vscode from 'vscode';
import type { ActiveEditors } from '../core/activeEditors';
import type { BoardSummary } from '../boardEditor/boardSummary';
import { countTerritoryCommand } from '../territory/countTerritory';

/** The status bar item's id. */
export const statusBarItemId = 'goban.status';

/** Shows where the active Goban editor is, while one is active. */
export function registerStatusBar(editors: ActiveEditors, goToMoveCommand: string): vscode.Disposable {
  const item = vscode.window.createStatusBarItem(statusBarItemId, vscode.StatusBarAlignment.Left, 100);
  item.name = vscode.l10n.t('Goban position');
  const update = (): void => {
    const summary = editors.active?.summary();
    if (summary === null || summary === undefined) {
      item.hide();
      return;
    }
    item.text = statusText(summary);
    // After two passes the item offers what comes next: counting the game.
    const over = summary.passes >= 2;
    item.command = over ? countTerritoryCommand : goToMoveCommand;
    item.tooltip = over ? vscode.l10n.t('Both players passed: score the game') : vscode.l10n.t('Go to move…');
    item.show();
  };
  update();
  return vscode.Disposable.from(item, editors.onDidChange(update));
}

/** The item's text for `summary`: where the board is, who plays, captures; who passed, and when both did, that the game is over. */
export function statusText(summary: BoardSummary): string {
  const { moveNumber, lineEndMoveNumber, captures } = summary;
  // Problem view: the length of the line would give the solution away.
  if (summary.problem?.active === true) {
    // A line that ended has no one to play: its verdict (a right line also ends Show Solution, so not "solved").
    if (summary.problem.status === 'right') return vscode.l10n.t('Problem · Move {0} · Right line', moveNumber);
    if (summary.problem.status !== 'solving') return vscode.l10n.t('Problem · Move {0} · Wrong: Retry', moveNumber);
    return summary.toPlay === 'B'
      ? vscode.l10n.t('Problem · Move {0} · Black to play', moveNumber)
      : vscode.l10n.t('Problem · Move {0} · White to play', moveNumber);
  }
  if (summary.passes >= 2)
    return vscode.l10n.t(
      'Move {0} of {1} · Both passed: game over · Captures: Black {2}, White {3}',
      moveNumber,
      lineEndMoveNumber,
      captures.black,
      captures.white,
    );
  if (summary.passes === 1 && summary.move?.startsWith('B') === true) {
    return vscode.l10n.t(
      'Move {0} of {1} · Black passed · White to play · Captures: Black {2}, White {3}',
      moveNumber,
      lineEndMoveNumber,
      captures.black,
      captures.white,
    );
  }
  if (summary.passes === 1 && summary.move?.startsWith('W') === true) {
    return vscode.l10n.t(
      'Move {0} of {1} · White passed · Black to play · Captures: Black {2}, White {3}',
      moveNumber,
      lineEndMoveNumber,
      captures.black,
      captures.white,
    );
  }
  return summary.toPlay === 'B'
    ? vscode.l10n.t('Move {0} of {1} · Black to play · Captures: Black {2}, White {3}', moveNumber, lineEndMoveNumber, captures.black, captures.white)
    : vscode.l10n.t('Move {0} of {1} · White to play · Captures: Black {2}, White {3}', moveNumber, lineEndMoveNumber, captures.black, captures.white);
}
