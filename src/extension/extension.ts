// Goban's entry point: registers the board editor, the commands and the language features. package.json activates it
// onStartupFinished so that the Show Board CodeLens and the liberties hover work in files of any language; activation
// itself only registers providers and listeners (no scanning, no parsing), so it costs nothing noticeable.
import type * as vscode from 'vscode';
import { ActiveEditors } from './core/activeEditors';
import { goToMoveCommand, registerBoardCommands } from './commands/boardCommands';
import { registerSgfQuickFixes } from './diagnostics/codeActions';
import { registerTerritoryCommands } from './territory/countTerritory';
import { SgfDiagnostics } from './diagnostics/diagnostics';
import { registerEditorContext } from './commands/editorContext';
import { registerLibertiesHovers } from './hover/hover';
import { registerNewGame } from './commands/newGameCommand';
import { SgfEditorProvider } from './boardEditor/sgfEditorProvider';
import { registerShowTextBoard } from './textBoard/showTextBoard';
import type { TextBoardPanel } from './textBoard/textBoardPanel';
import { registerExportCommands } from './export/exportCommands';
import { registerProblemCommands } from './problems/problemCommands';
import { registerStatusBar } from './commands/statusBar';
import { registerSgfSymbols } from './outline/symbols';
import { registerGameView } from './outline/gameTreeView';
import { TerritoryController } from './territory/territoryController';
import { TextBoardIndex } from './textBoard/textBoards';
import { TextBoardSync } from './boardEditor/textSync';
import { disposeLog } from './core/log';
import { registerSgfEncoding } from './encoding/sgfEncoding';
import { gobanMarkdownPlugin, type MarkdownItLike } from '../render/markdownDiagrams';

/** What activate gives VS Code: the Markdown preview's hook for ```sgf and ```goban diagrams. */
export interface GobanApi {
  extendMarkdownIt<T extends MarkdownItLike>(md: T): T;
}

/** Called by VS Code once startup has finished (or earlier, when a contribution such as the .sgf editor is first used). */
export function activate(context: vscode.ExtensionContext): GobanApi {
  const editors = new ActiveEditors();
  const textBoards = new TextBoardIndex();
  const territory = new TerritoryController();
  const sync = new TextBoardSync(editors);
  context.subscriptions.push(registerSgfEncoding());
  context.subscriptions.push(editors, textBoards, territory, sync, SgfEditorProvider.register(context, editors, territory, sync));
  context.subscriptions.push(
    registerBoardCommands(editors),
    registerNewGame(SgfEditorProvider.viewType, String(context.extension.packageJSON.version ?? '')),
    registerStatusBar(editors, goToMoveCommand),
  );
  const textBoardPanels = new Set<TextBoardPanel>();
  context.subscriptions.push(registerTerritoryCommands(editors, textBoards, territory, textBoardPanels), registerEditorContext(textBoards, territory));
  context.subscriptions.push(registerShowTextBoard(context.extensionUri, textBoards, territory, textBoardPanels));
  context.subscriptions.push(registerExportCommands(editors, textBoardPanels, textBoards), registerProblemCommands(editors));
  const sgfDiagnostics = SgfDiagnostics.register();
  context.subscriptions.push(sgfDiagnostics, registerSgfQuickFixes(sgfDiagnostics));
  context.subscriptions.push(registerLibertiesHovers(textBoards));
  context.subscriptions.push(registerSgfSymbols(), registerGameView(editors, context.extensionUri), { dispose: disposeLog });
  return { extendMarkdownIt: gobanMarkdownPlugin };
}

/** Nothing to release beyond the subscriptions VS Code disposes itself. */
export function deactivate(): void {}
