// The SGF outline through the vscode API: executeDocumentSymbolProvider.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, workspaceFile } from './workspace';

/** A symbol's name with its children's, for deepEqual. */
type Shape = string | [string, Shape[]];
function shape(symbol: vscode.DocumentSymbol): Shape {
  return symbol.children.length === 0 ? symbol.name : [symbol.name, symbol.children.map(shape)];
}

async function symbolsOf(relativePath: string): Promise<{ document: vscode.TextDocument; symbols: vscode.DocumentSymbol[] }> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(relativePath));
  const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', document.uri);
  return { document, symbols };
}

describe('SGF outline', () => {
  afterEach(closeAllEditors);

  it('lists the game, its main-line moves by number, colour and Go coordinate, and the variation with its moves', async () => {
    const { symbols } = await symbolsOf('games/capture-demo.sgf');
    assert.deepEqual(symbols.map(shape), [
      [
        'Capture demo',
        ['1 B C7', '2 W D7', '3 B E7', '4 W G3', '5 B D8', '6 W G7', '7 B D6', '8 W C3', '9 B F5', '10 W E3', ['Variation 2 at move 8', ['8 W E5', '9 B E6']]],
      ],
    ]);
    const [game] = symbols;
    assert.deepEqual([game.detail, vscode.SymbolKind[game.kind]], ['9×9', 'Module']);
    assert.deepEqual([game.children[4].detail, vscode.SymbolKind[game.children[4].kind]], ["White's D7 stone is in atari.", 'Event']);
  });

  it('gives each symbol the range of its node, so breadcrumbs and Go to Symbol land on it', async () => {
    const { document, symbols } = await symbolsOf('games/capture-demo.sgf');
    const [game] = symbols;
    assert.equal(document.getText(game.children[6].range), ';B[dd]C[Black captures one stone.]');
    assert.equal(document.getText(game.children[10].range), '(;W[ee]C[A variation: White attaches instead.];B[ed])');
    assert.equal(document.getText(game.range), document.getText().trimEnd());
  });
});
