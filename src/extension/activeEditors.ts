// Tracks which Goban editor is active: when its webview has focus VS Code reports no active text editor.
import type * as vscode from 'vscode';
import type { BoardSnapshot } from '../shared/protocol';

/** What a command needs from an open Goban editor. */
export interface GobanEditor {
  readonly document: vscode.TextDocument;
  /** The board shown now, from the document's current text; or why there is none. */
  currentBoard(): BoardSnapshot | { readonly error: string };
}

/** The open Goban editors and the one that was active last. */
export class ActiveEditors {
  private activeEditor: GobanEditor | undefined;

  /** The Goban editor whose panel is active, if any. */
  get active(): GobanEditor | undefined {
    return this.activeEditor;
  }

  /** Records that `editor`'s panel became active (`true`) or lost that (`false`). */
  setActive(editor: GobanEditor, active: boolean): void {
    if (active) this.activeEditor = editor;
    else if (this.activeEditor === editor) this.activeEditor = undefined;
  }

  /** Forgets `editor` (its panel was closed). */
  remove(editor: GobanEditor): void {
    if (this.activeEditor === editor) this.activeEditor = undefined;
  }
}
