// What a Go player trips over in the first hour (issue 10), in a real VS Code: handicap turn, problems set up in node 2.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { nodeTextAt, openBoard, revertAndCloseAll, show, type BoardState } from './editorSupport';

describe('board editor: handicap games and problems set up below the root', () => {
  afterEach(revertAndCloseAll);

  it('gives White the move at move 0 of a nine-stone handicap game without PL, and a click there plays White', async () => {
    const { document } = await openBoard('trips/kgs-handicap-9.sgf');
    const start = await show('goban.firstMove');
    assert.deepEqual([start.moveNumber, start.lineEndMoveNumber, start.toPlay], [0, 16, 'W']);
    const played = await show('goban.playMove', 'C3');
    assert.deepEqual([played.move, played.moveNumber, played.toPlay, played.siblingIndex, played.siblingCount], ['W C3', 1, 'B', 1, 2]);
    assert.equal(nodeTextAt(document.getText(), played.nodeOffset), ';W[cq]');
  });

  it('opens a problem whose stones are in node 2 on that setup, with the turn of its first answer', async () => {
    const { document } = await openBoard('trips/problem-node2.sgf');
    const text = document.getText();
    const opened = await vscode.commands.executeCommand<BoardState>('goban.boardState');
    assert.ok(nodeTextAt(text, opened.nodeOffset).startsWith(';AB[aq][bq]'), String(opened.nodeOffset));
    assert.deepEqual([opened.moveNumber, opened.lineEndMoveNumber, opened.toPlay, opened.childCount], [0, 1, 'W', 2]);
  });

  it('plays a click on a node-2 problem as a new answer below the setup, not at the root', async () => {
    const { document } = await openBoard('trips/problem-node2.sgf');
    const played = await show('goban.playMove', 'B1');
    const text = document.getText();
    assert.deepEqual([played.move, played.moveNumber, played.siblingCount], ['W B1', 1, 3]);
    assert.equal(nodeTextAt(text, played.nodeOffset), ';W[bs]');
    assert.ok(text.indexOf(';W[bs]') > text.indexOf('C[White to play and live]'), text);
  });
});
