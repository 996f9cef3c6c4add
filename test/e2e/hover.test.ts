// The liberties hover and SGF diagnostics in a real VS Code (code-server) in Chromium: SGF text, a JS test file, Problems.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import { resultsDir } from '../../scripts/harness/paths';
import { problemRows } from './support/editor';
import { activeWebview, openFromExplorer, runCommand, useWorkbench } from './support/workbench';
import { resetEditors } from './support/sgfEditor';

/**
 * Moves the mouse onto character `index` of the first occurrence of `needle` in the visible text editor (twice, as
 * the hover needs) and returns the hover's text once it contains `expected`. The character's place is measured again
 * before every attempt: a CodeLens that appears meanwhile moves the lines below it.
 */
async function hoverCharacter(page: Page, needle: string, index: number, expected: string): Promise<string> {
  const hover = page.locator('.monaco-hover-content', { hasText: expected });
  for (let attempt = 0; attempt < 5; attempt++) {
    const point = await characterCentre(page, needle, index);
    await page.mouse.move(point.x - 30, point.y);
    await page.mouse.move(point.x, point.y);
    await page.mouse.move(point.x + 1, point.y);
    if (
      await hover
        .first()
        .waitFor({ timeout: 3_000 })
        .then(
          () => true,
          () => false,
        )
    )
      break;
  }
  // Let the hover finish fading in, for the screenshots.
  await page.waitForTimeout(300);
  return (await hover.first().innerText()).replace(/\u00a0/g, ' ');
}

/** The centre of character `index` of `needle` in the visible text editor, in page coordinates. */
async function characterCentre(page: Page, needle: string, index: number): Promise<{ x: number; y: number }> {
  const line = page.locator('.editor-instance .view-lines .view-line', { hasText: needle }).first();
  await line.waitFor();
  const point = await line.evaluate(
    (element, [text, at]) => {
      const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
      const nodes: Array<{ node: NonNullable<ReturnType<typeof walker.nextNode>>; start: number }> = [];
      let content = '';
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        nodes.push({ node, start: content.length });
        content += (node.textContent ?? '').replace(/\u00a0/g, ' ');
      }
      const offset = content.indexOf(text as string) + (at as number);
      const hit = nodes.find(({ node, start }) => offset >= start && offset < start + (node.textContent ?? '').length);
      if (hit === undefined) return null;
      const range = element.ownerDocument.createRange();
      range.setStart(hit.node, offset - hit.start);
      range.setEnd(hit.node, offset - hit.start + 1);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    [needle, index] as const,
  );
  assert.ok(point, `"${needle}" is on screen`);
  return point;
}

describe('the liberties hover and SGF diagnostics', function () {
  this.timeout(90_000);
  const workbench = useWorkbench();

  before(async () => {
    await resetEditors(workbench.page());
  });

  it('shows the chain and its liberties over a move in SGF text', async () => {
    const page = workbench.page();
    await openFromExplorer(page, 'lint/liberties.sgf');
    await page.locator('iframe.webview.ready').waitFor();
    await runCommand(page, 'View: Reopen Editor With Text Editor');
    await page.locator('.editor-instance .view-lines', { hasText: 'GN[Liberties]' }).waitFor();
    const text = await hoverCharacter(page, ';B[pd]C[', 3, 'liberties');
    for (const part of [
      'Black chain of 1 stone, 2 liberties at Q16 (pd), after move 5',
      'Liberties: P16 (od), Q17 (pc)',
      '16 . * # O .',
      'Captured later at move 8 (White P16).',
    ]) {
      assert.ok(text.includes(part), `the hover shows "${part}":\n${text}`);
    }
    await page.screenshot({ path: path.join(resultsDir, 'hover-sgf.png') });
    await page.mouse.move(5, 5);
  });

  it('shows the chain and its liberties over a stone of a string-array board in a JS test file', async () => {
    const page = workbench.page();
    await openFromExplorer(page, 'lint/liberties.test.js');
    await page.locator('.editor-instance .view-lines', { hasText: 'const corner' }).waitFor();
    const text = await hoverCharacter(page, "'BB W '", 1, 'Black chain');
    assert.ok(text.includes('Black chain of 3 stones, 2 liberties'), text);
    assert.ok(text.includes('Liberties: [0,2] A3, [2,0] C5'), text);
    await page.screenshot({ path: path.join(resultsDir, 'hover-js.png') });
    await page.mouse.move(5, 5);
  });

  it('lists the errors and warnings of an SGF file in the Problems panel, and not the hints (SZ[19:19])', async () => {
    const page = workbench.page();
    await openFromExplorer(page, 'lint/broken.sgf');
    await activeWebview(page).locator('[data-testid="move-number"]', { hasText: /^0$/ }).waitFor();
    await page.keyboard.press('Control+Shift+M');
    await page.locator('.markers-panel .monaco-list-row', { hasText: 'Move 2: White at B18 (bb) is illegal: ko' }).waitFor();
    const rows = await problemRows(page);
    for (const message of ['This "(" is never closed', 'C appears twice in one node with the same value']) {
      assert.ok(
        rows.some((row) => row.includes(message)),
        `Problems lists "${message}":\n${rows.join('\n')}`,
      );
    }
    assert.equal(
      rows.some((row) => row.includes('SZ[19:19]')),
      false,
      'a hint is not a problem',
    );
    await page.screenshot({ path: path.join(resultsDir, 'problems-sgf.png') });
  });
});
