// Score mode of the SGF board editor in a real VS Code: the dead stones of a finished game marked on the board, the
// score panel equal to RE, a click that revives a dead stone and the score that follows, Write Result, Esc.
import * as assert from 'node:assert/strict';
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
  vertex,
  vertexAttributes,
  waitDirty,
} from './support/sgfEditor';
import { runCommand, useWorkbench } from './support/workbench';

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
    assert.equal(await byTestId(webview, 'score-result').textContent(), 'Result: B+16.5');
    assert.equal(await byTestId(webview, 'score-record').textContent(), 'RE says B+16.5: the count agrees.');
    assert.equal(await webview.locator('[data-territory="B"]').count(), 111);
    await page.screenshot({ path: path.join(resultsDir, 'score-mode.png') });
    // Alive, the white stone on N6 takes Black's 76-point centre from him and one prisoner: 77 points, W+60.5.
    await vertex(webview, 12, 13).click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+60.5' }).waitFor();
    assert.deepEqual(await vertexAttributes(webview, 'data-dead'), ['2,11=true', '4,1=true', '5,7=true']);
    assert.equal(await byTestId(webview, 'score-record').textContent(), 'RE says B+16.5: the count differs.');
    // Dead again, and the count is back.
    await vertex(webview, 12, 13).click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: B+16.5' }).waitFor();
    await vertex(webview, 12, 13).click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: W+60.5' }).waitFor();
    await byTestId(webview, 'write-result').click();
    await waitDirty(page);
    await byTestId(webview, 'score-record').filter({ hasText: 'RE says W+60.5: the count agrees.' }).waitFor();
    const saved = await saveAndRead(page, file);
    assert.equal(saved, fixtureText('gnugo-19x19.sgf').replace('RE[B+16.5]', 'RE[W+60.5]'));
    // Esc leaves score mode: no panel, no dead marks, no territory.
    await board(webview).press('Escape');
    await score.waitFor({ state: 'hidden' });
    assert.deepEqual([await webview.locator('[data-dead]').count(), await webview.locator('[data-territory]').count()], [0, 0]);
    await moveNumber(webview, 174).waitFor();
  });

  it('scores from the offer after two passes, without the palette', async () => {
    const page = workbench.page();
    const webview = await openBoard(page, 'games/gnugo-9x9.sgf');
    await goToEnd(webview, 48);
    await byTestId(webview, 'score-offer').click();
    await byTestId(webview, 'score-result').filter({ hasText: 'Result: B+16.5' }).waitFor();
    assert.equal(await webview.locator('[data-dead]').count(), 0);
    await byTestId(webview, 'score-done').click();
    await byTestId(webview, 'score').waitFor({ state: 'hidden' });
  });
});
