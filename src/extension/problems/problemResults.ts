// The results of solving problems in this workspace (workspace state, never the file): solved at the first try,
// solved after a miss, or failed — per game of a file, the best result kept.
import type * as vscode from 'vscode';
import { GameViewChoices } from './gameViewChoices';

/** How a problem went: solved without a miss or a hint, solved after one, or not solved. */
export type ProblemResult = 'firstTry' | 'solved' | 'failed';

const KEY = 'goban.problemResults';
const RANK: Readonly<Record<ProblemResult, number>> = { failed: 0, solved: 1, firstTry: 2 };

/** The results kept in the workspace's state, and the games whose reader chose the Game view. */
export class ProblemResults {
  /** The games that open in the Game view. */
  readonly gameViews: GameViewChoices;

  constructor(private readonly state: vscode.Memento) {
    this.gameViews = new GameViewChoices(state);
  }

  /** Records `result` for game `game` of `uri`, keeping a better result recorded before. */
  record(uri: vscode.Uri, game: number, result: ProblemResult): void {
    const all = this.all();
    const key = `${uri.toString()}#${game}`;
    const before = all[key];
    if (before !== undefined && RANK[before] >= RANK[result]) return;
    void this.state.update(KEY, { ...all, [key]: result });
  }

  /** How many problems of the workspace went each way. */
  counts(): Readonly<Record<ProblemResult, number>> {
    const counts = { firstTry: 0, solved: 0, failed: 0 };
    for (const result of Object.values(this.all())) if (result in counts) counts[result]++;
    return counts;
  }

  private all(): Record<string, ProblemResult> {
    const stored = this.state.get<unknown>(KEY);
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, ProblemResult>) : {};
  }
}
