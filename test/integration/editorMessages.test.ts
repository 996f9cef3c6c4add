// The board editor's handling of webview messages in a real VS Code (sent through the internal goban.webviewMessage
// command, as the webview would send them): junk never breaks the host, and ids from before a text change are not
// taken for other nodes.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { boardStates, nodeTextAt, openBoard, revertAndCloseAll, show, type BoardState } from './editorSupport';
import type { RequestReply } from '../../src/shared/protocol';
import { waitFor } from './workspace';

const variations = 'games/host-variations.sgf';

/** Sends `message` to the active Goban editor as its webview would, waits until it is handled, and returns the reply
 *  the editor sent its webview (requests only). */
async function fromWebview(message: unknown): Promise<RequestReply | undefined> {
  return vscode.commands.executeCommand<RequestReply | undefined>('goban.webviewMessage', message);
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
  await replaceText(document, offset, 0, text);
}

/** Replaces `length` characters at `offset` with `text` as another editor would, and waits for the change event. */
async function replaceText(document: vscode.TextDocument, offset: number, length: number, text: string): Promise<void> {
  const changed = new Promise<void>((resolve) => {
    const listener = vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document !== document) return;
      listener.dispose();
      resolve();
    });
  });
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, new vscode.Range(document.positionAt(offset), document.positionAt(offset + length)), text);
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
      { type: 'goToNode', requestId: 7, nodeId: 1e9 },
      { type: 'goToNode', requestId: 8, nodeId: 1.5 },
      { type: 'goToNode', nodeId: 1 },
      { type: 'selectGame', requestId: 9, gameIndex: 99 },
      { type: 'selectGame', requestId: 10, gameIndex: -1 },
      { type: 'navigate', requestId: 1, fromNodeId: -1, target: 'next' },
      { type: 'edit', requestId: 2, nodeId: 999, version: document.version, action: { kind: 'play', point: [3, 3] } },
      { type: 'edit', requestId: 3, nodeId: 0, version: document.version, action: { kind: 'play', point: [99, 99] } },
      { type: 'edit', requestId: 4, nodeId: 0, version: document.version, action: { kind: 'setup', point: [-1, 0], stone: 'B' } },
      { type: 'edit', requestId: 5, nodeId: 0, version: document.version + 5, action: { kind: 'play', point: [3, 3] } },
      { type: 'edit', requestId: 6, nodeId: 0, version: document.version, action: { kind: 'explode' } },
      { type: 'edit', nodeId: 0, version: document.version, action: { kind: 'play', point: [3, 3] } },
      { type: 'ready', nodeId: 12345, nodeOffset: 99999999, gameIndex: 7 },
      { type: 'clickPoint', x: 1, y: 1, version: 1 },
    ];
    for (const message of junk) await fromWebview(message);
    assert.equal(document.getText(), before);
    assert.equal(document.isDirty, false);
    await fromWebview({ type: 'goToMove', requestId: 11, fromNodeId: 0, moveNumber: 1e9 });
    const end = await shown(uri);
    assert.deepEqual([end.gameIndex, end.moveNumber, nodeTextAt(before, end.nodeOffset)], [0, 4, ';W[gg]']);
  });

  it('answers every step and edit with exactly one reply: applied, unchanged, refused with its reason, or stale', async () => {
    const { document } = await openBoard(variations);
    const root = await show('goban.firstMove');
    const reply = (requestId: number, outcome: RequestReply['outcome']) => ({ type: 'reply', inReplyTo: requestId, outcome });
    assert.deepEqual(await fromWebview({ type: 'navigate', requestId: 1, fromNodeId: root.nodeId, target: 'next' }), reply(1, 'applied'));
    const blackE5 = await show('goban.goToMove', 1);
    const end = await show('goban.lastMove');
    assert.deepEqual(
      await fromWebview({ type: 'navigate', requestId: 2, fromNodeId: end.nodeId, target: 'next' }),
      reply(2, 'unchanged'),
      'the end of the line',
    );
    const version = document.version;
    const play = (requestId: number, point: [number, number], at = version) => ({
      type: 'edit',
      requestId,
      nodeId: blackE5.nodeId,
      version: at,
      action: { kind: 'play', point },
    });
    assert.deepEqual(await fromWebview(play(3, [2, 2])), reply(3, 'unchanged'), 'the move the file already has is followed');
    assert.equal(document.isDirty, false);
    const occupied = await fromWebview(play(4, [4, 4]));
    assert.deepEqual([occupied?.inReplyTo, occupied?.outcome, occupied?.code], [4, 'refused', 'occupied']);
    assert.match(occupied?.message ?? '', /That point is occupied/);
    assert.deepEqual(await fromWebview(play(5, [6, 6])), reply(5, 'applied'));
    assert.equal(document.version, version + 1);
    const stale = await fromWebview(play(6, [7, 7], version));
    assert.deepEqual([stale?.inReplyTo, stale?.outcome, stale?.code], [6, 'stale', 'stale']);
    assert.equal(
      await fromWebview({ type: 'navigate', fromNodeId: root.nodeId, target: 'next' }),
      undefined,
      'a step without a request id is malformed: no reply',
    );
  });

  it('answers every jump (tree or variation mark, slider, picker) with exactly one reply, after the node it shows', async () => {
    const { uri, document } = await openBoard(variations);
    const text = document.getText();
    const root = await show('goban.firstMove');
    const end = await show('goban.lastMove');
    const reply = (requestId: number, outcome: RequestReply['outcome']) => ({ type: 'reply', inReplyTo: requestId, outcome });
    assert.deepEqual(await fromWebview({ type: 'goToNode', requestId: 1, nodeId: root.nodeId }), reply(1, 'applied'));
    assert.equal((await shown(uri)).nodeId, root.nodeId, 'the node was shown before the reply');
    assert.deepEqual(await fromWebview({ type: 'goToNode', requestId: 2, nodeId: root.nodeId }), reply(2, 'unchanged'), 'already there');
    assert.deepEqual(await fromWebview({ type: 'goToNode', requestId: 3, nodeId: 1e6 }), reply(3, 'unchanged'), 'no such node');
    assert.deepEqual(await fromWebview({ type: 'goToMove', requestId: 4, fromNodeId: end.nodeId, moveNumber: 3 }), reply(4, 'applied'));
    const atMove3 = await shown(uri);
    assert.deepEqual([nodeTextAt(text, atMove3.nodeOffset), atMove3.moveNumber], [';B[gc]', 3]);
    assert.deepEqual(await fromWebview({ type: 'selectGame', requestId: 5, gameIndex: 0 }), reply(5, 'applied'), 'back to the start of the game');
    const picked = await fromWebview({ type: 'selectGame', requestId: 6, gameIndex: 99 });
    assert.deepEqual([picked?.inReplyTo, picked?.outcome], [6, 'refused'], 'a game the file does not hold');
    assert.equal(await fromWebview({ type: 'goToNode', nodeId: root.nodeId }), undefined, 'a jump without a request id is malformed: no reply');
    const malformed = await fromWebview({ type: 'goToNode', requestId: 7, nodeId: -1 });
    assert.deepEqual([malformed?.inReplyTo, malformed?.outcome, malformed?.code], [7, 'refused', 'malformed'], 'a malformed request with an id is refused');
  });

  it('follows a step the webview took in the line it holds without sending a node back, unless it sent a node message since', async () => {
    const { uri, document } = await openBoard(variations);
    const atGc = await show('goban.goToMove', 3);
    const atGg = await show('goban.goToMove', 4);
    const back = await show('goban.goToMove', 2);
    assert.ok(back.lineSeq !== undefined && atGg.lineSeq !== undefined);
    assert.equal(await fromWebview({ type: 'shown', seq: back.lineSeq, nodeId: atGc.nodeId }), undefined, 'no reply');
    const followed = await shown(uri);
    assert.deepEqual(
      [nodeTextAt(document.getText(), followed.nodeOffset), followed.moveNumber, followed.lineSeq],
      [';B[gc]', 3, back.lineSeq],
      'the host follows and sends no node message (the number stays)',
    );
    await fromWebview({ type: 'shown', seq: atGg.lineSeq, nodeId: atGg.nodeId });
    assert.equal((await shown(uri)).moveNumber, 3, 'a step in the line of an older node message is ignored');
  });

  it('keeps the line for a step the webview asked for, so the steps it takes after it are still followed', async () => {
    const { uri, document } = await openBoard(variations);
    const atEe = await show('goban.goToMove', 1);
    const reply = await fromWebview({ type: 'navigate', requestId: 7, fromNodeId: atEe.nodeId, target: 'next' });
    assert.deepEqual([reply?.inReplyTo, reply?.outcome], [7, 'applied']);
    const stepped = await shown(uri);
    assert.deepEqual([nodeTextAt(document.getText(), stepped.nodeOffset), stepped.lineSeq], [';W[cc]', atEe.lineSeq], 'the same line');
    await fromWebview({ type: 'shown', seq: atEe.lineSeq, nodeId: atEe.nodeId });
    assert.equal((await shown(uri)).moveNumber, 1, 'a step the webview took after it is followed');
    const command = await show('goban.nextMove');
    assert.ok(command.lineSeq !== undefined && atEe.lineSeq !== undefined && command.lineSeq > atEe.lineSeq, 'a step by command starts a new line');
  });

  it('re-reads a text changed just before a step the webview took in its line, and drops that step instead of following an old id', async () => {
    const { uri, document } = await openBoard(variations);
    const atGc = await show('goban.goToMove', 3);
    const atEe = await show('goban.goToMove', 1);
    // A variation typed before B[gc]: in the new parse, B[gc]'s old id names the new B[aa].
    await insertText(document, atGc.nodeOffset - 1, '(;B[aa])');
    await fromWebview({ type: 'shown', seq: atEe.lineSeq, nodeId: atGc.nodeId });
    const after = await shown(uri);
    assert.deepEqual([nodeTextAt(document.getText(), after.nodeOffset), after.moveNumber], [';B[ee]', 1]);
    assert.ok(after.lineSeq !== undefined && atEe.lineSeq !== undefined && after.lineSeq > atEe.lineSeq, 'the new parse was sent as a node message');
  });

  it('steps from the node shown when the text changed just before the step (the webview still has the old ids)', async () => {
    const { uri, document } = await openBoard(variations);
    const atGc = await show('goban.goToMove', 3);
    assert.equal(nodeTextAt(document.getText(), atGc.nodeOffset), ';B[gc]');
    // A variation is inserted before B[gc]: in the new parse, B[gc]'s old id names the new B[aa].
    await insertText(document, atGc.nodeOffset - 1, '(;B[aa])');
    await fromWebview({ type: 'navigate', requestId: 1, fromNodeId: atGc.nodeId, target: 'next' });
    const next = await shown(uri);
    assert.deepEqual([nodeTextAt(document.getText(), next.nodeOffset), next.moveNumber, next.version], [';W[gg]', 4, document.version]);
  });

  it('follows a tree click with an id from before a text change to that node, found again where the change moved it', async () => {
    const { uri, document } = await openBoard(variations);
    const text = document.getText();
    const atGc = await show('goban.goToMove', 3);
    await show('goban.nextVariation');
    const lastVariation = await show('goban.nextVariation');
    assert.equal(nodeTextAt(text, lastVariation.nodeOffset), ';B[gg]');
    await show('goban.previousVariation');
    assert.equal((await show('goban.previousVariation')).nodeId, atGc.nodeId);
    await insertText(document, atGc.nodeOffset - 1, '(;B[aa])');
    await fromWebview({ type: 'goToNode', requestId: 1, nodeId: lastVariation.nodeId });
    const after = await shown(uri);
    // Ids are positions in one parse: B[gg]'s id now names another node, and once showed B[gc] (or nothing) instead.
    assert.deepEqual([nodeTextAt(document.getText(), after.nodeOffset), after.nodeOffset], [';B[gg]', lastVariation.nodeOffset + '(;B[aa])'.length]);
  });

  it('ignores a tree click on a node a text change deleted, rather than showing the node now in its place', async () => {
    const { uri, document } = await openBoard(variations);
    const first = await show('goban.goToMove', 1);
    const atGc = await show('goban.goToMove', 3);
    // Black's first move goes from the text: White's C7 now starts where it did.
    await replaceText(document, first.nodeOffset, ';B[ee]'.length, '');
    await fromWebview({ type: 'goToNode', requestId: 1, nodeId: first.nodeId });
    assert.equal(nodeTextAt(document.getText(), (await shown(uri)).nodeOffset), nodeTextAt(document.getText(), atGc.nodeOffset - ';B[ee]'.length));
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
