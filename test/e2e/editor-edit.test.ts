// The SGF board editor in a real VS Code: delete, promote, reorder variations, setup stones, markup tools and
// annotations each make exactly one minimal edit of the text (the comment and game info: editor-fields.test.ts).
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import { byTestId, moveNumber, openBoard, pressOnBoard, revertEverything, saveAndRead, scratchCopy, stoneAt, vertex, waitDirty } from './support/sgfEditor';
import { useWorkbench } from './support/workbench';
import { openSecondVariation, replaced, tree } from './support/editorTree';

/** Selects an editing tool and waits until its button says it is pressed. */
async function selectTool(webview: FrameLocator, tool: string): Promise<void> {
  const button = byTestId(webview, `tool-${tool}`);
  await button.click();
  await webview.locator(`[data-testid="tool-${tool}"][aria-pressed="true"]`).waitFor();
}

describe('the board editor: editing the tree, setup, markup and annotations', function () {
  this.timeout(60_000);
  const workbench = useWorkbench(revertEverything);

  it('Delete Node removes the variation and everything below it, with the line break before it', async () => {
    const page = workbench.page();
    const { file, webview } = await openSecondVariation(page, 'edit-delete.sgf');
    await byTestId(webview, 'delete-node').click();
    await waitDirty(page);
    await moveNumber(webview, 2).waitFor();
    assert.equal(await saveAndRead(page, file), replaced(tree(), '\n(;B[cg]C[Second variation.])', ''));
  });

  it('Delete Node inside a sequence removes that node and the rest of the sequence', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-delete-tail.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await byTestId(webview, 'delete-node').click();
    await waitDirty(page);
    await moveNumber(webview, 3).waitFor();
    assert.equal(await saveAndRead(page, file), replaced(tree(), '(;B[gc];W[gg])', '(;B[gc])'));
  });

  it('Delete Node on move 1 says how much went with it (everything below, three variations)', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-delete-all.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 1);
    await byTestId(webview, 'delete-node').click();
    await waitDirty(page);
    await moveNumber(webview, 0).waitFor();
    const notice = byTestId(webview, 'notice');
    await notice.filter({ hasText: 'Deleted 6 moves from here on, in 3 variations. Undo brings them back.' }).waitFor();
    // Undo brings them back, and the notice, which spoke of the board before, goes (a tryout: it stayed); Redo deletes again.
    await page.keyboard.press('Control+Z');
    await moveNumber(webview, 1).waitFor();
    await notice.filter({ hasText: 'Deleted' }).waitFor({ state: 'detached', timeout: 3000 }); // (it would go by itself after 8 s)
    assert.equal(await notice.textContent(), '');
    await page.keyboard.press('Control+Shift+Z');
    await moveNumber(webview, 0).waitFor();
    assert.equal(await saveAndRead(page, file), '(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]GN[Editor tree]PB[Aiko]PW[Bao])\n');
  });

  it('Promote moves the variation in front of the main line', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-promote.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'ArrowRight', 2, 2);
    await vertex(webview, 6, 6).click();
    await moveNumber(webview, 3).waitFor();
    await byTestId(webview, 'promote').click();
    await waitDirty(page);
    const expected =
      '(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]GN[Editor tree]PB[Aiko]PW[Bao]\n;B[ee];W[cc]\n(;B[gg])\n(;B[gc];W[gg])\n(;B[cg]C[Second variation.]))\n';
    assert.equal(await saveAndRead(page, file), expected);
    // The promoted node stays shown.
    await stoneAt(webview, 6, 6, 'B').waitFor();
    await moveNumber(webview, 3).waitFor();
  });

  it('Variation Up swaps the variation with the one before it', async () => {
    const page = workbench.page();
    const { file, webview } = await openSecondVariation(page, 'edit-up.sgf');
    await byTestId(webview, 'variation-up').click();
    await waitDirty(page);
    const expected =
      '(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]GN[Editor tree]PB[Aiko]PW[Bao]\n;B[ee];W[cc]\n(;B[cg]C[Second variation.])\n(;B[gc];W[gg])\n(;B[gg]))\n';
    assert.equal(await saveAndRead(page, file), expected);
    await stoneAt(webview, 2, 6, 'B').waitFor();
  });

  it('Variation Down swaps the variation with the one after it', async () => {
    const page = workbench.page();
    const { file, webview } = await openSecondVariation(page, 'edit-down.sgf');
    await byTestId(webview, 'variation-down').click();
    await waitDirty(page);
    const expected =
      '(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]GN[Editor tree]PB[Aiko]PW[Bao]\n;B[ee];W[cc]\n(;B[gc];W[gg])\n(;B[gg])\n(;B[cg]C[Second variation.]))\n';
    assert.equal(await saveAndRead(page, file), expected);
    await stoneAt(webview, 2, 6, 'B').waitFor();
  });

  it('a black setup stone on the root adds AB[dd] to the root', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-setup-root.sgf');
    const webview = await openBoard(page, file);
    await selectTool(webview, 'setup-B');
    await vertex(webview, 3, 3).click();
    await stoneAt(webview, 3, 3, 'B').waitFor();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), 'PW[Bao]', 'PW[Bao]AB[dd]'));
  });

  it('a white setup stone on a move node goes into a new child node ";AW[dd]"', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-setup-child.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await selectTool(webview, 'setup-W');
    await vertex(webview, 3, 3).click();
    await stoneAt(webview, 3, 3, 'W').waitFor();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), ';W[gg])', ';W[gg];AW[dd])'));
  });

  it('the empty setup tool on a stone of an earlier move adds AE in a new child node', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-setup-empty.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await selectTool(webview, 'setup-empty');
    await vertex(webview, 4, 4).click();
    await stoneAt(webview, 4, 4).waitFor({ state: 'detached' });
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), ';W[gg])', ';W[gg];AE[ee])'));
  });

  for (const [shape, attribute] of [
    ['TR', 'TR'],
    ['SQ', 'SQ'],
    ['CR', 'CR'],
    ['MA', 'MA'],
  ] as const) {
    it(`the ${shape} tool adds ${shape}[dd] to the node and a second click removes it again`, async () => {
      const page = workbench.page();
      const { file, webview } = await openSecondVariation(page, `edit-mark-${shape}.sgf`);
      await selectTool(webview, shape);
      await vertex(webview, 3, 3).click();
      await webview.locator(`[data-vertex="3,3"][data-markup="${attribute}"]`).waitFor();
      await waitDirty(page);
      assert.equal(await saveAndRead(page, file), replaced(tree(), 'C[Second variation.]', `C[Second variation.]${shape}[dd]`));
      await vertex(webview, 3, 3).click();
      await webview.locator('[data-vertex="3,3"][data-markup]').waitFor({ state: 'detached' });
      assert.equal(await saveAndRead(page, file), tree());
    });
  }

  it('the label tool writes the next free letter: LB[dd:A] then LB[dd:A][ed:B]', async () => {
    const page = workbench.page();
    const { file, webview } = await openSecondVariation(page, 'edit-labels.sgf');
    await selectTool(webview, 'LB');
    await vertex(webview, 3, 3).click();
    await webview.locator('[data-vertex="3,3"][data-label="A"]').waitFor();
    await vertex(webview, 4, 3).click();
    await webview.locator('[data-vertex="4,3"][data-label="B"]').waitFor();
    assert.equal(await saveAndRead(page, file), replaced(tree(), 'C[Second variation.]', 'C[Second variation.]LB[dd:A][ed:B]'));
  });

  for (const shape of ['AR', 'LN'] as const) {
    it(`the ${shape} tool draws from the first click to the second: ${shape}[bb:dd]`, async () => {
      const page = workbench.page();
      const { file, webview } = await openSecondVariation(page, `edit-${shape}.sgf`);
      await selectTool(webview, shape);
      await vertex(webview, 1, 1).click();
      await vertex(webview, 3, 3).click();
      const testId = shape === 'AR' ? 'arrow' : 'line';
      await webview.locator(`[data-testid="${testId}"][data-from="1,1"][data-to="3,3"]`).waitFor();
      assert.equal(await saveAndRead(page, file), replaced(tree(), 'C[Second variation.]', `C[Second variation.]${shape}[bb:dd]`));
    });
  }

  it('the move annotation select writes TE[1], then BM[2] replaces it', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-annotation.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await byTestId(webview, 'move-annotation').selectOption('TE');
    await webview.locator('[data-testid="annotation"][data-annotation="TE"]').waitFor();
    assert.equal(await saveAndRead(page, file), replaced(tree(), ';W[gg])', ';W[gg]TE[1])'));
    await byTestId(webview, 'move-annotation').selectOption('BM2');
    await webview.locator('[data-testid="annotation"][data-annotation="BM"]').waitFor();
    assert.equal(await saveAndRead(page, file), replaced(tree(), ';W[gg])', ';W[gg]BM[2])'));
  });

  it('the hotspot checkbox writes HO[1]', async () => {
    const page = workbench.page();
    const file = scratchCopy('editor-tree.sgf', 'edit-hotspot.sgf');
    const webview = await openBoard(page, file);
    await pressOnBoard(webview, 'End', 4);
    await byTestId(webview, 'hotspot').check();
    await waitDirty(page);
    assert.equal(await saveAndRead(page, file), replaced(tree(), ';W[gg])', ';W[gg]HO[1])'));
  });
});
