// The webview's edit actions through goban.edit in a real VS Code: setup stones, markup, comments, annotations and
// game info, each one WorkspaceEdit (one undo step) with exactly the expected text.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { nodeTextAt, openBoard, revertAndCloseAll, run, show, type Outcome } from './editorSupport';
import { waitFor } from './workspace';

const variations = 'games/host-variations.sgf';
const ko = 'games/host-ko.sgf';
const crlf = 'games/host-crlf.sgf';

/** Applies `action` to the node shown and returns the outcome and the new text. */
async function edit(document: vscode.TextDocument, action: unknown): Promise<{ outcome: Outcome; before: string; after: string }> {
  const before = document.getText();
  const outcome = await run('goban.edit', { action });
  const after =
    outcome.outcome === 'edited'
      ? await waitFor('the edited text', () => (document.getText() !== before ? document.getText() : undefined))
      : document.getText();
  return { outcome, before, after };
}

describe('board editor: edits of setup, markup, comments, annotations and game info', () => {
  afterEach(revertAndCloseAll);

  it('plays a new variation in the middle of a line: the line after it moves into its own variation', async () => {
    const { document } = await openBoard(variations);
    await show('goban.nextMove');
    const { outcome, before, after } = await edit(document, { kind: 'play', point: [3, 5] });
    assert.equal(
      after,
      before.replace(
        ';B[ee];W[cc](;B[gc];W[gg])(;B[cg]C[Second variation])(;B[gg]))',
        ';B[ee](;W[cc](;B[gc];W[gg])(;B[cg]C[Second variation])(;B[gg]))(;W[df]))',
      ),
    );
    assert.ok(outcome.outcome === 'edited' && outcome.move === 'W D4' && outcome.siblingIndex === 1 && nodeTextAt(after, outcome.nodeOffset) === ';W[df]');
  });

  it('turns a white setup stone black at the root in one edit, and one undo restores the text', async () => {
    const { document } = await openBoard(ko);
    const { outcome, before, after } = await edit(document, { kind: 'setup', point: [1, 1], stone: 'B' });
    assert.equal(after, before.replace('[hi]AW[ca][bb][db]', '[hi][bb]AW[ca][db]'));
    assert.equal(outcome.outcome, 'edited');
    await vscode.commands.executeCommand('undo');
    await waitFor('the text before the edit', () => (document.getText() === before ? true : undefined));
    await waitFor('a clean document', () => (document.isDirty ? undefined : true));
  });

  it('adds setup stones after a move as a new child node (in a new line: the line would pass 80 columns), and shows it', async () => {
    const { document } = await openBoard(ko);
    await show('goban.lastMove');
    const { outcome, before, after } = await edit(document, { kind: 'setup', point: [4, 4], stone: 'B' });
    assert.equal(after, before.replace('C[Black takes the ko.]', 'C[Black takes the ko.]\n;AB[ee]'));
    assert.ok(outcome.outcome === 'edited' && nodeTextAt(after, outcome.nodeOffset) === ';AB[ee]');
  });

  it('toggles a triangle, a label with the next free letter and an arrow on the node shown', async () => {
    const { document } = await openBoard(variations);
    await show('goban.nextMove');
    const triangle = await edit(document, { kind: 'mark', shape: 'TR', point: [2, 2] });
    assert.equal(triangle.after, triangle.before.replace(';B[ee]', ';B[ee]TR[cc]'));
    const removed = await edit(document, { kind: 'mark', shape: 'TR', point: [2, 2] });
    assert.equal(removed.after, triangle.before);
    const label = await edit(document, { kind: 'mark', shape: 'LB', point: [2, 2] });
    assert.equal(label.after, label.before.replace(';B[ee]', ';B[ee]LB[cc:A]'));
    const arrow = await edit(document, { kind: 'line', shape: 'AR', from: [0, 0], to: [2, 2] });
    assert.equal(arrow.after, arrow.before.replace('LB[cc:A]', 'LB[cc:A]AR[aa:cc]'));
  });

  it('writes a comment escaped, with the CRLF line breaks of a CRLF file', async () => {
    const { document } = await openBoard(crlf);
    await show('goban.nextMove');
    const { before, after } = await edit(document, { kind: 'comment', text: 'Line one\nline ] two' });
    assert.equal(after, before.replace(';B[ee]', ';B[ee]C[Line one\r\nline \\] two]'));
    const cleared = await edit(document, { kind: 'comment', text: '' });
    assert.equal(cleared.after, before);
  });

  it('sets a move annotation and the hotspot', async () => {
    const { document } = await openBoard(variations);
    await show('goban.nextMove');
    const tesuji = await edit(document, { kind: 'moveAnnotation', value: 'TE', emphasis: 2 });
    assert.equal(tesuji.after, tesuji.before.replace(';B[ee]', ';B[ee]TE[2]'));
    const hotspot = await edit(document, { kind: 'hotspot', on: true });
    assert.equal(hotspot.after, tesuji.before.replace(';B[ee]', ';B[ee]TE[2]HO[1]'));
  });

  it('edits the game info on the root (escaped), and refuses a komi that is not a number', async () => {
    const { document } = await openBoard(variations);
    await show('goban.lastMove');
    const player = await edit(document, { kind: 'gameInfo', field: 'PB', value: 'Aiko [3d]' });
    assert.equal(player.after, player.before.replace('GN[Host variations]', 'GN[Host variations]PB[Aiko [3d\\]]'));
    const komi = await edit(document, { kind: 'gameInfo', field: 'KM', value: 'seven' });
    assert.deepEqual(komi.outcome.outcome === 'refused' && komi.outcome.code, 'invalidValue');
    assert.equal(komi.after, player.after);
  });

  it('says what is wrong with a malformed goban.edit argument', async () => {
    await openBoard(variations);
    const outcome = await run('goban.edit', { action: { kind: 'explode' } });
    assert.equal(outcome.outcome, 'failed');
  });
});
