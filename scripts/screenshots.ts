// `npx tsx scripts/screenshots.ts`: screenshots of the board editor in VS Code's light, dark and high-contrast themes
// (code-server + Chromium, the packaged .vsix) into docs/screenshots/{light,dark,high-contrast}.png: a game with
// markup, variations, annotations, a comment and the game tree (test/fixtures/workspace/games/editor-markup.sgf);
// score-{light,dark,high-contrast}.png: score mode at the end of gnugo-19x19.sgf, its dead stones marked;
// score-corrected-{light,dark,high-contrast}.png: the same after a click kills White's top group (crossed out);
// score-close-calls-{light,dark,high-contrast}.png: score mode in a game ended by resignation, its close calls ringed;
// game-view-{light,dark,high-contrast}.png: a nine-stone handicap game after White's first move, with the Game view;
// board-52-{light,dark,high-contrast}.png: the widest board, its columns named A…Z, AA…AZ, BA, BB;
// markdown-{light,dark,high-contrast}.png: ```sgf and ```goban blocks drawn in the Markdown preview (notes/diagrams.md);
// problem-{light,dark,high-contrast}.png: problem mode after a line the file refutes (problems/01-live.sgf);
// problem-corner-{light,dark,high-contrast}.png: a 19×19 corner problem shown as its corner, with a hint (04-corner-19.sgf);
// old-marks-{light,dark,high-contrast}.png: an FF[3] file's L and M marks (trips/ff3-marks.sgf).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import { quickOpen } from '../test/e2e/support/sgfEditor';
import { activeWebview, openFromExplorer, runCommand, waitForCommand } from '../test/e2e/support/workbench';
import { launchChromium } from './harness/browser';
import { repoRoot } from './harness/paths';
import { testUserSettings } from './harness/server';
import { startSession, type HarnessSession } from './harness/session';

/** File name → VS Code theme. */
const themes: ReadonlyArray<readonly [string, string]> = [
  ['light', 'Default Light Modern'],
  ['dark', 'Default Dark Modern'],
  ['high-contrast', 'Default High Contrast'],
];

/** Takes the three screenshots with a started session (its user settings file is rewritten per theme). */
export async function takeScreenshots(session: HarnessSession): Promise<void> {
  const outDir = path.join(repoRoot, 'docs', 'screenshots');
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const [name, theme] of themes) {
      // A fresh window per theme, with the theme in the user settings before the workbench loads.
      fs.writeFileSync(session.userSettingsFile, JSON.stringify({ ...testUserSettings, 'workbench.colorTheme': theme }, null, 2));
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
      await page.goto(session.workbenchUrl);
      await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
      await waitForCommand(page, 'Goban: Count Territory', 30_000);
      await openFromExplorer(page, 'games/editor-markup.sgf');
      const webview = activeWebview(page);
      const board = webview.locator('[data-testid="board"]');
      await webview.locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
      await runCommand(page, 'View: Close Primary Side Bar');
      await board.press('ArrowRight');
      await webview.locator('[data-testid="move-number"]', { hasText: /^1$/ }).waitFor();
      await shoot(page, path.join(outDir, `${name}.png`), theme);
      await runCommand(page, 'View: Close All Editors');
      await runCommand(page, 'View: Show Explorer');
      await openFromExplorer(page, 'games/gnugo-19x19.sgf');
      const game = activeWebview(page);
      await game.locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
      await runCommand(page, 'View: Close Primary Side Bar');
      await game.locator('[data-testid="board"]').press('End');
      await game.locator('[data-testid="move-number"]', { hasText: /^174$/ }).waitFor();
      await runCommand(page, 'Goban: Count Territory');
      await game.locator('[data-testid="score-result"]', { hasText: 'B+16.5' }).waitFor();
      await shoot(page, path.join(outDir, `score-${name}.png`), theme);
      // Killed by hand, White's top group lies in an area that counts for nobody: its stones are crossed out.
      await game.locator('[data-vertex="5,0"]').click();
      await game.locator('[data-testid="score-result"]', { hasText: 'B+94.5' }).waitFor();
      await shoot(page, path.join(outDir, `score-corrected-${name}.png`), theme);
      await runCommand(page, 'View: Close All Editors');
      await runCommand(page, 'View: Show Explorer');
      await openFromExplorer(page, 'trips/kgs-handicap-9.sgf');
      const handicap = activeWebview(page);
      await handicap.locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
      await handicap.locator('[data-testid="board"]').press('ArrowRight');
      await handicap.locator('[data-testid="move-number"]', { hasText: /^1$/ }).waitFor();
      // The Game view below a collapsed file tree, the first white move selected in it.
      await page
        .locator('.pane-header', { hasText: /^workspace/i })
        .first()
        .click();
      const gameView = page.locator('.pane-header', { hasText: /^Game/i }).first();
      if ((await gameView.getAttribute('aria-expanded')) !== 'true') await gameView.click();
      await page.locator('.monaco-list-row.selected', { hasText: '1 W R14' }).first().waitFor();
      await shoot(page, path.join(outDir, `game-view-${name}.png`), theme);
      await runCommand(page, 'View: Close All Editors');
      await quickOpen(page, 'games/board-52x52.sgf');
      const widest = activeWebview(page);
      await widest.locator('[data-vertex="26,0"][data-color="B"]').waitFor();
      await runCommand(page, 'View: Close Primary Side Bar');
      await shoot(page, path.join(outDir, `board-52-${name}.png`), theme);
      await runCommand(page, 'View: Close All Editors');
      await quickOpen(page, 'notes/diagrams.md');
      await page.locator('.editor-instance .view-lines', { hasText: 'Study notes' }).waitFor();
      await runCommand(page, 'Markdown: Open Preview');
      await activeWebview(page).locator('svg[data-goban-diagram]').nth(1).waitFor();
      await shoot(page, path.join(outDir, `markdown-${name}.png`), theme);
      await runCommand(page, 'View: Close All Editors');
      await quickOpen(page, 'problems/01-live.sgf');
      const problem = activeWebview(page);
      await problem.locator('[data-testid="problem-message"]', { hasText: 'Black to play' }).waitFor();
      await runCommand(page, 'View: Show Explorer');
      await problem.locator('[data-vertex="0,0"]').click();
      await problem.locator('[data-testid="problem-message"]', { hasText: 'Wrong: this line fails' }).waitFor();
      await shoot(page, path.join(outDir, `problem-${name}.png`), theme);
      await runCommand(page, 'View: Close All Editors');
      await quickOpen(page, 'problems/04-corner-19.sgf');
      const corner = activeWebview(page);
      await corner.locator('svg.goban-svg[viewBox="11 -1 8 8"]').waitFor();
      await corner.locator('[data-testid="problem-hint"]').click();
      await corner.locator('[data-testid="problem-message"]', { hasText: 'S19' }).waitFor();
      await shoot(page, path.join(outDir, `problem-corner-${name}.png`), theme);
      await runCommand(page, 'View: Close All Editors');
      await quickOpen(page, 'trips/ff3-marks.sgf');
      const old = activeWebview(page);
      await old.locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
      await old.locator('[data-testid="board"]').press('End');
      await old.locator('[data-testid="move-number"]', { hasText: /^7$/ }).waitFor();
      await shoot(page, path.join(outDir, `old-marks-${name}.png`), theme);
      await runCommand(page, 'View: Close All Editors');
      await quickOpen(page, 'games/resigned-19x19.sgf');
      const resigned = activeWebview(page);
      await resigned.locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
      await runCommand(page, 'View: Close Primary Side Bar');
      await resigned.locator('[data-testid="board"]').press('End');
      await resigned.locator('[data-testid="move-number"]', { hasText: /^124$/ }).waitFor();
      await runCommand(page, 'Goban: Count Territory');
      await resigned.locator('[data-testid="score-unsure"]', { hasText: 'D3 (dead), E2 (alive), J10 (alive), K8 (alive)' }).waitFor();
      await shoot(page, path.join(outDir, `score-close-calls-${name}.png`), theme);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** Lets the layout settle (after the side bar closed, say), moves the mouse away from the board and saves the page as `file`. */
async function shoot(page: Page, file: string, theme: string): Promise<void> {
  await page.mouse.move(2, 2);
  await page.waitForTimeout(800);
  await page.screenshot({ path: file });
  console.log(`[screenshots] ${theme}: ${path.relative(repoRoot, file)}`);
}

async function main(): Promise<void> {
  const session = await startSession({ name: 'screenshots' });
  try {
    await takeScreenshots(session);
  } finally {
    await session.stop();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`[screenshots] ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
