// The liberties hovers: over a move or setup point in SGF text, and over a cell of a string-array board in any file.
import * as vscode from 'vscode';
import { boardAt, cellAt } from '../../boardText';
import { SgfHoverModel } from './hoverSgf';
import { textBoardHover } from './hoverTextBoard';
import { readRuleOverrides, settingsSection } from '../core/settings';
import type { TextBoardIndex } from '../textBoard/textBoards';

/** Registers both hovers: SGF documents, and files or untitled documents of any language that hold boards. */
export function registerLibertiesHovers(boards: TextBoardIndex): vscode.Disposable {
  const sgfHover = new SgfLibertiesHover();
  return vscode.Disposable.from(
    sgfHover,
    vscode.languages.registerHoverProvider({ language: 'sgf' }, sgfHover),
    vscode.languages.registerHoverProvider([{ scheme: 'file' }, { scheme: 'untitled' }], new TextBoardLibertiesHover(boards)),
  );
}

/** Over B/W/AB/AW/AE points in SGF text: the chain at that node, its liberties, a diagram and its fate. */
export class SgfLibertiesHover implements vscode.HoverProvider, vscode.Disposable {
  private models = new WeakMap<vscode.TextDocument, { version: number; model: SgfHoverModel }>();
  private readonly subscription = vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(`${settingsSection}.rules`)) this.models = new WeakMap();
  });

  dispose(): void {
    this.subscription.dispose();
  }

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const content = this.modelOf(document).hoverAt(document.offsetAt(position));
    if (content === null) return undefined;
    return new vscode.Hover(markdown(content.markdown), rangeOf(document, content.span.start, content.span.end));
  }

  private modelOf(document: vscode.TextDocument): SgfHoverModel {
    const cached = this.models.get(document);
    if (cached?.version === document.version) return cached.model;
    const model = SgfHoverModel.fromText(document.getText(), readRuleOverrides(document.uri));
    this.models.set(document, { version: document.version, model });
    return model;
  }
}

/** Over a cell of a string-array board: a stone's chain and liberties, an empty point's territory. */
export class TextBoardLibertiesHover implements vscode.HoverProvider {
  constructor(private readonly boards: TextBoardIndex) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    if (document.languageId === 'sgf' || !/["'`]/.test(document.lineAt(position.line).text)) return undefined;
    const offset = document.offsetAt(position);
    const board = boardAt(this.boards.boardsOf(document), offset);
    const cell = board === null ? null : cellAt(board, offset);
    if (board === null || cell === null) return undefined;
    const [x, y] = cell;
    const start = board.cells[y * board.width + x];
    return new vscode.Hover(markdown(textBoardHover(board.rows, x, y)), rangeOf(document, start, start + 1));
  }
}

function markdown(text: string): vscode.MarkdownString {
  const content = new vscode.MarkdownString(text);
  content.supportHtml = false;
  return content;
}

function rangeOf(document: vscode.TextDocument, start: number, end: number): vscode.Range {
  return new vscode.Range(document.positionAt(start), document.positionAt(end));
}
