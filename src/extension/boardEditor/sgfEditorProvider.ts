// The custom text editor for .sgf files: the TextDocument is the truth, the webview shows its board.
import * as vscode from 'vscode';
import type { ActiveEditors } from '../core/activeEditors';
import { BoardSession } from './boardSession';
import { readBoardSettings } from '../core/settings';
import type { TerritoryController } from '../territory/territoryController';
import type { TextBoardSync } from './textSync';
import { boardHtml, localResourceRoots } from '../core/webviewHtml';
import { translatedWebviewStrings } from '../core/webviewStrings';
import { ProblemResults } from '../problems/problemResults';

/** Opens .sgf files as a Go board. */
export class SgfEditorProvider implements vscode.CustomTextEditorProvider {
  /** The custom editor's view type, as contributed in package.json. */
  static readonly viewType = 'goban.sgf';

  /** Registers the provider; a hidden webview is dropped and restores its node from its saved state when shown. */
  static register(context: vscode.ExtensionContext, editors: ActiveEditors, territory: TerritoryController, sync: TextBoardSync): vscode.Disposable {
    const provider = new SgfEditorProvider(context.extensionUri, editors, territory, sync, new ProblemResults(context.workspaceState));
    return vscode.window.registerCustomEditorProvider(SgfEditorProvider.viewType, provider, {
      webviewOptions: { retainContextWhenHidden: false },
      supportsMultipleEditorsPerDocument: true,
    });
  }

  private constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly editors: ActiveEditors,
    private readonly territory: TerritoryController,
    private readonly sync: TextBoardSync,
    private readonly results: ProblemResults,
  ) {}

  resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel): void {
    panel.webview.options = { enableScripts: true, localResourceRoots: localResourceRoots(this.extensionUri) };
    // The HTML first: the webview starts loading while the session reads the document.
    panel.webview.html = boardHtml(panel.webview, this.extensionUri, readBoardSettings(document.uri), 'game', translatedWebviewStrings());
    const session = new BoardSession(document, panel, this.editors, this.territory, this.sync, this.results);
    panel.onDidDispose(() => session.dispose());
  }
}
