// Count Territory and Clear Territory through the vscode API: command results, diagnostics (messages and ranges),
// and how they clear — on a string-array board in a JS test file and on SGF positions (text and board editor).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TerritoryCount } from '../../src/extension/territory/countTerritory';
import { activeCustomEditorFor, closeAllEditors, waitFor, workspaceFile } from './workspace';

/** A diagnostic as the tests compare it: "startLine:startChar-endLine:endChar message". */
function described(diagnostic: vscode.Diagnostic): string {
  const { start, end } = diagnostic.range;
  return `${start.line}:${start.character}-${end.line}:${end.character} ${diagnostic.message}`;
}

function territoryDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Goban' && String(d.code).startsWith('territory'));
}

async function openText(path: string, line: number, character: number): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(path));
  const editor = await vscode.window.showTextDocument(document);
  editor.selection = new vscode.Selection(line, character, line, character);
  return editor;
}

/** Count Territory's result on string-array boards and on an SGF position. */
type TextBoardsResult = Extract<TerritoryCount, { kind: 'textBoards' }>;
type SgfResult = Extract<TerritoryCount, { kind: 'sgf' }>;

/** The exercism board of territory.test.js: rows on lines 5–9, cells from character 3; the list spans 4:14–10:1. */
const exercismDiagnostics = [
  '5:3-6:4 Black territory, 3 points: [0,0] A5, [0,1] A4, [1,0] B5',
  '5:6-6:8 Black territory, 3 points: [3,0] D5, [4,0] E5, [4,1] E4',
  '6:5-6:6 Neutral region, 1 point: [2,1] C4',
  '7:4-7:5 Neutral region, 1 point: [1,2] B3',
  '7:6-7:7 Neutral region, 1 point: [3,2] D3',
  '8:3-9:5 Neutral region, 3 points: [0,3] A2, [0,4] A1, [1,4] B1',
  '8:5-8:6 White territory, 1 point: [2,3] C2',
  '8:7-9:8 Neutral region, 3 points: [3,4] D1, [4,3] E2, [4,4] E1',
  '4:14-10:1 Territory: Black 6, White 1, neutral 9 (5×5 board)',
];

const splitSummary =
  'Score by Japanese rules (territory + captures), komi 6.5: Black 24 + 1 = 25, White 26 + 0 + 6.5 = 32.5 → W+7.5. ' +
  'RE says B+3.5; the count gives W+7.5. Dead stones removed: 1 white (B8) — estimated; click a group on the board to correct it.';

describe('Count Territory on a string-array board in a JS file', () => {
  const uri = () => workspaceFile('territory.test.js');

  afterEach(async () => {
    await vscode.commands.executeCommand('goban.clearTerritory');
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await closeAllEditors();
  });

  it('returns the exercism counts per region and shows one Information diagnostic per region plus a summary', async () => {
    await openText('territory.test.js', 0, 0);
    const result = await vscode.commands.executeCommand<TextBoardsResult>('goban.countTerritory');
    assert.equal(result.kind, 'textBoards');
    assert.equal(result.uri, uri().toString());
    assert.equal(result.boards.length, 1);
    const [board] = result.boards;
    assert.deepEqual(
      { index: board.index, line: board.line, black: board.black, white: board.white, neutral: board.neutral },
      { index: 0, line: 4, black: 6, white: 1, neutral: 9 },
    );
    assert.deepEqual(board.regions[0], {
      owner: 'BLACK',
      size: 3,
      points: [
        [0, 0],
        [0, 1],
        [1, 0],
      ],
    });
    assert.deepEqual(
      board.regions.map((r) => `${r.owner} ${r.size}`),
      ['BLACK 3', 'BLACK 3', 'NONE 1', 'NONE 1', 'NONE 1', 'NONE 3', 'WHITE 1', 'NONE 3'],
    );
    const diagnostics = territoryDiagnostics(uri());
    assert.deepEqual(diagnostics.map(described), exercismDiagnostics);
    assert.ok(diagnostics.every((d) => d.severity === vscode.DiagnosticSeverity.Information && d.source === 'Goban'));
  });

  it('removes the diagnostics on Clear Territory', async () => {
    await openText('territory.test.js', 0, 0);
    await vscode.commands.executeCommand('goban.countTerritory');
    assert.equal(territoryDiagnostics(uri()).length, 9);
    await vscode.commands.executeCommand('goban.clearTerritory');
    assert.deepEqual(territoryDiagnostics(uri()), []);
  });

  it('clears them when the board text changes', async () => {
    const editor = await openText('territory.test.js', 0, 0);
    await vscode.commands.executeCommand('goban.countTerritory');
    assert.equal(await editor.edit((edit) => edit.replace(new vscode.Range(5, 3, 5, 4), 'W')), true);
    await waitFor('the diagnostics to clear', () => (territoryDiagnostics(uri()).length === 0 ? true : undefined));
  });

  it('moves them with the text when an edit happens above the board', async () => {
    const editor = await openText('territory.test.js', 0, 0);
    await vscode.commands.executeCommand('goban.countTerritory');
    assert.equal(await editor.edit((edit) => edit.insert(new vscode.Position(3, 0), '// one more line\n')), true);
    const shifted = exercismDiagnostics.map((d) => d.replace(/^(\d+):(\d+)-(\d+):(\d+)/, (_, a, b, c, e) => `${Number(a) + 1}:${b}-${Number(c) + 1}:${e}`));
    await waitFor('the diagnostics to move', () => (territoryDiagnostics(uri())[0]?.range.start.line === 6 ? true : undefined));
    assert.deepEqual(territoryDiagnostics(uri()).map(described), shifted);
  });
});

describe('Count Territory on a file with several boards', () => {
  const uri = () => workspaceFile('boards/several.py');

  afterEach(async () => {
    await vscode.commands.executeCommand('goban.clearTerritory');
    await closeAllEditors();
  });

  it('counts only the board at the cursor', async () => {
    await openText('boards/several.py', 8, 9);
    const result = await vscode.commands.executeCommand<TextBoardsResult>('goban.countTerritory');
    assert.deepEqual(
      result.boards.map((b) => [b.index, b.line, b.black, b.white, b.neutral]),
      [[1, 6, 0, 6, 1]],
    );
    assert.deepEqual(territoryDiagnostics(uri()).map(described), [
      '7:11-9:13 White territory, 6 points: [2,0] C3, [2,1] C2, [2,2] C1, [3,0] D3, [3,1] D2, [3,2] D1',
      '8:9-8:10 Neutral region, 1 point: [0,1] A2',
      '6:12-10:5 Territory: Black 0, White 6, neutral 1 (4×3 board)',
    ]);
  });

  it('counts every board when the cursor is outside them all', async () => {
    await openText('boards/several.py', 0, 0);
    const result = await vscode.commands.executeCommand<TextBoardsResult>('goban.countTerritory');
    assert.deepEqual(
      result.boards.map((b) => [b.index, b.line, b.black, b.white, b.neutral]),
      [
        [0, 2, 5, 0, 0],
        [1, 6, 0, 6, 1],
        [2, 14, 0, 0, 4],
      ],
    );
    const summaries = territoryDiagnostics(uri())
      .filter((d) => d.code === 'territory-summary')
      .map((d) => d.message);
    assert.deepEqual(summaries, [
      'Territory: Black 5, White 0, neutral 0 (3×3 board)',
      'Territory: Black 0, White 6, neutral 1 (4×3 board)',
      'Territory: Black 0, White 0, neutral 4 (3×2 board)',
    ]);
  });

  it('counts the board of the Show Board panel that has the focus, whatever the cursor of its text', async () => {
    await openText('boards/several.py', 8, 9);
    await vscode.commands.executeCommand('goban.showTextBoard');
    // The panel opens beside its text without the focus; the cursor then leaves every board.
    const editor = await openText('boards/several.py', 0, 0);
    await vscode.commands.executeCommand('workbench.action.focusNextGroup');
    await waitFor('the board panel to have the focus', () => vscode.window.tabGroups.activeTabGroup.activeTab?.input instanceof vscode.TabInputWebview);
    const result = await vscode.commands.executeCommand<TextBoardsResult>('goban.countTerritory');
    assert.deepEqual(
      result?.boards.map((b) => [b.index, b.line, b.black, b.white, b.neutral]),
      [[1, 6, 0, 6, 1]],
    );
    assert.equal(territoryDiagnostics(editor.document.uri).filter((d) => d.code === 'territory-summary').length, 1);
    assert.equal(await vscode.commands.executeCommand('goban.clearTerritory'), 1);
    assert.deepEqual(territoryDiagnostics(editor.document.uri), []);
  });

  it('returns nothing for a file without boards', async () => {
    await openText('boards/ordinary.ts', 0, 0);
    assert.equal(await vscode.commands.executeCommand('goban.countTerritory'), undefined);
    assert.deepEqual(territoryDiagnostics(workspaceFile('boards/ordinary.ts')), []);
  });
});

describe('Count Territory on an SGF position', () => {
  const uri = () => workspaceFile('games/territory-9x9.sgf');

  afterEach(async () => {
    await vscode.commands.executeCommand('goban.clearTerritory');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await closeAllEditors();
  });

  it('counts the node at the cursor of the SGF text, scores it and compares with RE', async () => {
    const document = await vscode.workspace.openTextDocument(uri());
    const editor = await vscode.window.showTextDocument(document);
    const lastMove = document.getText().indexOf(';B[cb]');
    editor.selection = new vscode.Selection(document.positionAt(lastMove + 2), document.positionAt(lastMove + 2));
    const result = await vscode.commands.executeCommand<SgfResult>('goban.countTerritory');
    assert.deepEqual([result.kind, result.moveNumber, result.black, result.white, result.neutral], ['sgf', 5, 24, 26, 9]);
    assert.deepEqual(
      [result.score.result, result.score.komi, result.score.rules, result.recordedResult, result.dead, result.seki],
      ['W+7.5', 6.5, 'japanese', 'B+3.5', [[1, 1]], []],
    );
    assert.equal(result.summary, splitSummary);
    const at = `${document.positionAt(lastMove).line}:${document.positionAt(lastMove).character}-${document.positionAt(lastMove + 6).line}:${document.positionAt(lastMove + 6).character}`;
    assert.deepEqual(territoryDiagnostics(uri()).map(described), [`${at} Territory at move 5: Black 24, White 26, neutral 9`, `${at} ${splitSummary}`]);
  });

  it('counts an earlier node when the cursor is on it, and clears when the document changes', async () => {
    const document = await vscode.workspace.openTextDocument(uri());
    const editor = await vscode.window.showTextDocument(document);
    const secondMove = document.positionAt(document.getText().indexOf(';W[bb]') + 1);
    editor.selection = new vscode.Selection(secondMove, secondMove);
    const result = await vscode.commands.executeCommand<SgfResult>('goban.countTerritory');
    assert.equal(result.moveNumber, 2);
    assert.equal(result.countMessage, 'Territory at move 2: Black 26, White 27, neutral 9');
    assert.equal(territoryDiagnostics(uri()).length, 2);
    assert.equal(await editor.edit((edit) => edit.insert(document.positionAt(document.getText().length), '\n')), true);
    await waitFor('the diagnostics to clear', () => (territoryDiagnostics(uri()).length === 0 ? true : undefined));
  });

  it('counts the node shown in the board editor (the root when it opens)', async () => {
    await vscode.commands.executeCommand('vscode.openWith', uri(), 'goban.sgf');
    await waitFor('the board editor tab', () => activeCustomEditorFor(uri()));
    const result = await waitFor('a count from the board', async () => await vscode.commands.executeCommand<SgfResult | undefined>('goban.countTerritory'));
    assert.deepEqual([result.kind, result.moveNumber, result.black, result.white, result.neutral], ['sgf', 0, 27, 27, 9]);
    assert.equal(
      result.summary,
      'The game is not over here. Estimate: W+6.5. Count now (open areas to nobody) by Japanese rules (territory + captures), komi 6.5: ' +
        'Black 27 + 0 = 27, White 27 + 0 + 6.5 = 33.5 → W+6.5. RE says B+3.5, the result at the end of the game. No dead stones found.',
    );
    assert.equal(territoryDiagnostics(uri()).length, 2);
    assert.equal(await vscode.commands.executeCommand('goban.clearTerritory'), 1);
    assert.deepEqual(territoryDiagnostics(uri()), []);
  });

  it('agrees with RE at the end of a GNU Go game', async () => {
    const gameUri = workspaceFile('games/gnugo-9x9.sgf');
    const document = await vscode.workspace.openTextDocument(gameUri);
    const editor = await vscode.window.showTextDocument(document);
    const end = document.positionAt(document.getText().lastIndexOf(';W[]') + 1);
    editor.selection = new vscode.Selection(end, end);
    const result = await vscode.commands.executeCommand<SgfResult>('goban.countTerritory');
    assert.equal(result.moveNumber, 48);
    assert.equal(
      result.summary,
      'Score by Japanese rules (territory + captures), komi 6.5: Black 30 + 2 = 32, White 8 + 1 + 6.5 = 15.5 → B+16.5. RE says B+16.5: the count agrees. No dead stones found.',
    );
    await vscode.commands.executeCommand('goban.clearTerritory');
  });
});
