// Goban's entry point: registers the board editor and the commands. Nothing heavy happens at activation.
import type * as vscode from 'vscode';
import { ActiveEditors } from './activeEditors';
import { registerCountTerritory } from './countTerritory';
import { SgfEditorProvider } from './sgfEditorProvider';

/** Called by VS Code when a contribution is first used (an .sgf file opens, or a command runs). */
export function activate(context: vscode.ExtensionContext): void {
  const editors = new ActiveEditors();
  context.subscriptions.push(SgfEditorProvider.register(context, editors), registerCountTerritory(editors));
}

/** Nothing to release beyond the subscriptions VS Code disposes itself. */
export function deactivate(): void {}
