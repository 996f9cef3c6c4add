// Text ↔ board: the cursor in a text editor of an SGF document moves its boards to the node there; navigating on a
// board puts the cursor of every visible text editor of the document at the node, after its `;` (without taking the focus).
import * as vscode from 'vscode';
import type { ActiveEditors } from '../core/activeEditors';

/** How long the cursor must rest before the boards follow it. */
const cursorDelayMs = 120;
/** How long after a board moved the cursor (or edited the text) selection changes are taken as echoes, not the user's. */
const quietMs = 300;

/** Keeps the boards and the visible text editors of the same documents at the same node. */
export class TextBoardSync implements vscode.Disposable {
  /** The cursor offset each text editor was given by {@link reveal}: its selection event is ours, not the user's. */
  private readonly placed = new WeakMap<vscode.TextEditor, number>();
  private readonly timers = new Map<vscode.TextDocument, ReturnType<typeof setTimeout>>();
  private readonly quietUntil = new WeakMap<vscode.TextDocument, number>();
  private readonly subscription: vscode.Disposable;

  constructor(private readonly editors: ActiveEditors) {
    this.subscription = vscode.window.onDidChangeTextEditorSelection((e) => this.selectionChanged(e));
  }

  /**
   * Puts the cursor of every visible text editor of `document` at the node whose `;` is at `offset` (just after the `;`
   * when a property follows: before it is also the end of the node before, which the breadcrumbs would name; an empty
   * node keeps it before, where the next one would begin), scrolling it into view when outside.
   */
  reveal(document: vscode.TextDocument, offset: number): void {
    this.quiet(document);
    const at = document.positionAt(offset);
    const position = /^;[A-Za-z]/.test(document.getText(new vscode.Range(at, at.translate(0, 2)))) ? at.translate(0, 1) : at;
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document !== document) continue;
      if (!editor.selection.isEmpty || !editor.selection.active.isEqual(position)) {
        this.placed.set(editor, document.offsetAt(position));
        editor.selection = new vscode.Selection(position, position);
      }
      editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    }
  }

  /** Ignores the cursor moves of `document`'s text editors for a moment (a board is about to edit or move them). */
  quiet(document: vscode.TextDocument): void {
    this.quietUntil.set(document, Date.now() + quietMs);
    clearTimeout(this.timers.get(document));
    this.timers.delete(document);
  }

  dispose(): void {
    this.subscription.dispose();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private selectionChanged(e: vscode.TextEditorSelectionChangeEvent): void {
    const document = e.textEditor.document;
    const offset = document.offsetAt(e.selections[0].active);
    const placed = this.placed.get(e.textEditor);
    this.placed.delete(e.textEditor);
    if (placed === offset || Date.now() < (this.quietUntil.get(document) ?? 0)) return;
    if (this.editors.editorsOf(document).length === 0) return;
    clearTimeout(this.timers.get(document));
    this.timers.set(
      document,
      setTimeout(() => {
        this.timers.delete(document);
        if (document.isClosed) return;
        for (const board of this.editors.editorsOf(document)) board.showOffset(offset, false);
      }, cursorDelayMs),
    );
  }
}
