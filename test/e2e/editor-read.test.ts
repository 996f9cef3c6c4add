// The SGF board editor in a real VS Code: markup, labels, arrows, lines, dimmed points, annotation badges, variation
// marks, comment and game info of a fixture that has all of them; several games and the picker.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { resultsDir } from '../../scripts/harness/paths';
import { byTestId, moveNumber, openBoard, pressOnBoard, revertEverything, runExactCommand, stoneAt, useTheme, vertexAttributes } from './support/sgfEditor';
import { activeWebview, stonesOnBoard, useWorkbench } from './support/workbench';

describe('the board editor: reading markup, annotations, variations, comments, game info and several games', function () {
  this.timeout(60_000);
  const workbench = useWorkbench(revertEverything);

  it('shows the game info and players of the root', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, 'games/editor-markup.sgf');
    await byTestId(webview, 'player-black').filter({ hasText: 'Aiko' }).waitFor();
    assert.match(await byTestId(webview, 'player-black').innerText(), /Aiko.*3d/s);
    assert.match(await byTestId(webview, 'player-white').innerText(), /Bao.*2d/s);
    // Each row names its colour; in this dark theme a small black disc has a dim rim, so it does not read as ○.
    assert.deepEqual(await webview.locator('.player .player-colour').allInnerTexts(), ['Black', 'White']);
    const rim = await webview.locator('.player[data-color="B"] .player-stone').evaluate((e) => {
      // Runs in the page: the browser's getComputedStyle (this file is type-checked without the DOM library).
      const styleOf = (globalThis as unknown as { getComputedStyle(e: unknown): { borderTopColor: string } }).getComputedStyle;
      return styleOf(e).borderTopColor;
    });
    const [r, g, b] = (rim.match(/\d+/g) ?? []).map(Number);
    assert.ok(0.2126 * r + 0.7152 * g + 0.0722 * b < 128, `the black disc's rim ${rim} is light`);
    assert.match(await byTestId(webview, 'komi').innerText(), /6\.5/);
    assert.match(await byTestId(webview, 'result').innerText(), /W\+R/);
    const info = webview.locator('[data-testid="game-info"]');
    assert.equal(await info.locator('[data-field="DT"]').inputValue(), '2026-11-30');
    assert.equal(await info.locator('[data-field="RE"]').inputValue(), 'W+R');
  });

  it('draws TR, SQ, CR, MA, labels, an arrow, a line and a dimmed point of move 1', async () => {
    const webview = activeWebview(workbench.page());
    await pressOnBoard(webview, 'ArrowRight', 1);
    assert.deepEqual(await vertexAttributes(webview, 'data-markup'), ['2,2=TR', '2,6=CR', '6,2=SQ', '6,6=MA']);
    assert.deepEqual(await vertexAttributes(webview, 'data-label'), ['2,4=B', '4,2=A']);
    assert.deepEqual(await webview.locator('[data-vertex][data-dimmed]').evaluateAll((e) => e.map((v) => v.getAttribute('data-vertex'))), ['8,8']);
    await webview.locator('[data-testid="arrow"][data-from="0,0"][data-to="1,1"]').waitFor();
    await webview.locator('[data-testid="line"][data-from="8,0"][data-to="7,1"]').waitFor();
    await stoneAt(webview, 4, 4, 'B').waitFor();
    assert.ok((await webview.locator('[data-vertex="4,4"]').getAttribute('class'))?.split(/\s+/).includes('last'), 'the last move is marked');
  });

  it('shows BM, GB and HO as badges and the comment as text', async () => {
    const webview = activeWebview(workbench.page());
    const badges = await webview.locator('[data-testid="annotation"]').evaluateAll((e) => e.map((b) => b.getAttribute('data-annotation')).sort());
    assert.deepEqual(badges, ['BM', 'GB', 'HO']);
    for (const kind of ['BM', 'GB', 'HO']) {
      const title = await webview.locator(`[data-testid="annotation"][data-annotation="${kind}"]`).getAttribute('title');
      assert.ok(title !== null && title.length > 0, `${kind} has a title`);
    }
    assert.equal(await byTestId(webview, 'comment').inputValue(), 'Markup of every kind.');
  });

  it('marks the three next moves as variations A, B, C on their points', async () => {
    const webview = activeWebview(workbench.page());
    assert.deepEqual(await vertexAttributes(webview, 'data-variation'), ['3,2=A', '5,2=B', '6,4=C']);
    await workbench.page().screenshot({ path: path.join(resultsDir, 'editor-markup.png') });
  });

  it("shows the variation's own annotation after following it (TE, DO, IT)", async () => {
    const webview = activeWebview(workbench.page());
    await pressOnBoard(webview, 'ArrowRight', 2);
    await webview.locator('[data-testid="annotation"][data-annotation="TE"]').waitFor();
    await webview.locator('[data-testid="board"]').press('ArrowDown');
    await stoneAt(webview, 5, 2, 'W').waitFor();
    await webview.locator('[data-testid="annotation"][data-annotation="DO"]').waitFor();
    await webview.locator('[data-testid="board"]').press('ArrowDown');
    await stoneAt(webview, 6, 4, 'W').waitFor();
    await webview.locator('[data-testid="annotation"][data-annotation="IT"]').waitFor();
    await webview.locator('[data-testid="board"]').press('ArrowUp');
    await stoneAt(webview, 5, 2, 'W').waitFor();
    await moveNumber(webview, 2).waitFor();
  });

  it('picks the second game of a two-game file from the game picker (a 13×13 board with its own players) and from Select Game…', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, 'games/editor-games.sgf');
    assert.equal(await webview.locator('[data-vertex]').count(), 81);
    const picker = byTestId(webview, 'game-picker');
    await picker.waitFor();
    assert.equal(await picker.locator('option').count(), 2);
    await picker.selectOption({ index: 1 });
    await byTestId(webview, 'player-black').filter({ hasText: 'Cid' }).waitFor();
    assert.equal(await webview.locator('[data-vertex]').count(), 169);
    await pressOnBoard(webview, 'End', 1);
    assert.deepEqual(await stonesOnBoard(webview), ['B 6,6']);
    await picker.selectOption({ index: 0 });
    await byTestId(webview, 'player-black').filter({ hasText: 'Ann' }).waitFor();
    assert.equal(await webview.locator('[data-vertex]').count(), 81);
    // Select Game… from the palette describes each game and starts on the one shown; the arrow and Enter take the next.
    await runExactCommand(page, 'Goban: Select Game…');
    const rows = page.locator('.quick-input-list .monaco-list-row');
    await rows.nth(1).waitFor();
    assert.deepEqual(await rows.allInnerTexts(), ['1. Ann – BenFirst game, 9×9 · shown now', '2. Cid – DanSecond game, 13×13']);
    assert.equal(await page.locator('.quick-input-list .monaco-list-row.focused').innerText(), '1. Ann – BenFirst game, 9×9 · shown now');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await byTestId(webview, 'player-black').filter({ hasText: 'Cid' }).waitFor();
    // Asked again, it starts on the second game, the one shown now.
    await runExactCommand(page, 'Goban: Select Game…');
    await rows.nth(1).waitFor();
    assert.equal(await page.locator('.quick-input-list .monaco-list-row.focused').innerText(), '2. Cid – DanSecond game, 13×13 · shown now');
    await page.keyboard.press('Enter');
  });

  it('hides the game picker for a file with one game', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, 'games/editor-tree.sgf');
    assert.equal(await byTestId(webview, 'game-picker').isVisible(), false);
  });

  it('names the columns of a 52×52 board A…Z, AA…AZ, BA, BB, as hovers and messages do, and a point AB52 in its label', async () => {
    const webview = await openBoard(workbench.page(), 'games/board-52x52.sgf');
    await stoneAt(webview, 26, 0, 'B').waitFor();
    const labels = await webview.locator('.coordinates text').evaluateAll((e) => e.map((t) => t.textContent ?? ''));
    const columns = labels.slice(0, 104).filter((_, k) => k % 2 === 0);
    assert.deepEqual(
      [columns.slice(23, 27), columns.slice(-2)],
      [
        ['Y', 'Z', 'AA', 'AB'],
        ['BA', 'BB'],
      ],
    );
    assert.deepEqual(
      labels
        .slice(104)
        .filter((_, k) => k % 2 === 0)
        .slice(0, 2),
      ['52', '51'],
    );
    assert.match((await webview.locator('[data-vertex="26,0"]').getAttribute('aria-label')) ?? '', /^AB52\b/);
  });

  it("writes the letters of Black's next moves light on their dark ghost stones in a dark theme", async () => {
    const webview = await openBoard(workbench.page(), 'games/host-variations.sgf');
    await pressOnBoard(webview, 'ArrowRight', 2, 2);
    assert.deepEqual(await vertexAttributes(webview, 'data-variation'), ['2,6=B', '6,2=A', '6,6=C']);
    const letter = (): Promise<string> =>
      webview.locator('[data-vertex="6,2"] .variation-letter').evaluate((e) => {
        const styleOf = (globalThis as unknown as { getComputedStyle(e: unknown): { fill: string } }).getComputedStyle;
        return styleOf(e).fill;
      });
    const dark = await letter();
    const [r, g, b] = (dark.match(/\d+/g) ?? []).map(Number);
    assert.ok(0.2126 * r + 0.7152 * g + 0.0722 * b > 160, `the letter on a black ghost stone is ${dark}`);
    // In Light High Contrast the ghost is darker than the white board: the letter is the board's white.
    const page = workbench.page();
    await useTheme(page, 'Light High Contrast');
    try {
      await webview.locator('body.vscode-high-contrast-light').waitFor();
      assert.equal(await letter(), 'rgb(255, 255, 255)');
    } finally {
      await useTheme(page, 'Default Dark Modern');
    }
    await webview.locator('body.vscode-dark').waitFor();
  });

  it('Show or Hide Move Numbers numbers the stones of the line, the last one ringed inside its edge, and hides them again', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, 'games/capture-demo.sgf');
    await pressOnBoard(webview, 'End', 10);
    assert.equal(await webview.locator('[data-move-number]').count(), 0);
    await runExactCommand(page, 'Goban: Show or Hide Move Numbers');
    try {
      await webview.locator('[data-move-number="10"] .number').waitFor();
      const ring = await webview.locator('[data-move-number="10"] .last-move').evaluate((e) => {
        const styleOf = (globalThis as unknown as { getComputedStyle(e: unknown): { display: string; r: string } }).getComputedStyle;
        return `${styleOf(e).display} ${styleOf(e).r}`;
      });
      assert.equal(ring, 'inline 0.4px');
      await page.screenshot({ path: path.join(resultsDir, 'move-numbers.png') });
    } finally {
      await runExactCommand(page, 'Goban: Show or Hide Move Numbers');
    }
    await webview.locator('[data-move-number]').first().waitFor({ state: 'detached' });
  });
});
