// The editor-tree.sgf fixture that the editing tests change: its text, exact replacements in it, and its second variation.
import * as assert from 'node:assert/strict';
import type { FrameLocator, Page } from 'playwright-core';
import { fixtureText, moveNumber, openBoard, pressOnBoard, scratchCopy, stoneAt, vertex } from './sgfEditor';

/** The fixture's text, read when a test runs. */
export const tree = (): string => fixtureText('editor-tree.sgf');

/** `text` with the first `from` replaced by `to` (from must occur). */
export function replaced(text: string, from: string, to: string): string {
  assert.ok(text.includes(from), `"${from}" is in the fixture`);
  return text.replace(from, to);
}

/** Opens a scratch copy of editor-tree.sgf and shows the second variation after move 2 (Black C3, with a comment). */
export async function openSecondVariation(page: Page, name: string): Promise<{ file: string; webview: FrameLocator }> {
  const file = scratchCopy('editor-tree.sgf', name);
  const webview = await openBoard(page, file);
  await pressOnBoard(webview, 'ArrowRight', 2, 2);
  await vertex(webview, 2, 6).click();
  await stoneAt(webview, 2, 6, 'B').waitFor();
  await moveNumber(webview, 3).waitFor();
  return { file, webview };
}
