// Shareable boards in a real VS Code (code-server) in Chromium: ```sgf and ```goban blocks drawn in the Markdown
// preview (light and dark), a broken block's error in place, Copy Diagram pasted into an editor, Export as PNG.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { resultsDir } from '../../scripts/harness/paths';
import type { Page } from 'playwright-core';
import { asciiDiagram } from '../../src/render/asciiDiagram';
import { diagramOfSgf } from '../../src/render/sgfDiagram';
import { editorLines } from './support/editor';
import { fixtureText, openBoard, pressOnBoard, quickOpen, resetEditors, runExactCommand, useTheme } from './support/sgfEditor';
import { activeWebview, e2eEnvironment, useWorkbench } from './support/workbench';

/** An answer to an input box, typed once the box holds a value matching `shows` (so it is that box, not the last). */
interface Answer {
  readonly shows: RegExp;
  readonly answer: string;
  /** What the box's prompt must say, when the test checks it. */
  readonly prompt?: RegExp;
}

/**
 * Runs the palette command `title` and answers its input boxes one by one. An input box can close again when the
 * focus returns to the webview just after it opened: then the command runs again.
 */
async function runWithAnswers(page: Page, title: string, answers: readonly Answer[]): Promise<void> {
  const input = page.locator('.quick-input-widget input');
  for (let attempt = 0; ; attempt++) {
    await runExactCommand(page, title);
    const shown = await input.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (shown) break;
    if (attempt === 2) throw new Error(`${title} never kept its input box open`);
  }
  for (const { shows, answer, prompt } of answers) {
    for (let waited = 0; !shows.test(await input.inputValue()); waited += 100) {
      if (waited > 10_000) throw new Error(`${title}: no input box showing ${shows} (it shows "${await input.inputValue()}")`);
      await page.waitForTimeout(100);
    }
    if (prompt !== undefined) assert.match(await page.locator('.quick-input-widget .quick-input-message').innerText(), prompt);
    await input.fill(answer);
    // The file dialog lists the folder typed before it takes Enter.
    await page.waitForTimeout(400);
    await input.press('Enter');
  }
}

/** The width and height a PNG file's IHDR says, after checking its signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('diagrams: the Markdown preview, Copy Diagram and Export as PNG', function () {
  this.timeout(120_000);
  const workbench = useWorkbench(async (page) => {
    await useTheme(page, 'Default Dark Modern');
    await resetEditors(page);
  });

  it('draws ```sgf and ```goban blocks in the Markdown preview as SVG boards (light and dark) and shows a broken block as its error', async () => {
    const page = workbench.page();
    await resetEditors(page);
    await quickOpen(page, 'notes/diagrams.md');
    await page.locator('.editor-instance .view-lines', { hasText: 'Study notes' }).waitFor();
    await runExactCommand(page, 'Markdown: Open Preview');
    const preview = activeWebview(page);
    const diagrams = preview.locator('svg[data-goban-diagram]');
    await diagrams.nth(1).waitFor();
    assert.equal(await diagrams.count(), 2);
    // Moves 1–7 of the capture: White's stone 2 was captured by 7 and still shows with its number, as in print.
    const stones = await diagrams
      .nth(0)
      .locator('[data-color]')
      .evaluateAll((elements) => elements.map((e) => `${e.getAttribute('data-color')} ${e.getAttribute('data-vertex')}`).sort());
    assert.deepEqual(stones, ['B 2,2', 'B 3,1', 'B 3,3', 'B 4,2', 'W 3,2', 'W 6,2', 'W 6,6']);
    assert.equal(await diagrams.nth(0).locator('[data-vertex="3,2"] text').textContent(), '2');
    assert.equal(await diagrams.nth(1).locator('[data-color]').count(), 9);
    const error = preview.locator('[data-goban-diagram-error]');
    assert.equal(await error.textContent(), 'Goban: move=40: the line has 1 move');
    fs.mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: path.join(resultsDir, 'markdown-preview-dark.png') });
    await useTheme(page, 'Default Light Modern');
    await preview.locator('body.vscode-light').waitFor();
    assert.equal(await diagrams.count(), 2);
    await page.screenshot({ path: path.join(resultsDir, 'markdown-preview-light.png') });
    await useTheme(page, 'Default Dark Modern');
  });

  it('draws a ```sgf block in a Markdown cell of a notebook the same way', async () => {
    const page = workbench.page();
    await resetEditors(page);
    await quickOpen(page, 'notes/diagrams.ipynb');
    const cell = activeWebview(page).locator('svg[data-goban-diagram]');
    await cell.waitFor({ timeout: 30_000 });
    const stones = await cell
      .locator('[data-color]')
      .evaluateAll((elements) => elements.map((e) => `${e.getAttribute('data-color')} ${e.getAttribute('data-vertex')}`).sort());
    assert.deepEqual(stones, ['B 2,2', 'B 4,4', 'W 4,2']);
    await page.screenshot({ path: path.join(resultsDir, 'notebook-diagram.png') });
  });

  it('Copy Diagram puts the $$ diagram of the board shown on the clipboard; a paste writes it into an editor', async () => {
    const page = workbench.page();
    await pressOnBoard(await openBoard(page, 'games/capture-demo.sgf'), 'End', 10);
    // A $$ diagram has no coordinates unless asked for: the prompt offers to add them.
    await runWithAnswers(page, "Goban: Copy Diagram (Sensei's Library $$ text)", [
      { shows: /^$/, answer: 'numbers=8 crop=A1-E9', prompt: /crop=A1-K10 draws part of the board; coordinates=on adds them / },
    ]);
    await runExactCommand(page, 'File: New Untitled Text File');
    await page.locator('.editor-instance .view-lines').last().click();
    await page.keyboard.press('Control+V');
    const expected = diagramOfSgf(fixtureText('capture-demo.sgf'), { move: 10, numbers: { from: 8, to: null }, crop: 'A1-E9' });
    assert.ok(expected.ok);
    const text = asciiDiagram(expected.value);
    assert.match(text, /^\$\$W9m8\n[^]*\| \. \. 1 \. 3\n/, 'White first, from move 8: 8 (C3) is 1 and 10 (E3) is 3');
    await page.locator('.editor-instance .view-lines', { hasText: '$$W' }).waitFor();
    assert.deepEqual(await editorLines(page, '$$W'), text.split('\n'));
    // In a ```goban block of a Markdown file the preview draws it again (a tryout: the block was refused at its `$$`).
    const { workspace } = e2eEnvironment();
    fs.mkdirSync(path.join(workspace, 'scratch'), { recursive: true });
    fs.writeFileSync(path.join(workspace, 'scratch', 'pasted-diagram.md'), `# Pasted\n\n\`\`\`goban\n${text}\`\`\`\n`);
    await quickOpen(page, 'scratch/pasted-diagram.md');
    await page.locator('.editor-instance .view-lines', { hasText: 'Pasted' }).waitFor();
    await runExactCommand(page, 'Markdown: Open Preview');
    const drawn = activeWebview(page).locator('svg[data-goban-diagram]');
    await drawn.waitFor();
    const numbers = await drawn
      .locator('[data-vertex] text.goban-number')
      .evaluateAll((elements) => elements.map((e) => `${e.closest('[data-vertex]')?.getAttribute('data-vertex')}:${e.textContent}`).sort());
    assert.deepEqual(numbers, ['2,6:8', '4,6:10']);
    assert.equal(await drawn.locator('text.goban-note').textContent(), '9 elsewhere');
  });

  it('Export Board as PNG asks for the options, the width and the file, and writes a PNG of that width', async () => {
    const page = workbench.page();
    await openBoard(page, 'games/capture-demo.sgf');
    const file = path.join(e2eEnvironment().workspace, 'scratch', 'exported-board.png');
    fs.rmSync(file, { force: true });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await runWithAnswers(page, 'Goban: Export Board as PNG…', [
      { shows: /^(numbers=8 crop=A1-E9)?$/, answer: '', prompt: /crop=A1-K10 draws part of the board; coordinates=off / },
      { shows: /^800$/, answer: '300' },
      { shows: /capture-demo-move-0\.png$/, answer: file },
    ]);
    for (let waited = 0; !fs.existsSync(file) && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    assert.deepEqual(pngSize(file), { width: 300, height: 300 });
  });
});
