// SGF files in a legacy encoding, in a real VS Code: reopened in their SGF encoding, so a board edit saves only itself.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { reopenInSgfEncoding } from '../../src/extension/encoding/sgfEncoding';
import type { RequestReply } from '../../src/shared/protocol';
import { openBoard, revertAndCloseAll, run, show } from './editorSupport';
import { waitFor, workspaceFile } from './workspace';

const gb2312 = 'encoding/fox-handicap4-gb2312.sgf';
const shiftJis = 'encoding/japanese-sjis-noca-h6.sgf';

/** The document's text once it holds `expected` (the reopen happens just after the document opens). */
function textHolding(document: vscode.TextDocument, expected: string): Promise<string> {
  return waitFor(`${expected} in ${document.uri.path}`, () => (document.getText().includes(expected) ? document.getText() : undefined));
}

describe('SGF files in a legacy encoding', () => {
  const originals = new Map<string, Uint8Array>();
  before(async () => {
    for (const file of [gb2312, shiftJis]) originals.set(file, await vscode.workspace.fs.readFile(workspaceFile(file)));
  });
  afterEach(revertAndCloseAll);
  // The electron runner opens the fixtures themselves: put the saved file back.
  after(async () => {
    for (const [file, bytes] of originals) await vscode.workspace.fs.writeFile(workspaceFile(file), bytes);
  });

  it('opens a CA[gb2312] game in the board with its Chinese names, and saving a board edit writes only that edit, in GB2312', async () => {
    const original = originals.get(gb2312)!;
    const { uri, document } = await openBoard(gb2312);
    const before = await textHolding(document, 'PB[小明]PW[老王]');
    assert.deepEqual([document.encoding, document.isDirty, before.includes('\ufffd')], ['gb18030', false, false]);
    assert.ok(before.startsWith('(;GM[1]FF[4]CA[gb2312]SZ[19]GN[让四子]DT[2023-12-01]PB[小明]PW[老王]BR[3级]WR[5段]KM[0]'), before.slice(0, 120));
    await show('goban.lastMove');
    assert.equal((await run('goban.playMove', 'pass')).outcome, 'edited');
    const after = await waitFor('the edited text', () => (document.getText() !== before ? document.getText() : undefined));
    let start = 0;
    while (before[start] === after[start]) start++;
    const inserted = after.slice(start, start + after.length - before.length);
    assert.equal(after, before.slice(0, start) + inserted + before.slice(start), 'one insertion');
    // The file is one long line: the pass goes on in a new line.
    assert.match(inserted, /^\n;[BW]\[\]$/);
    assert.equal(await document.save(), true);
    // Every non-ASCII character before the insertion is two bytes in GB2312, every ASCII one a byte.
    const at = start + [...before.slice(0, start)].filter((c) => c.charCodeAt(0) >= 0x80).length;
    const expected = Buffer.concat([original.subarray(0, at), Buffer.from(inserted, 'latin1'), original.subarray(at)]);
    // Compared as one byte per character, so that a difference shows as text.
    assert.equal(Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('latin1'), expected.toString('latin1'));
  });

  it('reopens a Shift_JIS game without CA in the text editor too, clean, and leaves a UTF-8 game as UTF-8', async () => {
    const document = await vscode.workspace.openTextDocument(workspaceFile(shiftJis));
    await vscode.window.showTextDocument(document);
    const text = await textHolding(document, 'PB[田中一郎]BR[四級]PW[本因坊秀策]');
    assert.deepEqual([document.encoding, document.isDirty, text.includes('\ufffd')], ['shiftjis', false, false]);
    const utf8 = await vscode.workspace.openTextDocument(workspaceFile('games/capture-demo.sgf'));
    await vscode.window.showTextDocument(utf8);
    assert.deepEqual([utf8.encoding, utf8.isDirty], ['utf8', false]);
  });

  it('refuses a comment with a character Shift_JIS cannot save (VS Code would write "?" for it), and writes one it can', async () => {
    const { document } = await openBoard(shiftJis);
    await textHolding(document, 'PB[田中一郎]');
    const end = await show('goban.lastMove');
    const before = document.getText();
    const comment = (text: string): Thenable<RequestReply> =>
      vscode.commands.executeCommand<RequestReply>('goban.webviewMessage', {
        type: 'edit',
        requestId: 1,
        nodeId: end.nodeId,
        version: document.version,
        action: { kind: 'comment', text },
      });
    assert.deepEqual(await comment('好手 ü é'), {
      type: 'reply',
      inReplyTo: 1,
      outcome: 'refused',
      code: 'unencodable',
      message: 'This file is saved in the encoding shiftjis, which cannot hold ü é: nothing was written.',
    });
    assert.equal(document.getText(), before);
    assert.equal((await comment('好手')).outcome, 'applied');
    assert.ok(document.getText().includes('C[好手]'));
  });

  it('keeps a UTF-8 game with one name pasted in Latin-1 as UTF-8 and warns, instead of garbling every other name', async () => {
    const document = await vscode.workspace.openTextDocument(workspaceFile('encoding/mixed-utf8-latin1.sgf'));
    await vscode.window.showTextDocument(document);
    const text = document.getText();
    assert.equal(await reopenInSgfEncoding(document), 'warned');
    assert.deepEqual([document.encoding, document.getText() === text, text.includes('PW[柯洁]PB[Jürgen M\ufffdller]')], ['utf8', true, true]);
  });
});
