// Problem mode in a real VS Code: a tsumego opens on its setup with the solver to play; a move the file lacks is
// wrong, a line ending without a right mark is wrong, the right line is right, the file's reply comes by itself;
// Retry, Hint, Show Solution, Next Problem through the folder; the Game view; results in the workspace; never an edit.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ProblemView } from '../../src/shared/views';
import { boardStates, openBoard, revertAndCloseAll, run, type BoardState } from './editorSupport';
import { waitFor, workspaceFile } from './workspace';

type Shown = BoardState & { readonly problem?: ProblemView | null };

async function shown(uri: vscode.Uri): Promise<Shown> {
  const [state] = await boardStates(uri);
  assert.ok(state !== undefined);
  return state as Shown;
}

/** Sends a problem request as the board's webview would. */
async function send(message: Record<string, unknown>): Promise<void> {
  await vscode.commands.executeCommand('goban.webviewMessage', { requestId: 1, ...message });
}

/** Waits until the board of `uri` satisfies `accept`, and returns it. */
function until(uri: vscode.Uri, what: string, accept: (state: Shown) => boolean): Promise<Shown> {
  return waitFor(what, async () => {
    const state = await shown(uri);
    return accept(state) ? state : undefined;
  });
}

describe('problem mode', () => {
  afterEach(revertAndCloseAll);

  it('answers the solver from the file: a missing move and a failing line are wrong, the right line is right; the text never changes', async () => {
    const { uri, document } = await openBoard('problems/01-live.sgf');
    const before = document.getText();
    const start = await shown(uri);
    assert.deepEqual([start.moveNumber, start.problem?.active, start.problem?.status, start.problem?.message], [0, true, 'solving', 'Black to play']);
    // A 9×9 corner problem is shown whole (see the 19×19 one below).
    assert.equal(start.problem?.region, null);

    // Stepping commands from the palette would walk the answers: refused, the board stays on the setup.
    for (const command of ['goban.nextMove', 'goban.lastMove', 'goban.nextVariation']) {
      const outcome = await run(command);
      assert.deepEqual([command, outcome.outcome, 'code' in outcome && outcome.code], [command, 'refused', 'problem-view']);
    }
    assert.equal((await run('goban.goToMove', 2)).outcome, 'refused');
    // Without a number it refuses at once too: its prompt's range would tell the length of the answer.
    assert.equal((await run('goban.goToMove')).outcome, 'refused');
    assert.deepEqual([(await shown(uri)).nodeId, (await shown(uri)).problem?.status], [start.nodeId, 'solving']);

    // A click on a stone is no move: nothing happens, nothing is counted.
    await send({ type: 'problemMove', nodeId: start.nodeId, point: [0, 1] });
    let state = await shown(uri);
    assert.deepEqual([state.problem?.status, state.problem?.results], ['solving', 'This workspace: 0 solved at the first try · 0 solved · 0 failed']);
    await send({ type: 'problemMove', nodeId: start.nodeId, point: [5, 5] });
    state = await shown(uri);
    assert.deepEqual(
      [state.nodeId, state.problem?.status, state.problem?.message],
      [start.nodeId, 'missing', 'Wrong: F4 is not an answer the problem knows. Retry?'],
    );

    await send({ type: 'problemAction', action: 'retry' });
    await send({ type: 'problemMove', nodeId: start.nodeId, point: [0, 0] });
    state = await until(uri, "the file's reply W B9", (s) => s.move === 'W B9');
    assert.deepEqual([state.moveNumber, state.problem?.status, state.problem?.message], [2, 'wrong', 'Wrong: this line fails. Retry?']);

    await send({ type: 'problemAction', action: 'retry' });
    state = await shown(uri);
    assert.deepEqual([state.nodeId, state.problem?.status], [start.nodeId, 'solving']);
    await send({ type: 'problemMove', nodeId: start.nodeId, point: [1, 0] });
    state = await shown(uri);
    assert.deepEqual([state.move, state.problem?.status, state.problem?.message], ['B B9', 'right', 'Right! Solved.']);
    // The best result is kept: solved after misses (it failed first).
    assert.equal(state.problem?.results, 'This workspace: 0 solved at the first try · 1 solved · 0 failed');
    // In the Problem view the file is played against, never written into.
    const refused = await run('goban.markRight');
    assert.equal(refused.outcome, 'refused');
    assert.equal(document.getText(), before);
    assert.equal(document.isDirty, false);
  });

  it('shows a hint and plays the solution out; the Game view gives the board back for editing', async () => {
    const { uri } = await openBoard('problems/01-live.sgf');
    const start = await shown(uri);
    await send({ type: 'problemAction', action: 'hint' });
    let state = await shown(uri);
    assert.deepEqual([state.problem?.hint, state.problem?.message], [[1, 0], 'Hint: B9']);
    await send({ type: 'problemAction', action: 'solution' });
    state = await until(uri, 'the solution played out', (s) => s.problem?.status === 'right');
    assert.deepEqual([state.move, state.problem?.message], ['B B9', 'The solution, played out. Retry to solve it yourself.']);

    await send({ type: 'problemAction', action: 'gameView' });
    state = await shown(uri);
    assert.equal(state.problem?.active, false);
    // In the Game view navigation works as in any game, and a click would edit.
    assert.equal((await run('goban.firstMove')).outcome, 'shown');
    assert.equal((await shown(uri)).nodeId, start.nodeId);
    await send({ type: 'problemAction', action: 'problemView' });
    assert.deepEqual([(await shown(uri)).problem?.active, (await shown(uri)).problem?.status], [true, 'solving']);
    // Play Move (a point typed) is the solver's try in the Problem view, as a click is.
    const played = await run('goban.playMove', 'B9');
    assert.deepEqual(
      [played.outcome, (await shown(uri)).move, (await shown(uri)).problem?.status, (await shown(uri)).problem?.message],
      ['shown', 'B B9', 'right', 'Right! Solved.'],
    );
  });

  it('a position read as a problem but marking no line right (a study position) opens again in the Game view once chosen', async () => {
    let { uri } = await openBoard('trips/study-position.sgf');
    assert.equal((await shown(uri)).problem?.active, true);
    await send({ type: 'problemAction', action: 'gameView' });
    await revertAndCloseAll();
    ({ uri } = await openBoard('trips/study-position.sgf'));
    assert.equal((await shown(uri)).problem?.active, false);
    await send({ type: 'problemAction', action: 'problemView' });
    await revertAndCloseAll();
    ({ uri } = await openBoard('trips/study-position.sgf'));
    assert.deepEqual([(await shown(uri)).problem?.active, (await shown(uri)).moveNumber], [true, 0]);
    // A problem with a right line opens in the Problem view again after a look at its tree.
    ({ uri } = await openBoard('problems/01-live.sgf'));
    await send({ type: 'problemAction', action: 'gameView' });
    await revertAndCloseAll();
    ({ uri } = await openBoard('problems/01-live.sgf'));
    assert.equal((await shown(uri)).problem?.active, true);
  });

  it('Next Problem goes through the games of a file, then to the next file of the folder; the counter says where', async () => {
    const first = await openBoard('problems/01-live.sgf');
    // A hint left behind in this editor, which stays open.
    await send({ type: 'problemAction', action: 'hint' });
    assert.equal((await shown(first.uri)).problem?.message, 'Hint: B9');
    await send({ type: 'problemAction', action: 'next' });
    const second = workspaceFile('problems/02-collection.sgf');
    await waitFor('the next file of the folder', async () => (await boardStates(second))[0] as Shown | undefined);
    // The counter places the problem among every problem game of the folder: 01-live holds 1, 02-collection 3, 03-kill 1.
    let state = await until(second, 'the folder counted', (s) => s.problem?.counter === 'Problem 2 of 6');
    assert.deepEqual([state.gameIndex, state.problem?.toPlay], [0, 'B']);
    await send({ type: 'problemAction', action: 'next' });
    state = await until(second, 'the second game', (s) => s.gameIndex === 1);
    assert.deepEqual([state.problem?.counter, state.problem?.toPlay, state.problem?.message], ['Problem 3 of 6', 'W', 'White to play']);
    await send({ type: 'problemAction', action: 'previous' });
    await until(second, 'the first game again', (s) => s.gameIndex === 0);
    // Back to the file before: its editor, still open, shows its problem afresh (no stale hint).
    await send({ type: 'problemAction', action: 'previous' });
    const back = await until(first.uri, 'the first file again', (s) => s.problem?.hint === null);
    assert.deepEqual([back.moveNumber, back.problem?.counter, back.problem?.message], [0, 'Problem 1 of 6', 'Black to play']);
    assert.equal(first.document.isDirty, false);
    // Previous from the first problem of a file arrives at the last problem of the file before.
    await openBoard('problems/03-kill.sgf');
    await send({ type: 'problemAction', action: 'previous' });
    const last = await until(second, 'the last game of the file before', (s) => s.gameIndex === 2);
    assert.deepEqual([last.moveNumber, last.problem?.counter], [0, 'Problem 4 of 6']);
  });

  it('tells the webview the corner a 19×19 problem is about', async () => {
    const { uri } = await openBoard('problems/04-corner-19.sgf');
    const start = await shown(uri);
    assert.deepEqual([start.problem?.message, start.problem?.region], ['Black to play', { x1: 12, y1: 0, x2: 18, y2: 6 }]);
  });

  it("solves a problem whose PL every answer contradicts with the answers' colour, and says so everywhere", async () => {
    const { uri } = await openBoard('trips/problem-stale-pl.sgf');
    const start = await shown(uri);
    assert.deepEqual([start.toPlay, start.problem?.toPlay, start.problem?.message], ['W', 'W', 'White to play']);
    await send({ type: 'problemMove', nodeId: start.nodeId, point: [4, 4] });
    const state = await shown(uri);
    assert.deepEqual([state.move, state.problem?.message], ['W E5', 'Right! Solved at the first try.']);
  });

  it('a hint at the start of a problem without a right line says so, rather than asking for a retry', async () => {
    const { uri } = await openBoard('problems/02-collection.sgf');
    await run('goban.selectGame', 2);
    await until(uri, 'the third game', (s) => s.gameIndex === 2 && s.problem?.active === true);
    await send({ type: 'problemAction', action: 'hint' });
    const state = await shown(uri);
    assert.deepEqual([state.moveNumber, state.problem?.hint, state.problem?.message], [0, null, 'The file marks no line of this problem right.']);
  });

  it('Mark Line Right and Mark Line Wrong write the conventional marks as one edit each, and the problem reads them', async () => {
    const { uri, document } = await openBoard('problems/02-collection.sgf');
    await send({ type: 'problemAction', action: 'gameView' });
    await run('goban.selectGame', 2);
    await run('goban.nextMove');
    const edited = await run('goban.markRight');
    assert.equal(edited.outcome, 'edited');
    assert.match(document.getText(), /\(;B\[fe\]C\[RIGHT\]\)/);
    // The comment would win over a BM: marking the line wrong asks for the comment to be edited.
    const refused = await run('goban.markWrong');
    assert.deepEqual([refused.outcome, 'code' in refused && refused.code], ['refused', 'comment-says-right']);
    await vscode.commands.executeCommand('undo');
    await waitFor('one undo to take RIGHT away', () => (/\(;B\[fe\]\)/.test(document.getText()) ? true : undefined));
    assert.equal((await run('goban.markWrong')).outcome, 'edited');
    assert.match(document.getText(), /\(;B\[fe\]BM\[1\]\)/);
    assert.equal((await shown(uri)).gameIndex, 2);
  });

  it("plays White's answer in a right line; a look at the Game view means no first try; a hint after a miss can be played", async () => {
    const kill = await openBoard('problems/03-kill.sgf');
    const start = await shown(kill.uri);
    await send({ type: 'problemAction', action: 'gameView' });
    await send({ type: 'problemAction', action: 'problemView' });
    await send({ type: 'problemMove', nodeId: start.nodeId, point: [1, 0] });
    let state = await until(kill.uri, "White's answer A9 from the file", (s) => s.move === 'W A9');
    assert.deepEqual([state.problem?.status, state.problem?.message], ['solving', 'Black to play']);
    await send({ type: 'problemMove', nodeId: state.nodeId, point: [2, 0] });
    state = await shown(kill.uri);
    assert.deepEqual([state.move, state.captures.black, state.problem?.message], ['B C9', 6, 'Right! Solved.']);

    const live = await openBoard('problems/01-live.sgf');
    const setup = await shown(live.uri);
    assert.equal(setup.moveNumber, 0, 'a problem opens on its setup');
    await send({ type: 'problemMove', nodeId: setup.nodeId, point: [5, 5] });
    await send({ type: 'problemAction', action: 'hint' });
    state = await shown(live.uri);
    assert.deepEqual([state.problem?.status, state.problem?.hint], ['solving', [1, 0]]);
    await send({ type: 'problemMove', nodeId: setup.nodeId, point: [1, 0] });
    assert.equal((await shown(live.uri)).problem?.status, 'right');
  });

  it('a Retry after the file answered (a line taken back half played) means no first try', async () => {
    const { uri } = await openBoard('problems/03-kill.sgf');
    const start = await shown(uri);
    await send({ type: 'problemMove', nodeId: start.nodeId, point: [1, 0] });
    await until(uri, "White's answer A9 from the file", (s) => s.move === 'W A9');
    await send({ type: 'problemAction', action: 'retry' });
    await send({ type: 'problemMove', nodeId: start.nodeId, point: [1, 0] });
    const answered = await until(uri, "White's answer A9 again", (s) => s.move === 'W A9');
    await send({ type: 'problemMove', nodeId: answered.nodeId, point: [2, 0] });
    assert.deepEqual([(await shown(uri)).problem?.status, (await shown(uri)).problem?.message], ['right', 'Right! Solved.']);
  });
});
