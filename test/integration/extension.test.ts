// The extension as VS Code sees it: activation, the SGF language, the board editor and the commands.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TerritoryCount } from '../../src/extension/territory/countTerritory';
import { activeCustomEditorFor, closeAllEditors, waitFor, workspaceFile } from './workspace';

const extensionId = 'goban-dev.goban';

/** The fields of a Count Territory result these tests check (territory.test.ts checks the rest). */
type CountSummary = Pick<Extract<TerritoryCount, { kind: 'sgf' }>, 'kind' | 'black' | 'white' | 'neutral' | 'moveNumber'>;

function summaryOf(count: CountSummary): CountSummary {
  return { kind: count.kind, black: count.black, white: count.white, neutral: count.neutral, moveNumber: count.moveNumber };
}
const demoGame = 'games/capture-demo.sgf';

describe('Goban in a real VS Code', () => {
  afterEach(closeAllEditors);

  it('activates', async () => {
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension, `${extensionId} is installed`);
    await extension.activate();
    assert.equal(extension.isActive, true);
  });

  it('gives .sgf documents the language id sgf', async () => {
    const document = await vscode.workspace.openTextDocument(workspaceFile(demoGame));
    assert.equal(document.languageId, 'sgf');
  });

  it('opens .sgf files with the goban.sgf board editor by default', async () => {
    const uri = workspaceFile(demoGame);
    await vscode.commands.executeCommand('vscode.open', uri);
    const input = await waitFor('the board editor tab', () => activeCustomEditorFor(uri));
    assert.ok(input instanceof vscode.TabInputCustom);
    assert.equal(input.viewType, 'goban.sgf');
  });

  it('registers the Count Territory command', async () => {
    const commands = await vscode.commands.getCommands(true);
    assert.ok(commands.includes('goban.countTerritory'));
  });

  it('counts territory on the board of the active Goban editor', async () => {
    const uri = workspaceFile(demoGame);
    await vscode.commands.executeCommand('vscode.openWith', uri, 'goban.sgf');
    await waitFor('the board editor tab', () => activeCustomEditorFor(uri));
    // The board starts at the root: an empty 9×9 board, all 81 points neutral.
    const count = await waitFor(
      'a count from the active board',
      async () => await vscode.commands.executeCommand<CountSummary | undefined>('goban.countTerritory'),
    );
    assert.deepEqual(summaryOf(count), { kind: 'sgf', black: 0, white: 0, neutral: 81, moveNumber: 0 });
  });

  it('reports nothing when no Goban editor is active', async () => {
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('README.md')));
    assert.equal(await vscode.commands.executeCommand('goban.countTerritory'), undefined);
  });
});

describe('the board follows its document', () => {
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await closeAllEditors();
  });

  it('re-reads the game when the text changes (a setup stone added at the root)', async () => {
    const uri = workspaceFile(demoGame);
    await vscode.commands.executeCommand('vscode.openWith', uri, 'goban.sgf');
    await waitFor('the board editor tab', () => activeCustomEditorFor(uri));
    const document = await vscode.workspace.openTextDocument(uri);
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, document.positionAt(document.getText().indexOf('GN[')), 'AB[ee]');
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    // One black stone on an otherwise empty 9×9 board: every empty point borders only black.
    const count = await waitFor(
      'a count from the edited board',
      async () => await vscode.commands.executeCommand<CountSummary | undefined>('goban.countTerritory'),
    );
    assert.deepEqual(summaryOf(count), { kind: 'sgf', black: 80, white: 0, neutral: 0, moveNumber: 0 });
  });
});
