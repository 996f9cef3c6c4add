// A safety net for refactoring: a few hundred seeded random board actions in a real VS Code. After every step the
// text still parses with no new problems, changed only inside the node (or subtree) the action targeted, and the
// board shows a node of the current text; at the end Undo brings back the original bytes.
import * as assert from 'node:assert/strict';
import { TextDecoder } from 'node:util';
import * as vscode from 'vscode';
import { parse } from '../../src/sgf';
import { mulberry32 } from '../support/random';
import { chooseStep, type Scene, type Step } from './randomActionSteps';
import { openBoard, revertAndCloseAll, type BoardState, type Outcome } from './editorSupport';
import { addedProblems, changeOutside, describeChange, fingerprint, nodeStartingAt, problemCounts, TextHistory, undoOrRedo } from './randomActionsSupport';
import { waitFor } from './workspace';

/** The games played on, each with its own seed and number of steps (300 in all). */
const runs: ReadonlyArray<{ readonly file: string; readonly seed: number; readonly steps: number }> = [
  { file: 'games/gnugo-19x19.sgf', seed: 19_190_001, steps: 110 },
  { file: 'games/capture-demo.sgf', seed: 9_090_002, steps: 100 },
  { file: 'trips/kgs-handicap-9.sgf', seed: 9_009_003, steps: 90 },
];

/** The board and the text now, parsed. */
async function sceneNow(document: vscode.TextDocument, random: () => number, history: TextHistory): Promise<Scene> {
  const state = await vscode.commands.executeCommand<BoardState>('goban.boardState');
  const text = document.getText();
  const collection = parse(text);
  const root = collection.games[state.gameIndex];
  const node = nodeStartingAt(root, state.nodeOffset);
  assert.ok(
    node !== undefined,
    `the board shows a node at ${state.nodeOffset}, but no node of the text starts there: ${JSON.stringify(text.slice(state.nodeOffset, state.nodeOffset + 20))}`,
  );
  return { document, text, collection, state, root, node, random, history };
}

/** Why the text after the step is wrong, or null: it changed only where the action may change it, or not at all. */
function textProblem(step: Step, outcome: Outcome | undefined, before: string, after: string): string | null {
  if (outcome?.outcome === 'failed' || outcome?.outcome === 'stale') return `the action came back ${outcome.outcome}: ${outcome.message}`;
  if (step.expected !== undefined) return after === step.expected ? null : `${step.label} did not bring back the text of that point of the undo stack`;
  if (outcome !== undefined && outcome.outcome !== 'edited') return after === before ? null : `the outcome was ${outcome.outcome}, but the text changed`;
  if (after === before) return 'the action reported an edit, but the text did not change';
  if (step.region === null) return 'the text changed, but this action may not change it';
  const outside = changeOutside(before, after, step.region);
  return outside === null
    ? null
    : `the text changed outside [${step.region.start}, ${step.region.end}), near offset ${outside} ${JSON.stringify(before.slice(outside, outside + 12))}`;
}

/** What the board shows that disagrees with the step or the text, or null. */
async function boardProblem(step: Step, outcome: Outcome | undefined, document: vscode.TextDocument, after: string): Promise<string | null> {
  if (step.move !== undefined && (outcome?.outcome === 'edited' || outcome?.outcome === 'followed') && outcome.move !== step.move)
    return `the board shows ${outcome.move}, not ${step.move}`;
  const state = await vscode.commands.executeCommand<BoardState>('goban.boardState');
  if (state.version !== document.version) return `the board read version ${state.version}, the document is at ${document.version}`;
  if (after[state.nodeOffset] !== ';') return `the board's node offset ${state.nodeOffset} is not at a ";" of the text`;
  return step.nodeOffsetAfter === undefined || state.nodeOffset === step.nodeOffsetAfter
    ? null
    : `the board moved from its node to the one at ${state.nodeOffset}, not ${step.nodeOffsetAfter}`;
}

/** What the run did, for the summary: how many steps of each kind and outcome, and a hash of every step and text. */
interface RunLog {
  readonly tally: Map<string, number>;
  trace: number;
}

/** Checks one step: fails with the seed, step, action, outcome and change on the first problem; returns the codes of the problems it tolerated. */
async function checkStep(where: string, step: Step, outcome: Outcome | undefined, scene: Scene, after: string): Promise<string[]> {
  const added = step.expected !== undefined ? [] : addedProblems(problemCounts(scene.collection), problemCounts(parse(after)));
  const forbidden = added.filter((p) => !(step.mayAdd?.(p.code) ?? false));
  const problem =
    textProblem(step, outcome, scene.text, after) ??
    (forbidden.length > 0 ? `the text has new problems: ${forbidden.map((p) => p.text).join(', ')}` : null) ??
    (await boardProblem(step, outcome, scene.document, after));
  if (problem !== null) {
    const region = step.region === null ? 'none' : `[${step.region.start}, ${step.region.end})`;
    const change =
      step.expected !== undefined && after !== step.expected ? describeChange(step.expected, after, ['expected', 'actual']) : describeChange(scene.text, after);
    assert.fail(
      `${where}: ${step.label} on the node at ${scene.state.nodeOffset}: ${problem}\n  outcome: ${JSON.stringify(outcome ?? null)}\n  region allowed: ${region}\n  ${change}`,
    );
  }
  return added.map((p) => p.code);
}

/** Plays `steps` random actions on the open board, checking each; returns the undo stack the run expects. */
async function runSteps(file: string, seed: number, steps: number, document: vscode.TextDocument, log: RunLog): Promise<TextHistory> {
  const random = mulberry32(seed);
  const history = new TextHistory(document.getText());
  for (let number = 1; number <= steps; number++) {
    const scene = await sceneNow(document, random, history);
    const step = chooseStep(scene);
    const outcome = await step.perform();
    const after = document.getText();
    const tolerated = await checkStep(`${file}, seed ${seed}, step ${number}/${steps}`, step, outcome, scene, after);
    if (step.expected !== undefined) history.step(step.kind === 'undo' ? -1 : 1);
    else if (after !== scene.text) history.record(after);
    for (const key of [`${step.kind}: ${outcome?.outcome ?? 'done'}`, ...tolerated.map((p) => `${step.kind}: tolerated ${p}`)])
      log.tally.set(key, (log.tally.get(key) ?? 0) + 1);
    log.trace = fingerprint(log.trace, `${step.label}|${outcome?.outcome}|${after}`);
  }
  return history;
}

/** Undoes every edit of the run, checking each text on the way and the end against the bytes on disk; returns how many. */
async function undoEverything(file: string, document: vscode.TextDocument, history: TextHistory): Promise<number> {
  let k = 0;
  for (let target = history.undoTarget; target !== undefined; k++, target = history.undoTarget) {
    await undoOrRedo(document, 'undo');
    assert.ok(
      document.getText() === target,
      `${file}: undo ${k + 1} at the end did not restore the text before that edit\n  ${describeChange(target, document.getText(), ['expected', 'actual'])}`,
    );
    history.step(-1);
  }
  const original = new TextDecoder().decode(await vscode.workspace.fs.readFile(document.uri));
  assert.ok(
    document.getText() === original,
    `${file}: after undoing everything the text differs from the file on disk\n  ${describeChange(original, document.getText(), ['on disk', 'in VS Code'])}`,
  );
  await waitFor(`${file} to be clean again after undoing everything`, () => (document.isDirty ? undefined : true));
  return k;
}

describe('board editor: seeded random actions (a safety net for refactoring)', () => {
  afterEach(revertAndCloseAll);

  it('survives 300 seeded random board actions: every edit stays inside its node, parses cleanly, and undo restores the original bytes', async function () {
    this.timeout(120_000);
    const started = Date.now();
    const log: RunLog = { tally: new Map(), trace: 0x811c9dc5 };
    for (const { file, seed, steps } of runs) {
      const { document } = await openBoard(file);
      assert.equal(document.isDirty, false, `${file} is open with unsaved changes`);
      const history = await runSteps(file, seed, steps, document, log);
      log.tally.set('undo at the end', (log.tally.get('undo at the end') ?? 0) + (await undoEverything(file, document, history)));
      await revertAndCloseAll();
    }
    const summary = [...log.tally].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key} ×${count}`);
    console.log(
      `[random actions] ${runs.reduce((n, r) => n + r.steps, 0)} steps in ${Date.now() - started} ms, trace ${log.trace.toString(16)}:\n  ${summary.join('\n  ')}`,
    );
  });
});
