// The liberties hovers through the vscode API: executeHoverProvider over SGF moves and string-array stones.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, workspaceFile } from './workspace';

/** The markdown of every hover VS Code shows at `needle` + `delta` in the file, and the text each hover covers. */
async function hoversAt(relativePath: string, needle: string, delta: number): Promise<{ markdown: string[]; covers: string[] }> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(relativePath));
  const offset = document.getText().indexOf(needle);
  assert.ok(offset >= 0, `${needle} is in ${relativePath}`);
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, document.positionAt(offset + delta));
  const markdown = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value)));
  const covers = hovers.flatMap((h) => (h.range ? [document.getText(h.range)] : []));
  return { markdown, covers };
}

describe('liberties hover', () => {
  afterEach(closeAllEditors);

  it('over a move in SGF text: the chain after that move with its 2 liberties, Q16, a diagram and its capture', async () => {
    const { markdown, covers } = await hoversAt('lint/liberties.sgf', ';B[pd]', 3);
    assert.deepEqual(covers, ['[pd]']);
    assert.deepEqual(markdown, [
      [
        '**Black chain of 1 stone, 2 liberties** at Q16 (pd), after move 5',
        '',
        'Stones: Q16 (pd)  \nLiberties: P16 (od), Q17 (pc)',
        '',
        '```text\n   O P Q R S\n18 . . . . .\n17 . . * . .\n16 . * # O .\n15 . . O . .\n14 . . . . .\n```',
        '',
        '`#` this chain, `*` its liberties, `X` black, `O` white',
        '',
        'Captured later at move 8 (White P16).',
      ].join('\n'),
    ]);
  });

  it('over the move that captures: the capturing stone after the capture', async () => {
    const { markdown } = await hoversAt('games/capture-demo.sgf', ';B[dd]', 2);
    assert.equal(markdown[0]?.split('\n')[0], '**Black chain of 1 stone, 4 liberties** at D6 (dd), after move 7');
  });

  it('over a stone of a string-array board in a JavaScript file: its chain and liberties as [x,y] and Go coordinates', async () => {
    const { markdown, covers } = await hoversAt('lint/liberties.test.js', "'BB W '", 1);
    assert.deepEqual(covers, ['B']);
    assert.deepEqual(markdown, ['**Black chain of 3 stones, 2 liberties**\n\nStones: [0,0] A5, [0,1] A4, [1,0] B5  \nLiberties: [0,2] A3, [2,0] C5']);
  });

  it('over an empty cell: the territory of its region', async () => {
    const { markdown } = await hoversAt('lint/liberties.test.js', "'     '", 1);
    assert.equal(markdown[0]?.split('\n')[0], '**Empty point [0,4] A1: neutral, 13 points**');
  });

  it('follows goban.boardText settings: no board hover once detection is off, back when it is on again', async () => {
    const config = vscode.workspace.getConfiguration('goban.boardText');
    assert.equal((await hoversAt('lint/liberties.test.js', "'BB W '", 1)).covers.length, 1);
    await config.update('enabled', false, vscode.ConfigurationTarget.Workspace);
    try {
      const { markdown } = await hoversAt('lint/liberties.test.js', "'BB W '", 1);
      assert.deepEqual(
        markdown.filter((m) => m.includes('chain')),
        [],
      );
    } finally {
      await config.update('enabled', undefined, vscode.ConfigurationTarget.Workspace);
    }
    assert.deepEqual((await hoversAt('lint/liberties.test.js', "'BB W '", 1)).covers, ['B']);
  });

  it('stays silent on ordinary code', async () => {
    const { markdown } = await hoversAt('lint/liberties.test.js', "'has five rows'", 3);
    assert.equal(
      markdown.some((m) => m.includes('liberties') || m.includes('territory')),
      false,
    );
  });
});
