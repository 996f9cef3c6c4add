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
  /** The same with boards larger than the engine's 52×52 too (Count Territory's). */
  private anySideCache = new WeakMap<vscode.TextDocument, CachedBoards>();
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly subscription: vscode.Disposable;
  /** Fires when the detection settings change (every cached result is dropped). */
  readonly onDidChangeSettings = this.changed.event;

  constructor() {
    this.subscription = vscode.workspace.onDidChangeConfiguration((e) => {
      if (!e.affectsConfiguration(`${settingsSection}.boardText`)) return;
      this.cache = new WeakMap();
      this.anySideCache = new WeakMap();
      this.changed.fire();
    });
  }

  /**
   * The boards of `document` in text order (none in SGF documents: their brackets are SGF values), up to 52×52.
   * Automatic features (CodeLens, hover, context keys) get none for documents over {@link maxAutoDetectChars}; commands
   * pass `anySize`.
   */
  boardsOf(document: vscode.TextDocument, anySize = false): readonly TextBoard[] {
    if (!anySize && documentLength(document) > maxAutoDetectChars) return [];
    return this.find(document, false);
  }

  /** The boards of `document` of any size (also above 52×52), for Count Territory. */
  countableBoardsOf(document: vscode.TextDocument): readonly TextBoard[] {
    return this.find(document, true);
  }

  private find(document: vscode.TextDocument, anySide: boolean): readonly TextBoard[] {
    if (document.languageId === 'sgf') return [];
    const cache = anySide ? this.anySideCache : this.cache;
    const cached = cache.get(document);
    if (cached !== undefined && cached.version === document.version) return cached.boards;
    const boards = findBoards(document.getText(), readDetectionOptions(document.uri), anySide);
    cache.set(document, { version: document.version, boards });
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
