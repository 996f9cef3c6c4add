// The three text decorations of Count Territory (black, white, neutral cells), in theme colours contributed in package.json.
import * as vscode from 'vscode';
import type { TerritoryOwner } from '../../engine';

/** The decorated ranges of one editor, per owner. */
export type OwnerRanges = Readonly<Record<TerritoryOwner, readonly vscode.Range[]>>;

const colourNames: Readonly<Record<TerritoryOwner, string>> = { BLACK: 'Black', WHITE: 'White', NONE: 'Neutral' };

/** Colours territory cells in the text and marks them in the overview ruler. */
export class TerritoryDecorations implements vscode.Disposable {
  private readonly types: Readonly<Record<TerritoryOwner, vscode.TextEditorDecorationType>> = {
    BLACK: decorationType('BLACK'),
    WHITE: decorationType('WHITE'),
    NONE: decorationType('NONE'),
  };

  /** Replaces the territory decorations of `editor` with `ranges`. */
  apply(editor: vscode.TextEditor, ranges: OwnerRanges): void {
    for (const owner of ['BLACK', 'WHITE', 'NONE'] as const) editor.setDecorations(this.types[owner], ranges[owner]);
  }

  /** Removes the territory decorations from `editor`. */
  clear(editor: vscode.TextEditor): void {
    this.apply(editor, { BLACK: [], WHITE: [], NONE: [] });
  }

  dispose(): void {
    for (const type of Object.values(this.types)) type.dispose();
  }
}

function decorationType(owner: TerritoryOwner): vscode.TextEditorDecorationType {
  const name = colourNames[owner];
  return vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor(`goban.territory${name}Background`),
    border: '1px solid',
    borderColor: new vscode.ThemeColor(`goban.territory${name}Border`),
    overviewRulerColor: new vscode.ThemeColor(`goban.territory${name}Border`),
    overviewRulerLane: vscode.OverviewRulerLane.Center,
    rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
  });
}
