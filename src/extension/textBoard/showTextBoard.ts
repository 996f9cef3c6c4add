// "Show Board" over string-array boards: the CodeLens in any text file and the command that opens (or reveals) the
// board webview bound to that board.
import * as vscode from 'vscode';
import { boardAt, type TextBoard } from '../../boardText';
import { readBoardSettings, readCodeLensEnabled, settingsSection } from '../core/settings';
import type { TerritoryController } from '../territory/territoryController';
import { TextBoardPanel } from './textBoardPanel';
import { fileName, offsetRange, type TextBoardIndex } from './textBoards';
import { boardHtml, localResourceRoots } from '../core/webviewHtml';
import { translatedWebviewStrings } from '../core/webviewStrings';
import { DisposableStore } from '../core/disposables';

/** The command the CodeLens runs (hidden from the Command Palette). */
export const showTextBoardCommand = 'goban.showTextBoard';
/** The view type of the board panels it opens. */
export const textBoardViewType = 'goban.textBoard';

/** What the command returns: the board it shows, for tests and other extensions. */
export interface ShownTextBoard {
  readonly uri: string;
  readonly index: number;
  readonly line: number;
  /** Rows as written (' ', 'B', 'W'). */
  readonly rows: readonly string[];
}

/** The documents a CodeLens may appear in: files on disk and untitled buffers (not output panes or git views). */
const textDocuments: vscode.DocumentSelector = [{ scheme: 'file' }, { scheme: 'untitled' }];

/** Registers the CodeLens provider and the command; the panels it opens are kept in `panels` and close with the extension. */
export function registerShowTextBoard(
  extensionUri: vscode.Uri,
  boards: TextBoardIndex,
  territory: TerritoryController,
  panels: Set<TextBoardPanel>,
): vscode.Disposable {
  const lenses = new BoardCodeLensProvider(boards);
  const command = vscode.commands.registerCommand(showTextBoardCommand, async (uri?: unknown, index?: unknown): Promise<ShownTextBoard | undefined> => {
    const target = await resolveTarget(uri, index, boards);
    if (target === undefined) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Show Board: no string-array board (rows of " ", "B" and "W") in this file.'));
      return undefined;
    }
    const { document, board, boardIndex } = target;
    const existing = [...panels].find((p) => p.follows(document, board.range));
    if (existing !== undefined) existing.panel.reveal(undefined, true);
    else panels.add(openPanel(extensionUri, document, board, boardIndex, boards, territory, panels));
    return { uri: document.uri.toString(), index: boardIndex, line: document.positionAt(board.range.start).line, rows: board.rows };
  });
  return vscode.Disposable.from(command, vscode.languages.registerCodeLensProvider(textDocuments, lenses), lenses, {
    dispose: () => panels.forEach((panel) => panel.panel.dispose()),
  });
}

/** One "Show Board" lens above each board, unless `goban.boardText.codeLens` is off. */
class BoardCodeLensProvider implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly subscriptions = new DisposableStore();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly boards: TextBoardIndex) {
    this.subscriptions.push(
      boards.onDidChangeSettings(() => this.changed.fire()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(`${settingsSection}.boardText.codeLens`)) this.changed.fire();
      }),
    );
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (!readCodeLensEnabled(document.uri)) return [];
    return this.boards.boardsOf(document).map((board, index) => {
      const at = offsetRange(document, board.range.start, board.range.start);
      return new vscode.CodeLens(at, {
        title: vscode.l10n.t('Show Board'),
        tooltip: vscode.l10n.t('Open this {0}×{1} board in the Goban board view (click a point to cycle empty, black, white)', board.width, board.height),
        command: showTextBoardCommand,
        arguments: [document.uri, index],
      });
    });
  }

  dispose(): void {
    this.subscriptions.dispose();
    this.changed.dispose();
  }
}

/** The board to show: the given document and index (from a CodeLens), else the board at the cursor, else the first. */
async function resolveTarget(
  uri: unknown,
  index: unknown,
  boards: TextBoardIndex,
): Promise<{ document: vscode.TextDocument; board: TextBoard; boardIndex: number } | undefined> {
  const editor = vscode.window.activeTextEditor;
  const document = uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : editor?.document;
  if (document === undefined) return undefined;
  const found = boards.boardsOf(document, true);
  let boardIndex = typeof index === 'number' && Number.isInteger(index) ? index : -1;
  if (boardIndex < 0 && editor?.document === document) {
    const atCursor = boardAt(found, document.offsetAt(editor.selection.active));
    boardIndex = atCursor === null ? 0 : found.indexOf(atCursor);
  }
  const board = found[Math.max(0, boardIndex)];
  return board === undefined ? undefined : { document, board, boardIndex: Math.max(0, boardIndex) };
}

function openPanel(
  extensionUri: vscode.Uri,
  document: vscode.TextDocument,
  board: TextBoard,
  index: number,
  boards: TextBoardIndex,
  territory: TerritoryController,
  panels: Set<TextBoardPanel>,
): TextBoardPanel {
  const line = document.positionAt(board.range.start).line + 1;
  const panel = vscode.window.createWebviewPanel(
    textBoardViewType,
    vscode.l10n.t('Board: {0}:{1}', fileName(document.uri), line),
    { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
    { enableScripts: true, localResourceRoots: localResourceRoots(extensionUri), retainContextWhenHidden: false },
  );
  // The HTML first: the panel's first refresh posts to a webview that exists (its 'ready' then refreshes again).
  panel.webview.html = boardHtml(panel.webview, extensionUri, readBoardSettings(document.uri), 'textBoard', translatedWebviewStrings());
  const session = new TextBoardPanel(document, panel, boards, territory, { range: board.range, index });
  panel.onDidDispose(() => {
    session.dispose();
    panels.delete(session);
  });
  return session;
}
