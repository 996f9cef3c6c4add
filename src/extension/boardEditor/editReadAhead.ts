// The game of the board's own edit read ahead: while VS Code applies the edit (a round trip the host only waits on),
// the text the edit makes is parsed, and the re-parse its change event asks for takes that game instead of parsing the
// document again, when the document's text is exactly that text.
import { GameView } from '../../editor/gameView';
import type { RuleOverrides } from '../../game';
import { applyEdits, type TextEdit } from '../../sgf/edit/textEdit';
import type { GameOrError } from './parsedDocument';

interface Ahead {
  readonly version: number;
  readonly gameIndex: number;
  readonly overrides: RuleOverrides;
  text: string | undefined;
  game: GameOrError | undefined;
}

/** Parses the text of one own edit in a later task and hands the game to the re-parse of that text. */
export class EditReadAhead {
  private ahead: Ahead | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Reads, in a later task, game `gameIndex` of `text` with `edits` applied (version `version` of the document once the
   * edit is made) and replays it to the node at `showOffset` (the node the board shows then). Call it after asking VS
   * Code for the edit, so that the request leaves first (VS Code writes an extension's messages in a timer task).
   */
  start(text: string, edits: readonly TextEdit[], showOffset: number, version: number, gameIndex: number, overrides: RuleOverrides): void {
    this.cancel();
    const ahead: Ahead = { version, gameIndex, overrides, text: undefined, game: undefined };
    this.ahead = ahead;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      ahead.text = applyEdits(text, edits);
      const game = GameView.fromText(ahead.text, overrides, gameIndex);
      if (game instanceof GameView) {
        const shown = game.node(game.followNode(-1, showOffset));
        if (shown !== undefined) game.replay.positionAt(shown);
      }
      ahead.game = game;
    }, 0);
  }

  /**
   * The game read ahead, when it was read for `version`, game `gameIndex` and the same rules from exactly `text`; else
   * undefined (not read yet, or the document holds other text). Forgets it either way.
   */
  take(version: number, gameIndex: number, overrides: RuleOverrides, text: string): GameOrError | undefined {
    const ahead = this.ahead;
    this.cancel();
    if (ahead?.game === undefined || ahead.version !== version || ahead.gameIndex !== gameIndex || ahead.overrides.rules !== overrides.rules) return undefined;
    return ahead.text === text ? ahead.game : undefined;
  }

  /** Drops the game read ahead, or the reading still to come. */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.ahead = undefined;
  }
}
