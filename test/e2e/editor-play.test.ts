// The SGF board editor in a real VS Code: clicks play exactly one move into the text, undo restores it byte for byte,
// illegal clicks and clicks on existing moves never edit, CRLF files keep CRLF.
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import {
  board,
  byTestId,
  diskText,
  fixtureText,
  moveNumber,
  openBoard,
  pressOnBoard,
  revertEverything,
  saveAndRead,
  scratchCopy,
  assertStaysClean,
  stoneAt,
  vertex,
  waitClean,
  waitDirty,
} from './support/sgfEditor';
import { stonesOnBoard, useWorkbench } from './support/workbench';

/** The fixture most tests start from, read when a test runs (the workspace exists only then). */
const tree = (): string => fixtureText('editor-tree.sgf');

/** `text` with `insert` put at the first place `after` ends (after must occur). */
function insertedAfter(text: string, after: string, insert: string): string {
  const at = text.indexOf(after);
  assert.ok(at >= 0, `"${after}" is in the fixture`);
  return text.slice(0, at + after.length) + insert + text.slice(at + after.length);
}

/** Everything the game tree draws: each node by id (its element id, where it and its dot are, its label), every edge's path. */
async function drawnTree(webview: FrameLocator): Promise<{ nodes: string[]; edges: string[] }> {
  return byTestId(webview, 'game-tree').evaluate((tree) => ({
    nodes: [...tree.querySelectorAll('.tree-node')]
      .map((node) => {
        const dot = node.querySelector('.tree-dot');
        const at = [node.getAttribute('transform'), ...['cx', 'cy', 'x', 'y'].map((name) => dot?.getAttribute(name))].join(' ');
        return `${node.getAttribute('data-tree-node')} ${node.id} ${at.trim()} ${node.getAttribute('aria-label')}`;
      })
      .sort(),
    edges: [...tree.querySelectorAll('.tree-edge')].map((edge) => edge.getAttribute('d') ?? '').sort(),
  }));
}

/** The ids of the tree nodes marked current, and of those (and the edges' child ends) marked as on the current path. */
async function treeHighlight(webview: FrameLocator): Promise<{ current: string[]; path: string[]; pathEdges: number }> {
  return byTestId(webview, 'game-tree').evaluate((tree) => ({
    current: [...tree.querySelectorAll('.tree-node[aria-current="true"], .tree-node[aria-selected="true"]')].map((node) => node.id),
    path: [...tree.querySelectorAll('.tree-node[data-path]')].map((node) => node.getAttribute('data-tree-node') ?? '').sort(),
    pathEdges: tree.querySelectorAll('.tree-edge[data-path]').length,
  }));
}

/** Clicks `points` ("x,y") on the board, then presses `keys` there, all in one task of the board's page: before any
 *  answer of the extension can come in between, as on a slow machine or a big file. */
async function inOneTask(webview: FrameLocator, points: readonly string[], keys: readonly string[] = []): Promise<void> {
  await board(webview).evaluate(
    (element, { points, keys }) => {
      type Target = { dispatchEvent(event: unknown): boolean };
      const root = element as unknown as Target & { querySelector(selector: string): Target };
      const events = globalThis as unknown as {
        MouseEvent: new (type: string, init: object) => unknown;
        KeyboardEvent: new (type: string, init: object) => unknown;
      };
      for (const point of points) root.querySelector(`[data-vertex="${point}"]`).dispatchEvent(new events.MouseEvent('click', { bubbles: true }));
      for (const key of keys) root.dispatchEvent(new events.KeyboardEvent('keydown', { key, bubbles: true }));
    },
    { points, keys },
  );
}

describe('the board editor: playing moves', function () {
  this.timeout(60_000);
  const workbench = useWorkbench(revertEverything);

  it('a click at the end of a line adds exactly ";B[dd]" after the last move and nothing else', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-end.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await vertex(webview, 3, 3).click();
    await stoneAt(webview, 3, 3, 'B').waitFor();
    await moveNumber(webview, 5).waitFor();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), insertedAfter(tree(), '(;B[gc];W[gg]', ';B[dd]'));
  });

  it('three quick clicks at the end of a line each show their stone at once and write exactly ";B[dd];W[fd];B[df]"', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-quick.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    // No waiting between the clicks: each is played on the board the one before drew.
    for (const [x, y, color] of [
      [3, 3, 'B'],
      [5, 3, 'W'],
      [3, 5, 'B'],
    ] as const) {
      await vertex(webview, x, y).click();
      await stoneAt(webview, x, y, color).waitFor();
    }
    await moveNumber(webview, 7).waitFor();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), insertedAfter(tree(), '(;B[gc];W[gg]', ';B[dd];W[fd];B[df]'));
    // The host's node and tree took the board's place: the line ends at the third move, drawn once in the tree.
    await moveNumber(webview, 7).waitFor();
    assert.equal(await byTestId(webview, 'game-tree').locator('.tree-node:not([data-ahead])').count(), 10);
    assert.equal(await byTestId(webview, 'game-tree').locator('[data-ahead]').count(), 0, 'no move drawn ahead stays beside the host’s');
  });

  it('Ctrl+Z with the board focused restores the text byte for byte and the tab is clean again', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-undo.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    const before = await stonesOnBoard(webview);
    await vertex(webview, 3, 3).click();
    await moveNumber(webview, 5).waitFor();
    await waitDirty(page);
    await board(webview).focus();
    await page.keyboard.press('Control+Z');
    await waitClean(page);
    assert.equal(diskText(file), tree());
    // The board follows the undo: the move is gone and the node before it is shown.
    await stoneAt(webview, 3, 3).waitFor({ state: 'detached' });
    assert.deepEqual(await stonesOnBoard(webview), before);
    await moveNumber(webview, 4).waitFor();
    // Redo brings the move back as one step (as the next move after the node shown).
    await board(webview).focus();
    await page.keyboard.press('Control+Shift+Z');
    await waitDirty(page);
    await pressOnBoard(webview, 'ArrowRight', 5);
    await stoneAt(webview, 3, 3, 'B').waitFor();
    await board(webview).focus();
    await page.keyboard.press('Control+Z');
    await waitClean(page);
    assert.equal(diskText(file), tree());
  });

  it('a click in the middle of a sequence starts a new variation: "(" before the next node and ")(;W[dd])" before the game\'s ")"', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-variation.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 1);
    await vertex(webview, 3, 3).click();
    await stoneAt(webview, 3, 3, 'W').waitFor();
    await waitDirty(page);
    const expected = tree().replace(';B[ee];W[cc]', ';B[ee](;W[cc]').replace('(;B[gg]))\n', '(;B[gg]))(;W[dd]))\n');
    assert.equal(await saveAndRead(page, file), expected);
    await moveNumber(webview, 2).waitFor();
  });

  it('the game tree draws a variation played in its middle, its undo and its redo exactly as the file opened afresh draws them', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-tree.sgf');
    let webview = await openBoard(page, file);
    // Pre-order ids: 0 root, 1 B E5, 2 W C7, 3 B G7, 4 W G3, 5 B C3 (second variation), 6 B G3 (third).
    await byTestId(webview, 'game-tree').locator('[data-tree-node="6"]').waitFor();
    const before = await drawnTree(webview);
    await byTestId(webview, 'game-tree').locator('[data-tree-node="3"]').click();
    await moveNumber(webview, 3).waitFor();
    await vertex(webview, 3, 3).click();
    await stoneAt(webview, 3, 3, 'W').waitFor();
    // The new W D6 comes after W G3 in pre-order: it is node 5, and the two variations after it move on to 6 and 7.
    await byTestId(webview, 'game-tree').locator('[data-tree-node="5"][aria-current="true"]').waitFor();
    await byTestId(webview, 'game-tree').locator('[data-tree-node="7"]').waitFor();
    const played = await drawnTree(webview);
    assert.equal(played.nodes.length, 8, JSON.stringify(played));
    assert.equal(played.edges.length, 7, JSON.stringify(played));
    await board(webview).focus();
    await page.keyboard.press('Control+Z');
    await byTestId(webview, 'game-tree').locator('[data-tree-node="7"]').waitFor({ state: 'detached' });
    assert.deepEqual(await drawnTree(webview), before);
    await board(webview).focus();
    await page.keyboard.press('Control+Shift+Z');
    await byTestId(webview, 'game-tree').locator('[data-tree-node="7"]').waitFor();
    assert.deepEqual(await drawnTree(webview), played);
    // Elements kept from the layouts before carry no highlight of theirs: W D6 (node 5) is current, on the path to it.
    await byTestId(webview, 'game-tree').locator('[data-tree-node="5"][aria-current="true"]').waitFor();
    assert.deepEqual(await treeHighlight(webview), { current: ['tree-node-5'], path: ['0', '1', '2', '3', '5'], pathEdges: 4 });
    await saveAndRead(page, file);
    webview = await openBoard(page, file);
    await byTestId(webview, 'game-tree').locator('[data-tree-node="7"]').waitFor();
    assert.deepEqual(await drawnTree(webview), played, 'the tree sent whole on opening');
  });

  it('a click at a node with variations adds one more variation after the last one', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-third-variation.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 2, 2);
    await vertex(webview, 3, 3).click();
    await moveNumber(webview, 3).waitFor();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), insertedAfter(tree(), '(;B[gg])', '\n(;B[dd])'));
  });

  it('a click on the point an existing child plays follows that child and does not edit', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-follow.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 2, 2);
    // C7 (2,6) is the second variation's move.
    await vertex(webview, 2, 6).click();
    await moveNumber(webview, 3).waitFor();
    await stoneAt(webview, 2, 6, 'B').waitFor();
    assert.equal(await byTestId(webview, 'comment').inputValue(), 'Second variation.');
    await assertStaysClean(page);
    assert.equal(diskText(file), tree());
  });

  it('a click on an existing next move at once followed by a click elsewhere plays the second move after it, without delay', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-follow-then-play.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 1);
    // White's C7 (2,2) is the only next move (no variation mark): followed, no edit; then Black B8 (1,1) right after it.
    await vertex(webview, 2, 2).click();
    const clicked = Date.now();
    await vertex(webview, 1, 1).click();
    await stoneAt(webview, 1, 1, 'B').waitFor();
    const waited = Date.now() - clicked;
    // The host replies to a followed move at once; the next edit used to wait 1.5 s for an answer that never came.
    assert.ok(waited < 1000, `the second move appeared ${waited} ms after the click`);
    await moveNumber(webview, 3).waitFor();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), insertedAfter(tree(), '(;B[gg])', '\n(;B[bb])'));
  });

  it('a click on a variation mark at once followed by → or by a click elsewhere goes on from the variation chosen', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-variation-then-play.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 2, 2);
    // Black's G7 (6,2) is variation A of three: the board asks the extension to go there, and what comes before its
    // answer waits for it. → used to step from move 2 and be lost, and a click to play where the board still was.
    await inOneTask(webview, ['6,2'], ['ArrowRight']);
    await moveNumber(webview, 4).waitFor();
    await stoneAt(webview, 6, 6, 'W').waitFor();
    await pressOnBoard(webview, 'ArrowLeft', 2, 2);
    await inOneTask(webview, ['6,2', '1,1']);
    await stoneAt(webview, 1, 1, 'W').waitFor();
    await moveNumber(webview, 4).waitFor();
    await stoneAt(webview, 6, 2, 'B').waitFor();
    await waitDirty(page);
    const saved = await saveAndRead(page, file);
    assert.equal(saved.replace(/\s/g, ''), tree().replace(/\s/g, '').replace(';B[gc];W[gg]', ';B[gc](;W[gg])(;W[bb])'), 'White B8 after G7');
  });

  it('a click on a stone is refused: the notice says the point is occupied and nothing is edited', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-occupied.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 2, 2);
    await vertex(webview, 4, 4).click();
    await byTestId(webview, 'notice')
      .filter({ hasText: /occupied/i })
      .waitFor();
    await assertStaysClean(page);
    await moveNumber(webview, 2).waitFor();
    assert.equal(diskText(file), tree());
  });

  it('an immediate ko recapture is refused: the notice says ko and nothing is edited', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-ko.sgf', 'play-ko.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 1);
    assert.equal(await vertex(webview, 1, 1).getAttribute('data-color'), null, 'White B8 was captured');
    await vertex(webview, 1, 1).click();
    await byTestId(webview, 'notice')
      .filter({ hasText: /\bko\b/i })
      .waitFor();
    await assertStaysClean(page);
    assert.equal(diskText(file), fixtureText('editor-ko.sgf'));
    // The next move clears the notice at once (it used to stay 8 s, as if that move had been refused too).
    await vertex(webview, 6, 6).click();
    await moveNumber(webview, 2).waitFor();
    const deadline = Date.now() + 3000;
    while ((await byTestId(webview, 'notice').textContent()) !== '' && Date.now() < deadline) await page.waitForTimeout(50);
    assert.equal(await byTestId(webview, 'notice').textContent(), '');
  });

  it('the pass button adds exactly ";B[]" after the last move', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'play-pass.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await byTestId(webview, 'pass').click();
    await moveNumber(webview, 5).waitFor();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), insertedAfter(tree(), '(;B[gc];W[gg]', ';B[]'));
  });

  it('a click in a CRLF file adds ";B[dd]" and every line break stays CRLF', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-crlf.sgf', 'play-crlf.sgf');
    const original = fixtureText('editor-crlf.sgf');
    assert.ok(original.includes('\r\n'));
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 2);
    await vertex(webview, 3, 3).click();
    await moveNumber(webview, 3).waitFor();
    await waitDirty(page);
    const saved = await saveAndRead(page, file);
    assert.equal(saved, insertedAfter(original, ';W[cc]', ';B[dd]'));
    assert.equal(saved.replace(/\r\n/g, '').includes('\n'), false, 'no bare LF');
  });

  it('a multi-line comment typed into a CRLF file is written with CRLF line breaks', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-crlf.sgf', 'comment-crlf.sgf');
    const original = fixtureText('editor-crlf.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 2);
    const comment = byTestId(webview, 'comment');
    await comment.fill('one\ntwo');
    await board(webview).focus();
    await waitDirty(page);
    const saved = await saveAndRead(page, file);
    assert.equal(saved, insertedAfter(original, ';W[cc]', 'C[one\r\ntwo]'));
  });
});
