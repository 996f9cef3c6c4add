// SGF diagnostics and their quick fixes through the vscode API: languages.getDiagnostics, executeCodeActionProvider.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, waitFor, workspaceFile } from './workspace';

/** A diagnostic as [severity, code, message, startLine, startChar, endLine, endChar, source], for deepEqual. */
function summary(d: vscode.Diagnostic): unknown[] {
  const { start, end } = d.range;
  return [vscode.DiagnosticSeverity[d.severity], d.code, d.message, start.line, start.character, end.line, end.character, d.source];
}

/** The Goban diagnostics of `uri` once `ready` accepts them. */
function gobanDiagnostics(uri: vscode.Uri, what: string, ready: (ds: vscode.Diagnostic[]) => boolean): Promise<vscode.Diagnostic[]> {
  return waitFor(what, () => {
    const ds = vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Goban');
    return ready(ds) ? ds : undefined;
  });
}

async function openText(relativePath: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(relativePath));
  await vscode.window.showTextDocument(document);
  return document;
}

describe('SGF diagnostics', () => {
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await closeAllEditors();
  });

  it('checks untitled SGF buffers but not virtual documents of other schemes (git views, diffs)', async () => {
    const content = '(;SZ[9];B[aa];B[aa])';
    const registration = vscode.workspace.registerTextDocumentContentProvider('goban-test-virtual', { provideTextDocumentContent: () => content });
    try {
      const virtual = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(vscode.Uri.parse('goban-test-virtual:/game.sgf')), 'sgf');
      const untitled = await vscode.workspace.openTextDocument({ language: 'sgf', content });
      await gobanDiagnostics(untitled.uri, 'diagnostics of the untitled SGF', (ds) => ds.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(vscode.languages.getDiagnostics(virtual.uri).filter((d) => d.source === 'Goban'), []);
    } finally {
      registration.dispose();
    }
  });

  it('reports a parse error, SZ[19:19], an illegal ko retake and a duplicate property with exact ranges', async () => {
    const document = await openText('lint/broken.sgf');
    const diagnostics = await gobanDiagnostics(document.uri, 'diagnostics of broken.sgf', (ds) => ds.length > 0);
    assert.deepEqual(diagnostics.map(summary), [
      ['Error', 'unbalanced-open', 'This "(" is never closed by a matching ")".', 0, 0, 0, 1, 'Goban'],
      ['Warning', 'square-size-composed', 'SZ[19:19] should be written SZ[19]', 0, 23, 0, 30, 'Goban'],
      ['Warning', 'illegal-move-ko', 'Move 2: White at B18 (bb) is illegal: ko', 3, 2, 3, 6, 'Goban'],
      ['Error', 'duplicate-property', 'C appears twice in one node', 4, 14, 4, 22, 'Goban'],
    ]);
  });

  it('offers "Write SZ[19]" as a quick fix; applying it fixes exactly that value and the warning goes away', async () => {
    const document = await openText('lint/broken.sgf');
    const diagnostics = await gobanDiagnostics(document.uri, 'diagnostics of broken.sgf', (ds) => ds.length > 0);
    const size = diagnostics.find((d) => d.code === 'square-size-composed');
    assert.ok(size);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, size.range);
    // Actions coming back through the command lose their diagnostics; Goban is the only code action provider for sgf.
    const ours = actions;
    assert.deepEqual(ours.map((a) => [a.title, a.kind?.value, a.isPreferred]), [['Write SZ[19]', 'quickfix', true]]);
    const before = document.getText();
    assert.equal(await vscode.workspace.applyEdit(ours[0].edit as vscode.WorkspaceEdit), true);
    assert.equal(document.getText(), before.replace('SZ[19:19]', 'SZ[19]'));
    const after = await gobanDiagnostics(document.uri, 'diagnostics after the fix', (ds) => !ds.some((d) => d.code === 'square-size-composed'));
    assert.deepEqual(after.map((d) => d.code), ['unbalanced-open', 'illegal-move-ko', 'duplicate-property']);
    assert.deepEqual(summary(after[1]).slice(3, 7), [3, 2, 3, 6]);
  });

  it('offers "Remove duplicate C" and "Escape ]" where the repair is certain', async () => {
    const broken = await openText('lint/broken.sgf');
    const duplicate = (await gobanDiagnostics(broken.uri, 'diagnostics of broken.sgf', (ds) => ds.length > 0)).find((d) => d.code === 'duplicate-property');
    assert.ok(duplicate);
    const removal = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', broken.uri, duplicate.range);
    const fix = removal.find((a) => a.title === 'Remove duplicate C');
    assert.ok(fix?.edit);
    assert.equal(await vscode.workspace.applyEdit(fix.edit), true);
    assert.equal(broken.lineAt(4).text, ';B[dd]C[twice]');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');

    const stray = await openText('lint/stray-bracket.sgf');
    const junk = (await gobanDiagnostics(stray.uri, 'diagnostics of stray-bracket.sgf', (ds) => ds.length > 0)).find((d) => d.code === 'junk');
    assert.ok(junk);
    const escape = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', stray.uri, junk.range);
    const escapeFix = escape.find((a) => a.title === 'Escape ]');
    assert.ok(escapeFix?.edit);
    assert.equal(await vscode.workspace.applyEdit(escapeFix.edit), true);
    assert.equal(stray.lineAt(1).text, ';B[ee]C[Black leads by [3\\] points.])');
    await gobanDiagnostics(stray.uri, 'no diagnostics after escaping', (ds) => ds.length === 0);
  });

  it('checks again after an edit: an illegal move typed into the text is reported at its range', async () => {
    const document = await openText('lint/liberties.sgf');
    await gobanDiagnostics(document.uri, 'a clean liberties.sgf', (ds) => ds.length === 0);
    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, document.positionAt(document.getText().indexOf(')')), ';B[od]');
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    const diagnostics = await gobanDiagnostics(document.uri, 'the occupied point', (ds) => ds.length > 0);
    assert.deepEqual(diagnostics.map(summary), [['Warning', 'illegal-move-occupied', 'Move 9: Black at P16 (od) is illegal: occupied', 4, 30, 4, 34, 'Goban']]);
  });

  it('follows the goban.rules setting: a two-stone suicide is illegal by the file, legal under Tromp-Taylor', async () => {
    const config = vscode.workspace.getConfiguration('goban');
    const document = await openText('lint/suicide.sgf');
    const byFile = await gobanDiagnostics(document.uri, 'the suicide under the file rules', (ds) => ds.length > 0);
    assert.deepEqual(byFile.map(summary), [['Warning', 'illegal-move-suicide', 'Move 1: White at A5 (aa) is illegal: suicide', 1, 2, 1, 6, 'Goban']]);
    try {
      await config.update('rules', 'tromp-taylor', vscode.ConfigurationTarget.Workspace);
      await gobanDiagnostics(document.uri, 'no diagnostics under Tromp-Taylor', (ds) => ds.length === 0);
    } finally {
      await config.update('rules', undefined, vscode.ConfigurationTarget.Workspace);
    }
    await gobanDiagnostics(document.uri, 'the suicide again under the file rules', (ds) => ds.length === 1);
  });

  it('clears the diagnostics when the document stops being SGF (closed as sgf)', async () => {
    const document = await openText('lint/broken.sgf');
    await gobanDiagnostics(document.uri, 'diagnostics of broken.sgf', (ds) => ds.length > 0);
    await vscode.languages.setTextDocumentLanguage(document, 'plaintext');
    await gobanDiagnostics(document.uri, 'no diagnostics once the document is plain text', (ds) => ds.length === 0);
  });
});
