// Goban's entry point: registers the board editor and the commands. Nothing heavy happens at activation.
import type * as vscode from 'vscode';
import { ActiveEditors } from './activeEditors';
import { registerSgfQuickFixes } from './codeActions';
import { registerTerritoryCommands } from './countTerritory';
import { SgfDiagnostics } from './diagnostics';
import { registerEditorContext } from './editorContext';
import { registerLibertiesHovers } from './hover';
import { SgfEditorProvider } from './sgfEditorProvider';
import { registerShowTextBoard } from './showTextBoard';
import { registerSgfSymbols } from './symbols';
import { TerritoryController } from './territoryController';
import { TextBoardIndex } from './textBoards';

/** Called by VS Code when a contribution is first used (an .sgf file opens, or a command runs). */
export function activate(context: vscode.ExtensionContext): void {
  const editors = new ActiveEditors();
  const textBoards = new TextBoardIndex();
  const territory = new TerritoryController();
  context.subscriptions.push(textBoards, territory, SgfEditorProvider.register(context, editors, territory));
  context.subscriptions.push(registerTerritoryCommands(editors, textBoards, territory), registerEditorContext(textBoards, territory));
  context.subscriptions.push(registerShowTextBoard(context.extensionUri, textBoards, territory));
  const sgfDiagnostics = SgfDiagnostics.register();
  context.subscriptions.push(sgfDiagnostics, registerSgfQuickFixes(sgfDiagnostics));
  context.subscriptions.push(registerLibertiesHovers(textBoards));
  context.subscriptions.push(registerSgfSymbols());
}

/** Nothing to release beyond the subscriptions VS Code disposes itself. */
export function deactivate(): void {}
