// Problem mode of one board editor: the game shown read as a tsumego, the solver's moves answered from the file (the
// opponent's reply after a short pause), right and wrong said on the board, Retry, Hint, Show Solution, and
// Next/Previous Problem through the games of the file and the .sgf files of its folder. Never edits the file.
import * as vscode from 'vscode';
import type { GameView } from '../../editor/gameView';
import { formatVertex } from '../../engine/pointNames';
import type { Vertex } from '../../engine/types';
import { childPlaying, hintFrom, moveOf, replyTo, solutionFrom, verdictAt } from '../../game/problems/problemPlay';
import { findProblem, type Problem } from '../../game/problems/problemTree';
import type { FromSgfEditor, ProblemAction, ToSgfEditor } from '../../shared/protocol';
import type { ProblemStatus, ProblemView } from '../../shared/views';
import type { SgfNode } from '../../sgf/types';
import { siblingSgfFiles } from './problemFiles';
import type { ProblemResults } from './problemResults';

/** A problem request of the webview. */
export type ProblemRequest = Extract<FromSgfEditor, { type: 'problemMove' | 'problemAction' }>;

/** How long the board waits before it plays the file's reply (and each move of Show Solution). */
const REPLY_MS = 450;

/** What problem mode needs of its board editor. */
export interface ProblemHost {
  readonly document: vscode.TextDocument;
  /** The game parsed now, or why there is none. */
  game(): GameView | { readonly error: string };
  /** The node shown. */
  shownNode(): SgfNode | null;
  /** Shows `node` of the game parsed now. */
  show(node: SgfNode): void;
  /** Shows game `gameIndex` of the file, on its setup. */
  selectGame(gameIndex: number): void;
  post(message: ToSgfEditor): void;
  /** Tells the rest of the host (status bar, Game view) that what the editor shows changed. */
  changed(): void;
}

/** The problem messages of one board editor. */
export class ProblemSession implements vscode.Disposable {
  private active = true;
  private status: ProblemStatus = 'solving';
  private message: string | null = null;
  private hint: Vertex | null = null;
  /** A miss (wrong move, wrong line, hint, solution) since the problem was opened: no first-try result then. */
  private missed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private found: { readonly root: SgfNode; readonly problem: Problem | null } | null = null;
  private files: vscode.Uri[] | null = null;

  constructor(
    private readonly results: ProblemResults,
    private readonly host: ProblemHost,
  ) {}

  /** The game shown changed (opened, switched, re-parsed): sends the problem view (a new problem starts fresh). */
  gameShown(): void {
    this.post(null);
    if (this.files === null && this.context() !== null) {
      void siblingSgfFiles(this.host.document.uri).then((files) => {
        this.files = files;
        this.post(null);
      });
    }
  }

  /** Handles a problem request with exactly one `problem` message. */
  answer(request: ProblemRequest): void {
    try {
      const context = this.context();
      if (context === null) return;
      if (request.type === 'problemMove') this.play(context, request.point);
      else this.act(context, request.action);
    } finally {
      this.post(request.requestId);
      this.host.changed();
    }
  }

  /** What the problem bar shows now (null when the game is no problem). */
  currentView(): ProblemView | null {
    const context = this.context();
    return context === null ? null : this.view(context);
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private play({ game, problem }: Context, point: Vertex | null): void {
    const node = this.host.shownNode();
    if (!this.active || node === null || this.status !== 'solving' || this.timer !== undefined) return;
    const { width, height } = game.replay.settings;
    const turn = game.replay.positionAt(node).toPlay;
    if (turn !== problem.toPlay) return;
    this.hint = null;
    const answer = childPlaying(node, turn, point, width, height);
    if (answer === null) {
      this.missed = true;
      this.status = 'missing';
      this.message = vscode.l10n.t(
        'Wrong: {0} is not an answer the problem knows. Retry?',
        point === null ? vscode.l10n.t('a pass') : formatVertex(point, height),
      );
      this.record('failed');
      return;
    }
    this.host.show(answer);
    if (this.finish(answer, problem)) return;
    this.message = null;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const reply = replyTo(answer);
      if (reply !== null && this.host.shownNode() === answer) {
        this.host.show(reply);
        this.finish(reply, problem);
      }
      this.post(null);
    }, REPLY_MS);
  }

  private act(context: Context, action: ProblemAction): void {
    const { problem } = context;
    switch (action) {
      case 'retry':
        return this.restart(problem);
      case 'hint': {
        const node = this.host.shownNode();
        const from = node === null || this.status !== 'solving' ? problem.start : node;
        if (from !== node) this.restart(problem);
        const next = hintFrom(from, problem.start, problem.toPlay);
        const { width, height } = context.game.replay.settings;
        this.hint = next === null ? null : (moveOf(next, width, height)?.point ?? null);
        this.missed = true;
        this.message =
          this.hint === null ? vscode.l10n.t('No right line goes on from here: Retry.') : vscode.l10n.t('Hint: {0}', formatVertex(this.hint, height));
        return;
      }
      case 'solution':
        return this.playSolution(problem);
      case 'next':
      case 'previous':
        return void this.otherProblem(context.game, action === 'next' ? 1 : -1);
      case 'gameView':
        this.active = false;
        clearTimeout(this.timer);
        this.timer = undefined;
        return;
      case 'problemView':
        this.active = true;
        return this.restart(problem);
    }
  }

  /** Ends the line at `node` when it is a leaf: right or wrong, recorded; returns whether it ended. */
  private finish(node: SgfNode, problem: Problem): boolean {
    const verdict = verdictAt(node, problem.start, problem.toPlay);
    if (verdict === null) return false;
    this.status = verdict;
    if (verdict === 'wrong') {
      this.missed = true;
      this.message = vscode.l10n.t('Wrong: this line fails. Retry?');
      this.record('failed');
    } else {
      this.message = this.missed ? vscode.l10n.t('Right! Solved.') : vscode.l10n.t('Right! Solved at the first try.');
      this.record(this.missed ? 'solved' : 'firstTry');
    }
    return true;
  }

  private restart(problem: Problem): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.status = 'solving';
    this.message = null;
    this.hint = null;
    this.host.show(problem.start);
  }

  /** Plays a right line from the setup, one move per pause. */
  private playSolution(problem: Problem): void {
    this.restart(problem);
    this.missed = true;
    const line = solutionFrom(problem.start, problem.start, problem.toPlay);
    if (line.length === 0) {
      this.message = vscode.l10n.t('The file has no right line for this problem.');
      return;
    }
    this.message = vscode.l10n.t('The solution:');
    const step = (k: number): void => {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.host.show(line[k]);
        if (k + 1 < line.length) step(k + 1);
        else {
          this.status = 'right';
          this.message = vscode.l10n.t('The solution, played out. Retry to solve it yourself.');
          this.record('failed');
        }
        this.post(null);
      }, REPLY_MS);
    };
    step(0);
  }

  /** The next (1) or previous (-1) problem: another game of the file, else the next .sgf file of the folder. */
  private async otherProblem(game: GameView, direction: 1 | -1): Promise<void> {
    const problems = problemGames(game);
    const here = problems.indexOf(game.gameIndex);
    const target = problems[here + direction];
    if (target !== undefined) {
      this.host.selectGame(target);
      return;
    }
    const files = this.files ?? (await siblingSgfFiles(this.host.document.uri));
    const index = files.findIndex((uri) => uri.toString() === this.host.document.uri.toString());
    const next = files[index + direction];
    if (next === undefined) {
      this.message = direction === 1 ? vscode.l10n.t('This is the last problem of the folder.') : vscode.l10n.t('This is the first problem of the folder.');
      this.post(null);
      return;
    }
    await vscode.commands.executeCommand('vscode.openWith', next, 'goban.sgf', { preview: false });
  }

  private reset(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.status = 'solving';
    this.message = null;
    this.hint = null;
    this.missed = false;
  }

  private record(result: 'firstTry' | 'solved' | 'failed'): void {
    const game = this.host.game();
    if (!('error' in game)) this.results.record(this.host.document.uri, game.gameIndex, result);
  }

  /** The problem of the game parsed now (found again after each parse; a different problem starts fresh). */
  private context(): Context | null {
    const game = this.host.game();
    if ('error' in game) return null;
    if (this.found?.root !== game.rootNode) {
      const previous = this.found?.problem ?? null;
      const problem = findProblem(game.rootNode);
      this.found = { root: game.rootNode, problem };
      if (previous === null || problem === null || previous.start.span.start !== problem.start.span.start) this.reset();
    }
    return this.found.problem === null ? null : { game, problem: this.found.problem };
  }

  private post(inReplyTo: number | null): void {
    this.host.post({ type: 'problem', problem: this.currentView(), inReplyTo });
  }

  private view({ game, problem }: Context): ProblemView {
    const who = problem.toPlay === 'B' ? vscode.l10n.t('Black') : vscode.l10n.t('White');
    const counts = this.results.counts();
    return {
      active: this.active,
      toPlay: problem.toPlay,
      status: this.status,
      message: this.message ?? (this.timer !== undefined ? vscode.l10n.t('…') : vscode.l10n.t('{0} to play', who)),
      counter: this.counter(game),
      hint: this.hint,
      results: vscode.l10n.t('This workspace: {0} solved at the first try · {1} solved · {2} failed', counts.firstTry, counts.solved, counts.failed),
    };
  }

  /** "Problem 2 of 12": among the file's problem games, or among the folder's files when the file holds one. */
  private counter(game: GameView): string {
    const problems = problemGames(game);
    if (problems.length > 1) return vscode.l10n.t('Problem {0} of {1}', problems.indexOf(game.gameIndex) + 1, problems.length);
    const files = this.files ?? [];
    const index = files.findIndex((uri) => uri.toString() === this.host.document.uri.toString());
    return files.length > 1 && index >= 0 ? vscode.l10n.t('Problem {0} of {1}', index + 1, files.length) : vscode.l10n.t('Problem');
  }
}

/** The problem and the game it is in. */
interface Context {
  readonly game: GameView;
  readonly problem: Problem;
}

/** The problem games of each parsed file, found once per parse. */
const problemIndices = new WeakMap<GameView['collection'], number[]>();

/** The indices of the file's games that are problems. */
function problemGames(game: GameView): number[] {
  let indices = problemIndices.get(game.collection);
  if (indices === undefined) {
    indices = [];
    for (const [index, root] of game.collection.games.entries()) if (findProblem(root) !== null) indices.push(index);
    problemIndices.set(game.collection, indices);
  }
  return indices;
}
