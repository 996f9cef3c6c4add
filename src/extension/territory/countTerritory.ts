// Count Territory and Clear Territory: on the string-array board at the cursor (else every board of the file), on
// the node at the cursor of an SGF text, or on the node shown in a Goban board editor.
import * as vscode from 'vscode';
import { boardAt, type TextBoard } from '../../boardText';
import type { Point, ScoreResult, TerritoryOwner } from '../../engine';
import type { ActiveEditors, GobanEditor } from '../core/activeEditors';
import { GameView } from '../../editor/gameView';
import { readRuleOverrides } from '../core/settings';
import { countSgfPosition, countsAsGameEnd } from '../../editor/sgfTerritory';
import type { SgfCount, TerritoryController } from './territoryController';
import { territoryRegions, type BoardTerritory } from '../../engine/territoryRegions';
import type { TextBoardPanel } from '../textBoard/textBoardPanel';
import type { TextBoardIndex } from '../textBoard/textBoards';

/** The command's id, as contributed in package.json. */
export const countTerritoryCommand = 'goban.countTerritory';
/** The Clear Territory command's id. */
export const clearTerritoryCommand = 'goban.clearTerritory';

/** One empty region as the command reports it. */
export interface RegionCount {
  readonly owner: TerritoryOwner;
  readonly size: number;
  readonly points: readonly Point[];
}

/** The territory of one string-array board. */
export interface TextBoardCount {
  /** The board's index among the file's boards of any size (as Count Territory finds them) and the 0-based line its list starts on. */
  readonly index: number;
  readonly line: number;
  readonly black: number;
  readonly white: number;
  readonly neutral: number;
  readonly regions: readonly RegionCount[];
}

/** What Count Territory found (also the command's return value, for tests and other extensions). */
export type TerritoryCount =
  | { readonly kind: 'textBoards'; readonly uri: string; readonly boards: readonly TextBoardCount[] }
  | {
      readonly kind: 'sgf';
      readonly uri: string;
      readonly nodeId: number;
      readonly moveNumber: number;
      readonly black: number;
      readonly white: number;
      readonly neutral: number;
      readonly regions: readonly RegionCount[];
      readonly score: ScoreResult;
      readonly recordedResult: string | null;
      /** Every dead stone and every stone in seki (estimated, then corrected). */
      readonly dead: readonly Point[];
      readonly seki: readonly Point[];
      readonly countMessage: string;
      readonly summary: string;
    };

/** Registers Count Territory and Clear Territory (`panels`: the open Show Board panels, which they also act on). */
export function registerTerritoryCommands(
  editors: ActiveEditors,
  boards: TextBoardIndex,
  territory: TerritoryController,
  panels: ReadonlySet<TextBoardPanel>,
): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand(countTerritoryCommand, async (resource?: unknown) => {
      const target = await findTarget(editors, panels, resource);
      if (target === undefined) {
        void vscode.window.showWarningMessage(
          vscode.l10n.t('Count Territory: open an SGF file, or a file with a string-array board (rows of " ", "B" and "W").'),
        );
        return undefined;
      }
      const count = target.kind === 'text' ? countTextBoards(target.editor, boards, territory) : countSgf(target, territory);
      if (typeof count === 'string') {
        void vscode.window.showWarningMessage(vscode.l10n.t('Count Territory: {0}', count));
        return undefined;
      }
      return count;
    }),
    vscode.commands.registerCommand(clearTerritoryCommand, async (resource?: unknown) => {
      // Only the targeted document (from the palette: the active editor's, or the focused Show Board panel's); with none,
      // nothing is cleared. Its remembered corrections go too: the next count starts afresh (Esc and Done keep them).
      const target = await findTarget(editors, panels, resource);
      if (target === undefined) return 0;
      return territory.clear(target.kind === 'text' ? target.editor.document.uri : target.document.uri, true);
    }),
  );
}

type Target =
  | { readonly kind: 'text'; readonly editor: { readonly document: vscode.TextDocument; readonly cursor: number | null } }
  | { readonly kind: 'sgfText'; readonly document: vscode.TextDocument; readonly cursor: number }
  | { readonly kind: 'board'; readonly document: vscode.TextDocument; readonly board: GobanEditor };

/**
 * What the command acts on: the editor of `resource` (editor title and context menus pass it), else the active tab —
 * a Goban board editor, a Show Board panel (its board) or a text editor (an SGF's text, or any file with boards).
 */
async function findTarget(editors: ActiveEditors, panels: ReadonlySet<TextBoardPanel>, resource: unknown): Promise<Target | undefined> {
  const panel = resource === undefined ? [...panels].find((p) => p.panel.active) : undefined;
  const shown = panel?.currentBoard();
  if (panel !== undefined && shown != null) {
    return { kind: 'text', editor: { document: await vscode.workspace.openTextDocument(panel.documentUri), cursor: shown.range.start } };
  }
  const activeInput = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  const uri =
    resource instanceof vscode.Uri
      ? resource
      : activeInput instanceof vscode.TabInputCustom || activeInput instanceof vscode.TabInputText
        ? activeInput.uri
        : undefined;
  const customActive = activeInput instanceof vscode.TabInputCustom && activeInput.uri.toString() === uri?.toString();
  const board = uri === undefined ? editors.active : editors.forDocument(uri);
  if (board !== undefined && (customActive || uri === undefined)) return { kind: 'board', document: board.document, board };
  const textEditor = vscode.window.activeTextEditor;
  const editor = textEditor !== undefined && (uri === undefined || textEditor.document.uri.toString() === uri.toString()) ? textEditor : undefined;
  const document = editor?.document ?? (uri === undefined ? undefined : await vscode.workspace.openTextDocument(uri));
  if (document === undefined) return undefined;
  const cursor = editor === undefined ? null : document.offsetAt(editor.selection.active);
  if (document.languageId === 'sgf') {
    if (board !== undefined && editor === undefined) return { kind: 'board', document, board };
    return { kind: 'sgfText', document, cursor: cursor ?? 0 };
  }
  return { kind: 'text', editor: { document, cursor } };
}

function countTextBoards(
  target: { readonly document: vscode.TextDocument; readonly cursor: number | null },
  boards: TextBoardIndex,
  territory: TerritoryController,
): TerritoryCount | string {
  const { document, cursor } = target;
  const found = boards.countableBoardsOf(document);
  if (found.length === 0) return vscode.l10n.t('no string-array board (rows of " ", "B" and "W") in this file.');
  const atCursor = cursor === null ? null : boardAt(found, cursor);
  const chosen: TextBoard[] = atCursor === null ? [...found] : [atCursor];
  const counted = chosen.map((board) => ({ board, territory: territoryRegions(board.rows) }));
  territory.showTextBoards(document, counted);
  return {
    kind: 'textBoards',
    uri: document.uri.toString(),
    boards: counted.map(({ board, territory: t }) => ({
      index: found.indexOf(board),
      line: document.positionAt(board.range.start).line,
      ...totals(t),
    })),
  };
}

function countSgf(target: Exclude<Target, { kind: 'text' }>, territory: TerritoryController): TerritoryCount | string {
  const document = target.document;
  const position =
    target.kind === 'board' ? target.board.currentPosition() : GameView.atOffset(document.getText(), target.cursor, readRuleOverrides(document.uri));
  if ('error' in position) return position.error;
  return countSgfNode(document, position.game, position.nodeId, territory);
}

/**
 * Counts node `nodeId` of `game` (the document as parsed now) and shows it: with `kept` statuses (a count kept through
 * an edit), else as the player last left this position, else from scratch.
 */
export function countSgfNode(
  document: vscode.TextDocument,
  game: GameView,
  nodeId: number,
  territory: TerritoryController,
  kept?: Omit<SgfCount, 'nodeId'>,
): TerritoryCount {
  const start = kept ?? territory.remembered(document.uri, game.boardAt(nodeId).rows, countsAsGameEnd(game, nodeId)) ?? undefined;
  const report = countSgfPosition(game, nodeId, start === undefined ? {} : { kept: start.kept });
  territory.showSgf(document, report, game.nodeSpan(report.nodeId), game);
  return {
    kind: 'sgf',
    uri: document.uri.toString(),
    nodeId: report.nodeId,
    moveNumber: report.moveNumber,
    black: report.black,
    white: report.white,
    neutral: report.neutral,
    regions: regionCounts(report.regions),
    score: report.score,
    recordedResult: report.recordedResult,
    dead: report.dead as Point[],
    seki: report.seki as Point[],
    countMessage: report.countMessage,
    summary: report.summary,
  };
}

function totals(territory: BoardTerritory): Pick<TextBoardCount, 'black' | 'white' | 'neutral' | 'regions'> {
  return { black: territory.black, white: territory.white, neutral: territory.neutral, regions: regionCounts(territory.regions) };
}

function regionCounts(regions: BoardTerritory['regions']): RegionCount[] {
  return regions.map((region) => ({ owner: region.owner, size: region.points.length, points: region.points }));
}
