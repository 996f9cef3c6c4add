// Goban: New Game in a real VS Code: an untitled SGF document with the new game's text, shown in the Goban editor.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { NewGameResult } from '../../src/extension/commands/newGameCommand';
import { revertAndCloseAll } from './editorSupport';
import { waitFor } from './workspace';

/** The extension's version, as written into AP[Goban:…]. */
function version(): string {
  return String(vscode.extensions.getExtension('goban-dev.goban')?.packageJSON.version);
}

describe('board editor: Goban: New Game', () => {
  afterEach(revertAndCloseAll);

  it('opens a 19×13 Chinese game as an untitled document in the Goban editor', async () => {
    const result = await vscode.commands.executeCommand<NewGameResult | undefined>('goban.newGame', { size: '19x13', rules: 'chinese', date: '2026-11-30' });
    assert.ok(result !== undefined);
    const uri = vscode.Uri.parse(result.uri);
    assert.equal(uri.scheme, 'untitled');
    const document = await vscode.workspace.openTextDocument(uri);
    assert.equal(document.getText(), result.text);
    assert.equal(document.languageId, 'sgf');
    assert.equal(result.text, `(;FF[4]GM[1]CA[UTF-8]AP[Goban:${version()}]SZ[19:13]KM[7.5]RU[Chinese]DT[2026-11-30])\n`);
    const input = await waitFor('the new game in the board editor', () => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
      return tab instanceof vscode.TabInputCustom && tab.uri.toString() === result.uri ? tab : undefined;
    });
    assert.equal(input.viewType, 'goban.sgf');
    const state = await waitFor('the new board', async () => await vscode.commands.executeCommand<{ uri: string; moveNumber: number }>('goban.boardState'));
    assert.deepEqual([state.uri, state.moveNumber], [result.uri, 0]);
  });

  it('writes the standard handicap stones (D4, Q16, Q4, D16) with komi 0.5 and White to play', async () => {
    const result = await vscode.commands.executeCommand<NewGameResult | undefined>('goban.newGame', {
      size: 19,
      handicap: 4,
      black: 'Aiko',
      date: '2026-11-30',
    });
    assert.ok(result !== undefined);
    assert.equal(result.text, `(;FF[4]GM[1]CA[UTF-8]AP[Goban:${version()}]SZ[19]KM[0.5]HA[4]RU[Japanese]PB[Aiko]DT[2026-11-30]AB[dp][pd][pp][dd]PL[W])\n`);
    const state = await waitFor('the new board', async () => {
      const board = await vscode.commands.executeCommand<{ uri: string; toPlay: string; moveNumber: number }>('goban.boardState');
      return board?.uri === result.uri ? board : undefined;
    });
    assert.deepEqual([state.toPlay, state.moveNumber], ['W', 0]);
  });

  it('refuses options that make no game', async () => {
    assert.equal(await vscode.commands.executeCommand('goban.newGame', { size: '60' }), undefined);
  });
});
