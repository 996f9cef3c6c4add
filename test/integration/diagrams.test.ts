// Shareable boards in a real VS Code: ```sgf and ```goban blocks in the Markdown preview's renderer, Export Board as
// SVG / PNG from the board editor and from a text board, Copy Diagram and Copy Position as SGF through the clipboard.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { asciiDiagram } from '../../src/render/asciiDiagram';
import { diagramOfSgf, typedBoardDiagram } from '../../src/render/sgfDiagram';
import { svgDiagram } from '../../src/render/svgDiagram';
import { readPng } from '../support/pngPixels';
import { openBoard, revertAndCloseAll, show } from './editorSupport';
import { waitFor, workspaceFile } from './workspace';

const game = 'games/capture-demo.sgf';

type ExportResult = { uri: string; bytes: number } | { text: string } | undefined;

function stonesIn(html: string): number {
  return (html.match(/data-color="[BW]"/g) ?? []).length;
}

/** The width and height a PNG's IHDR chunk says (after checking the signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'PNG signature');
  assert.equal(new TextDecoder().decode(bytes.subarray(12, 16)), 'IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('shareable boards', () => {
  afterEach(revertAndCloseAll);

  it('renders ```sgf and ```goban blocks in the Markdown preview as SVG diagrams, and a broken block as its error', async () => {
    const markdown = [
      '# Notes',
      '```sgf move=3 numbers=1-3',
      '(;GM[1]SZ[9];B[cc];W[dc];B[ec];W[gg])',
      '```',
      '```goban',
      '["  B  ", " B B ", "B W B", " W W ", "  W  "]',
      '```',
      '```sgf move=9',
      '(;GM[1]SZ[9];B[cc])',
      '```',
      '```js',
      'const x = 1;',
      '```',
    ].join('\n');
    const html = await vscode.commands.executeCommand<string>('markdown.api.render', markdown);
    const diagrams = html.split('<svg').slice(1);
    assert.equal(diagrams.length, 2, html);
    assert.match(diagrams[0], /data-goban-diagram/);
    assert.equal(stonesIn(diagrams[0]), 3);
    assert.deepEqual(
      [...diagrams[0].matchAll(/class="goban-number"[^>]*>(\d+)</g)].map((m) => m[1]),
      ['1', '2', '3'],
    );
    assert.equal(stonesIn(diagrams[1]), 9);
    assert.match(html, /data-goban-diagram-error="">Goban: move=9: the line has 1 move</);
    // The broken block's source still shows, and other fences render as code.
    assert.match(html, /data-goban-diagram-error="">[^<]*<\/div>\s*<pre[^>]*><code[^>]*>\(;GM\[1\]SZ\[9\];B\[cc\]\)/, html);
    assert.match(html, /<code[^>]*language-js[^>]*>.*const.*x = <span[^>]*>1<\/span>;/s, html);
  });

  it('exports the board shown as SVG (as render draws it) and PNG (drawn by the webview, at the width asked)', async () => {
    const { document } = await openBoard(game);
    await show('goban.goToMove', 7);
    const svgUri = workspaceFile('exports/capture.svg');
    const svg = await vscode.commands.executeCommand<ExportResult>('goban.exportSvg', { options: 'numbers=5 crop=A5-F9', uri: svgUri.toString() });
    assert.ok(svg !== undefined && 'uri' in svg);
    const written = new TextDecoder().decode(await vscode.workspace.fs.readFile(svgUri));
    const expected = diagramOfSgf(document.getText(), { move: 7, numbers: { from: 5, to: null }, crop: 'A5-F9' });
    assert.ok(expected.ok);
    assert.equal(written, svgDiagram(expected.value));
    // Move 6 (G7) is outside the crop.
    assert.deepEqual(
      [...written.matchAll(/class="goban-number"[^>]*>(\d+)</g)].map((m) => m[1]),
      ['5', '7'],
    );

    const pngUri = workspaceFile('exports/capture.png');
    const png = await vscode.commands.executeCommand<ExportResult>('goban.exportPng', { options: '', uri: pngUri.toString(), width: 400 });
    assert.ok(png !== undefined && 'uri' in png);
    const bytes = await vscode.workspace.fs.readFile(pngUri);
    assert.deepEqual(pngSize(bytes), { width: 400, height: 400 });
    // What it shows: the wooden board in a corner, Black's C7 stone (point [2, 2]: (2 + 1.4) × 400 / 10.8 px) black.
    const picture = readPng(bytes);
    assert.deepEqual(picture.pixel(5, 5), [220, 179, 92, 255]);
    assert.deepEqual(picture.pixel(123, 123), [17, 17, 17, 255]);
  });

  it('copies the board shown as a $$ diagram and as SGF through the clipboard', async () => {
    const { document } = await openBoard(game);
    await show('goban.goToMove', 7);
    const copied = await vscode.commands.executeCommand<ExportResult>('goban.copyDiagram', { options: 'numbers=1' });
    assert.ok(copied !== undefined && 'text' in copied);
    const expected = diagramOfSgf(document.getText(), { move: 7, numbers: { from: 1, to: null } });
    assert.ok(expected.ok);
    assert.equal(copied.text, asciiDiagram(expected.value));
    assert.equal(await vscode.env.clipboard.readText(), copied.text);
    assert.match(copied.text, /^\$\$B\n/);

    const sgf = await vscode.commands.executeCommand<ExportResult>('goban.copyPositionSgf');
    assert.ok(sgf !== undefined && 'text' in sgf);
    assert.equal(sgf.text, '(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]PL[W]AB[db][cc][ec][dd]AW[gc][gg])\n');
    assert.equal(await vscode.env.clipboard.readText(), sgf.text);
  });

  it('exports a string-array board of a text file, as PNG through its board panel', async () => {
    const uri = workspaceFile('boards/several.py');
    const editor = await vscode.window.showTextDocument(uri);
    const line = editor.document.lineAt(7);
    editor.selection = new vscode.Selection(line.range.start, line.range.start);
    await vscode.commands.executeCommand('goban.showTextBoard');
    const copied = await vscode.commands.executeCommand<ExportResult>('goban.copyDiagram', { options: '' });
    assert.ok(copied !== undefined && 'text' in copied);
    const expected = typedBoardDiagram(['BW  ', ' W  ', 'WW  '], {});
    assert.ok(expected.ok);
    assert.equal(copied.text, asciiDiagram(expected.value));
    const pngUri = workspaceFile('exports/corner.png');
    const png = await waitFor('the board panel to draw the PNG', async () => {
      await vscode.window.showTextDocument(editor.document);
      return vscode.commands.executeCommand<ExportResult>('goban.exportPng', { options: 'coordinates=off', uri: pngUri.toString(), width: 240 });
    });
    assert.ok('uri' in png);
    assert.deepEqual(pngSize(await vscode.workspace.fs.readFile(pngUri)), { width: 240, height: 183 });
  });
});
