// Score mode of the board editor in a real VS Code: Count Territory with the dead stones estimated, corrections
// sent as the webview sends them (goban.webviewMessage), Write Result and Write Territory Markup as one edit each.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TerritoryCount } from '../../src/extension/territory/countTerritory';
import { boardStates, openBoard, revertAndCloseAll, run, show } from './editorSupport';
import { waitFor } from './workspace';

/** Count Territory's result on an SGF position. */
type SgfCount = Extract<TerritoryCount, { kind: 'sgf' }>;

/** The Count Territory score line shown in the Problems panel for `uri` (waits for `pattern`). */
function scoreSummary(uri: vscode.Uri, pattern: RegExp): Promise<string> {
  return waitFor(`a score summary matching ${pattern}`, () => {
    const found = vscode.languages.getDiagnostics(uri).find((d) => d.code === 'territory-score' && pattern.test(d.message));
    return found?.message;
  });
}

async function fromWebview(message: unknown): Promise<void> {
  await vscode.commands.executeCommand('goban.webviewMessage', message);
}

describe('board editor: score mode', () => {
  afterEach(async () => {
    await vscode.commands.executeCommand('goban.clearTerritory');
    await revertAndCloseAll();
  });

  it('counts the end of a game with its dead stone off; a click on it makes it alive again and the score changes by its points', async () => {
    const { uri } = await openBoard('games/territory-9x9.sgf');
    const end = await show('goban.lastMove');
    const count = await vscode.commands.executeCommand<SgfCount>('goban.countTerritory');
    assert.deepEqual([count.nodeId, count.dead, count.score.result], [end.nodeId, [[1, 1]], 'W+7.5']);
    await fromWebview({ type: 'toggleDead', requestId: 1, nodeId: end.nodeId, point: [1, 1] });
    // Alive, the stone on B8 makes Black's 22-point region neutral and gives back its prisoner: 23 points for White.
    assert.match(
      await scoreSummary(uri, /W\+30\.5/),
      /Black 2 \+ 0 = 2, White 26 \+ 0 \+ 6\.5 = 32\.5 → W\+30\.5\. .*No dead stones\. 21 points count for nobody: both colours touch the area at B7 \(a border still open, or a stone alive inside\?\)\.$/,
    );
    await fromWebview({ type: 'toggleDead', requestId: 1, nodeId: end.nodeId, point: [1, 1] });
    assert.match(await scoreSummary(uri, /W\+7\.5/), /Dead stones removed: 1 white \(B8\) — estimated; click a group on the board to correct it\.$/);
    await fromWebview({ type: 'leaveScore', requestId: 3 });
    await waitFor('score mode to end', () => (vscode.languages.getDiagnostics(uri).some((d) => d.code === 'territory-score') ? undefined : true));
  });

  it('ignores a correction for a node that is not counted, and junk score messages', async () => {
    const { uri, document } = await openBoard('games/territory-9x9.sgf');
    const before = document.getText();
    for (const message of [
      { type: 'toggleDead', requestId: 1, nodeId: 0, point: [1, 1] },
      { type: 'toggleDead', requestId: 2, nodeId: 0, point: [99, 0] },
      { type: 'score', requestId: 3 },
      { type: 'score', requestId: 4, nodeId: -1 },
      { type: 'toggleDead', nodeId: 0, point: [1, 1] },
    ]) {
      await fromWebview(message);
    }
    assert.equal(document.getText(), before);
    assert.equal(vscode.languages.getDiagnostics(uri).filter((d) => d.code === 'territory-score').length, 0);
  });

  it('counts the node the webview asks for (the Score the game offer after two passes)', async () => {
    const { uri } = await openBoard('games/gnugo-9x9.sgf');
    const end = await show('goban.lastMove');
    await fromWebview({ type: 'score', requestId: 1, nodeId: end.nodeId });
    assert.match(await scoreSummary(uri, /B\+16\.5/), /RE says B\+16\.5: the count agrees\. No dead stones found\.$/);
  });

  it('Write Result sets exactly RE as one undoable edit and keeps the count, which now agrees', async () => {
    const { uri, document } = await openBoard('games/territory-9x9.sgf');
    await show('goban.lastMove');
    await vscode.commands.executeCommand('goban.countTerritory');
    const before = document.getText();
    const outcome = await run('goban.edit', { action: { kind: 'gameInfo', field: 'RE', value: 'W+7.5' } });
    assert.equal(outcome.outcome, 'edited');
    assert.equal(document.getText(), before.replace('RE[B+3.5]', 'RE[W+7.5]'));
    assert.match(await scoreSummary(uri, /RE says W\+7\.5/), /RE says W\+7\.5: the count agrees\./);
    await vscode.commands.executeCommand('undo');
    await waitFor('the undo', () => (document.getText() === before ? true : undefined));
    assert.equal(document.isDirty, false);
  });

  it('Undo and Redo of Write Result keep score mode with the corrections made', async () => {
    const { uri } = await openBoard('games/territory-9x9.sgf');
    const end = await show('goban.lastMove');
    await vscode.commands.executeCommand('goban.countTerritory');
    await fromWebview({ type: 'toggleDead', requestId: 1, nodeId: end.nodeId, point: [1, 1] });
    await scoreSummary(uri, /W\+30\.5/);
    await run('goban.edit', { action: { kind: 'gameInfo', field: 'RE', value: 'W+30.5' } });
    assert.match(await scoreSummary(uri, /RE says W\+30\.5/), /the count agrees/);
    await vscode.commands.executeCommand('undo');
    assert.match(await scoreSummary(uri, /RE says B\+3\.5/), /Black 2 \+ 0 = 2, White 26 \+ 0 \+ 6\.5 = 32\.5 → W\+30\.5\. RE says B\+3\.5/);
    await vscode.commands.executeCommand('redo');
    assert.match(
      await scoreSummary(uri, /RE says W\+30\.5/),
      /→ W\+30\.5\. RE says W\+30\.5: the count agrees\. No dead stones\. 21 points count for nobody: both colours touch the area at B7 \(a border still open, or a stone alive inside\?\)\.$/,
    );
    // A change that moves the board to another position ends score mode.
    await run('goban.edit', { action: { kind: 'play', point: [4, 4] } });
    await waitFor('score mode to end', () => (vscode.languages.getDiagnostics(uri).some((d) => d.code === 'territory-score') ? undefined : true));
  });

  it('does not come back on another node with the same stones: a pass played after the count ends score mode', async () => {
    const { uri } = await openBoard('games/territory-9x9.sgf');
    await show('goban.lastMove');
    await vscode.commands.executeCommand('goban.countTerritory');
    await scoreSummary(uri, /W\+7\.5/);
    const passed = await run('goban.pass');
    assert.deepEqual([passed.outcome, 'move' in passed && passed.move], ['edited', 'W pass']);
    // The edit has been parsed and shown when the command returns: a count brought back would be there already.
    assert.equal(vscode.languages.getDiagnostics(uri).filter((d) => d.code === 'territory-score').length, 0);
  });

  it('scores the end of a game afresh after two passes, not with a count of the same stones made before them (a tryout)', async () => {
    const { uri } = await openBoard('games/territory-9x9.sgf');
    await run('goban.edit', { action: { kind: 'gameInfo', field: 'RE', value: '' } });
    const last = await show('goban.lastMove');
    // In the middle of the game (no RE, no passes) the player counts and keeps White's B8 stone alive.
    const during = await vscode.commands.executeCommand<SgfCount>('goban.countTerritory');
    assert.equal(during.nodeId, last.nodeId);
    await fromWebview({ type: 'toggleDead', requestId: 1, nodeId: last.nodeId, point: [1, 1] });
    await scoreSummary(uri, /No dead stones\./);
    await run('goban.pass');
    await run('goban.pass');
    const end = await show('goban.lastMove');
    await fromWebview({ type: 'score', requestId: 2, nodeId: end.nodeId });
    // The game's end is judged as one: B8, in atari inside Black's side, is dead (the correction was for the game in play).
    assert.match(await scoreSummary(uri, /W\+7\.5/), /Dead stones removed: 1 white \(B8\) — estimated; click a group on the board to correct it\.$/);
  });

  it('Write Territory Markup writes the counted territory as TB and TW on the counted node, one edit', async () => {
    const { document } = await openBoard('games/territory-9x9.sgf');
    await show('goban.lastMove');
    const count = await vscode.commands.executeCommand<SgfCount>('goban.countTerritory');
    const owned = (owner: string) => count.regions.filter((r) => r.owner === owner).flatMap((r) => r.points);
    const [black, white] = [owned('BLACK'), owned('WHITE')];
    assert.deepEqual([black.length, white.length], [24, 26]);
    const before = document.getText();
    const outcome = await run('goban.edit', { action: { kind: 'territoryMarkup', black, white } });
    assert.equal(outcome.outcome, 'edited');
    // Written point by point in reading order, as KGS writes them.
    const letters = (points: ReadonlyArray<readonly [number, number]>) =>
      [...points]
        .sort((a, b) => a[1] - b[1] || a[0] - b[0])
        .map(([x, y]) => `[${String.fromCharCode(97 + x)}${String.fromCharCode(97 + y)}]`)
        .join('');
    // TB and TW each start a line after the node, wrapped at 80 columns as a game played on the board is (a tryout:
    // one line of 500 characters); without the line breaks, the one-line form.
    const after = document.getText();
    assert.equal(after.replace(/\n(?=\[|TB|TW)/g, ''), before.replace(';B[cb])', `;B[cb]TB${letters(black)}TW${letters(white)})`));
    assert.deepEqual(
      after
        .split('\n')
        .filter((line) => line !== '')
        .slice(-5)
        .map((line) => [line.slice(0, 4), line.length <= 80]),
      [
        [';B[a', true],
        ['TB[a', true],
        ['[bh]', true],
        ['TW[g', true],
        ['[ig]', true],
      ],
    );
    const [state] = await boardStates(document.uri);
    assert.equal(state?.moveNumber, 5);
  });
});
