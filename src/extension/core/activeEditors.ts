// Tracks which Goban editor is active: when its webview has focus VS Code reports no active text editor.
import * as vscode from 'vscode';
import type { EditAction, NavigationTarget } from '../../shared/protocol';
import type { BoardSummary, CommandOutcome, EditTarget } from '../boardEditor/boardSummary';
import type { GameView } from '../../editor/gameView';
import { PlaceHandoff } from '../boardEditor/placeHandoff';
import type { RequestReply } from '../../shared/protocol';

/** What commands and the other parts of the host need from an open Goban editor. */
export interface GobanEditor {
  readonly document: vscode.TextDocument;
  /** The game and the node shown now, from the document's current text; or why there is none. */
  currentPosition(): { readonly game: GameView; readonly nodeId: number } | { readonly error: string };
  /** The PNG bytes of `svg` drawn at `width` × `height` pixels by the editor's webview (Export Board as PNG). */
  rasterize(svg: string, width: number, height: number): Promise<Uint8Array>;
  /** What the board shows now (after any pending re-parse), or null when the document holds no game. */
  summary(): BoardSummary | null;
  /** One navigation step from the node shown. */
  navigate(target: NavigationTarget): CommandOutcome;
  /** Shows move `moveNumber` of the line through the node shown. */
  goToMove(moveNumber: number): CommandOutcome;
  /** Shows game `gameIndex` of the file. */
  selectGame(gameIndex: number): CommandOutcome;
  /** Applies `action` to the node shown (or `target.nodeId`), made against the document's version now (or `target.version`). */
  edit(action: EditAction, target?: EditTarget): Promise<CommandOutcome>;
  /** Shows the node at `offset` of the text (cursor sync); `reveal` also puts the cursor of visible text editors there. */
  showOffset(offset: number, reveal: boolean): void;
  /** Handles `raw` as a message from the editor's webview (validated; never throws); resolves when it is done, with
   *  the reply it sent when the message was a request. */
  receive(raw: unknown): Promise<RequestReply | undefined>;
  /** Opens the first or the last problem of the file afresh, in the Problem view (Next/Previous Problem from another file). */
  startProblem(which: 'first' | 'last'): void;
  /** Gives the keyboard focus back to the board (VS Code leaves it in the workbench when a command's prompt closes). */
  focusBoard(): void;
}

/** The open Goban editors and the one that was active last. */
export class ActiveEditors implements vscode.Disposable {
  private activeEditor: GobanEditor | undefined;
  private readonly open = new Set<GobanEditor>();
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when the active Goban editor changes or shows another node. */
  readonly onDidChange = this.changed.event;
  /** Where recently closed editors were, for the editor that replaces one (Save As). */
  readonly handoff = new PlaceHandoff();

  /** The Goban editor whose panel is active, if any. */
  get active(): GobanEditor | undefined {
    return this.activeEditor;
  }

  /** Adds `editor` to the open ones as soon as it exists (it becomes active later, once its webview has its HTML). */
  register(editor: GobanEditor): void {
    this.open.add(editor);
  }

  /** Records that `editor`'s panel became active (`true`) or lost that (`false`). */
  setActive(editor: GobanEditor, active: boolean): void {
    this.open.add(editor);
    const before = this.activeEditor;
    if (active) this.activeEditor = editor;
    else if (this.activeEditor === editor) this.activeEditor = undefined;
    if (before !== this.activeEditor) this.changed.fire();
  }

  /** Says that `editor` shows something new (another node, game or document version). */
  notifyShown(editor: GobanEditor): void {
    if (editor === this.activeEditor) this.changed.fire();
  }

  /** The active Goban editor when it shows `uri`, else any open one that does. */
  forDocument(uri: vscode.Uri): GobanEditor | undefined {
    const key = uri.toString();
    if (this.activeEditor?.document.uri.toString() === key) return this.activeEditor;
    return [...this.open].find((editor) => editor.document.uri.toString() === key);
  }

  /** Every open Goban editor of `document`. */
  editorsOf(document: vscode.TextDocument): GobanEditor[] {
    return [...this.open].filter((editor) => editor.document === document);
  }

  /** Forgets `editor` (its panel was closed). */
  remove(editor: GobanEditor): void {
    this.open.delete(editor);
    if (this.activeEditor === editor) {
      this.activeEditor = undefined;
      this.changed.fire();
    }
  }

  dispose(): void {
    this.changed.dispose();
  }
}
