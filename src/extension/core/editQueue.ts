// Edits of a Goban editor: one WorkspaceEdit per user action, one at a time, only against the version they were made on.
import * as vscode from 'vscode';
import type { TextEdit } from '../../sgf';
import { logError } from './log';

/** Runs asynchronous jobs one after another; a failing job is logged and does not stop the ones after it. */
export class EditQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `job` after every job queued before it; resolves with its result. */
  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job);
    this.tail = result.catch((error: unknown) => logError('An edit of the board could not be applied', error));
    return result;
  }
}

/** The WorkspaceEdit for `edits` (offsets into the document's text now); one edit = one undo step. */
export function workspaceEditOf(document: vscode.TextDocument, edits: readonly TextEdit[]): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  edit.set(
    document.uri,
    edits.map((e) => vscode.TextEdit.replace(new vscode.Range(document.positionAt(e.offset), document.positionAt(e.offset + e.length)), e.text)),
  );
  return edit;
}

/**
 * Applies `edits` when the document is still at `version`; returns false when it is not (stale) or VS Code refused.
 * `beforeApply` runs just before (the echo guard: the change event it causes has version `version + 1`).
 */
export async function applyVersioned(document: vscode.TextDocument, version: number, edits: readonly TextEdit[], beforeApply: () => void): Promise<boolean> {
  if (document.isClosed || document.version !== version) return false;
  beforeApply();
  return vscode.workspace.applyEdit(workspaceEditOf(document, edits));
}
