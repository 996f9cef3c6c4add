// What an export command draws: the position shown in the active board editor, the active text board panel, or the
// string-array board at the cursor of the active text editor.
import * as vscode from 'vscode';
import { boardAt } from '../../boardText';
import type { Diagram } from '../../render/diagram';
import type { DiagramSpec, Parsed } from '../../render/diagramSpec';
import { diagramsOnLine, typedBoardDiagram } from '../../render/sgfDiagram';
import { getProperty, pathTo } from '../../sgf/tree';
import type { ActiveEditors } from '../core/activeEditors';
import type { TextBoardPanel } from '../textBoard/textBoardPanel';
import type { TextBoardIndex } from '../textBoard/textBoards';

/** A board to export, whatever shows it. */
export interface DiagramSource {
  /** The document it comes from (the save dialog starts beside it). */
  readonly uri: vscode.Uri;
  /** A file name stem for the export, e.g. "game-move-42" or "board-line-5". */
  readonly stem: string;
  /** Whether moves can be numbered (a game) or not (a typed board). */
  readonly isGame: boolean;
  readonly komi?: number;
  /** The game's RU as written (raw SGF value). */
  readonly rules?: string;
  /** The diagrams of `spec` (one per `chunk` numbered moves). */
  diagrams(spec: DiagramSpec, chunk?: number): Parsed<Diagram[]>;
  /** Draws an SVG as PNG bytes in the webview showing the board, when one does. */
  readonly rasterize?: (svg: string, width: number, height: number) => Promise<Uint8Array>;
}

/** The board the export commands act on now, or why there is none. */
export function activeDiagramSource(editors: ActiveEditors, panels: ReadonlySet<TextBoardPanel>, boards: TextBoardIndex): DiagramSource | { error: string } {
  const panel = [...panels].find((p) => p.panel.active);
  if (panel !== undefined) return panelSource(panel);
  const editor = editors.active;
  if (editor !== undefined) {
    const position = editor.currentPosition();
    if ('error' in position) return position;
    const { game, nodeId } = position;
    const node = game.node(nodeId) ?? game.rootNode;
    const move = game.replay.moveNumberAt(node);
    return {
      uri: editor.document.uri,
      stem: `${stemOf(editor.document.uri)}-move-${move}`,
      isGame: true,
      komi: game.replay.settings.komi,
      rules: getProperty(game.rootNode, 'RU')?.values[0]?.raw,
      diagrams: (spec, chunk) => diagramsOnLine(game.replay, pathTo(node), { ...spec, move: spec.move ?? move }, chunk),
      rasterize: (svg, width, height) => editor.rasterize(svg, width, height),
    };
  }
  const text = vscode.window.activeTextEditor;
  if (text !== undefined) {
    const found = boards.boardsOf(text.document, true);
    const board = boardAt(found, text.document.offsetAt(text.selection.active)) ?? (found.length === 1 ? found[0] : null);
    if (board !== null) {
      const line = text.document.positionAt(board.range.start).line + 1;
      const shown = [...panels].find((p) => p.panel.visible && p.follows(text.document, board.range));
      return {
        uri: text.document.uri,
        stem: `${stemOf(text.document.uri)}-board-line-${line}`,
        isGame: false,
        diagrams: (spec) => listOf(typedBoardDiagram(board.rows, spec)),
        rasterize: shown === undefined ? undefined : (svg, width, height) => shown.rasterize(svg, width, height),
      };
    }
  }
  return { error: vscode.l10n.t('Open an SGF file in the Goban board editor, a text board, or put the cursor in a string-array board first.') };
}

function panelSource(panel: TextBoardPanel): DiagramSource | { error: string } {
  const board = panel.currentBoard();
  if (board === null) return { error: vscode.l10n.t('The text board is no longer in its file.') };
  const uri = panel.documentUri;
  return {
    uri,
    stem: `${stemOf(uri)}-board`,
    isGame: false,
    diagrams: (spec) => listOf(typedBoardDiagram(board.rows, spec)),
    rasterize: (svg, width, height) => panel.rasterize(svg, width, height),
  };
}

function listOf(parsed: Parsed<Diagram>): Parsed<Diagram[]> {
  return parsed.ok ? { ok: true, value: [parsed.value] } : parsed;
}

function stemOf(uri: vscode.Uri): string {
  const base = uri.path.split('/').pop() ?? 'board';
  return base.replace(/\.[^.]*$/, '') || 'board';
}
