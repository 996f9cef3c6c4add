// The board editor's handling of webview messages in a real VS Code (sent through the internal goban.webviewMessage
// command, as the webview would send them): junk never breaks the host, and ids from before a text change are not
// taken for other nodes.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { boardStates, nodeTextAt, openBoard, revertAndCloseAll, show, type BoardState } from './editorSupport';
import { waitFor } from './workspace';

const variations = 'games/host-variations.sgf';

/** Sends `message` to the active Goban editor as its webview would, and waits until it is handled. */
async function fromWebview(message: unknown): Promise<void> {
  await vscode.commands.executeCommand('goban.webviewMessage', message);
}

async function shown(uri: vscode.Uri): Promise<BoardState> {
  const [state] = await boardStates(uri);
  assert.ok(state !== undefined);
  return state;
}

/**
 * Inserts `text` at `offset` of the document, as another editor (or an undo) would, and returns as soon as the
 * extension host has the change (applyEdit may resolve before): the board's re-parse is then still pending.
 */
async function insertText(document: vscode.TextDocument, offset: number, text: string): Promise<void> {
  const changed = new Promise<void>((resolve) => {
    const listener = vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document !== document) return;
      listener.dispose();
      resolve();
    });
  });
  const edit = new vscode.WorkspaceEdit();
  edit.insert(document.uri, document.positionAt(offset), text);
  assert.ok(await vscode.workspace.applyEdit(edit));
  await changed;
}

describe('board editor: messages from the webview', () => {
  afterEach(revertAndCloseAll);

  it('ignores malformed and out-of-range messages without throwing or editing, and clamps Go to Move to the line', async () => {
    const { uri, document } = await openBoard(variations);
    const before = document.getText();
    const junk: unknown[] = [
      undefined,
      null,
      42,
      'navigate',
      [],
      {},
      { type: 'navigate' },
      { type: 'navigate', fromNodeId: -1, target: 'next' },
      { type: 'navigate', fromNodeId: 0, target: 'sideways' },
      { type: 'goToNode', nodeId: 1e9 },
      { type: 'goToNode', nodeId: 1.5 },
      { type: 'selectGame', gameIndex: 99 },
      { type: 'selectGame', gameIndex: -1 },
      { type: 'edit', nodeId: 999, version: document.version, action: { kind: 'play', point: [3, 3] } },
      { type: 'edit', nodeId: 0, version: document.version, action: { kind: 'play', point: [99, 99] } },
      { type: 'edit', nodeId: 0, version: document.version, action: { kind: 'setup', point: [-1, 0], stone: 'B' } },
      { type: 'edit', nodeId: 0, version: document.version + 5, action: { kind: 'play', point: [3, 3] } },
      { type: 'edit', nodeId: 0, version: document.version, action: { kind: 'explode' } },
      { type: 'ready', nodeId: 12345, nodeOffset: 99999999, gameIndex: 7 },
      { type: 'clickPoint', x: 1, y: 1, version: 1 },
    ];
    for (const message of junk) await fromWebview(message);
    assert.equal(document.getText(), before);
    assert.equal(document.isDirty, false);
    await fromWebview({ type: 'goToMove', fromNodeId: 0, moveNumber: 1e9 });
    const end = await shown(uri);
    assert.deepEqual([end.gameIndex, end.moveNumber, nodeTextAt(before, end.nodeOffset)], [0, 4, ';W[gg]']);
  });

  it('steps from the node shown when the text changed just before the step (the webview still has the old ids)', async () => {
    const { uri, document } = await openBoard(variations);
    const atGc = await show('goban.goToMove', 3);
    assert.equal(nodeTextAt(document.getText(), atGc.nodeOffset), ';B[gc]');
    // A variation is inserted before B[gc]: in the new parse, B[gc]'s old id names the new B[aa].
    await insertText(document, atGc.nodeOffset - 1, '(;B[aa])');
    await fromWebview({ type: 'navigate', fromNodeId: atGc.nodeId, target: 'next' });
    const next = await shown(uri);
    assert.deepEqual([nodeTextAt(document.getText(), next.nodeOffset), next.moveNumber, next.version], [';W[gg]', 4, document.version]);
  });

  it('ignores a tree click with an id from before a text change instead of showing another node', async () => {
    const { uri, document } = await openBoard(variations);
    const text = document.getText();
    const atGc = await show('goban.goToMove', 3);
    await show('goban.nextVariation');
    const lastVariation = await show('goban.nextVariation');
    assert.equal(nodeTextAt(text, lastVariation.nodeOffset), ';B[gg]');
    await show('goban.firstMove');
    assert.equal((await show('goban.goToMove', 3)).nodeId, atGc.nodeId);
    await insertText(document, atGc.nodeOffset - 1, '(;B[aa])');
    await fromWebview({ type: 'goToNode', nodeId: lastVariation.nodeId });
    const after = await shown(uri);
    assert.equal(nodeTextAt(document.getText(), after.nodeOffset), ';B[gc]');
  });

  it('keeps the node it followed through a change made while its webview was away when the webview says ready again', async () => {
    const { uri, document } = await openBoard(variations);
    const atGc = await show('goban.goToMove', 3);
    await fromWebview({ type: 'ready', nodeId: atGc.nodeId, nodeOffset: atGc.nodeOffset, gameIndex: 0 });
    // While the webview is hidden, B[aa] is inserted before B[gc]: the webview's saved offset now starts B[aa].
    await insertText(document, atGc.nodeOffset - 1, '(;B[aa])');
    await waitFor('the board re-read', async () => ((await shown(uri)).version === document.version ? true : undefined));
    assert.equal(document.getText().indexOf(';B[aa]'), atGc.nodeOffset);
    await fromWebview({ type: 'ready', nodeId: atGc.nodeId, nodeOffset: atGc.nodeOffset, gameIndex: 0 });
    const after = await shown(uri);
    assert.deepEqual([nodeTextAt(document.getText(), after.nodeOffset), after.moveNumber], [';B[gc]', 3]);
  });
});
