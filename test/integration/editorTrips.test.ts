// What a Go player trips over in the first hour (issue 10), in a real VS Code: handicap turn, problems set up in node 2.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { nodeTextAt, openBoard, revertAndCloseAll, show, type BoardState } from './editorSupport';
import { waitFor, workspaceFile } from './workspace';
import { boardHtml } from '../../src/extension/core/webviewHtml';

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

  it('shows no move number in the webview page before the first position arrives (no "Move 0" on a handicap game)', () => {
    const webview = { asWebviewUri: (uri: vscode.Uri) => uri, cspSource: 'vscode-resource:' } as unknown as vscode.Webview;
    const html = boardHtml(webview, vscode.Uri.file('/goban'), {} as Parameters<typeof boardHtml>[2]);
    assert.match(html, /<span data-testid="move-number"><\/span>/);
  });

  it('opens a problem whose stones are in node 2 on that setup, with the turn of its first answer', async () => {
    const { document } = await openBoard('trips/problem-node2.sgf');
    const text = document.getText();
    const opened = await vscode.commands.executeCommand<BoardState>('goban.boardState');
    assert.ok(nodeTextAt(text, opened.nodeOffset).startsWith(';AB[aq][bq]'), String(opened.nodeOffset));
    assert.deepEqual([opened.moveNumber, opened.lineEndMoveNumber, opened.toPlay, opened.childCount], [0, 1, 'W', 2]);
    // Stepping through a problem's answers is the Game view's.
    await vscode.commands.executeCommand('goban.webviewMessage', { type: 'problemAction', requestId: 1, action: 'gameView' });
    await show('goban.nextMove');
    const home = await show('goban.firstMove');
    assert.equal(home.nodeOffset, opened.nodeOffset, 'Go to Start goes back to the setup, not the empty root');
  });

  it('plays a click on a node-2 problem as a new answer below the setup, not at the root (in the Game view)', async () => {
    const { document } = await openBoard('trips/problem-node2.sgf');
    // It opens as a problem; writing an answer is the Game view's job.
    await vscode.commands.executeCommand('goban.webviewMessage', { type: 'problemAction', requestId: 1, action: 'gameView' });
    const played = await show('goban.playMove', 'B1');
    const text = document.getText();
    assert.deepEqual([played.move, played.moveNumber, played.siblingCount], ['W B1', 1, 3]);
    assert.equal(nodeTextAt(text, played.nodeOffset), ';W[bs]');
    assert.ok(text.indexOf(';W[bs]') > text.indexOf('C[White to play and live]'), text);
  });
});

describe('board editor: Undo and Redo of a board edit', () => {
  afterEach(revertAndCloseAll);

  /** The board's state once a document change has been taken in (its version moved past `version`). */
  const stateAfter = (version: number): Promise<BoardState> =>
    waitFor(`the board after version ${version}`, async () => {
      const state = await vscode.commands.executeCommand<BoardState>('goban.boardState');
      return state !== undefined && state.version > version ? state : undefined;
    });

  it('leaves the board on move 50 after undoing a new variation played there, and on the new move after redo', async () => {
    const { document } = await openBoard('games/gnugo-19x19.sgf');
    const fifty = await show('goban.goToMove', 50);
    const played = await show('goban.playMove', 'K10');
    assert.deepEqual([played.moveNumber, played.move, played.siblingCount], [51, 'B K10', 2]);
    await vscode.commands.executeCommand('undo');
    const undone = await stateAfter(played.version);
    assert.deepEqual([undone.moveNumber, undone.lineEndMoveNumber, undone.nodeOffset], [50, 174, fifty.nodeOffset]);
    await vscode.commands.executeCommand('redo');
    const redone = await stateAfter(undone.version);
    assert.deepEqual([redone.moveNumber, redone.move, nodeTextAt(document.getText(), redone.nodeOffset)], [51, 'B K10', ';B[jj]']);
  });
});

describe('old files: repeated properties and clock notation', () => {
  afterEach(revertAndCloseAll);

  it('reads AB[dd]AB[pd] as a warning, TM[30:00(5x1:00)] as a hint, and fixes the whole file in one edit', async () => {
    const uri = workspaceFile('trips/nngs-1997.sgf');
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document);
    const diagnostics = await waitFor('the checks of the old file', () => {
      const found = vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Goban');
      return found.length > 0 ? found.sort((a, b) => a.range.start.compareTo(b.range.start)) : undefined;
    });
    assert.deepEqual(
      diagnostics.map((d) => [vscode.DiagnosticSeverity[d.severity], d.code]),
      [
        ['Hint', 'old-time-notation'],
        ['Warning', 'duplicate-property'],
        ['Warning', 'duplicate-property'],
        ['Warning', 'duplicate-property'],
      ],
    );
    const title = 'Fix all in file (4 problems with a certain fix)';
    // Inside the second repeat only: a range touching its neighbours would bring their fixes too.
    const inside = new vscode.Range(diagnostics[2].range.start.translate(0, 1), diagnostics[2].range.end.translate(0, -1));
    const quick = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, inside);
    assert.deepEqual(
      quick.map((a) => a.title),
      ['Merge duplicate AB', title],
    );
    const source = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, diagnostics[0].range, 'source.fixAll');
    assert.deepEqual(
      source.map((a) => [a.title, a.kind?.value]),
      [[title, 'source.fixAll.goban']],
    );
    assert.equal(await vscode.commands.executeCommand('goban.fixAllInFile', uri), 4);
    const text = document.getText();
    assert.deepEqual([text.split('\n')[1], text.split('\n')[4]], ['SZ[19]HA[4]KM[0.5]TM[1800]OT[5x1:00]', 'AB[dd][pd][dp][pp]']);
    await waitFor('no problems left', () => (vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Goban').length === 0 ? true : undefined));
    await vscode.commands.executeCommand('undo');
    assert.equal(document.getText().split('\n')[4], 'AB[dd]AB[pd]AB[dp]AB[pp]', 'one undo step');
  });
});

describe('board editor: the Game view in the Explorer', () => {
  afterEach(revertAndCloseAll);

  interface GameViewState {
    readonly uri: string | null;
    readonly games: ReadonlyArray<{ readonly name: string; readonly entries: readonly string[] }>;
    readonly selected: readonly string[];
  }
  const viewState = (): Thenable<GameViewState> => vscode.commands.executeCommand<GameViewState>('goban.game.state');

  it('lists the active board’s main line and variations, selects the node shown, and a click shows its node', async () => {
    const { uri, document } = await openBoard('games/host-variations.sgf');
    await vscode.commands.executeCommand('goban.game.focus');
    const shown = await waitFor('the Game view of the board', async () => {
      const state = await viewState();
      return state.uri === uri.toString() ? state : undefined;
    });
    assert.deepEqual(shown.games, [
      { name: 'Host variations', entries: ['1 B E5', '2 W C7', '3 B G7', '4 W G3', 'Variation 2 at move 3', 'Variation 3 at move 3'] },
    ]);
    await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
    await show('goban.goToMove', 2);
    let last: GameViewState | undefined;
    await waitFor('the selection to follow the board', async () => {
      last = await viewState();
      return last.selected[0] === '2 W C7' ? true : undefined;
    }).catch((error: Error) => assert.fail(`${error.message}; the view showed ${JSON.stringify(last)}`));
    await vscode.commands.executeCommand('goban.game.goTo', uri.toString(), document.getText().indexOf(';B[cg]'));
    const state = await vscode.commands.executeCommand<BoardState>('goban.boardState');
    assert.deepEqual([state.move, state.siblingIndex, state.moveNumber], ['B C3', 1, 3]);
  });
});
