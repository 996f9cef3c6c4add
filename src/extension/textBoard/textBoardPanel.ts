// A board webview bound to one string-array board of a text document: follows the text as it changes and turns a
// click on a point into a one-character edit (one WorkspaceEdit, one undo step, dropped when stale).
import * as vscode from 'vscode';
import { isCellValue, nextCellValue, replaceCellEdit, type TextBoard, type TextRange } from '../../boardText';
import { parseFromTextBoard } from '../../shared/parseMessage';
import type { FromTextBoard, ToTextBoard } from '../../shared/protocol';
import { mapRange, relocateBoard } from '../../boardText/tracking';
import { readBoardSettings } from '../core/settings';
import type { TerritoryController } from '../territory/territoryController';
import { fileName, pictureRows, type TextBoardIndex } from './textBoards';
import { Rasterizer } from '../export/rasterizer';
import { DisposableStore } from '../core/disposables';
import { assertNever } from '../../shared/assertNever';
import { EditQueue, applyVersioned } from '../core/editQueue';
import { logWarning } from '../core/log';

/** How long typing may pause before the panel looks for its board again. */
const refreshDelayMs = 100;

/** Longer than VS Code's webview takes to notice it lost the focus: it polls `document.hasFocus()` every 250 ms. */
const webviewBlurMs = 300;

/** Which board a panel follows: its range (mapped through every edit) and its index among the document's boards. */
export interface TrackedBoard {
  readonly range: TextRange;
  readonly index: number;
}

/** The host side of one "Show Board" panel. */
export class TextBoardPanel implements vscode.Disposable {
  private tracked: TrackedBoard;
  private board: TextBoard | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly edits = new EditQueue();
  private disposed = false;
  private readonly rasterizer = new Rasterizer((request) => this.panel.webview.postMessage(request));
  private readonly subscriptions = new DisposableStore();

  constructor(
    private document: vscode.TextDocument,
    readonly panel: vscode.WebviewPanel,
    private readonly boards: TextBoardIndex,
    private readonly territory: TerritoryController,
    initial: TrackedBoard,
  ) {
    this.tracked = initial;
    this.subscriptions.push(
      panel.webview.onDidReceiveMessage((message: unknown) => this.receive(message)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document !== this.document || e.contentChanges.length === 0) return;
        this.tracked = { ...this.tracked, range: mapRange(this.tracked.range, e.contentChanges) };
        this.scheduleRefresh();
      }),
      vscode.workspace.onDidCloseTextDocument((closed) => {
        if (closed === this.document) this.showClosed();
      }),
      vscode.workspace.onDidOpenTextDocument((opened) => {
        if (!this.document.isClosed || opened.uri.toString() !== this.uri) return;
        // The same file again, as a new document object: follow it from where the board was.
        this.document = opened;
        this.refresh();
      }),
      boards.onDidChangeSettings(() => this.refresh()),
      territory.onDidChange((uri) => {
        if (uri.toString() === this.uri) this.postTerritory();
      }),
    );
    this.refresh();
  }

  /** Whether this panel follows the board at `range` of `document` (the same file, even as a reopened document). */
  follows(document: vscode.TextDocument, range: TextRange): boolean {
    return document.uri.toString() === this.uri && this.tracked.range.start === range.start && this.tracked.range.end === range.end;
  }

  /** The document whose board this panel shows. */
  get documentUri(): vscode.Uri {
    return this.document.uri;
  }

  private get uri(): string {
    return this.document.uri.toString();
  }

  /** The board as shown now (rows of ' ', 'B', 'W'), or null when it is gone; flushes a pending refresh first. */
  currentBoard(): TextBoard | null {
    if (this.refreshTimer !== undefined) this.refresh();
    return this.board;
  }

  /** The PNG bytes of `svg` drawn at `width` × `height` pixels by the panel's webview (Export Board as PNG). */
  rasterize(svg: string, width: number, height: number): Promise<Uint8Array> {
    return this.rasterizer.draw(svg, width, height);
  }

  dispose(): void {
    this.disposed = true;
    this.rasterizer.dispose();
    clearTimeout(this.refreshTimer);
    this.subscriptions.dispose();
  }

  /**
   * Undo or Redo in the text the board is written in: VS Code's own commands act on the focused editor, which here is
   * this panel, so the text editor takes the focus for the command and gives it back.
   */
  private history(direction: 'undo' | 'redo'): Promise<void> {
    return this.edits.run(async () => {
      if (this.disposed || this.document.isClosed) return;
      const column = this.panel.viewColumn;
      // The text where it is shown; else where it would open beside the panel (it stays open there, as after a click on
      // a diagnostic).
      const shown = vscode.window.visibleTextEditors.find((editor) => editor.document === this.document);
      const editor = await vscode.window.showTextDocument(this.document, {
        viewColumn: shown?.viewColumn ?? vscode.ViewColumn.One,
        preserveFocus: false,
      });
      const version = this.document.version;
      await vscode.commands.executeCommand(direction);
      // Until VS Code's webview notices that it lost the focus, the workbench gives it the command (a no-op there). A
      // second try after that is harmless: where there was nothing to undo, it does nothing either.
      if (this.document.version === version) {
        await new Promise((resolve) => setTimeout(resolve, webviewBlurMs));
        const still = this.document.version === version && vscode.window.activeTextEditor === editor;
        if (!this.disposed && still) await vscode.commands.executeCommand(direction);
      }
      if (!this.disposed) this.panel.reveal(column, false);
    });
  }

  private receive(raw: unknown): void {
    const message: FromTextBoard | null = parseFromTextBoard(raw);
    if (message === null) {
      logWarning(`Ignored a malformed message from the text board webview: ${JSON.stringify(raw)?.slice(0, 200)}`);
      return;
    }
    switch (message.type) {
      case 'ready':
        this.rasterizer.webviewReady();
        this.post({ type: 'settings', settings: readBoardSettings(this.document.uri) });
        this.refresh();
        return;
      case 'clickPoint':
        void this.edits.run(() => this.cycleCell(message.x, message.y, message.version));
        return;
      case 'history':
        void this.history(message.direction);
        return;
      case 'rasterized':
        this.rasterizer.answer(message);
        return;
      default:
        assertNever(message);
    }
  }

  /** Writes the next value (empty → B → W → empty) into cell [x, y] when the click was made on the current text. */
  private async cycleCell(x: number, y: number, version: number): Promise<void> {
    if (this.disposed) return;
    const board = this.currentBoard();
    if (board === null || version !== this.document.version || this.document.isClosed) return;
    const value = board.rows[y]?.charAt(x);
    if (!isCellValue(value)) return;
    const cell = replaceCellEdit(board, x, y, nextCellValue(value));
    if (cell === null) return;
    if ((await applyVersioned(this.document, version, [cell], () => undefined)) && !this.disposed) this.refresh();
  }

  private scheduleRefresh(): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => this.refresh(), refreshDelayMs);
  }

  /** Says that the file was closed: no board, no edits, until the file is opened again. */
  private showClosed(): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
    this.board = null;
    const name = fileName(this.document.uri);
    this.post({ type: 'textBoardMissing', message: vscode.l10n.t('{0} was closed. Open it again to see the board.', name) });
    this.panel.title = vscode.l10n.t('Board: {0} (closed)', name);
  }

  /** Finds the board again and shows it, or says that it is gone. */
  private refresh(): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
    if (this.disposed) return;
    if (this.document.isClosed) {
      this.showClosed();
      return;
    }
    const boards = this.boards.boardsOf(this.document, true);
    const index = relocateBoard(this.tracked.range, this.tracked.index, boards);
    const name = fileName(this.document.uri);
    if (index < 0) {
      this.board = null;
      const line = this.document.positionAt(this.tracked.range.start).line + 1;
      this.post({
        type: 'textBoardMissing',
        message: vscode.l10n.t('The board is no longer in {0} (it was at line {1}). Undo the edit or fix the rows to see it again.', name, line),
      });
      this.panel.title = vscode.l10n.t('Board: {0} (gone)', name);
      return;
    }
    const board = boards[index];
    this.board = board;
    this.tracked = { range: board.range, index };
    const line = this.document.positionAt(board.range.start).line + 1;
    const label = vscode.l10n.t('{0}:{1} · board {2} of {3} · click a point: empty → B → W', name, line, index + 1, boards.length);
    this.panel.title = vscode.l10n.t('Board: {0}:{1}', name, line);
    this.post({ type: 'textBoard', version: this.document.version, board: { width: board.width, height: board.height, rows: pictureRows(board) }, label });
    this.postTerritory();
  }

  private postTerritory(): void {
    this.post({ type: 'territory', territory: this.board === null ? null : this.territory.textOverlay(this.document.uri, this.board.range) });
  }

  private post(message: ToTextBoard): void {
    void this.panel.webview.postMessage(message);
  }
}
