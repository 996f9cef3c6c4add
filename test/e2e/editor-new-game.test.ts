// "Goban: New Game" in a real VS Code: the prompts (size, rules, handicap, komi) open an untitled SGF as a board;
// handicap stones sit on the standard points and White moves first.
import * as assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { board, moveNumber, resetEditors, revertEverything, runExactCommand, vertex, waitClean } from './support/sgfEditor';
import { activeWebview, e2eEnvironment, runCommand, stonesOnBoard, useWorkbench } from './support/workbench';

/** Picks the row labelled exactly `label` in the open quick pick ("9×9" must not pick "19×19"). */
async function pick(page: Page, label: string): Promise<void> {
  const exact = new RegExp(`^${label}$`);
  const row = page
    .locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: exact }) })
    .first();
  await row.waitFor();
  await row.click();
}

/** Types `text` into the open input box and accepts it. */
async function answer(page: Page, text: string): Promise<void> {
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await input.fill(text);
  await input.press('Enter');
}

/**
 * Runs Goban: New Game and answers its prompts: a size from the list ("9×9") or a custom one typed in ("13x9"),
 * the rules, the handicap row ("No handicap", "4 handicap stones") and the komi.
 */
async function newGame(page: Page, size: string, rules: string, handicap: string, komi: string): Promise<void> {
  await runCommand(page, 'Goban: New Game');
  if (size.includes('x')) {
    await pick(page, 'Custom size…');
    await answer(page, size);
  } else {
    await pick(page, size);
  }
  await pick(page, rules);
  await pick(page, handicap);
  await answer(page, komi);
}

describe('the board editor: Goban: New Game', function () {
  this.timeout(60_000);
  const workbench = useWorkbench(revertEverything);

  it('opens a new 9×9 game under Japanese rules with komi 6.5 as an empty board', async () => {
    const page = workbench.page();
    await resetEditors(page);
    await newGame(page, '9×9', 'Japanese', 'No handicap', '6.5');
    const webview = activeWebview(page);
    await moveNumber(webview, 0).waitFor();
    assert.equal(await webview.locator('[data-vertex]').count(), 81);
    assert.deepEqual(await stonesOnBoard(webview), []);
    await page.locator('.statusbar-item', { hasText: 'Move 0 of 0 · Black to play' }).first().waitFor();
    // The game info panel reads the new text: komi, rules and no handicap.
    const info = webview.locator('[data-testid="game-info"]');
    assert.equal(await info.locator('[data-field="KM"]').inputValue(), '6.5');
    assert.equal(await info.locator('[data-field="RU"]').inputValue(), 'Japanese');
    assert.equal(await info.locator('[data-field="HA"]').inputValue(), '');
  });

  it('opens a 19×19 game with 4 handicap stones on the 4-4 points, White to play', async () => {
    const page = workbench.page();
    await resetEditors(page);
    await newGame(page, '19×19', 'Japanese', '4 handicap stones', '0.5');
    const webview = activeWebview(page);
    await moveNumber(webview, 0).waitFor();
    assert.equal(await webview.locator('[data-vertex]').count(), 361);
    assert.deepEqual(await stonesOnBoard(webview), ['B 15,15', 'B 15,3', 'B 3,15', 'B 3,3']);
    assert.equal(await webview.locator('[data-testid="game-info"] [data-field="HA"]').inputValue(), '4');
    await page.locator('.statusbar-item', { hasText: 'White to play' }).first().waitFor();
  });

  it('opens a rectangular 13×9 game from a custom size', async () => {
    const page = workbench.page();
    await resetEditors(page);
    await newGame(page, '13x9', 'Chinese', 'No handicap', '7.5');
    const webview = activeWebview(page);
    await moveNumber(webview, 0).waitFor();
    assert.equal(await webview.locator('[data-vertex]').count(), 117);
    await webview.locator('[data-vertex="12,8"]').waitFor();
    assert.equal(await webview.locator('[data-vertex="8,12"]').count(), 0, '13 wide, 9 high');
  });

  it('stays on the move it showed when the new game is saved (File: Save writes "New Game N.sgf" and reopens it as a file)', async () => {
    const page = workbench.page();
    await resetEditors(page);
    const { workspace } = e2eEnvironment();
    const newGames = (): string[] => fs.readdirSync(workspace).filter((name) => /^New Game \d+\.sgf$/.test(name));
    const before = newGames();
    await newGame(page, '9×9', 'Japanese', 'No handicap', '6.5');
    const webview = activeWebview(page);
    await moveNumber(webview, 0).waitFor();
    const points: Array<[number, number]> = [
      [2, 2],
      [6, 6],
      [2, 6],
      [6, 2],
      [4, 4],
    ];
    for (const [k, [x, y]] of points.entries()) {
      await vertex(webview, x, y).click();
      await moveNumber(webview, k + 1).waitFor();
    }
    await runExactCommand(page, 'File: Save');
    await waitClean(page);
    const saved = newGames().filter((name) => !before.includes(name));
    try {
      assert.equal(saved.length, 1, `one new file: ${saved.join(', ')}`);
      // The moves go on in a new line where the line would pass 80 columns.
      assert.match(fs.readFileSync(path.join(workspace, saved[0]), 'utf8'), /DT\[\d{4}-\d\d-\d\d\];B\[cc\]\n;W\[gg\];B\[cg\];W\[gc\];B\[ee\]\)\n$/);
      const file = activeWebview(page);
      await moveNumber(file, 5).waitFor();
      // The file's new board went straight to that move: it did not show the file's opening node first.
      assert.equal(await board(file).evaluate(() => performance.getEntriesByName('goban:opening-node').length), 0);
      await page.locator('.statusbar-item', { hasText: 'Move 5 of 5 · White to play' }).first().waitFor();
    } finally {
      for (const name of saved) fs.rmSync(path.join(workspace, name), { force: true });
    }
  });
});
