// Finds string-array boards in text documents, once per document version (shared by CodeLens, panels and Count Territory).
import * as vscode from 'vscode';
import { findBoards, type TextBoard } from '../../boardText';
import { readDetectionOptions, settingsSection } from '../core/settings';

/** Documents longer than this (characters, about 2 MB) get no automatic detection: no CodeLens, hover or context key. */
export const maxAutoDetectChars = 2_000_000;

interface CachedBoards {
  readonly version: number;
  readonly boards: readonly TextBoard[];
}

/** The boards of each document, cached by document version; the `goban.boardText.*` settings tune detection. */
export class TextBoardIndex implements vscode.Disposable {
  private cache = new WeakMap<vscode.TextDocument, CachedBoards>();
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly subscription: vscode.Disposable;
  /** Fires when the detection settings change (every cached result is dropped). */
  readonly onDidChangeSettings = this.changed.event;

  constructor() {
    this.subscription = vscode.workspace.onDidChangeConfiguration((e) => {
      if (!e.affectsConfiguration(`${settingsSection}.boardText`)) return;
      this.cache = new WeakMap();
      this.changed.fire();
    });
  }

  /**
   * The boards of `document` in text order (none in SGF documents: their brackets are SGF values). Automatic features
   * (CodeLens, hover, context keys) get none for documents over {@link maxAutoDetectChars}; commands pass `anySize`.
   */
  boardsOf(document: vscode.TextDocument, anySize = false): readonly TextBoard[] {
    if (document.languageId === 'sgf') return [];
    if (!anySize && documentLength(document) > maxAutoDetectChars) return [];
    const cached = this.cache.get(document);
    if (cached !== undefined && cached.version === document.version) return cached.boards;
    const boards = findBoards(document.getText(), readDetectionOptions(document.uri));
    this.cache.set(document, { version: document.version, boards });
    return boards;
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}

function documentLength(document: vscode.TextDocument): number {
  return document.offsetAt(document.lineAt(document.lineCount - 1).range.end);
}

/** Engine rows ('.', 'X', 'O') of a text board (' ', 'B', 'W'), as the board webview draws them. */
export function pictureRows(board: TextBoard): string[] {
  return board.rows.map((row) => row.replace(/[ BW]/g, (c) => (c === 'B' ? 'X' : c === 'W' ? 'O' : '.')));
}

/** The VS Code range of `start`..`end` offsets in `document`. */
export function offsetRange(document: vscode.TextDocument, start: number, end: number): vscode.Range {
  return new vscode.Range(document.positionAt(start), document.positionAt(end));
}

/** The last segment of `uri`'s path, e.g. "territory.test.js". */
export function fileName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}
