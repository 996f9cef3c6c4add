// Saving the document of a Goban editor when its webview asks (Ctrl+S in a text field of the board).
import * as vscode from 'vscode';
import { logError } from './log';

/** Saves `document` as VS Code's Save does (an untitled one through Save As); a refusal is logged, a cancel is not. */
export async function saveDocument(document: vscode.TextDocument): Promise<void> {
  if (document.isClosed || (!document.isDirty && !document.isUntitled)) return;
  try {
    await vscode.workspace.save(document.uri);
  } catch (error) {
    logError(`Could not save ${document.uri.toString()}`, error);
  }
}
