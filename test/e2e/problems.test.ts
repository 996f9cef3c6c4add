// Problem mode in a real VS Code (code-server) in Chromium: a tsumego file opens as a problem; a wrong move is told
// wrong and Retry starts again; a line the file refutes is answered from the file and told wrong; the right move is
// told right; Next Problem moves on to the next file of the folder. Nothing is written into the files.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { resultsDir } from '../../scripts/harness/paths';
import { board, byTestId, diskText, openBoard, resetEditors, vertex } from './support/sgfEditor';
import { activeWebview, e2eEnvironment, runCommand, useWorkbench } from './support/workbench';

describe('problem mode: solving a tsumego against its file', function () {
  this.timeout(120_000);
  const workbench = useWorkbench(resetEditors);

  it('tells a wrong move, a refuted line and the right move apart, with Retry and Next Problem', async () => {
    const page = workbench.page();
    const before = diskText('problems/01-live.sgf');
    const webview = await openBoard(page, 'problems/01-live.sgf');
    const bar = byTestId(webview, 'problem-mode');
    const message = byTestId(webview, 'problem-message');
    await message.filter({ hasText: /^Black to play$/ }).waitFor();
    assert.equal(await bar.getAttribute('data-status'), 'solving');
    // No spoilers: the tree and the variation letters are hidden in the Problem view.
    assert.equal(await webview.locator('.tree-panel').isVisible(), false);
    assert.equal(await webview.locator('[data-variation]').count(), 0, 'no point is marked as an answer (not even for screen readers)');
    assert.equal(await webview.locator('.game-info').isVisible(), false);
    // Nor komi, result, handicap and rules, which a life-and-death problem does not have.
    assert.equal(await webview.locator('.facts').isVisible(), false);
    // The comment is read-only while solving: its placeholder does not offer to save.
    const placeholder = await byTestId(webview, 'comment').evaluate((e) => {
      // Runs in the page: the browser's getComputedStyle (this file is type-checked without the DOM library).
      const styleOf = (globalThis as unknown as { getComputedStyle(e: unknown, pseudo: string): { color: string } }).getComputedStyle;
      return styleOf(e, '::placeholder').color;
    });
    assert.equal(placeholder, 'rgba(0, 0, 0, 0)');
    // And it says so, and does not look like a box to type in (a tryout typed into it and saw nothing happen).
    const comment = byTestId(webview, 'comment');
    const background = await comment.evaluate(
      (e) => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(e).backgroundColor,
    );
    assert.deepEqual(
      [await comment.getAttribute('readonly'), await comment.getAttribute('title'), background],
      ['', 'Read-only while solving: comments are edited in the Game view.', 'rgba(0, 0, 0, 0)'],
    );
    // Nor did a node shown before the Problem view took over (a problem opens on its setup, without a first glance).
    assert.equal(await board(webview).evaluate(() => performance.getEntriesByName('goban:opening-node').length), 0);

    await vertex(webview, 5, 5).click();
    await message.filter({ hasText: 'Wrong: F4 is not an answer the problem knows. Retry?' }).waitFor();
    // The stone played stays in sight, faded and ringed in the error colour, until Retry.
    const tried = webview.locator('[data-vertex="5,5"][data-miss="B"] .stone');
    const styleOfStone = await tried.evaluate((stone) => {
      // Runs in the page: the browser's getComputedStyle (this file is type-checked without the DOM library).
      const style = (globalThis as unknown as { getComputedStyle(e: unknown): { display: string; fillOpacity: string } }).getComputedStyle(stone);
      return [style.display, style.fillOpacity];
    });
    assert.deepEqual(styleOfStone, ['inline', '0.55']);
    await byTestId(webview, 'problem-retry').click();
    await message.filter({ hasText: /^Black to play$/ }).waitFor();
    assert.equal(await webview.locator('[data-miss]').count(), 0);

    await vertex(webview, 0, 0).click();
    // White's placement comes from the file by itself, after a short pause.
    await webview.locator('[data-vertex="1,0"][data-color="W"]').waitFor();
    await message.filter({ hasText: 'Wrong: this line fails. Retry?' }).waitFor();
    assert.equal(await bar.getAttribute('data-status'), 'wrong');
    // The line ended: no one is to play on; the status line and the status bar give the verdict.
    await webview.locator('.status-to-play', { hasText: /^Wrong: Retry$/ }).waitFor();
    await page.locator('.statusbar-item', { hasText: 'Problem · Move 2 · Wrong: Retry' }).first().waitFor();

    await board(webview).press('r');
    await message.filter({ hasText: /^Black to play$/ }).waitFor();
    // Stepping from the palette is refused, and the notice saying so is in sight though the problem bar makes the view tall.
    await runCommand(page, 'Goban: Next Move');
    const notice = byTestId(webview, 'notice').filter({ hasText: 'switch to the Game view to step through its lines' });
    await notice.waitFor();
    const [frame, shown] = await Promise.all([page.locator('iframe.webview.ready').boundingBox(), notice.boundingBox()]);
    assert.ok(frame !== null && shown !== null && shown.y + shown.height <= frame.y + frame.height + 1, JSON.stringify({ frame, shown }));
    await vertex(webview, 1, 0).click();
    await message.filter({ hasText: 'Right! Solved.' }).waitFor();
    assert.equal(await bar.getAttribute('data-status'), 'right');
    await webview.locator('.status-to-play', { hasText: /^Right line$/ }).waitFor();
    await page.locator('.statusbar-item', { hasText: 'Problem · Move 1 · Right line' }).first().waitFor();
    await page.screenshot({ path: path.join(resultsDir, 'problem-solved.png') });

    await byTestId(webview, 'problem-next').click();
    await page.locator('.tab.active', { hasText: '02-collection.sgf' }).waitFor();
    const collection = activeWebview(page);
    await byTestId(collection, 'problem-counter').filter({ hasText: 'Problem 2 of 6' }).waitFor();
    // The game picker lists the problems by number only (a name may give the answer away), and by name in the Game view.
    const options = () => byTestId(collection, 'game-picker').locator('option').allTextContents();
    assert.deepEqual(await options(), ['1', '2', '3']);
    await byTestId(collection, 'problem-gameView').click();
    await collection.locator('[data-testid="game-picker"] option', { hasText: /^1\. / }).first().waitFor({ state: 'attached' });
    assert.equal(
      (await options()).every((text) => /^\d\. ./.test(text)),
      true,
    );
    assert.equal(diskText('problems/01-live.sgf'), before);
  });

  it("plays the file's answer in the right line, then the solver's killing move is told right", async () => {
    const page = workbench.page();
    const webview = await openBoard(page, 'problems/03-kill.sgf');
    const message = byTestId(webview, 'problem-message');
    await message.filter({ hasText: /^Black to play$/ }).waitFor();
    await vertex(webview, 1, 0).click();
    // White's answer from the file: A9.
    await webview.locator('[data-vertex="0,0"][data-color="W"]').waitFor();
    await message.filter({ hasText: /^Black to play$/ }).waitFor();
    await vertex(webview, 2, 0).click();
    await message.filter({ hasText: 'Right! Solved at the first try.' }).waitFor();
    // The white group is captured.
    assert.equal(await webview.locator('[data-vertex="0,1"][data-color]').count(), 0);
  });

  it('shows a 19×19 corner problem as its corner, keeps the keyboard cursor there, and the Game view shows the whole board', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, 'problems/04-corner-19.sgf');
    const message = byTestId(webview, 'problem-message');
    await message.filter({ hasText: /^Black to play$/ }).waitFor();
    const svg = board(webview).locator('svg.goban-svg');
    // The stones stand on R..T and 19..17: columns N..T and rows 19..13, with a cell of room for the labels.
    assert.equal(await svg.getAttribute('viewBox'), '11 -1 8 8');
    const labels = await svg.locator('.coordinates text').allTextContents();
    assert.deepEqual([...new Set(labels)].sort(), ['13', '14', '15', '16', '17', '18', '19', 'N', 'O', 'P', 'Q', 'R', 'S', 'T']);
    const box = await board(webview).boundingBox();
    assert.ok(box !== null && Math.abs(box.width - box.height) < 2, 'a square view of a square region');
    // The keyboard cursor starts amid the stones and stops at the region's edge (column N), not beyond.
    await board(webview).focus();
    for (let i = 0; i < 12; i++) await board(webview).press('Shift+ArrowLeft');
    assert.equal((await webview.locator('.cursor').getAttribute('data-vertex'))?.split(',')[0], '12');
    await vertex(webview, 17, 0).click();
    await message.filter({ hasText: 'Right! Solved at the first try.' }).waitFor();
    await byTestId(webview, 'problem-gameView').click();
    await webview.locator('svg.goban-svg[viewBox="-1 -1 20 20"]').waitFor();
    // A cursor moved outside the corner in the Game view is dropped on the way back: it would play where nothing shows.
    await board(webview).focus();
    for (let i = 0; i < 10; i++) await board(webview).press('Shift+ArrowDown');
    assert.equal(Number((await webview.locator('.cursor').getAttribute('data-vertex'))?.split(',')[1]) > 6, true);
    await byTestId(webview, 'problem-problemView').click();
    await webview.locator('svg.goban-svg[viewBox="11 -1 8 8"]').waitFor();
    await board(webview).focus();
    assert.equal(await webview.locator('.cursor').count(), 0);
    await board(webview).press('Shift+ArrowDown');
    assert.equal(Number((await webview.locator('.cursor').getAttribute('data-vertex'))?.split(',')[1]) <= 6, true);
    await byTestId(webview, 'problem-next').click();
    await message.filter({ hasText: 'This is the last problem of the folder.' }).waitFor();
  });

  it('opens a position copied with Copy Position as SGF (setup and PL, no move) as a game, not as a problem', async () => {
    const page = workbench.page();
    const { workspace } = e2eEnvironment();
    fs.mkdirSync(path.join(workspace, 'scratch'), { recursive: true });
    fs.copyFileSync(path.join(__dirname, '../fixtures/problems/not-problems/copied-position.sgf'), path.join(workspace, 'scratch', 'copied-position.sgf'));
    const webview = await openBoard(page, 'scratch/copied-position.sgf');
    await webview.locator('[data-vertex="4,4"][data-color="B"]').waitFor();
    await webview.locator('.tree-panel').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await byTestId(webview, 'problem-mode').isVisible(), false);
    assert.equal(await webview.locator('.tree-panel').isVisible(), true);
  });

  it('shows the game tree from its root, and the node on the board, after a long line was solved in the Problem view', async () => {
    const page = workbench.page();
    const { workspace } = e2eEnvironment();
    // A 14-move right line on a 19×19 board (the tree is hidden in the Problem view while the board goes 14 columns deep).
    const moves = ['dd', 'pp', 'dp', 'pd', 'jj', 'jd', 'jp', 'dj', 'pj', 'cc', 'qq', 'cq', 'qc', 'kk'];
    const line = moves.map((m, k) => `;${k % 2 === 0 ? 'B' : 'W'}[${m}]`).join('');
    fs.mkdirSync(path.join(workspace, 'scratch'), { recursive: true });
    fs.writeFileSync(path.join(workspace, 'scratch', 'long-problem.sgf'), `(;GM[1]FF[4]SZ[19]AB[aa]AW[ss]PL[B]C[Black to play]${line}C[RIGHT])`);
    const webview = await openBoard(page, 'scratch/long-problem.sgf');
    const message = byTestId(webview, 'problem-message');
    await message.filter({ hasText: /^Black to play$/ }).waitFor();
    for (let k = 0; k < moves.length; k += 2) {
      const [x, y] = [moves[k].charCodeAt(0) - 97, moves[k].charCodeAt(1) - 97];
      await vertex(webview, x, y).click();
      if (k + 1 < moves.length) {
        const [rx, ry] = [moves[k + 1].charCodeAt(0) - 97, moves[k + 1].charCodeAt(1) - 97];
        await webview.locator(`[data-vertex="${rx},${ry}"][data-color="W"]`).waitFor();
      }
    }
    await message.filter({ hasText: /^Right! Solved/ }).waitFor();
    await byTestId(webview, 'problem-gameView').click();
    const tree = byTestId(webview, 'game-tree');
    await tree.locator('[aria-current="true"]').waitFor();
    // Every node of the line in the part of the tree on screen is drawn (the line's node at column c has id c).
    const { left, width } = await tree.evaluate((element: { scrollLeft: number; clientWidth: number }) => ({
      left: element.scrollLeft,
      width: element.clientWidth,
    }));
    const columns = Array.from({ length: moves.length + 1 }, (_, c) => c).filter((c) => c * 26 >= left && (c + 1) * 26 <= left + width);
    assert.ok(columns.length >= 5, `columns on screen: ${columns.join(',')}`);
    for (const c of columns) assert.equal(await tree.locator(`[data-tree-node="${c}"]`).count(), 1, `column ${c} is on screen but not drawn`);
  });
});
