// The Count Territory command: territory of the position shown in the active Goban editor.
import * as vscode from 'vscode';
import { getTerritories } from '../engine';
import type { BoardSnapshot } from '../shared/protocol';
import type { ActiveEditors } from './activeEditors';

/** The command's id, as contributed in package.json. */
export const countTerritoryCommand = 'goban.countTerritory';

/** What the command found (also its return value, for tests and other extensions). */
export interface TerritoryCount {
  readonly black: number;
  readonly white: number;
  readonly neutral: number;
  readonly moveNumber: number;
}

/** Registers the command; it reports on the board shown in the active Goban editor. */
export function registerCountTerritory(editors: ActiveEditors): vscode.Disposable {
  return vscode.commands.registerCommand(countTerritoryCommand, (): TerritoryCount | undefined => {
    const editor = editors.active;
    if (editor === undefined) {
      void vscode.window.showWarningMessage('Count Territory: open an SGF file in the Goban board editor first.');
      return undefined;
    }
    const board = editor.currentBoard();
    if ('error' in board) {
      void vscode.window.showWarningMessage(`Count Territory: ${board.error}`);
      return undefined;
    }
    const count = countTerritory(board);
    void vscode.window.showInformationMessage(
      `Territory at move ${count.moveNumber}: Black ${count.black}, White ${count.white}, neutral ${count.neutral} (empty regions bordered by one colour only; dead stones not removed).`,
    );
    return count;
  });
}

/** Counts the empty points of `board` that only one colour borders, and the rest. */
export function countTerritory(board: BoardSnapshot): TerritoryCount {
  const rows = board.rows.map((row) => row.replace(/X/g, 'B').replace(/O/g, 'W').replace(/\./g, ' '));
  const territories = getTerritories(rows);
  return {
    black: territories.territoryBlack.length,
    white: territories.territoryWhite.length,
    neutral: territories.territoryNone.length,
    moveNumber: board.moveNumber,
  };
}
