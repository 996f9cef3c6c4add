// The "Show Board" CodeLens through the vscode API: one lens per string-array board at the line its list starts,
// none in ordinary code or when detection is off; the lens's command opens one board panel per board.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, waitFor, workspaceFile } from './workspace';

/** The Goban lenses of a file as "line: title". */
async function boardLenses(path: string): Promise<string[]> {
  const uri = workspaceFile(path);
  await vscode.workspace.openTextDocument(uri);
  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 100);
  return lenses.filter((lens) => lens.command?.command === 'goban.showTextBoard').map((lens) => `${lens.range.start.line}: ${lens.command?.title}`);
}

function boardTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith('goban.textBoard'));
}

describe('the Show Board CodeLens', () => {
  afterEach(closeAllEditors);

  it('puts exactly one lens above the board of the JS test file, on the line where its list starts', async () => {
    assert.deepEqual(await boardLenses('territory.test.js'), ['4: Show Board']);
  });

  it('puts one lens above each of the three boards of a Python file', async () => {
    assert.deepEqual(await boardLenses('boards/several.py'), ['2: Show Board', '6: Show Board', '14: Show Board']);
  });

  it('puts none in an ordinary source file, a README or an SGF file', async () => {
    assert.deepEqual(await boardLenses('boards/ordinary.ts'), []);
    assert.deepEqual(await boardLenses('README.md'), []);
    assert.deepEqual(await boardLenses('games/territory-9x9.sgf'), []);
  });

  it('puts none when goban.boardText.enabled is false, and they come back when it is true again', async () => {
    const config = vscode.workspace.getConfiguration('goban.boardText');
    await config.update('enabled', false, vscode.ConfigurationTarget.Workspace);
    try {
      assert.deepEqual(await boardLenses('territory.test.js'), []);
    } finally {
      await config.update('enabled', undefined, vscode.ConfigurationTarget.Workspace);
    }
    assert.deepEqual(await boardLenses('territory.test.js'), ['4: Show Board']);
  });

  it('respects goban.boardText.minRows (a 3-row minimum drops the 2-row board)', async () => {
    const config = vscode.workspace.getConfiguration('goban.boardText');
    await config.update('minRows', 3, vscode.ConfigurationTarget.Workspace);
    try {
      assert.deepEqual(await boardLenses('boards/several.py'), ['2: Show Board', '6: Show Board']);
    } finally {
      await config.update('minRows', undefined, vscode.ConfigurationTarget.Workspace);
    }
  });

  it('puts none (and no board hover) in a document over 2 MB, while Count Territory still counts its board', async () => {
    const board = "const board = [\n  'B W',\n  ' B ',\n];\n";
    const padding = '// padding\n'.repeat(Math.ceil(2_000_001 / 11));
    const small = await vscode.workspace.openTextDocument({ language: 'javascript', content: board });
    const big = await vscode.workspace.openTextDocument({ language: 'javascript', content: board + padding });
    const lensTitles = async (document: vscode.TextDocument) =>
      (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 100)).filter(
        (l) => l.command?.command === 'goban.showTextBoard',
      ).length;
    const boardHovers = async (document: vscode.TextDocument) =>
      (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, new vscode.Position(1, 3))).filter((h) =>
        h.contents.some((c) => (typeof c === 'string' ? c : c.value).includes('chain')),
      ).length;
    assert.deepEqual([await lensTitles(small), await boardHovers(small)], [1, 1]);
    assert.deepEqual([await lensTitles(big), await boardHovers(big)], [0, 0]);
    await vscode.window.showTextDocument(big);
    const count = await vscode.commands.executeCommand<{ kind: string; boards: unknown[] }>('goban.countTerritory');
    assert.deepEqual([count?.kind, count?.boards.length], ['textBoards', 1]);
    await vscode.commands.executeCommand('goban.clearTerritory');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('counts a string-array board above 52×52 (no CodeLens: the board view stops at 52), with its diagnostics', async () => {
    // 60×60: Black's wall on column 10, White's on column 50; the 10 columns left of Black's are Black's, and so on.
    const row = `'${' '.repeat(10)}B${' '.repeat(39)}W${' '.repeat(9)}'`;
    const content = `const board = [\n${new Array(60).fill(`  ${row},`).join('\n')}\n];\n`;
    const document = await vscode.workspace.openTextDocument({ language: 'javascript', content });
    await vscode.window.showTextDocument(document);
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 100);
    assert.equal(lenses.filter((lens) => lens.command?.command === 'goban.showTextBoard').length, 0);
    const count = await vscode.commands.executeCommand<{ boards: Array<{ black: number; white: number; neutral: number }> }>('goban.countTerritory');
    assert.deepEqual(
      count.boards.map((b) => [b.black, b.white, b.neutral]),
      [[600, 540, 39 * 60]],
    );
    const summary = vscode.languages.getDiagnostics(document.uri).find((d) => d.code === 'territory-summary');
    assert.equal(summary?.range.start.line, 0);
    await vscode.commands.executeCommand('goban.clearTerritory');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it("opens the board panel for the lens's board, and reveals the same panel when used again", async () => {
    const uri = workspaceFile('boards/several.py');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 100);
    const second = lenses.filter((lens) => lens.command?.command === 'goban.showTextBoard')[1];
    assert.ok(second?.command);
    const shown = await vscode.commands.executeCommand(second.command.command, ...(second.command.arguments ?? []));
    assert.deepEqual(shown, { uri: uri.toString(), index: 1, line: 6, rows: ['BW  ', ' W  ', 'WW  '] });
    const tabs = await waitFor('the board panel', () => (boardTabs().length > 0 ? boardTabs() : undefined));
    assert.deepEqual(
      tabs.map((tab) => tab.label),
      ['Board: several.py:7'],
    );
    await vscode.commands.executeCommand(second.command.command, ...(second.command.arguments ?? []));
    assert.equal(boardTabs().length, 1);
  });
});
