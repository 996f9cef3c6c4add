// Context keys for menus: `goban.hasTextBoards` (the active text editor's file holds a string-array board) and
// `goban.territoryShown` (Count Territory results are shown for the active file).
import * as vscode from 'vscode';
import type { TerritoryController } from '../territory/territoryController';
import type { TextBoardIndex } from '../textBoard/textBoards';

/** How long typing may pause before the keys are recomputed. */
const updateDelayMs = 300;

/** Keeps the two context keys in step with the active editor, its text and the territory shown. */
export function registerEditorContext(boards: TextBoardIndex, territory: TerritoryController): vscode.Disposable {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const state = { hasTextBoards: false, territoryShown: false };
  const update = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const document = vscode.window.activeTextEditor?.document;
    const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
    const uri = document?.uri ?? (input instanceof vscode.TabInputCustom ? input.uri : undefined);
    set('hasTextBoards', document !== undefined && boards.boardsOf(document).length > 0);
    set('territoryShown', uri !== undefined && territory.has(uri));
  };
  const set = (key: keyof typeof state, value: boolean): void => {
    if (state[key] === value) return;
    state[key] = value;
    void vscode.commands.executeCommand('setContext', `goban.${key}`, value);
  };
  const later = (): void => {
    clearTimeout(timer);
    timer = setTimeout(update, updateDelayMs);
  };
  update();
  return vscode.Disposable.from(
    vscode.window.onDidChangeActiveTextEditor(update),
    vscode.window.tabGroups.onDidChangeTabs(later),
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document === vscode.window.activeTextEditor?.document) later();
    }),
    territory.onDidChange(later),
    boards.onDidChangeSettings(update),
    { dispose: () => clearTimeout(timer) },
  );
}
