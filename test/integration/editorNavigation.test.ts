// The board editor's navigation commands, Go to Move and Select Game, in a real VS Code.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { nodeTextAt, openBoard, revertAndCloseAll, show } from './editorSupport';
import { workspaceFile } from './workspace';

const variations = 'games/host-variations.sgf';
const twoGames = 'games/host-games.sgf';

describe('board editor: navigation commands', () => {
  afterEach(revertAndCloseAll);

  it('steps through the main line with next/previous/first/last and reports the node shown', async () => {
    const { document } = await openBoard(variations);
    const text = document.getText();
    const first = await show('goban.nextMove');
    assert.deepEqual([first.moveNumber, first.move, first.toPlay, nodeTextAt(text, first.nodeOffset)], [1, 'B E5', 'W', ';B[ee]']);
    const last = await show('goban.lastMove');
    assert.deepEqual([last.moveNumber, last.lineEndMoveNumber, last.move, nodeTextAt(text, last.nodeOffset)], [4, 4, 'W G3', ';W[gg]']);
    const back = await show('goban.previousMove');
    assert.deepEqual([back.moveNumber, nodeTextAt(text, back.nodeOffset)], [3, ';B[gc]']);
    const start = await show('goban.firstMove');
    assert.deepEqual([start.moveNumber, start.nodeOffset, start.move], [0, text.indexOf(';GM[1]'), null]);
  });

  it('switches between the variations of a move with next/previous variation', async () => {
    const { document } = await openBoard(variations);
    const text = document.getText();
    await show('goban.goToMove', 3);
    const second = await show('goban.nextVariation');
    assert.deepEqual([nodeTextAt(text, second.nodeOffset), second.siblingIndex, second.siblingCount], [';B[cg]C[Second variation]', 1, 3]);
    const third = await show('goban.nextVariation');
    assert.deepEqual([nodeTextAt(text, third.nodeOffset), third.siblingIndex], [';B[gg]', 2]);
    const stays = await show('goban.nextVariation');
    assert.equal(stays.nodeId, third.nodeId);
    const back = await show('goban.previousVariation');
    assert.equal(back.nodeId, second.nodeId);
  });

  it('stays in a variation when stepping back past its branch and on again, and counts and ends that line', async () => {
    const { document } = await openBoard(variations);
    const text = document.getText();
    await show('goban.goToMove', 3);
    const second = await show('goban.nextVariation');
    const back = await show('goban.previousMove');
    assert.deepEqual([nodeTextAt(text, back.nodeOffset), back.lineEndMoveNumber], [';W[cc]', 3]);
    const again = await show('goban.nextMove');
    assert.equal(again.nodeId, second.nodeId);
    await show('goban.firstMove');
    assert.equal((await show('goban.lastMove')).nodeId, second.nodeId);
    assert.equal((await show('goban.goToMove', 99)).nodeId, second.nodeId);
    // The webview's own step request, from the branch's parent, goes on the same way.
    const parent = await show('goban.goToMove', 2);
    await vscode.commands.executeCommand('goban.webviewMessage', { type: 'navigate', requestId: 7, fromNodeId: parent.nodeId, target: 'next' });
    assert.equal((await show('goban.goToMove', 3)).nodeId, second.nodeId);
    // Back on the main line, the main line goes on again.
    const main = await show('goban.previousVariation');
    assert.equal(nodeTextAt(text, main.nodeOffset), ';B[gc]');
    await show('goban.previousMove');
    assert.deepEqual([nodeTextAt(text, (await show('goban.nextMove')).nodeOffset), (await show('goban.lastMove')).moveNumber], [';B[gc]', 4]);
  });

  it('keeps the variation being read when a comment is saved at its branch, and when the text is typed in', async () => {
    const { document } = await openBoard(variations);
    await show('goban.goToMove', 3);
    const second = await show('goban.nextVariation');
    await show('goban.previousMove');
    const commented = await show('goban.edit', { action: { kind: 'comment', text: 'The branch' } });
    assert.equal(nodeTextAt(document.getText(), commented.nodeOffset), ';W[cc]C[The branch]');
    const again = await show('goban.nextMove');
    assert.deepEqual([nodeTextAt(document.getText(), again.nodeOffset), again.lineEndMoveNumber], [';B[cg]C[Second variation]', 3]);
    // Typed in the text: the edit is read when the typing pauses, and the line is still the second variation's.
    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, new vscode.Position(0, 0), '\n');
    assert.ok(await vscode.workspace.applyEdit(edit));
    await show('goban.previousMove');
    assert.equal((await show('goban.nextMove')).nodeOffset, document.getText().indexOf(';B[cg]C[Second variation]'));
    assert.notEqual(second.nodeOffset, document.getText().indexOf(';B[cg]C[Second variation]'));
  });

  it('goes to move N of the line shown with Go to Move (clamped to the line)', async () => {
    const { document } = await openBoard(variations);
    const text = document.getText();
    const two = await show('goban.goToMove', 2);
    assert.deepEqual([two.moveNumber, nodeTextAt(text, two.nodeOffset)], [2, ';W[cc]']);
    const beyond = await show('goban.goToMove', 99);
    assert.deepEqual([beyond.moveNumber, nodeTextAt(text, beyond.nodeOffset)], [4, ';W[gg]']);
    const zero = await show('goban.goToMove', 0);
    assert.equal(zero.moveNumber, 0);
  });

  it('shows the second game of a two-game file with Select Game, and keeps it on the next step', async () => {
    const { document } = await openBoard(twoGames);
    const text = document.getText();
    const second = await show('goban.selectGame', 1);
    assert.deepEqual([second.gameIndex, second.gameCount, second.nodeOffset], [1, 2, text.indexOf(';GM[1]FF[4]CA[UTF-8]SZ[13]')]);
    const next = await show('goban.nextMove');
    assert.deepEqual([next.gameIndex, next.move, nodeTextAt(text, next.nodeOffset)], [1, 'B C11', ';B[cc]']);
    const first = await show('goban.selectGame', 0);
    assert.deepEqual([first.gameIndex, first.nodeOffset], [0, text.indexOf(';GM[1]')]);
  });

  it('returns nothing when no Goban editor is active', async () => {
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('README.md')));
    for (const command of ['goban.nextMove', 'goban.goToMove', 'goban.pass', 'goban.selectGame', 'goban.playMove']) {
      assert.equal(await vscode.commands.executeCommand(command, command === 'goban.playMove' ? 'D4' : 1), undefined, command);
    }
  });

  it('registers every board command', async () => {
    const commands = await vscode.commands.getCommands(true);
    const ours = [
      'goban.newGame',
      'goban.goToMove',
      'goban.playMove',
      'goban.pass',
      'goban.deleteNode',
      'goban.promoteVariation',
      'goban.moveVariationUp',
      'goban.moveVariationDown',
      'goban.nextMove',
      'goban.previousMove',
      'goban.firstMove',
      'goban.lastMove',
      'goban.nextVariation',
      'goban.previousVariation',
      'goban.selectGame',
    ];
    assert.deepEqual(
      ours.filter((c) => !commands.includes(c)),
      [],
    );
  });
});
