// The folder of an open problem file, read once: every problem of its problem files for the counter, and the file
// that Next or Previous Problem moves to past the file's own games.
import * as vscode from 'vscode';
import type { GameView } from '../../editor/gameView';
import { problemGames, siblingProblemFiles, type ProblemFile } from './problemFiles';

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

  /** The problem file after (1) or before (-1) this one in name order, or undefined at the end of the folder. */
  async neighbour(direction: 1 | -1): Promise<vscode.Uri | undefined> {
    const files = this.files ?? (await siblingProblemFiles(this.uri));
    return files[this.indexIn(files) + direction]?.uri;
  }

  private indexIn(files: readonly ProblemFile[]): number {
    return files.findIndex((file) => file.uri.toString() === this.uri.toString());
  }
}
