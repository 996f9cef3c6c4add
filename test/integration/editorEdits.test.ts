// Every edit the host can make from a command, in a real VS Code: exact text before and after, one undo step each.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { nodeTextAt, openBoard, revertAndCloseAll, run, show } from './editorSupport';
import { waitFor } from './workspace';

const variations = 'games/host-variations.sgf';
const ko = 'games/host-ko.sgf';
const crlf = 'games/host-crlf.sgf';

/** The text of a document once it differs from `before` (edits land asynchronously). */
async function changedText(document: vscode.TextDocument, before: string): Promise<string> {
  return waitFor('the edited text', () => (document.getText() !== before ? document.getText() : undefined));
}

describe('board editor: edits from the commands', () => {
  afterEach(revertAndCloseAll);

  it('plays D4 at the end of a line: the text gains exactly ;B[df] after the last node and nothing else', async () => {
    const { document } = await openBoard(variations);
    await show('goban.goToMove', 4);
    const before = document.getText();
    const outcome = await run('goban.playMove', 'D4');
    assert.equal(outcome.outcome, 'edited');
    const after = await changedText(document, before);
    const at = before.indexOf(';W[gg]') + ';W[gg]'.length;
    assert.equal(after, before.slice(0, at) + ';B[df]' + before.slice(at));
    assert.ok(outcome.outcome === 'edited' && outcome.moveNumber === 5 && outcome.move === 'B D4' && outcome.nodeOffset === at);
    assert.equal(document.isDirty, true);
  });

  it('undoes a play with VS Code undo (board focused): the text is byte-identical and the file clean again', async () => {
    const { document } = await openBoard(variations);
    await show('goban.lastMove');
    const before = document.getText();
    assert.equal(document.isDirty, false);
    await run('goban.playMove', 'pass');
    const after = await changedText(document, before);
    assert.equal(after, before.replace(';W[gg]', ';W[gg];B[]'));
    await vscode.commands.executeCommand('undo');
    await waitFor('the undone text', () => (document.getText() === before ? true : undefined));
    await waitFor('a clean document', () => (document.isDirty ? undefined : true));
    // The board follows: back at W[gg] (the node the pass was played after).
    const state = await waitFor('the board after undo', async () => {
      const board = await vscode.commands.executeCommand<{ nodeOffset: number; version: number }>('goban.boardState');
      return board?.version === document.version ? board : undefined;
    });
    assert.equal(nodeTextAt(before, state.nodeOffset), ';W[gg]');
  });

  it('follows an existing child instead of adding the same move again', async () => {
    const { document } = await openBoard(variations);
    await show('goban.goToMove', 2);
    const before = document.getText();
    const version = document.version;
    const outcome = await run('goban.playMove', 'G7');
    assert.equal(outcome.outcome, 'followed');
    assert.ok(outcome.outcome === 'followed' && nodeTextAt(before, outcome.nodeOffset) === ';B[gc]');
    assert.deepEqual([document.getText(), document.version, document.isDirty], [before, version, false]);
  });

  it('refuses an occupied point, a ko recapture and a suicide without editing', async () => {
    const { document } = await openBoard(ko);
    await show('goban.lastMove');
    const before = document.getText();
    const version = document.version;
    const refusals = [];
    for (const move of ['ba', 'bb', 'hh']) {
      const outcome = await run('goban.playMove', move);
      refusals.push(outcome.outcome === 'refused' ? outcome.code : outcome.outcome);
    }
    assert.deepEqual(refusals, ['occupied', 'ko', 'suicide']);
    assert.deepEqual([document.getText(), document.version, document.isDirty], [before, version, false]);
  });

  it('drops an edit made against an older version of the document', async () => {
    const { document } = await openBoard(variations);
    await show('goban.lastMove');
    const before = document.getText();
    const outcome = await run('goban.playMove', { move: 'D4', version: document.version - 1 });
    assert.equal(outcome.outcome, 'stale');
    assert.equal(document.getText(), before);
    assert.equal(document.isDirty, false);
  });

  it('deletes a variation and its subtree, showing the parent', async () => {
    const { document } = await openBoard(variations);
    await show('goban.goToMove', 3);
    await show('goban.nextVariation');
    const before = document.getText();
    const outcome = await run('goban.deleteNode');
    const after = await changedText(document, before);
    assert.equal(after, before.replace('(;B[cg]C[Second variation])', ''));
    assert.ok(outcome.outcome === 'edited' && nodeTextAt(after, outcome.nodeOffset) === ';W[cc]');
  });

  it('promotes the third variation to the main line', async () => {
    const { document } = await openBoard(variations);
    await show('goban.goToMove', 3);
    await show('goban.nextVariation');
    await show('goban.nextVariation');
    const before = document.getText();
    const outcome = await run('goban.promoteVariation');
    const after = await changedText(document, before);
    assert.equal(after, before.replace('(;B[gc];W[gg])(;B[cg]C[Second variation])(;B[gg])', '(;B[gg])(;B[gc];W[gg])(;B[cg]C[Second variation])'));
    assert.ok(outcome.outcome === 'edited' && outcome.siblingIndex === 0 && nodeTextAt(after, outcome.nodeOffset) === ';B[gg]');
  });

  it('moves a variation down and up again, and refuses to move the first one up', async () => {
    const { document } = await openBoard(variations);
    await show('goban.goToMove', 3);
    const before = document.getText();
    const refused = await run('goban.moveVariationUp');
    assert.deepEqual(refused.outcome === 'refused' && refused.code, 'noSibling');
    const down = await run('goban.moveVariationDown');
    const moved = await changedText(document, before);
    assert.equal(moved, before.replace('(;B[gc];W[gg])(;B[cg]C[Second variation])', '(;B[cg]C[Second variation])(;B[gc];W[gg])'));
    assert.ok(down.outcome === 'edited' && down.siblingIndex === 1 && nodeTextAt(moved, down.nodeOffset) === ';B[gc]');
    await run('goban.moveVariationUp');
    await waitFor('the original order', () => (document.getText() === before ? true : undefined));
  });

  it('refuses to delete the root', async () => {
    const { document } = await openBoard(variations);
    const before = document.getText();
    const outcome = await run('goban.deleteNode');
    assert.deepEqual(outcome.outcome === 'refused' && outcome.code, 'root');
    assert.equal(document.getText(), before);
  });

  it('plays in the second game of a file: the edit lands there and the board stays in that game', async () => {
    const { document } = await openBoard('games/host-games.sgf');
    await show('goban.selectGame', 1);
    await show('goban.lastMove');
    const before = document.getText();
    const outcome = await run('goban.playMove', 'K10');
    const after = await changedText(document, before);
    assert.equal(after, before.replace(';B[ee])', ';B[ee];W[jd])'));
    assert.ok(outcome.outcome === 'edited' && outcome.gameIndex === 1 && outcome.moveNumber === 4 && nodeTextAt(after, outcome.nodeOffset) === ';W[jd]');
  });

  it('keeps CRLF line breaks: a move played in a CRLF file adds no bare LF', async () => {
    const { document } = await openBoard(crlf);
    assert.equal(document.eol, vscode.EndOfLine.CRLF);
    await show('goban.lastMove');
    const before = document.getText();
    await run('goban.playMove', 'C3');
    const after = await changedText(document, before);
    assert.equal(after, before.replace(';B[gc]', ';B[gc];W[cg]'));
    assert.equal(after.replace(/\r\n/g, '').includes('\n'), false);
    await run('goban.pass');
    const passed = await changedText(document, after);
    assert.equal(passed, after.replace(';W[cg]', ';W[cg];B[]'));
  });
});
