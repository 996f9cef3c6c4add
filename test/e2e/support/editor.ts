// Playwright helpers for the text editor and the Problems panel of code-server's VS Code.
import type { Page } from 'playwright-core';

/** The lines of the visible text editor whose text contains `containing`, top to bottom, with spaces as spaces. */
export async function editorLines(page: Page, containing: string): Promise<string[]> {
  return page
    .locator('.editor-instance .view-lines', { hasText: containing })
    .first()
    .locator('.view-line')
    .evaluateAll((lines) =>
      lines
        .map((line) => ({ top: parseFloat((line as unknown as { style: { top: string } }).style.top), text: (line.textContent ?? '').replace(/\u00a0/g, ' ') }))
        .sort((a, b) => a.top - b.top)
        .map((line) => line.text),
    );
}

/** The rows of the Problems panel (opened with Ctrl+Shift+M), as their accessible text. */
export async function problemRows(page: Page): Promise<string[]> {
  return page.locator('.markers-panel .monaco-list-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? row.textContent ?? ''));
}

/** Polls `editorLines` until `accept` holds (layout settles after a split or an edit); fails after `timeoutMs`. */
export async function waitForEditorLines(page: Page, containing: string, accept: (lines: string[]) => boolean, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = await editorLines(page, containing).catch(() => []);
    if (accept(lines)) return lines;
    if (Date.now() > deadline) throw new Error(`The editor never showed the expected lines; last seen:\n${lines.join('\n')}`);
    await page.waitForTimeout(100);
  }
}

/**
 * The characters of `editorGroup` covered by an extension's text decorations (`ced-…` classes), counted per computed
 * background colour. Adjacent decorated characters of one line share one element, so each element's width is
 * divided by the width of one character (the narrowest decorated element, which covers one).
 */
export async function decoratedCellsByBackground(page: Page, editorGroup = 0): Promise<Record<string, number>> {
  const group = page.locator('.editor-group-container').nth(editorGroup);
  return group.locator('.monaco-editor [class*="ced-"]').evaluateAll((elements) => {
    // Runs in the page: the browser's getComputedStyle (this file is type-checked without the DOM library).
    const styleOf = (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string; width: string } }).getComputedStyle;
    const painted = elements
      .map((element) => ({ background: styleOf(element).backgroundColor, width: parseFloat(styleOf(element).width) }))
      .filter((e) => e.background !== 'rgba(0, 0, 0, 0)' && e.background !== 'transparent' && e.width > 0);
    const cell = Math.min(...painted.map((e) => e.width));
    const counts: Record<string, number> = {};
    for (const { background, width } of painted) counts[background] = (counts[background] ?? 0) + Math.round(width / cell);
    return counts;
  });
}

/** Polls `decoratedCellsByBackground` until `accept` holds (decorations paint a frame or more after diagnostics); returns the last count after `timeoutMs`. */
export async function waitForDecoratedCells(
  page: Page,
  accept: (cells: Record<string, number>) => boolean,
  timeoutMs = 10_000,
): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const cells = await decoratedCellsByBackground(page).catch(() => ({}));
    if (accept(cells) || Date.now() > deadline) return cells;
    await page.waitForTimeout(100);
  }
}
