// The problems whose reader chose the Game view (workspace state, never the file): a study position with candidate
// moves, which reads as a problem but marks no line right, opens in the Game view again until the Problem view is chosen.
import type * as vscode from 'vscode';

const KEY = 'goban.problemGameViews';

/** The games (file and 0-based game index) that open in the Game view. */
export class GameViewChoices {
  constructor(private readonly state: vscode.Memento) {}

  /** Whether game `game` of `uri` opens in the Game view. */
  has(uri: vscode.Uri, game: number): boolean {
    return this.all().includes(keyOf(uri, game));
  }

  /** Remembers that game `game` of `uri` opens in the Game view (`gameView`), or in the Problem view as by default. */
  choose(uri: vscode.Uri, game: number, gameView: boolean): void {
    const key = keyOf(uri, game);
    const all = this.all();
    if (all.includes(key) === gameView) return;
    void this.state.update(KEY, gameView ? [...all, key] : all.filter((k) => k !== key));
  }

  private all(): string[] {
    const stored = this.state.get<unknown>(KEY);
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  }
}

function keyOf(uri: vscode.Uri, game: number): string {
  return `${uri.toString()}#${game}`;
}
