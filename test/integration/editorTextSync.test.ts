// Text ↔ board in a real VS Code: the cursor in a text editor of the file moves the board; board navigation moves the cursor.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { boardStates, nodeTextAt, openBoard, revertAndCloseAll, show } from './editorSupport';
import { waitFor, workspaceFile } from './workspace';

const variations = 'games/host-variations.sgf';

/** Opens the file as text in the second column, then the board in the first (active). */
async function boardBesideText(relativePath: string): Promise<{ uri: vscode.Uri; text: string; editor: vscode.TextEditor }> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(relativePath));
  const editor = await vscode.window.showTextDocument(document, vscode.ViewColumn.Two);
  const { uri } = await openBoard(relativePath, vscode.ViewColumn.One);
  assert.ok(vscode.window.visibleTextEditors.includes(editor), 'the text editor stays visible beside the board');
  return { uri, text: document.getText(), editor };
}

describe('board editor: text and board stay at the same node', () => {
  afterEach(revertAndCloseAll);

  it('moves the board to the node at the cursor of a text editor of the same file', async () => {
    const { uri, text, editor } = await boardBesideText(variations);
    const target = text.indexOf(';B[cg]');
    const position = editor.document.positionAt(target + 3);
    editor.selection = new vscode.Selection(position, position);
    const state = await waitFor('the board at the cursor', async () => {
      const [board] = await boardStates(uri);
      return board?.nodeOffset === target ? board : undefined;
    });
    assert.deepEqual([state.moveNumber, state.siblingIndex, nodeTextAt(text, state.nodeOffset)], [3, 1, ';B[cg]C[Second variation]']);
  });

  it('switches games when the cursor moves into another game of the file', async () => {
    const { uri, text, editor } = await boardBesideText('games/host-games.sgf');
    const target = text.indexOf(';W[dd]');
    editor.selection = new vscode.Selection(editor.document.positionAt(target), editor.document.positionAt(target));
    const state = await waitFor('the board in the second game', async () => {
      const [board] = await boardStates(uri);
      return board?.nodeOffset === target ? board : undefined;
    });
    assert.deepEqual([state.gameIndex, state.moveNumber, state.move], [1, 2, 'W D10']);
  });

  it('puts the cursor of the visible text editor at the node the board navigates to, without taking the focus', async () => {
    const { text, editor } = await boardBesideText(variations);
    const state = await show('goban.goToMove', 3);
    assert.equal(nodeTextAt(text, state.nodeOffset), ';B[gc]');
    // Just after the node's ';': where the node before ends, the breadcrumbs would name that one.
    await waitFor('the cursor at the node', () => (editor.document.offsetAt(editor.selection.active) === state.nodeOffset + 1 ? true : undefined));
    assert.equal(vscode.window.activeTextEditor, undefined, 'the board keeps the focus');
    assert.equal(await symbolAt(editor), '3 B G7');
    // Move 2 begins where move 1 ends (";B[ee];W[cc]").
    const second = await show('goban.goToMove', 2);
    await waitFor('the cursor at move 2', () => (editor.document.offsetAt(editor.selection.active) === second.nodeOffset + 1 ? true : undefined));
    assert.equal(await symbolAt(editor), '2 W C7');
    await show('goban.goToMove', 3);
    // The cursor we placed does not move the board again (no loop): the board still shows B[gc] after the delay.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const again = await show('goban.nextVariation');
    assert.equal(nodeTextAt(text, again.nodeOffset), ';B[cg]C[Second variation]');
    await waitFor('the cursor at the variation', () => (editor.document.offsetAt(editor.selection.active) === again.nodeOffset + 1 ? true : undefined));
  });
});

/** The name of the innermost outline symbol at `editor`'s cursor, found as VS Code's breadcrumbs find it (the first
 *  symbol whose range holds the position, at each depth). */
async function symbolAt(editor: vscode.TextEditor): Promise<string | undefined> {
  let symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', editor.document.uri);
  let name: string | undefined;
  for (;;) {
    const holding = symbols.find((symbol) => symbol.range.contains(editor.selection.active));
    if (holding === undefined) return name;
    name = holding.name;
    symbols = holding.children;
  }
}
