// Tracks which Goban editor is active: when its webview has focus VS Code reports no active text editor.
import type * as vscode from 'vscode';
import type { GameView } from './gameAdapter';

/** What a command needs from an open Goban editor. */
export interface GobanEditor {
  readonly document: vscode.TextDocument;
  /** The game and the node shown now, from the document's current text; or why there is none. */
  currentPosition(): { readonly game: GameView; readonly nodeId: number } | { readonly error: string };
}

/** The open Goban editors and the one that was active last. */
export class ActiveEditors {
  private activeEditor: GobanEditor | undefined;
  private readonly open = new Set<GobanEditor>();

  /** The Goban editor whose panel is active, if any. */
  get active(): GobanEditor | undefined {
    return this.activeEditor;
  }

  /** Records that `editor`'s panel became active (`true`) or lost that (`false`). */
  setActive(editor: GobanEditor, active: boolean): void {
    this.open.add(editor);
    if (active) this.activeEditor = editor;
    else if (this.activeEditor === editor) this.activeEditor = undefined;
  }

  /** The active Goban editor when it shows `uri`, else any open one that does. */
  forDocument(uri: vscode.Uri): GobanEditor | undefined {
    const key = uri.toString();
    if (this.activeEditor?.document.uri.toString() === key) return this.activeEditor;
    return [...this.open].find((editor) => editor.document.uri.toString() === key);
  }

  /** Forgets `editor` (its panel was closed). */
  remove(editor: GobanEditor): void {
    this.open.delete(editor);
    if (this.activeEditor === editor) this.activeEditor = undefined;
  }
}
