// Playwright helpers for the SGF board editor: scratch copies of fixtures, the board's hooks, saving and reading bytes.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { activeWebview, e2eEnvironment, fillQuickInput } from './workbench';

/**
 * Copies `games/<fixture>` of the test workspace to `scratch/<name>` (a fresh file for one test, so tests never
 * share edited state) and returns its workspace-relative path.
 */
export function scratchCopy(fixture: string, name: string): string {
  const { workspace } = e2eEnvironment();
  const target = path.join(workspace, 'scratch', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(workspace, 'games', fixture), target);
  return `scratch/${name}`;
}

/** The bytes of a workspace file as text (UTF-8), read from disk. */
export function diskText(relativePath: string): string {
  return fs.readFileSync(path.join(e2eEnvironment().workspace, relativePath), 'utf8');
}

/** The text of `games/<fixture>` as the tests' workspace holds it. */
export function fixtureText(fixture: string): string {
  return diskText(`games/${fixture}`);
}

/**
 * Runs the palette command labelled exactly `title` (F1, type, click its row): pressing Enter would run the best
 * fuzzy match, which for "File: Save" can be a recently used "File: Compare Active File with Saved".
 */
export async function runExactCommand(page: Page, title: string): Promise<void> {
  const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  // The widget can close between the fill and the click (seen in a full CI run: the row stayed, hidden, for 30 s).
  for (let attempt = 0; ; attempt++) {
    await fillQuickInput(page, `>${title}`);
    const clicked = await page
      .locator('.quick-input-list .monaco-list-row')
      .filter({ has: page.locator('.label-name', { hasText: exact }) })
      .first()
      .click({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (clicked) return;
    if (attempt === 2) throw new Error(`The command palette never showed "${title}" to click`);
  }
}

/** Dismisses any dialog, reverts and closes modified editors, closes all editors: a clean start for the next test. */
export async function resetEditors(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const dialog = page.locator('.monaco-dialog-box');
    if ((await dialog.count()) > 0) {
      const dontSave = dialog.locator('.monaco-button', { hasText: "Don't Save" });
      if ((await dontSave.count()) > 0) await dontSave.first().click();
      else await page.keyboard.press('Escape');
      continue;
    }
    const dirty = page.locator('.tab.dirty').first();
    if ((await dirty.count()) === 0) break;
    await dirty.click();
    await runExactCommand(page, 'View: Revert and Close Editor');
    await page.waitForTimeout(200);
  }
  await runExactCommand(page, 'View: Close All Editors');
  // Text meant for the palette can land in a webview's text field that took the focus back (seen in a full CI run): the
  // file is then modified and Close All asks to save it. Don't Save, and close again.
  for (let attempt = 0; ; attempt++) {
    const closed = await page
      .locator('iframe.webview')
      .waitFor({ state: 'detached', timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (closed) return;
    const dontSave = page.locator('.monaco-dialog-box .monaco-button', { hasText: "Don't Save" });
    if ((await dontSave.count()) > 0) await dontSave.first().click();
    else await runExactCommand(page, 'View: Close All Editors');
    if (attempt === 5) throw new Error('The editors did not close');
  }
}

/**
 * Opens a workspace file with Quick Open (the Explorer's list is virtualised: rows scrolled out of view are not in
 * the DOM), clicking the row whose file name is exactly the file's.
 */
export async function quickOpen(page: Page, relativePath: string): Promise<void> {
  await fillQuickInput(page, relativePath);
  const name = relativePath.split('/').pop() ?? relativePath;
  await page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .first()
    .click();
}

/** Closes every editor (reverting modified ones), opens `relativePath` as a board and waits for its first node. */
export async function openBoard(page: Page, relativePath: string): Promise<FrameLocator> {
  await resetEditors(page);
  await quickOpen(page, relativePath);
  const webview = activeWebview(page);
  await moveNumber(webview, 0).waitFor();
  return webview;
}

/** The move-number element once it shows exactly `n`. */
export function moveNumber(webview: FrameLocator, n: number): Locator {
  return webview.locator('[data-testid="move-number"]', { hasText: new RegExp(`^${n}$`) });
}

/** The board root. */
export function board(webview: FrameLocator): Locator {
  return webview.locator('[data-testid="board"]');
}

/** The element of point [x, y]. */
export function vertex(webview: FrameLocator, x: number, y: number): Locator {
  return webview.locator(`[data-vertex="${x},${y}"]`);
}

/** An element by its `data-testid`. */
export function byTestId(webview: FrameLocator, id: string): Locator {
  return webview.locator(`[data-testid="${id}"]`);
}

/** Presses `key` on the focused board `times` times, waiting for the move number to reach `expected`. */
export async function pressOnBoard(webview: FrameLocator, key: string, expected: number, times = 1): Promise<void> {
  for (let k = 0; k < times; k++) await board(webview).press(key);
  await moveNumber(webview, expected).waitFor();
}

/** Waits until the editor tab shows the document as modified. */
export async function waitDirty(page: Page): Promise<void> {
  await page.locator('.tab.dirty').first().waitFor();
}

/** Waits until no editor tab shows a modified document. */
export async function waitClean(page: Page): Promise<void> {
  await page.locator('.tab.dirty').first().waitFor({ state: 'detached' });
}

/** Saves the active editor and returns the file's text once the save reached the disk (the tab is clean). */
export async function saveAndRead(page: Page, relativePath: string): Promise<string> {
  await runExactCommand(page, 'File: Save');
  await waitClean(page);
  return diskText(relativePath);
}

/** The tab is still clean `settleMs` after an action that must not edit (a refused or followed click). */
export async function assertStaysClean(page: Page, settleMs = 700): Promise<void> {
  await page.waitForTimeout(settleMs);
  const dirty = await page.locator('.tab.dirty').count();
  if (dirty !== 0) throw new Error('The action edited the document (its tab is dirty)');
}

/**
 * Reverts and closes every modified editor (untitled ones too) and closes all editors, then gives VS Code time to drop
 * its hot-exit backups, so the next suite's window does not restore a dirty file (a "save changes?" dialog would
 * block it).
 */
export async function revertEverything(page: Page): Promise<void> {
  await resetEditors(page);
  await page.waitForTimeout(1500);
}

/** The attribute `name` of every element matching `selector` in the webview, as "vertex=value" strings, sorted. */
export async function vertexAttributes(webview: FrameLocator, name: string): Promise<string[]> {
  const found = await webview
    .locator(`[data-vertex][${name}]`)
    .evaluateAll((elements, attribute) => elements.map((e) => `${e.getAttribute('data-vertex')}=${e.getAttribute(attribute as string)}`), name);
  return found.sort();
}

/** The element of point [x, y] while it holds a stone (of `color`, when given). */
export function stoneAt(webview: FrameLocator, x: number, y: number, color?: 'B' | 'W'): Locator {
  return webview.locator(`[data-vertex="${x},${y}"][data-color${color === undefined ? '' : `="${color}"`}]`);
}

/** Picks `theme` with Preferences: Color Theme. */
export async function useTheme(page: Page, theme: string): Promise<void> {
  await runExactCommand(page, 'Preferences: Color Theme');
  await fillQuickInput(page, theme);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: theme }).first().click();
}
