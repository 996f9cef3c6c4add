// The board view's text fields in a real VS Code: the comment box and the game-info fields write exactly their property,
// keep Undo and Redo of what is typed there, and never lose what is typed (Ctrl+S, a pause, leaving the view).
import * as assert from 'node:assert/strict';
import {
  board,
  byTestId,
  diskText,
  moveNumber,
  openBoard,
  pressOnBoard,
  quickOpen,
  revertEverything,
  saveAndRead,
  scratchCopy,
  stoneAt,
  vertex,
  waitClean,
  waitDirty,
} from './support/sgfEditor';
import { activeWebview, useWorkbench } from './support/workbench';
import { openSecondVariation, replaced, tree } from './support/editorTree';

describe('the board editor: the comment box and the game-info fields', function () {
  this.timeout(60_000);
  const workbench = useWorkbench(revertEverything);

  it('the comment box writes C[…] with "]" and "\\" escaped when it loses focus', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-comment.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await byTestId(webview, 'comment').fill('Look: a ] bracket and a \\ backslash');
    await board(webview).focus();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), ';W[gg])', ';W[gg]C[Look: a \\] bracket and a \\\\ backslash])'));
  });

  it('Ctrl+S in the comment box saves the comment being typed with the file', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-comment-save.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await byTestId(webview, 'comment').click();
    await page.keyboard.type('Typed, then saved');
    await page.keyboard.press('Control+S');
    const saved = replaced(tree(), ';W[gg])', ';W[gg]C[Typed, then saved])');
    for (let waited = 0; diskText(file) !== saved && waited < 5000; waited += 100) await page.waitForTimeout(100);
    assert.equal(diskText(file), saved);
    await waitClean(page);
    assert.equal(await byTestId(webview, 'comment').inputValue(), 'Typed, then saved');
  });

  it('a comment being typed is written when typing pauses, with the focus still in the box', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-comment-pause.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await byTestId(webview, 'comment').click();
    await page.keyboard.type('Slow');
    await waitDirty(page);
    await page.keyboard.type(' typing');
    assert.equal(await byTestId(webview, 'comment').inputValue(), 'Slow typing');
    await page.keyboard.press('Control+S');
    await waitClean(page);
    assert.equal(diskText(file), replaced(tree(), ';W[gg])', ';W[gg]C[Slow typing])'));
  });

  it('a comment or a game-info field being typed is written when the pointer leaves for another tab, or Ctrl+PageDown goes to it', async () => {
    const page = workbench.page();
    const other = scratchCopy('editor-tree.sgf', 'edit-leave-other.sgf');
    const file = scratchCopy('editor-tree.sgf', 'edit-leave.sgf');
    await openBoard(page, other);
    await quickOpen(page, file);
    const webview = activeWebview(page);
    await pressOnBoard(webview, 'End', 4);
    await byTestId(webview, 'comment').click();
    await page.keyboard.type('Typed, then left');
    const tab = (name: string) => page.locator('.tab', { has: page.locator('.label-name', { hasText: new RegExp(`^${name}$`) }) });
    // As a hand does, the pointer leaves the board view a moment before it clicks the other tab.
    const leave = async (): Promise<void> => {
      await page.mouse.move(150, 400, { steps: 4 });
      await page.waitForTimeout(150);
    };
    await leave();
    await tab('edit-leave-other.sgf').click();
    await tab('edit-leave.sgf').and(page.locator('.dirty')).waitFor();
    await tab('edit-leave.sgf').click();
    const back = activeWebview(page);
    await moveNumber(back, 4).waitFor();
    assert.equal(await byTestId(back, 'comment').inputValue(), 'Typed, then left');
    await back.locator('[data-testid="game-info"] [data-field="PB"]').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Carol');
    await leave();
    await tab('edit-leave-other.sgf').click();
    await tab('edit-leave.sgf').click();
    const webview2 = activeWebview(page);
    await webview2.locator('[data-testid="player-black"]', { hasText: 'Carol' }).waitFor();
    // By the keyboard: the chord goes to VS Code, which shows the next editor, once what is typed is sent.
    await byTestId(webview2, 'comment').click();
    await page.keyboard.press('End');
    await page.keyboard.type(', and more');
    await page.keyboard.press('Control+PageDown');
    await page.locator('.tab.active', { hasText: 'edit-leave-other.sgf' }).waitFor();
    await tab('edit-leave.sgf').click();
    await moveNumber(activeWebview(page), 4).waitFor();
    assert.equal(await byTestId(activeWebview(page), 'comment').inputValue(), 'Typed, then left, and more');
    const text = await saveAndRead(page, file);
    assert.equal(text, replaced(replaced(tree(), ';W[gg])', ';W[gg]C[Typed, then left, and more])'), 'PB[Aiko]', 'PB[Carol]'));
  });

  it('the comment box replaces an existing comment, and emptying it removes C', async () => {
    const page = workbench.page();
    const { file, webview } = await openSecondVariation(page, 'edit-comment-replace.sgf');
    const comment = byTestId(webview, 'comment');
    assert.equal(await comment.inputValue(), 'Second variation.');
    await comment.fill('New');
    await board(webview).focus();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), 'C[Second variation.]', 'C[New]'));
    await comment.fill('');
    await board(webview).focus();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), 'C[Second variation.]', ''));
  });

  it('Ctrl+Z and Ctrl+Shift+Z in the comment box undo and redo the typing there, as in any text field', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-comment-undo.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    const comment = byTestId(webview, 'comment');
    await comment.click();
    await page.keyboard.type('Nice move');
    await page.keyboard.press('Control+Z');
    await page.waitForTimeout(300);
    assert.equal(await comment.inputValue(), '');
    await page.keyboard.press('Control+Shift+Z');
    await page.waitForTimeout(300);
    assert.equal(await comment.inputValue(), 'Nice move');
    await board(webview).focus();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), ';W[gg])', ';W[gg]C[Nice move])'));
  });

  it("Ctrl+Z in a text field with nothing typed there since it took the focus is the file's Undo, and leaves other fields alone", async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-field-undo-file.sgf');
    const webview = await openBoard(page, file);
    const black = webview.locator('[data-testid="game-info"] [data-field="PB"]');
    await black.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Carol');
    await page.keyboard.press('Tab');
    await byTestId(webview, 'player-black').filter({ hasText: 'Carol' }).waitFor();
    await pressOnBoard(webview, 'End', 4);
    await vertex(webview, 0, 0).click();
    await moveNumber(webview, 5).waitFor();
    await byTestId(webview, 'comment').click();
    await page.keyboard.press('Control+Z');
    await moveNumber(webview, 4).waitFor();
    assert.equal(await black.inputValue(), 'Carol');
    await board(webview).focus();
    assert.equal(await saveAndRead(page, file), replaced(tree(), 'PB[Aiko]', 'PB[Carol]'));
  });

  it('the game info panel edits PB on the root', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-info.sgf');
    const webview = await openBoard(page, file);
    const field = webview.locator('[data-testid="game-info"] [data-field="PB"]');
    assert.equal(await field.inputValue(), 'Aiko');
    await field.fill('Chen');
    await field.press('Tab');
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), 'PB[Aiko]', 'PB[Chen]'));
    await byTestId(webview, 'player-black').filter({ hasText: 'Chen' }).waitFor();
  });

  it('keeps every letter typed into game info fields one after another with Tab', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-info-typed.sgf');
    const webview = await openBoard(page, file);
    const info = webview.locator('[data-testid="game-info"]');
    await info.locator('[data-field="PB"]').click();
    await page.keyboard.press('Control+A');
    // VS Code's select all comes back to the view a moment later: it must not select the letter typed meanwhile.
    await page.keyboard.type('C');
    await page.waitForTimeout(1000);
    await page.keyboard.type('arol');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1d');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Dave');
    await page.keyboard.press('Tab');
    await waitDirty(page);
    await byTestId(webview, 'player-white').filter({ hasText: 'Dave' }).waitFor();
    const text = await saveAndRead(page, file);
    assert.match(text, /PB\[Carol\]/);
    assert.match(text, /BR\[1d\]/);
    assert.match(text, /PW\[Dave\]/);
  });
  it('a click on the next move right after typing a comment writes the comment and goes there; a second click plays after it', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-comment-then-click.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 2, 2);
    await byTestId(webview, 'comment').click();
    await page.keyboard.type('slack');
    // Black's G7 (6,2) is the file's next move (variation A); then White's C3 (2,6), a move the file lacks, at once.
    await vertex(webview, 6, 2).click();
    await page.waitForTimeout(300);
    await vertex(webview, 2, 6).click();
    await stoneAt(webview, 2, 6, 'W').waitFor();
    await moveNumber(webview, 4).waitFor();
    await waitDirty(page);
    const commented = replaced(tree(), ';W[cc]', ';W[cc]C[slack]');
    assert.equal(await saveAndRead(page, file), replaced(commented, '(;B[gc];W[gg])', '(;B[gc](;W[gg])(;W[cg]))'));
  });

  it('a click on the next move right after typing an event name writes EV on the root and goes there', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-event-then-click.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 2, 2);
    await webview.locator('[data-testid="game-info"] [data-field="EV"]').click();
    await page.keyboard.type('Club night');
    await vertex(webview, 6, 2).click();
    await moveNumber(webview, 3).waitFor();
    await stoneAt(webview, 6, 2, 'B').waitFor();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), 'PW[Bao]', 'PW[Bao]EV[Club night]'));
  });
});
