// Goban: New Game right after a new game was reverted and closed: the second game must open as its own board.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { NewGameResult } from '../../src/extension/commands/newGameCommand';
import { revertAndCloseAll } from './editorSupport';
import { waitFor } from './workspace';

/** Every tab of every group. */
function allTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all.flatMap((group) => group.tabs);
}

/** Runs Goban: New Game with `request` and waits until its board editor is the active tab. */
async function newGame(request: object): Promise<{ result: NewGameResult; tab: vscode.Tab }> {
  const result = await vscode.commands.executeCommand<NewGameResult | undefined>('goban.newGame', request);
  assert.ok(result !== undefined);
  const tab = await waitFor('the new game in the board editor', () => {
    const active = vscode.window.tabGroups.activeTabGroup.activeTab;
    return active?.input instanceof vscode.TabInputCustom && active.input.uri.toString() === result.uri ? active : undefined;
  });
  return { result, tab };
}

describe('board editor: Goban: New Game after a reverted new game', () => {
  afterEach(revertAndCloseAll);

  it('opens the second game in one dirty board tab holding exactly its text', async () => {
    const first = await newGame({ size: 9, rules: 'japanese', komi: 6.5, date: '2026-11-30' });
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await waitFor('the first game closed', () => (allTabs().length === 0 ? true : undefined));

    const { result, tab } = await newGame({ size: 19, rules: 'japanese', handicap: 4, komi: 0.5, date: '2026-11-30' });
    assert.notEqual(result.text, first.result.text);
    assert.equal((tab.input as vscode.TabInputCustom).viewType, 'goban.sgf');
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === result.uri);
    assert.ok(document !== undefined, 'the new game is an open document');
    assert.equal(document.getText(), result.text);
    assert.equal(document.languageId, 'sgf');
    const state = await waitFor('the new board', async () => {
      const board = await vscode.commands.executeCommand<{ uri: string; toPlay: string; moveNumber: number }>('goban.boardState');
      return board?.uri === result.uri ? board : undefined;
    });
    assert.deepEqual([state.toPlay, state.moveNumber], ['W', 0]);
    // VS Code added the stray text tab a moment after the board showed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const tabs = allTabs();
    assert.deepEqual(
      tabs.map((t) => [
        t.label,
        t.isDirty,
        t.input instanceof vscode.TabInputCustom || t.input instanceof vscode.TabInputText ? t.input.uri.toString() : String(t.input),
      ]),
      [[tab.label, true, result.uri]],
    );
  });
});
