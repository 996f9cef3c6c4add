// The packaged extension in a real VS Code (code-server) in Chromium: an SGF opens as a board users can step through.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { resultsDir } from '../../scripts/harness/paths';
import { activeWebview, openFromExplorer, runCommand, stonesOnBoard, useWorkbench } from './support/workbench';

/** games/capture-demo.sgf after its 10-move main line (checked against GNU Go's `list_stones`): Black captured D7. */
const finalStones = ['B 2,2', 'B 3,1', 'B 3,3', 'B 4,2', 'B 5,4', 'W 2,6', 'W 4,6', 'W 6,2', 'W 6,6'];

describe('the Goban board editor', function () {
  this.timeout(60_000);
  const workbench = useWorkbench();

  it('opens an .sgf file as a board at the start of the game', async () => {
    const page = workbench.page();
    await openFromExplorer(page, 'games/capture-demo.sgf');
    const webview = activeWebview(page);
    const board = webview.locator('[data-testid="board"]');
    await board.waitFor();
    assert.equal(await board.getAttribute('role'), 'grid');
    assert.equal(await board.getAttribute('tabindex'), '0');
    assert.equal(await webview.locator('[data-vertex]').count(), 81);
    await webview.locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
    assert.deepEqual(await stonesOnBoard(webview), []);
  });

  it('shows the final position of the main line after End', async () => {
    const page = workbench.page();
    const webview = activeWebview(page);
    await webview.locator('[data-testid="board"]').press('End');
    await webview.locator('[data-testid="move-number"]', { hasText: /^10$/ }).waitFor();
    assert.deepEqual(await stonesOnBoard(webview), finalStones);
    await page.screenshot({ path: path.join(resultsDir, 'board.png') });
  });

  it('steps back and forth with the arrow keys and returns to the start with Home', async () => {
    const webview = activeWebview(workbench.page());
    const board = webview.locator('[data-testid="board"]');
    const moveNumber = (n: number) => webview.locator('[data-testid="move-number"]', { hasText: new RegExp(`^${n}$`) });
    await board.press('ArrowLeft');
    await moveNumber(9).waitFor();
    assert.deepEqual(
      await stonesOnBoard(webview),
      finalStones.filter((s) => s !== 'W 4,6'),
    );
    await board.press('ArrowRight');
    await moveNumber(10).waitFor();
    assert.deepEqual(await stonesOnBoard(webview), finalStones);
    await board.press('Home');
    await moveNumber(0).waitFor();
    assert.deepEqual(await stonesOnBoard(webview), []);
  });

  it('reopens the file as text', async () => {
    const page = workbench.page();
    await runCommand(page, 'View: Reopen Editor With Text Editor');
    await page.locator('.editor-instance .monaco-editor .view-lines', { hasText: 'GN[Capture demo]' }).waitFor();
    assert.equal(await page.locator('iframe.webview.ready').count(), 0);
  });

  it('follows edits made to the same file in a text editor beside it', async () => {
    const page = workbench.page();
    await runCommand(page, 'View: Split Editor Right');
    await runCommand(page, 'View: Reopen Editor With...');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Goban Board' }).first().click();
    const webview = activeWebview(page);
    await webview.locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
    // Type a black setup stone into the root node in the text editor on the left: AB[ee] is E5, the centre.
    await page.locator('.editor-group-container').first().locator('.view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.insertText('AB[ee]');
    await webview.locator('[data-vertex="4,4"][data-color="B"]').waitFor();
    assert.deepEqual(await stonesOnBoard(webview), ['B 4,4']);
    await runCommand(page, 'File: Revert File');
    await webview.locator('[data-vertex="4,4"][data-color]').waitFor({ state: 'detached' });
    assert.deepEqual(await stonesOnBoard(webview), []);
    // Let VS Code drop its hot-exit backup of the edit before this window closes: otherwise the next suite's window
    // restores the file as dirty and a "save changes?" dialog blocks it.
    await page.locator('.tab.dirty').waitFor({ state: 'detached' });
    await page.waitForTimeout(1500);
  });
});
