// Count Territory, the Show Board CodeLens and the liberties hover in a real VS Code (code-server) in Chromium.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { resultsDir } from '../../scripts/harness/paths';
import { problemRows, waitForDecoratedCells, waitForEditorLines } from './support/editor';
import { activeWebview, openFromExplorer, runCommand, stonesOnBoard, useWorkbench } from './support/workbench';
import { resetEditors } from './support/sgfEditor';

/** Lines of the exercism board in territory.test.js, as the editor shows them. */
const boardLines = ["  '  B  ',", "  ' B B ',", "  'B W B',", "  ' W W ',", "  '  W  ',"];

describe('Count Territory, Show Board and the liberties hover', function () {
  this.timeout(90_000);
  const workbench = useWorkbench();

  before(async () => {
    await resetEditors(workbench.page());
  });

  it('shows the territory of a board in a JS test file in the Problems panel and colours its cells', async () => {
    const page = workbench.page();
    await openFromExplorer(page, 'territory.test.js');
    await page.locator('.editor-instance .view-lines', { hasText: 'const board' }).waitFor();
    await page.locator('.editor-instance .view-lines').click();
    await page.keyboard.press('Control+Home');
    await runCommand(page, 'Goban: Count Territory');
    await page.keyboard.press('Control+Shift+M');
    const summary = page.locator('.markers-panel .monaco-list-row', { hasText: 'Territory: Black 6, White 1, neutral 9 (5×5 board)' });
    await summary.waitFor();
    const rows = await problemRows(page);
    for (const message of [
      'Black territory, 3 points: [0,0] A5, [0,1] A4, [1,0] B5',
      'Black territory, 3 points: [3,0] D5, [4,0] E5, [4,1] E4',
      'White territory, 1 point: [2,3] C2',
      'Neutral region, 3 points: [0,3] A2, [0,4] A1, [1,4] B1',
    ]) {
      assert.ok(
        rows.some((row) => row.includes(message)),
        `Problems panel lists "${message}":\n${rows.join('\n')}`,
      );
    }
    // 16 empty cells: 6 black territory, 1 white, 9 neutral — three decoration colours (theme colours of Dark Modern).
    // The decorations paint after the diagnostics reach the Problems panel; in one CI run none had painted yet.
    const cells = await waitForDecoratedCells(page, (counts) => Object.keys(counts).length >= 3);
    assert.deepEqual(
      Object.values(cells).sort((a, b) => a - b),
      [1, 6, 9],
      JSON.stringify(cells),
    );
    await page.screenshot({ path: path.join(resultsDir, 'territory-text.png') });
  });

  it('opens the board webview from the Show Board CodeLens; a click on a point changes exactly that character, Ctrl+Z on the board undoes it', async () => {
    const page = workbench.page();
    await page.keyboard.press('Control+Shift+M');
    const lens = page.locator('.contentWidgets .codelens-decoration a', { hasText: 'Show Board' });
    // VS Code fetches lenses a moment after the editor text gains focus and cancels that fetch when it loses focus
    // (its CodeLens controller): Count Territory from the palette, then the Problems panel, took the focus before the
    // fetch in some runs, and the lens never came. A user clicks into the text; so does the test.
    await page.locator('.editor-instance .view-line', { hasText: 'const assert' }).click();
    await lens.waitFor();
    await lens.click();
    const webview = activeWebview(page);
    await webview.locator('[data-testid="board"] [data-vertex]').first().waitFor();
    assert.equal(await webview.locator('[data-vertex]').count(), 25);
    assert.deepEqual(await stonesOnBoard(webview), ['B 0,2', 'B 1,1', 'B 2,0', 'B 3,1', 'B 4,2', 'W 1,3', 'W 2,2', 'W 2,4', 'W 3,3']);
    // The counted territory shows on the board too.
    assert.equal(await webview.locator('[data-territory="B"]').count(), 6);
    const before = await waitForEditorLines(page, 'const board', (lines) => lines.length >= 11);
    assert.deepEqual(before.slice(5, 10), boardLines);
    await webview.locator('[data-vertex="0,0"]').click();
    await webview.locator('[data-vertex="0,0"][data-color="B"]').waitFor();
    const after = await waitForEditorLines(page, 'const board', (lines) => lines.length >= 11 && lines[5] !== before[5]);
    const changed = after.map((line, i) => (line === before[i] ? null : `${i}: ${before[i]} → ${line}`)).filter((l) => l !== null);
    assert.deepEqual(changed, ["5:   '  B  ', →   'B B  ',"]);
    await page.screenshot({ path: path.join(resultsDir, 'textboard-click.png') });
    // Changing the board's text cleared its territory (diagnostics and the board's squares).
    await webview.locator('[data-territory]').first().waitFor({ state: 'detached' });
    // Ctrl+Z with the board panel focused undoes the click in the text (and Ctrl+Shift+Z redoes it); the focus comes back.
    await webview.locator('[data-testid="board"]').focus();
    await webview.locator('[data-testid="board"]:focus').waitFor();
    await page.keyboard.press('Control+Z');
    await webview.locator('[data-vertex="0,0"][data-color]').waitFor({ state: 'detached' });
    // The focus is back on the board: the next keys still reach it.
    await page.locator('.editor-group-container.active .tab.active', { hasText: 'Board:' }).waitFor();
    await webview.locator('[data-testid="board"]:focus').waitFor();
    await page.keyboard.press('Control+Shift+Z');
    await webview.locator('[data-vertex="0,0"][data-color="B"]').waitFor();
    await page.locator('.editor-group-container.active .tab.active', { hasText: 'Board:' }).waitFor();
    await webview.locator('[data-testid="board"]:focus').waitFor();
    await page.keyboard.press('Control+Z');
    await webview.locator('[data-vertex="0,0"][data-color]').waitFor({ state: 'detached' });
    await page.locator('.editor-instance .view-line', { hasText: 'const assert' }).click();
    await page.keyboard.press('Control+Home');
    await waitForEditorLines(page, 'const board', (lines) => lines[5] === boardLines[0]);
    assert.equal(await page.locator('.tab.dirty').count(), 0, 'one undo leaves the file clean');
  });

  it('says so in the webview when the board disappears from the text, and shows it again after undo', async () => {
    const page = workbench.page();
    const webview = activeWebview(page);
    await page.locator('.editor-instance .view-line', { hasText: 'const assert' }).click();
    // Line 6 (1-based) is the first row: turn its first cell into an 'X', which is no board character.
    await page.keyboard.press('Control+G');
    await page.keyboard.insertText('6:4');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.insertText('X');
    await webview.locator('.message', { hasText: 'The board is no longer in territory.test.js' }).waitFor();
    await page.keyboard.press('Control+Z');
    await webview.locator('[data-testid="board"]:not([hidden])').waitFor();
    assert.equal(await webview.locator('[data-vertex]').count(), 25);
  });

  it('undoes a click on the board with Ctrl+Z when the board is a tab in front of its text', async () => {
    const page = workbench.page();
    const webview = activeWebview(page);
    await page.locator('.editor-group-container .tab', { hasText: 'Board:' }).click();
    await runCommand(page, 'View: Move Editor into Previous Group');
    await page.locator('.editor-group-container.active .tab[aria-label="territory.test.js"]').waitFor();
    await page.locator('.editor-group-container.active .tab.active', { hasText: 'Board:' }).waitFor();
    await webview.locator('[data-vertex="4,4"]').click();
    await webview.locator('[data-vertex="4,4"][data-color="B"]').waitFor();
    await webview.locator('[data-testid="board"]').focus();
    await webview.locator('[data-testid="board"]:focus').waitFor();
    await page.keyboard.press('Control+Z');
    await webview.locator('[data-vertex="4,4"][data-color]').waitFor({ state: 'detached' });
    await page.locator('.editor-group-container.active .tab.active', { hasText: 'Board:' }).waitFor();
    assert.equal(await page.locator('.tab.dirty').count(), 0, 'the undo leaves the file clean');
  });

  it('marks the counted territory on an SGF board with data-territory, for the node shown', async () => {
    const page = workbench.page();
    await resetEditors(page);
    await openFromExplorer(page, 'games/territory-9x9.sgf');
    const webview = activeWebview(page);
    await webview.locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
    await runCommand(page, 'Goban: Count Territory');
    await webview.locator('[data-territory]').first().waitFor();
    assert.deepEqual([await webview.locator('[data-territory="B"]').count(), await webview.locator('[data-territory="W"]').count()], [27, 27]);
    // The territory belongs to the counted node: stepping to the end hides it, counting there shows the new one.
    await webview.locator('[data-testid="board"]').press('End');
    await webview.locator('[data-testid="move-number"]', { hasText: /^5$/ }).waitFor();
    assert.equal(await webview.locator('[data-territory]').count(), 0);
    await runCommand(page, 'Goban: Count Territory');
    await webview.locator('[data-territory="W"]').first().waitFor();
    // White's stone on B8, in atari inside Black's side, is dead: it fades, and its point is Black's territory.
    assert.deepEqual(await webview.locator('[data-dead="true"]').evaluateAll((elements) => elements.map((e) => e.getAttribute('data-vertex'))), ['1,1']);
    const territory = await webview
      .locator('[data-territory]')
      .evaluateAll((elements) => elements.map((e) => `${e.getAttribute('data-territory')} ${e.getAttribute('data-vertex')}`));
    assert.deepEqual([territory.filter((t) => t.startsWith('B')).length, territory.filter((t) => t.startsWith('W')).length], [24, 26]);
    assert.ok(territory.includes('B 1,1'));
    await page.keyboard.press('Control+Shift+M');
    await page.locator('.markers-panel .monaco-list-row', { hasText: 'RE says B+3.5; the count gives W+7.5' }).waitFor();
    await page.screenshot({ path: path.join(resultsDir, 'territory-sgf.png') });
  });

  it('highlights the chain and liberties of the stone under the mouse and shows the count', async () => {
    const page = workbench.page();
    const webview = activeWebview(page);
    const label = webview.locator('[data-testid="liberties"]');
    await webview.locator('[data-vertex="1,1"]').hover();
    await label.filter({ hasText: '1 liberty' }).waitFor();
    assert.equal(await label.textContent(), '1 liberty · 1 white stone');
    assert.deepEqual(await webview.locator('[data-chain]').evaluateAll((e) => e.map((v) => v.getAttribute('data-vertex'))), ['1,1']);
    assert.deepEqual(await webview.locator('[data-liberty]').evaluateAll((e) => e.map((v) => v.getAttribute('data-vertex'))), ['1,2']);
    await webview.locator('[data-vertex="3,4"]').hover();
    await label.filter({ hasText: '17 liberties' }).waitFor();
    assert.equal(await label.textContent(), '17 liberties · 10 black stones');
    assert.equal(await webview.locator('[data-chain]').count(), 10);
    assert.equal(await webview.locator('[data-liberty]').count(), 17);
    await page.screenshot({ path: path.join(resultsDir, 'liberties-hover.png') });
    await webview.locator('[data-vertex="4,4"]').hover();
    await label.waitFor({ state: 'hidden' });
    assert.equal(await webview.locator('[data-chain], [data-liberty]').count(), 0);
  });
});
