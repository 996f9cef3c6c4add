// Score mode of the SGF board editor in a real VS Code: the dead stones of a finished game marked on the board, the
// score panel equal to RE, a click that revives a dead stone and the score that follows, Write Result, Esc.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { resultsDir } from '../../scripts/harness/paths';
import type { FrameLocator } from 'playwright-core';
import {
  board,
  byTestId,
  fixtureText,
  moveNumber,
  openBoard,
  revertEverything,
  saveAndRead,
  scratchCopy,
  useTheme,
  vertex,
  vertexAttributes,
  waitDirty,
} from './support/sgfEditor';
import { e2eEnvironment, runCommand, useWorkbench } from './support/workbench';

/** Writes a territory fixture of the repository (test/fixtures/extension/territory) to scratch/<name> of the test workspace, edited by `edit`. */
function scratchTerritoryFixture(fixture: string, name: string, edit: (text: string) => string = (text) => text): string {
  return scratchFixture('extension/territory', fixture, name, edit);
}

/** Writes test/fixtures/<folder>/<fixture> to scratch/<name> of the test workspace, edited by `edit`. */
function scratchFixture(folder: string, fixture: string, name: string, edit: (text: string) => string = (text) => text): string {
  const text = fs.readFileSync(path.join(__dirname, '../fixtures', folder, fixture), 'utf8');
  const target = path.join(e2eEnvironment().workspace, 'scratch', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, edit(text));
  return `scratch/${name}`;
}

/** Presses End on the board until the last move shows (a key pressed while the board is still settling can be lost). */
async function goToEnd(webview: FrameLocator, last: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await board(webview).press('End');
    if (
      await moveNumber(webview, last)
        .waitFor({ timeout: 4000 })
        .then(
          () => true,
          () => false,
        )
    )
      return;
  }
  await moveNumber(webview, last).waitFor();
}

describe('the board editor: scoring a finished game', function () {
  this.timeout(90_000);
  const workbench = useWorkbench(revertEverything);

  it('marks the dead stones of a finished 19×19 game, scores it to its RE, and follows a correction by click; Write Result writes exactly RE', async () => {
    const page = workbench.page();
    const file = scratchCopy('gnugo-19x19.sgf', 'score-19x19.sgf');
    const webview = await openBoard(page, file);
    await goToEnd(webview, 174);
    // The game ended with two passes: the board says so and offers to score.
    await byTestId(webview, 'pass-status').filter({ hasText: 'Both players passed' }).waitFor();
    await runCommand(page, 'Goban: Count Territory');
    const score = byTestId(webview, 'score');
    await score.waitFor();
    assert.deepEqual(await vertexAttributes(webview, 'data-dead'), ['12,13=true', '2,11=true', '4,1=true', '5,7=true']);
    // Dead stones are drawn smaller than living ones: faded alone, a black stone on a dark board looks alive.
    const radius = (stone: string): Promise<string> =>
      webview
        .locator(stone)
        .first()
        .evaluate((e) => {
          const styleOf = (globalThis as unknown as { getComputedStyle(e: unknown): { r: string } }).getComputedStyle;
          return styleOf(e).r;
        });
    assert.deepEqual([await radius('[data-vertex="12,13"] .stone'), await radius('[data-color]:not([data-dead]) .stone')], ['0.36px', '0.47px']);
    assert.equal(await byTestId(webview, 'score-result').textContent(), 'Result: B+16.5');
    assert.equal(await byTestId(webview, 'score-estimate').isVisible(), false);
    assert.equal(await byTestId(webview, 'score-record').textContent(), 'RE says B+16.5: the count agrees.');
    assert.equal(await webview.locator('[data-territory="B"]').count(), 111);
    await page.screenshot({ path: path.join(resultsDir, 'score-mode.png') });
    // Alive, the white stone on N6 takes Black's 76-point centre from him and one prisoner: 77 points, W+60.5.
    await vertex(webview, 12, 13).click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+60.5' }).waitFor();
    assert.deepEqual(await vertexAttributes(webview, 'data-dead'), ['2,11=true', '4,1=true', '5,7=true']);
    assert.equal(await byTestId(webview, 'score-record').textContent(), 'RE says B+16.5: the count differs.');
    assert.equal(await byTestId(webview, 'score-corrections').textContent(), '1 group marked by hand: the count keeps it until Clear Territory.');
    // Dead again, and the count is back.
    await vertex(webview, 12, 13).click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: B+16.5' }).waitFor();
    assert.equal(await byTestId(webview, 'score-corrections').isVisible(), false);
    await vertex(webview, 12, 13).click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+60.5' }).waitFor();
    await byTestId(webview, 'write-result').click();
    await waitDirty(page);
    await byTestId(webview, 'score-record').filter({ hasText: 'RE says W+60.5: the count agrees.' }).waitFor();
    const saved = await saveAndRead(page, file);
    assert.equal(saved, fixtureText('gnugo-19x19.sgf').replace('RE[B+16.5]', 'RE[W+60.5]'));
    // Killed, White's group on the top edge lies in an area that counts for nobody: no square covers its stones, so
    // they are crossed out. A second click gives back exactly the count before.
    await vertex(webview, 5, 0).click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: B+17.5' }).waitFor();
    assert.equal(await webview.locator('[data-dead]:not([data-territory]) .dead-mark:visible').count(), 15);
    await page.screenshot({ path: path.join(resultsDir, 'score-mode-crossed.png') });
    await vertex(webview, 5, 0).click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+60.5' }).waitFor();
    assert.deepEqual(await vertexAttributes(webview, 'data-dead'), ['2,11=true', '4,1=true', '5,7=true']);
    assert.equal(await webview.locator('.dead-mark:visible').count(), 0);
    // Esc leaves score mode: no panel, no dead marks, no territory.
    await board(webview).press('Escape');
    await score.waitFor({ state: 'hidden' });
    assert.deepEqual([await webview.locator('[data-dead]').count(), await webview.locator('[data-territory]').count()], [0, 0]);
    await moveNumber(webview, 174).waitFor();
  });

  it('says the game is not over at the end of a record cut short with its RE (4 moves, RE[B+2]), and keeps Write Result and Write Territory Markup off', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, scratchTerritoryFixture('gogod-collection-2games.sgf', 'score-cut-short.sgf'));
    await goToEnd(webview, 4);
    await runCommand(page, 'Goban: Count Territory');
    // Not over: a count of the position now, and RE is the result of the end, not compared with it.
    await byTestId(webview, 'score-result').filter({ hasText: 'Count now (open areas to nobody): Draw' }).waitFor();
    assert.equal(await byTestId(webview, 'score-record').textContent(), 'RE says B+2, the result at the end of the game.');
    assert.equal(await byTestId(webview, 'score-unfinished').isVisible(), true);
    // The estimate gives the open areas to the side the playouts give them: after four moves, as many to each (komi 0).
    assert.equal(await byTestId(webview, 'score-estimate').textContent(), 'Estimate: Draw');
    // The estimate is the headline; the count now, open areas to nobody, comes after it, plainer.
    assert.deepEqual(
      await byTestId(webview, 'score-result').evaluate((e) => [e.classList.contains('score-secondary'), e.previousElementSibling?.getAttribute('data-testid')]),
      [true, 'score-estimate'],
    );
    await page.screenshot({ path: path.join(resultsDir, 'score-unfinished.png') });
    const write = byTestId(webview, 'write-result');
    assert.deepEqual(
      [await write.isDisabled(), await write.getAttribute('title')],
      [true, 'The game is not over here: only the count of a finished game is written as RE.'],
    );
    // TB/TW would make the guess the record: a node with territory markup counts as a finished game.
    const markup = byTestId(webview, 'write-territory');
    assert.deepEqual(
      [await markup.isDisabled(), await markup.getAttribute('title')],
      [true, 'The game is not over here: territory markup records the end of a game.'],
    );
  });

  it('shows the territory a finished KGS record marks (TB/TW) at its last node, and leaves the squares to the count in score mode', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, scratchFixture('engine/realgames', 'kgs-yagr-yudeta.sgf', 'score-marked-territory.sgf'));
    await goToEnd(webview, 297);
    const marked = webview.locator('[data-marked-territory] .territory:visible');
    await marked.first().waitFor();
    const colours = async () => [await webview.locator('[data-marked-territory="B"]').count(), await webview.locator('[data-marked-territory="W"]').count()];
    assert.deepEqual([...(await colours()), await marked.count()], [51, 81, 132]);
    // Q19 is in TB; a screen reader hears it as Black's territory.
    assert.match((await vertex(webview, 15, 0).getAttribute('aria-label')) ?? '', /black territory$/);
    await page.screenshot({ path: path.join(resultsDir, 'marked-territory.png') });
    await board(webview).press('ArrowLeft');
    await moveNumber(webview, 296).waitFor();
    assert.deepEqual(await colours(), [0, 0]);
    await board(webview).press('ArrowRight');
    await moveNumber(webview, 297).waitFor();
    await runCommand(page, 'Goban: Count Territory');
    await byTestId(webview, 'score').waitFor();
    assert.equal(await webview.locator('[data-marked-territory]:not([data-territory]) .territory:visible').count(), 0);
    await board(webview).press('Escape');
    await byTestId(webview, 'score').waitFor({ state: 'hidden' });
    await marked.first().waitFor();
    assert.equal(await marked.count(), 132);
  });

  it("rings the estimate's close calls in a game ended by resignation and names them in the panel; a correction settles one", async () => {
    const page = workbench.page();
    const webview = await openBoard(page, scratchCopy('resigned-19x19.sgf', 'score-close-calls.sgf'));
    await goToEnd(webview, 124);
    await runCommand(page, 'Goban: Count Territory');
    const unsure = byTestId(webview, 'score-unsure');
    await unsure.filter({ hasText: 'Close calls, worth a look: D3 (dead), E2 (alive), J10 (alive), K8 (alive).' }).waitFor();
    // The two black groups White is chasing, 16 stones counted alive, and D3 in atari, counted dead: each with a dotted ring.
    const ringed = await vertexAttributes(webview, 'data-unsure');
    assert.equal(ringed.length, 17);
    assert.equal(await webview.locator('[data-unsure] .unsure-mark:visible').count(), 17);
    const dead = await vertexAttributes(webview, 'data-dead');
    assert.deepEqual(
      ringed.filter((p) => dead.includes(p)),
      ['3,16=true'],
    );
    assert.match((await vertex(webview, 6, 15).getAttribute('aria-label')) ?? '', /^G4 black, .*close call/);
    // The estimate (W+18.5 against the count's W+5.5) shows where its points come from: the open points it gives each
    // side, as half-filled squares (a tryout: the panel gave an estimate the board did not back).
    await byTestId(webview, 'score-estimate').filter({ hasText: 'Estimate: W+18.5' }).waitFor();
    // The table is the estimate's, as its title says: its totals make W+18.5 (the count's make W+5.5, said plainer
    // below), and Write Result, off, names no result.
    const score = byTestId(webview, 'score');
    assert.deepEqual(
      [await score.locator('h2').textContent(), await score.locator('.score-table tr:last-child td').allTextContents()],
      ['Estimate: Japanese rules, territory + prisoners', ['84', '102.5']],
    );
    assert.equal(await byTestId(webview, 'score-result').textContent(), 'Count now (open areas to nobody): W+5.5');
    assert.equal(await byTestId(webview, 'write-result').textContent(), 'Write Result');
    const estimated = await vertexAttributes(webview, 'data-estimate');
    assert.deepEqual([estimated.filter((p) => p.endsWith('=B')).length, estimated.filter((p) => p.endsWith('=W')).length], [80, 93]);
    assert.deepEqual([estimated[0], await webview.locator('[data-estimate] .territory:visible').count()], ['0,0=W', 173]);
    await page.screenshot({ path: path.join(resultsDir, 'score-close-calls.png') });
    // High contrast draws the ring in screen pixels, as the stones' edge: in board units 5 would cover the board.
    const ring = (): Promise<string> =>
      webview.locator('[data-vertex="6,15"] .unsure-mark').evaluate((e) => {
        const style = (globalThis as unknown as { getComputedStyle(e: unknown): { strokeWidth: string; vectorEffect: string } }).getComputedStyle(e);
        return `${style.strokeWidth} ${style.vectorEffect}`;
      });
    assert.equal(await ring(), '0.1px none');
    // In the dark theme a dead black stone keeps its colour (faded, it was an empty light ring), a dead white one fades.
    const fillOpacity = (x: number, y: number): Promise<string> =>
      webview
        .locator(`[data-vertex="${x},${y}"][data-dead] .stone`)
        .evaluate((e) => (globalThis as unknown as { getComputedStyle(e: unknown): { fillOpacity: string } }).getComputedStyle(e).fillOpacity);
    assert.deepEqual([await fillOpacity(3, 16), await fillOpacity(15, 6)], ['1', '0.5']);
    try {
      await useTheme(page, 'Dark High Contrast');
      await webview.locator('body.vscode-high-contrast').waitFor();
      assert.equal(await ring(), '5px non-scaling-stroke');
      // The cross on a dead stone takes the stones' edge colour, not the other stone's colour: white on the small black
      // D3 read as a white stone (a tryout).
      const strokes = (x: number, y: number): Promise<string[]> =>
        webview
          .locator(`[data-vertex="${x},${y}"]`)
          .evaluate((vertex) =>
            ['.dead-mark', '.stone'].map(
              (part) => (globalThis as unknown as { getComputedStyle(e: unknown): { stroke: string } }).getComputedStyle(vertex.querySelector(part)).stroke,
            ),
          );
      const [cross, edge] = await strokes(3, 16);
      assert.equal(cross, edge);
      assert.deepEqual(await strokes(15, 6), [edge, edge]);
      await page.screenshot({ path: path.join(resultsDir, 'score-close-calls-high-contrast.png') });
    } finally {
      await useTheme(page, 'Default Dark Modern');
    }
    await webview.locator('body.vscode-dark').waitFor();
    // Marked dead by hand, the bottom group is settled: its rings go, the panel names the rest.
    await vertex(webview, 6, 15).click();
    await unsure.filter({ hasText: 'Close calls, worth a look: D3 (dead), J10 (alive), K8 (alive).' }).waitFor();
    assert.equal((await vertexAttributes(webview, 'data-unsure')).length, 7);
    assert.equal(await webview.locator('[data-dead] .unsure-mark:visible').count(), 1);
    await board(webview).press('Escape');
    await byTestId(webview, 'score').waitFor({ state: 'hidden' });
    assert.equal(await webview.locator('[data-unsure]').count(), 0);
  });

  it("compares a Fox game's RE in stones, and Write Result writes the count there in stones", async () => {
    const page = workbench.page();
    const file = scratchTerritoryFixture('fox-9x9-utf8.sgf', 'score-fox.sgf', (text) => text.replace('RE[W+0.25]', 'RE[B+1.25]'));
    const webview = await openBoard(page, file);
    // KM[375] is shown as written in the game info, and says how it is read.
    const komi = webview.locator('[data-testid="game-info"] [data-field="KM"]');
    assert.deepEqual([await komi.inputValue(), await komi.getAttribute('title')], ['375', 'Read as 7.5 points of komi']);
    await goToEnd(webview, 45);
    await runCommand(page, 'Goban: Count Territory');
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+0.5' }).waitFor();
    assert.equal(await byTestId(webview, 'score-record').textContent(), 'RE says B+1.25 (in stones, as Fox counts: B+2.5): the count differs.');
    const write = byTestId(webview, 'write-result');
    assert.deepEqual(
      [await write.textContent(), await write.getAttribute('title')],
      ['Write Result (RE[W+0.25])', 'Fox writes RE in stones: W+0.5 is RE[W+0.25].'],
    );
    await write.click();
    await waitDirty(page);
    await byTestId(webview, 'score-record').filter({ hasText: 'RE says W+0.25 (in stones, as Fox counts: W+0.5): the count agrees.' }).waitFor();
    assert.equal(await write.isDisabled(), true);
    const saved = await saveAndRead(page, file);
    assert.match(saved, /RN\[12\]RE\[W\+0\.25\]TM\[60\]/);
  });

  it('rings the stones in seki with dashes that show in both high-contrast themes, where White is the board white', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, scratchTerritoryFixture('seki-9x9.sgf', 'score-seki.sgf'));
    await goToEnd(webview, 44);
    await runCommand(page, 'Goban: Count Territory');
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: B+5.5' }).waitFor();
    // GNU Go (level 10, final_status_list seki) names the same twelve stones.
    assert.equal(await webview.locator('[data-seki]').count(), 12);
    const ring = (): Promise<string> =>
      webview.locator('[data-vertex="1,0"] .stone').evaluate((e) => {
        const styleOf = (globalThis as unknown as { getComputedStyle(e: unknown): { strokeWidth: string; strokeDasharray: string } }).getComputedStyle;
        return `${styleOf(e).strokeWidth} ${styleOf(e).strokeDasharray}`;
      });
    const whiteFill = (): Promise<string> =>
      webview
        .locator('[data-vertex="3,0"] .stone')
        .evaluate((e) => (globalThis as unknown as { getComputedStyle(e: unknown): { fill: string } }).getComputedStyle(e).fill);
    assert.equal(await ring(), '0.08px 0.16px, 0.1px');
    try {
      await useTheme(page, 'Dark High Contrast');
      await webview.locator('body.vscode-high-contrast:not(.vscode-high-contrast-light)').waitFor();
      assert.equal(await ring(), '4px 6px, 4px');
      await page.screenshot({ path: path.join(resultsDir, 'score-seki-high-contrast.png') });
      await useTheme(page, 'Light High Contrast');
      await webview.locator('body.vscode-high-contrast-light').waitFor();
      assert.deepEqual([await ring(), await whiteFill()], ['4px 6px, 4px', 'rgb(255, 255, 255)']);
      await page.screenshot({ path: path.join(resultsDir, 'score-seki-high-contrast-light.png') });
    } finally {
      await useTheme(page, 'Default Dark Modern');
    }
    await webview.locator('body.vscode-dark').waitFor();
    await board(webview).press('Escape');
  });

  it('says RE[B+] names the same winner as the count, and lets Write Result fill in the margin', async () => {
    const page = workbench.page();
    const webview = await openBoard(
      page,
      scratchTerritoryFixture('seki-9x9.sgf', 'score-winner-only.sgf', (text) => text.replace(/RE\[[^\]]*\]/, 'RE[B+]')),
    );
    await goToEnd(webview, 44);
    await runCommand(page, 'Goban: Count Territory');
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: B+5.5' }).waitFor();
    assert.equal(await byTestId(webview, 'score-record').textContent(), 'RE says B+, without a margin: the count names the same winner.');
    assert.equal(await byTestId(webview, 'write-result').isDisabled(), false);
    await board(webview).press('Escape');
  });

  it('writes a crossed-out dead stone into the territory markup, and the file counts back the same', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, scratchFixture('engine/scoring', 'open-ko-9x9.sgf', 'score-open-ko.sgf'));
    await goToEnd(webview, 4);
    await runCommand(page, 'Goban: Count Territory');
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+12.5' }).waitFor();
    // White E4, dead in the open ko: off the board, E3 and E4 touch both colours and count for nobody.
    assert.equal(await webview.locator('[data-vertex="4,5"][data-dead]:not([data-territory]) .dead-mark:visible').count(), 1);
    await byTestId(webview, 'write-territory').click();
    await waitDirty(page);
    const saved = await saveAndRead(page, 'scratch/score-open-ko.sgf');
    assert.match(saved, /;W\[\];B\[\]\s*TB(\s*\[[a-i]{2}\])*\[ef\](\s*\[[a-i]{2}\])*\s*TW/);
    // Counted again from the markup alone (Clear Territory forgets the count kept for the position).
    await runCommand(page, 'Goban: Clear Territory');
    await byTestId(webview, 'score').waitFor({ state: 'hidden' });
    await runCommand(page, 'Goban: Count Territory');
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+12.5' }).waitFor();
    assert.equal(await webview.locator('[data-vertex="4,5"][data-dead]').count(), 1);
    await board(webview).press('Escape');
  });

  it('keeps the walls around a push left unanswered alive, and says the area behind it counts for nobody', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, scratchFixture('engine/scoring', 'push-unanswered-9x9.sgf', 'score-push.sgf'));
    await goToEnd(webview, 14);
    await runCommand(page, 'Goban: Count Territory');
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+23.5' }).waitFor();
    // GNU Go's dead stones (level 10): the walls beside White's push at E3 live.
    assert.deepEqual(await vertexAttributes(webview, 'data-dead'), ['0,4=true', '1,4=true', '1,5=true', '7,4=true']);
    assert.equal(
      await byTestId(webview, 'score-open').textContent(),
      '20 points count for nobody: both colours touch the area at E4 (a border still open, or a stone alive inside?).',
    );
    await page.screenshot({ path: path.join(resultsDir, 'score-open-area.png') });
    await board(webview).press('Escape');
  });

  it('scores from the offer after two passes, without the palette', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, 'games/gnugo-9x9.sgf');
    await goToEnd(webview, 48);
    // The lines about passes sit under the navigation bar: stepping back from the end leaves its buttons in place.
    const previous = byTestId(webview, 'nav-previous');
    const top = async (): Promise<number | undefined> => (await previous.boundingBox())?.y;
    const y = await top();
    for (const move of [47, 46]) {
      await previous.click();
      await moveNumber(webview, move).waitFor();
      assert.equal(await top(), y, `the Previous button stays where it was at move ${move}`);
    }
    await goToEnd(webview, 48);
    await byTestId(webview, 'score-offer').click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: B+16.5' }).waitFor();
    assert.equal(await webview.locator('[data-dead]').count(), 0);
    // Beside the board the panel says the result; where it is stacked below the board (a narrow editor), so does a line
    // under the board.
    const line = byTestId(webview, 'score-line');
    assert.equal(await line.isVisible(), false);
    await page.setViewportSize({ width: 960, height: 860 });
    try {
      await line.waitFor();
      assert.equal(await line.textContent(), 'Result: B+16.5 · RE says B+16.5: the count agrees.');
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
    await byTestId(webview, 'score-done').click();
    await byTestId(webview, 'score').waitFor({ state: 'hidden' });
  });
});
