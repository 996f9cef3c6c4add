// The folder of an open problem file, read once: every problem of its problem files for the counter, and the file
// that Next or Previous Problem moves to past the file's own games.
import * as vscode from 'vscode';
import type { GameView } from '../../editor/gameView';
import { problemGames, siblingProblemFiles, type ProblemFile } from './problemFiles';
import type { ProblemHost } from './problemHost';

/** The problem files beside one problem file. */
export class ProblemFolder {
  private files: ProblemFile[] | null = null;
  private reading = false;

  /** `read` runs once the folder has been listed (the counter may have changed). */
  constructor(
    private readonly uri: vscode.Uri,
    private readonly read: () => void,
  ) {}

  /** Lists the folder once, the first time it is needed (a problem shown or asked about). */
  list(): void {
    if (this.files !== null || this.reading) return;
    this.reading = true;
    void siblingProblemFiles(this.uri).then(
      (files) => {
        this.files = files;
        this.read();
      },
      () => undefined,
    );
  }

  /**
   * "Problem 5 of 12": the place of `game` among the problem games of the folder's problem files in name order (this
   * file's own games counted as parsed now), or among this file's alone until the folder is read.
   */
  counter(game: GameView): string {
    const problems = problemGames(game.collection);
    const files = this.files ?? [];
    const here = this.indexIn(files);
    const before = here < 0 ? 0 : files.slice(0, here).reduce((sum, file) => sum + file.problems, 0);
    const after = here < 0 ? 0 : files.slice(here + 1).reduce((sum, file) => sum + file.problems, 0);
    const total = before + problems.length + after;
    const place = before + Math.max(0, problems.indexOf(game.gameIndex)) + 1;
    return total > 1 ? vscode.l10n.t('Problem {0} of {1}', place, total) : vscode.l10n.t('Problem');
  }

  /**
   * Goes to the next (1) or previous (-1) problem: another problem game of `game`'s file, else the problem file beside
   * this one in name order, opened afresh on its first problem (its last, going back); false at the folder's end.
   */
  async goTo(game: GameView, direction: 1 | -1, host: Pick<ProblemHost, 'selectGame' | 'startProblemIn'>): Promise<boolean> {
    const problems = problemGames(game.collection);
    const target = problems[problems.indexOf(game.gameIndex) + direction];
    if (target !== undefined) {
      host.selectGame(target);
      return true;
    }
    const files = this.files ?? (await siblingProblemFiles(this.uri));
    const next = files[this.indexIn(files) + direction]?.uri;
    if (next === undefined) return false;
    await vscode.commands.executeCommand('vscode.openWith', next, 'goban.sgf', { preview: true });
    host.startProblemIn(next, direction === 1 ? 'first' : 'last');
    return true;
  }

  private indexIn(files: readonly ProblemFile[]): number {
    return files.findIndex((file) => file.uri.toString() === this.uri.toString());
  }
}
