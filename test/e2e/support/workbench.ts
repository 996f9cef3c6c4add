// Playwright helpers for driving code-server's VS Code: open the workbench, wait for Goban, open files, reach webviews.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/harness/browser';
import { resultsDir } from '../../../scripts/harness/paths';

/** The server and workspace the runner (scripts/test-e2e.ts) started for this run. */
export function e2eEnvironment(): { readonly url: string; readonly workspace: string } {
  const url = process.env.GOBAN_E2E_URL;
  const workspace = process.env.GOBAN_E2E_WORKSPACE;
  if (!url || !workspace) throw new Error('Run the end-to-end tests with `npm run test:e2e` (it starts code-server).');
  return { url, workspace };
}

/**
 * One browser and one workbench page per suite, with a screenshot of every failed test in test-results/;
 * `beforeClose` runs on the page after the suite's tests, before the browser closes (e.g. to revert edited files).
 */
export function useWorkbench(beforeClose?: (page: Page) => Promise<void>): { readonly page: () => Page } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  const console: string[] = [];
  before(async function () {
    this.timeout(120_000);
    const { url, workspace } = e2eEnvironment();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.on('console', (message) => console.push(`[${message.type()}] ${message.text()}`));
    try {
      await page.goto(`${url}?folder=${encodeURIComponent(workspace)}`);
      await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
      await waitForCommand(page, 'Goban: Count Territory', 20_000);
    } catch (error) {
      await reportFailure(page, 'workbench-start', console);
      throw error;
    }
  });
  afterEach(async function () {
    const test = this.currentTest;
    if (test?.state === 'failed' && page !== undefined) await reportFailure(page, test.fullTitle(), console);
  });
  after(async function () {
    this.timeout(60_000);
    if (beforeClose !== undefined && page !== undefined) await beforeClose(page);
    await browser?.close();
  });
  return {
    page: () => {
      if (page === undefined) throw new Error('The workbench is not open');
      return page;
    },
  };
}

/** Screenshots the page into test-results/ and prints the file and the last console lines. */
async function reportFailure(page: Page, title: string, console: readonly string[]): Promise<void> {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${title.replace(/[^a-z0-9]+/gi, '-').slice(0, 100)}.png`);
  await page.screenshot({ path: file }).catch(() => undefined);
  const lines = console
    .slice(-15)
    .map((l) => `        ${l}`)
    .join('\n');
  process.stdout.write(`      screenshot of the failure: ${file}\n      last console lines:\n${lines}\n`);
}

/** Runs a command by its palette title (F1, type, Enter), once the palette lists it (see `openListing`). */
export async function runCommand(page: Page, title: string, timeoutMs = 30_000): Promise<void> {
  await (await openListing(page, title, timeoutMs)).press('Enter');
}

/**
 * Waits until the palette lists `title`: extensions register their contributions seconds after the workbench shows,
 * and a file opened before that opens in the plain text editor.
 */
export async function waitForCommand(page: Page, title: string, timeoutMs = 60_000): Promise<void> {
  await openListing(page, title, timeoutMs);
  await page.keyboard.press('Escape');
}

/**
 * Opens the palette on `title` until it lists that command, and returns its input. The palette snapshots its list when
 * it opens, and a command whose contribution or `when` clause comes a moment later (a count back after an edit's parse,
 * seen in a full CI run) is missing from that snapshot: each attempt closes and reopens it.
 */
async function openListing(page: Page, title: string, timeoutMs: number): Promise<ReturnType<Page['locator']>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const input = await openPalette(page, title);
    const listed = await page
      .locator('.quick-input-list .monaco-list-row', { hasText: title })
      .first()
      .waitFor({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    if (listed) return input;
    await page.keyboard.press('Escape');
    if (Date.now() > deadline) throw new Error(`The command palette never listed "${title}"`);
  }
}

async function openPalette(page: Page, title: string): Promise<ReturnType<Page['locator']>> {
  return fillQuickInput(page, `>${title}`);
}

/**
 * Types `text` into the quick input (opening it with F1 when closed) and returns the input. The widget can be closing
 * when it is checked (seen in full runs: visible, then hidden for good), so a fill that does not take opens it again.
 */
export async function fillQuickInput(page: Page, text: string): Promise<ReturnType<Page['locator']>> {
  const input = page.locator('.quick-input-widget input');
  for (let attempt = 0; ; attempt++) {
    if (!(await input.isVisible())) await page.keyboard.press('F1');
    if (
      await input.fill(text, { timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return input;
    if (attempt === 2) throw new Error(`The quick input never stayed open to take "${text}"`);
  }
}

/** Opens a workspace file by double-clicking it in the Explorer, expanding its folders first. */
export async function openFromExplorer(page: Page, relativePath: string): Promise<void> {
  const parts = relativePath.split('/');
  const rowNamed = (name: string) => page.locator(`.explorer-folders-view .monaco-list-row[aria-label="${name}"]`);
  for (const folder of parts.slice(0, -1)) {
    const row = rowNamed(folder);
    await row.waitFor();
    if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  }
  await rowNamed(parts[parts.length - 1] ?? relativePath).dblclick();
}

/** The document inside the active webview (two iframes deep). */
export function activeWebview(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
}

/** The stones shown on the board, as sorted "COLOR x,y" strings, read from the data-color/data-vertex hooks. */
export async function stonesOnBoard(webview: FrameLocator): Promise<string[]> {
  const stones = await webview
    .locator('[data-testid="board"] [data-color]')
    .evaluateAll((elements) => elements.map((e) => `${e.getAttribute('data-color')} ${e.getAttribute('data-vertex')}`));
  return stones.sort();
}
