// Problem mode of one board editor: the game shown read as a tsumego, the solver's moves answered from the file (the
// opponent's reply after a short pause), right and wrong said on the board, Retry, Hint, Show Solution, and
// Next/Previous Problem through the games of the file and the problem files of its folder. Never edits the file.
import * as vscode from 'vscode';
import type { GameView } from '../../editor/gameView';
import { formatVertex } from '../../engine/pointNames';
import type { Vertex } from '../../engine/types';
import { childPlaying, hintFrom, moveOf, replyTo, solutionFrom, verdictAt } from '../../game/problems/problemPlay';
import { problemRegion } from '../../game/problems/problemRegion';
import { findProblem, type Problem } from '../../game/problems/problemTree';
import type { Region } from '../../engine/types';
import type { FromSgfEditor, ProblemAction } from '../../shared/protocol';
import type { ProblemStatus, ProblemView } from '../../shared/views';
import type { SgfNode } from '../../sgf/types';
import { problemGames } from './problemFiles';
import { ProblemFolder } from './problemFolder';
import type { ProblemHost } from './problemHost';
import type { ProblemResults } from './problemResults';

/** A problem request of the webview. */
export type ProblemRequest = Extract<FromSgfEditor, { type: 'problemMove' | 'problemAction' }>;

/** How long the board waits before it plays the file's reply (and each move of Show Solution). */
const REPLY_MS = 450;

/** The problem messages of one board editor. */
export class ProblemSession implements vscode.Disposable {
  private active = true;
  private status: ProblemStatus = 'solving';
  private message: string | null = null;
  private hint: Vertex | null = null;
  private miss: Vertex | null = null;
  /** A miss since the problem was opened (wrong move or line, hint, a look at the Game view): no first-try result. */
  private missed = false;
  /** How many times the file has answered each of the solver's moves (node id) in this problem: the replies take turns. */
  private readonly answered = new Map<number, number>();
  /** Show Solution was used: solving it afterwards is no success. */
  private shownSolution = false;
  /** A new problem is open: its board goes to the setup when it is next shown. */
  private fresh = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private found: { readonly root: SgfNode; readonly problem: Problem | null; readonly region: Region | null } | null = null;
  private readonly folder: ProblemFolder;
  /** The first problem shown opened in the view chosen for it last (see openInChosenView). */
  private viewRestored = false;

  constructor(
    private readonly results: ProblemResults,
    private readonly host: ProblemHost,
  ) {
    this.folder = new ProblemFolder(host.document.uri, () => {
      this.post(null);
      this.host.changed();
    });
  }

  /** Whether the Problem view is on (the board hides variations, and edits wait for the Game view). */
  get isActive(): boolean {
    return this.active && this.context() !== null;
  }

  /** The game shown changed (opened, switched, re-parsed): a new problem opens on its setup; sends the problem view. */
  gameShown(): void {
    const context = this.context();
    if (context !== null && this.fresh) {
      this.fresh = false;
      if (this.active && this.host.shownNode() !== context.problem.start) this.host.show(context.problem.start);
    }
    this.post(null);
  }

  /**
   * Opens the first or last problem game of the file on its setup, in the Problem view, as if new (Next or Previous
   * Problem arriving from another file: an editor still open there keeps no stale hint or verdict).
   */
  startAt(which: 'first' | 'last'): void {
    const game = this.host.game();
    if ('error' in game) return;
    const problems = problemGames(game.collection);
    const index = which === 'first' ? problems[0] : problems[problems.length - 1];
    if (index === undefined) return;
    this.active = true;
    if (index !== game.gameIndex) this.host.selectGame(index);
    const context = this.context();
    if (context === null) return;
    this.stopTimer();
    this.reset();
    this.active = true;
    this.fresh = false;
    this.host.show(context.problem.start);
    this.post(null);
    this.host.changed();
  }

  /**
   * The player to move on `node` when the Problem view says otherwise than the position: the solver at the setup, where
   * a stale PL the answers contradict names the other side (see solverOf); else null.
   */
  turnAt(node: SgfNode): 'B' | 'W' | null {
    if (!this.active) return null;
    const context = this.context();
    return context !== null && node === context.problem.start ? context.problem.toPlay : null;
  }

  /** Handles a problem request with exactly one `problem` message. */
  answer(request: ProblemRequest): void {
    try {
      const context = this.context();
      if (context === null) return;
      // Solving has begun from the position shown: a webview that says `ready` only now must not send the board back.
      this.fresh = false;
      if (request.type === 'problemMove') this.play(context, request.nodeId, request.point);
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
    this.stopTimer();
  }

  private play({ game, problem }: Context, webviewNodeId: number, point: Vertex | null): void {
    const node = this.host.shownNode();
    if (!this.active || node === null || this.status !== 'solving' || this.timer !== undefined) return;
    if (this.host.webviewNodeId(webviewNodeId) !== node.id) return;
    const { width, height } = game.replay.settings;
    // A click on a stone is no move: nothing to judge.
    if (point !== null && game.replay.positionAt(node).rows[point[1]]?.charAt(point[0]) !== '.') return;
    this.hint = null;
    const answer = childPlaying(node, problem.toPlay, point, width, height);
    if (answer === null) {
      this.missed = true;
      this.status = 'missing';
      this.miss = point;
      this.message = vscode.l10n.t(
        'Wrong: {0} is not an answer the problem knows. Retry?',
        point === null ? vscode.l10n.t('a pass') : formatVertex(point, height),
      );
      this.record('failed');
      return;
    }
    this.host.show(answer);
    if (this.finish(answer, problem)) return;
    const turn = this.answered.get(answer.id) ?? 0;
    const reply = replyTo(answer, problem.toPlay, turn);
    if (reply === null) return;
    this.message = null;
    const root = game.rootNode;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.found?.root !== root || this.host.shownNode() !== answer) return;
      // A defence counts as met once it is shown (a Retry before it came leaves it for the next try).
      this.answered.set(answer.id, turn + 1);
      this.host.show(reply);
      this.finish(reply, problem);
      this.post(null);
      this.host.changed();
    }, REPLY_MS);
  }

  private act(context: Context, action: ProblemAction): void {
    const { problem } = context;
    switch (action) {
      case 'retry':
        // Taking back a line half played (after seeing the file's answers) is no first try either.
        if (this.status === 'solving' && this.host.shownNode() !== problem.start) this.missed = true;
        return this.restart(problem);
      case 'hint':
        return this.giveHint(context);
      case 'solution':
        return this.playSolution(context);
      case 'next':
      case 'previous':
        return void this.otherProblem(context.game, action === 'next' ? 1 : -1);
      case 'gameView':
        this.stopTimer();
        this.active = false;
        // A file that marks no line right is read, not solved (a study position with candidate moves): remembered.
        // A problem with an answer is not, so a peek at its tree does not spoil it for good.
        if (problem.right === 0) this.results.gameViews.choose(this.host.document.uri, context.game.gameIndex, true);
        // The whole tree is in sight now: solving it afterwards is no first try.
        this.missed = true;
        return this.reshow();
      case 'problemView':
        this.active = true;
        this.results.gameViews.choose(this.host.document.uri, context.game.gameIndex, false);
        return this.restart(problem);
    }
  }

  private giveHint({ game, problem }: Context): void {
    if (this.timer !== undefined) return;
    if (this.status !== 'solving') this.restart(problem);
    const node = this.host.shownNode() ?? problem.start;
    const next = hintFrom(node, problem.start, problem.toPlay, problem.unmarked);
    const { width, height } = game.replay.settings;
    this.hint = next === null ? null : (moveOf(next, width, height)?.point ?? null);
    this.missed = true;
    const atStart = node === problem.start;
    if (this.hint !== null) this.message = vscode.l10n.t('Hint: {0}', formatVertex(this.hint, height));
    else this.message = atStart ? vscode.l10n.t('The file marks no line of this problem right.') : vscode.l10n.t('No right line goes on from here: Retry.');
  }

  /** Ends the line at `node` when it is a leaf: right or wrong, recorded; returns whether it ended. */
  private finish(node: SgfNode, problem: Problem): boolean {
    const verdict = verdictAt(node, problem.start, problem.toPlay, problem.unmarked);
    if (verdict === null) return false;
    this.status = verdict;
    if (verdict === 'wrong') {
      this.missed = true;
      this.message = vscode.l10n.t('Wrong: this line fails. Retry?');
      this.record('failed');
    } else {
      this.message = this.missed ? vscode.l10n.t('Right! Solved.') : vscode.l10n.t('Right! Solved at the first try.');
      this.record(this.shownSolution ? 'failed' : this.missed ? 'solved' : 'firstTry');
    }
    return true;
  }

  private restart(problem: Problem): void {
    this.stopTimer();
    this.status = 'solving';
    this.message = null;
    this.hint = null;
    this.miss = null;
    this.host.show(problem.start);
  }

  /** Plays a right line from the setup, one move per pause. */
  private playSolution({ game, problem }: Context): void {
    this.restart(problem);
    this.missed = true;
    this.shownSolution = true;
    const line = solutionFrom(problem.start, problem.start, problem.toPlay, problem.unmarked);
    if (line.length === 0) {
      this.message = vscode.l10n.t('The file has no right line for this problem.');
      return;
    }
    this.message = vscode.l10n.t('The solution:');
    const root = game.rootNode;
    const step = (k: number): void => {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        if (this.found?.root !== root) return;
        this.host.show(line[k]);
        if (k + 1 < line.length) step(k + 1);
        else {
          this.status = 'right';
          this.message = vscode.l10n.t('The solution, played out. Retry to solve it yourself.');
          this.record('failed');
        }
        this.post(null);
        this.host.changed();
      }, REPLY_MS);
    };
    step(0);
  }

  /** The next (1) or previous (-1) problem (see ProblemFolder.goTo); at the folder's end the bar says so. */
  private async otherProblem(game: GameView, direction: 1 | -1): Promise<void> {
    const went = await this.folder.goTo(game, direction, this.host).catch(() => true);
    if (went) return;
    this.message = direction === 1 ? vscode.l10n.t('This is the last problem of the folder.') : vscode.l10n.t('This is the first problem of the folder.');
    this.post(null);
  }

  /** Shows the node shown again (its variations hide or show with the view). */
  private reshow(): void {
    const node = this.host.shownNode();
    if (node !== null) this.host.show(node);
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private record(result: 'firstTry' | 'solved' | 'failed'): void {
    const game = this.host.game();
    if (!('error' in game)) this.results.record(this.host.document.uri, game.gameIndex, result);
  }

  /** The problem of the game parsed now, found again after each parse: every parse ends the reply or solution under way. */
  private context(): Context | null {
    const game = this.host.game();
    if ('error' in game) return null;
    if (this.found?.root !== game.rootNode) {
      const previous = this.found?.problem ?? null;
      const problem = findProblem(game.rootNode);
      const { width, height } = game.replay.settings;
      const region = problem === null ? null : problemRegion(problem.start, game.replay.positionAt(problem.start).rows, width, height);
      this.found = { root: game.rootNode, problem, region };
      this.stopTimer();
      if (previous === null || problem === null || previous.start.span.start !== problem.start.span.start) {
        this.reset();
        if (problem !== null && !this.viewRestored) this.openInChosenView(game.gameIndex);
      } else this.again();
    }
    return this.found.problem === null ? null : { game, problem: this.found.problem };
  }

  /** A new problem: nothing tried yet, and its board goes to the setup. */
  private reset(): void {
    this.again();
    this.missed = false;
    this.shownSolution = false;
  }

  /**
   * Opens problem game `gameIndex` in the view its reader chose last (the Game view, remembered, or the Problem view):
   * the first problem this editor shows; after it the view the reader has stays from game to game.
   */
  private openInChosenView(gameIndex: number): void {
    this.viewRestored = true;
    this.active = !this.results.gameViews.has(this.host.document.uri, gameIndex);
    // Opened on its whole tree, it is no first try.
    if (!this.active) this.missed = true;
  }

  /** The same problem again (the file was re-parsed): from the setup, with what was tried so far kept. */
  private again(): void {
    // Node ids are positions in one parse: the turns of the replies start afresh.
    this.answered.clear();
    this.status = 'solving';
    this.message = null;
    this.hint = null;
    this.miss = null;
    this.fresh = true;
  }

  private post(inReplyTo: number | null): void {
    this.host.post({ type: 'problem', problem: this.currentView(), inReplyTo });
  }

  private view({ game, problem }: Context): ProblemView {
    this.folder.list();
    const who = problem.toPlay === 'B' ? vscode.l10n.t('Black') : vscode.l10n.t('White');
    const counts = this.results.counts();
    return {
      active: this.active,
      toPlay: problem.toPlay,
      status: this.status,
      message: this.message ?? (this.timer !== undefined ? vscode.l10n.t('…') : vscode.l10n.t('{0} to play', who)),
      counter: this.folder.counter(game),
      hint: this.hint,
      miss: this.miss,
      region: this.found?.region ?? null,
      results: vscode.l10n.t('This workspace: {0} solved at the first try · {1} solved · {2} failed', counts.firstTry, counts.solved, counts.failed),
    };
  }
}

/** The problem and the game it is in. */
interface Context {
  readonly game: GameView;
  readonly problem: Problem;
}
