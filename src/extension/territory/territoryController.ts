// Holds what Count Territory showed, per document: diagnostics (Information, source "Goban"), text decorations and
// the territory the board webviews mark. Clears a board's count when its text changes, an SGF's on any change.
import * as vscode from 'vscode';
import type { TextBoard, TextRange } from '../../boardText';
import type { TerritoryOwner } from '../../engine';
import type { Vertex } from '../../engine';
import type { ScoreView, TerritoryOverlay } from '../../shared/views';
import { changesTouch, mapRange } from '../../boardText/tracking';
import { diagnosticSource } from '../diagnostics/diagnostics';
import type { GameView } from '../../editor/gameView';
import type { KeptStatuses } from '../../game/scoring';
import { countSgfPosition, type SgfTerritoryReport } from '../../editor/sgfTerritory';
import { TerritoryDecorations, type OwnerRanges } from './territoryDecorations';
import { regionMessage, summaryMessage } from './territoryMessages';
import type { BoardTerritory } from '../../engine/territoryRegions';
import { offsetRange } from '../textBoard/textBoards';
import { DisposableStore } from '../core/disposables';

/** How many counted positions a document remembers. */
const REMEMBERED_COUNTS = 16;

/** An SGF count cleared by a change of the text, as a board that showed it may take it up again. */
interface InterruptedCount {
  readonly version: number;
  readonly gameIndex: number;
  readonly offset: number;
  readonly position: string;
}

/** An SGF count as it can be taken up again: its node and its statuses, before and after the player's corrections. */
export interface SgfCount {
  readonly nodeId: number;
  readonly kept: KeptStatuses;
}

/** A counted string-array board: where it is and the offsets of its cells (both follow edits elsewhere). */
interface CountedTextBoard {
  readonly range: TextRange;
  readonly width: number;
  readonly cells: Int32Array;
  readonly territory: BoardTerritory;
}

type DocumentTerritory =
  | { readonly kind: 'text'; readonly boards: readonly CountedTextBoard[] }
  | { readonly kind: 'sgf'; readonly report: SgfTerritoryReport; readonly span: TextRange; readonly game: GameView };

/** The Count Territory results on show, with their diagnostics and decorations. */
export class TerritoryController implements vscode.Disposable {
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('goban-territory');
  private readonly decorations = new TerritoryDecorations();
  private readonly states = new Map<string, DocumentTerritory>();
  /** Per document, the last SGF counts by position (board rows, and whether the game is over there), newest first. */
  private readonly memory = new Map<string, Array<{ readonly key: string } & Omit<SgfCount, 'nodeId'>>>();
  /**
   * Per document, the SGF count that a change of the text cleared: the document version that change made, its game, the
   * offset of its node (mapped through every change since) and its position.
   */
  private readonly interrupted = new Map<string, InterruptedCount>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions = new DisposableStore();
  /** Fires with a document's URI when what is shown for it changes (counted, cleared, moved). */
  readonly onDidChange = this.changed.event;

  constructor() {
    this.subscriptions.push(
      vscode.workspace.onDidChangeTextDocument((e) => this.documentChanged(e)),
      vscode.workspace.onDidCloseTextDocument((document) => this.clear(document.uri, true)),
      vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach((editor) => this.decorate(editor))),
    );
  }

  /** Shows the territory of `boards` of `document`, replacing earlier counts of the same boards and keeping the others. */
  showTextBoards(document: vscode.TextDocument, counted: ReadonlyArray<{ readonly board: TextBoard; readonly territory: BoardTerritory }>): void {
    const key = document.uri.toString();
    const previous = this.states.get(key);
    const kept = previous?.kind === 'text' ? previous.boards.filter((b) => !counted.some((c) => overlaps(c.board.range, b.range))) : [];
    const added = counted.map(({ board, territory }) => ({ range: board.range, width: board.width, cells: Int32Array.from(board.cells), territory }));
    this.states.set(key, { kind: 'text', boards: [...kept, ...added].sort((a, b) => a.range.start - b.range.start) });
    this.publish(document);
  }

  /** Shows an SGF count of `game` (the document as parsed now): diagnostics at the counted node (`span`), score mode on the boards showing that node. */
  showSgf(document: vscode.TextDocument, report: SgfTerritoryReport, span: TextRange, game: GameView): void {
    const key = document.uri.toString();
    this.states.set(key, { kind: 'sgf', report, span, game });
    this.interrupted.delete(key);
    const position = memoryKey(game.boardAt(report.nodeId).rows, report.view.finished);
    const entries = (this.memory.get(key) ?? []).filter((entry) => entry.key !== position);
    this.memory.set(key, [{ key: position, kept: report.kept }, ...entries].slice(0, REMEMBERED_COUNTS));
    this.publish(document);
  }

  /**
   * Flips the group at `point` in the SGF count of `document` at node `nodeId` and counts again (remembering the
   * corrected statuses for that position); null when that node is not counted. A click on an empty point changes nothing.
   */
  toggleSgf(document: vscode.TextDocument, nodeId: number, point: Vertex): SgfTerritoryReport | null {
    const state = this.states.get(document.uri.toString());
    if (state?.kind !== 'sgf' || state.report.nodeId !== nodeId) return null;
    const [x, y] = point;
    if (state.game.boardAt(nodeId).rows[y]?.charAt(x) !== 'X' && state.game.boardAt(nodeId).rows[y]?.charAt(x) !== 'O') return state.report;
    const report = countSgfPosition(state.game, nodeId, { kept: state.report.kept, toggle: point });
    this.showSgf(document, report, state.span, state.game);
    return report;
  }

  /** The node and statuses of the SGF count of `uri`, or null (to count again after an edit that keeps the position). */
  sgfCount(uri: vscode.Uri): SgfCount | null {
    const state = this.states.get(uri.toString());
    return state?.kind === 'sgf' ? { nodeId: state.report.nodeId, kept: state.report.kept } : null;
  }

  /**
   * The statuses last counted for the position `rows` of `uri` (with their corrections), so a count comes back as the
   * player left it — at a game's end (`finished`) only a count made at one, since the stones are judged otherwise there.
   */
  remembered(uri: vscode.Uri, rows: readonly string[], finished: boolean): Omit<SgfCount, 'nodeId'> | null {
    const key = memoryKey(rows, finished);
    return this.memory.get(uri.toString())?.find((entry) => entry.key === key) ?? null;
  }

  /**
   * Whether a count that a change of `uri`'s text cleared may come back, asked by a board that showed it with the text
   * parsed at `version`: at the first parse since that change, when the board shows the same node (game, offset) with
   * the same position. Answers once per change.
   */
  resumes(uri: vscode.Uri, version: number, shown: { readonly gameIndex: number; readonly offset: number; readonly rows: readonly string[] }): boolean {
    const cleared = this.interrupted.get(uri.toString());
    if (cleared === undefined || cleared.version > version) return false;
    this.interrupted.delete(uri.toString());
    return cleared.gameIndex === shown.gameIndex && cleared.offset === shown.offset && cleared.position === shown.rows.join('\n');
  }

  /** Clears what is shown for `uri` and, with `forget`, the counts it remembers; returns 1 when it had something shown, else 0. */
  clear(uri: vscode.Uri, forget = false): number {
    this.interrupted.delete(uri.toString());
    if (forget) this.memory.delete(uri.toString());
    const keys = [uri.toString()].filter((k) => this.states.has(k));
    for (const key of keys) {
      this.states.delete(key);
      const target = vscode.Uri.parse(key);
      this.diagnostics.delete(target);
      for (const editor of vscode.window.visibleTextEditors) if (editor.document.uri.toString() === key) this.decorations.clear(editor);
      this.changed.fire(target);
    }
    return keys.length;
  }

  /** Whether anything is shown for `uri`. */
  has(uri: vscode.Uri): boolean {
    return this.states.has(uri.toString());
  }

  /** What score mode shows on a board showing node `nodeId` of the SGF `uri`, or null. */
  sgfScore(uri: vscode.Uri, nodeId: number): ScoreView | null {
    const state = this.states.get(uri.toString());
    return state?.kind === 'sgf' && state.report.nodeId === nodeId ? state.report.view : null;
  }

  /** The territory to mark on the text board at `range` of `uri` (the board's current range), or null. */
  textOverlay(uri: vscode.Uri, range: TextRange): TerritoryOverlay | null {
    const state = this.states.get(uri.toString());
    const board = state?.kind === 'text' ? state.boards.find((b) => b.range.start === range.start && b.range.end === range.end) : undefined;
    if (board === undefined) return null;
    const points = (owner: TerritoryOwner) => board.territory.regions.filter((r) => r.owner === owner).flatMap((r) => r.points);
    return { black: points('BLACK'), white: points('WHITE') };
  }

  dispose(): void {
    this.subscriptions.dispose();
    this.diagnostics.dispose();
    this.decorations.dispose();
    this.changed.dispose();
  }

  private documentChanged(e: vscode.TextDocumentChangeEvent): void {
    const key = e.document.uri.toString();
    const pending = this.interrupted.get(key);
    if (pending !== undefined)
      this.interrupted.set(key, { ...pending, offset: mapRange({ start: pending.offset, end: pending.offset }, e.contentChanges).start });
    const state = this.states.get(key);
    if (state === undefined || e.contentChanges.length === 0) return;
    if (state.kind === 'sgf') {
      // Undo of Write Result, or any change after which the board still shows the node counted, as it was, brings it back.
      this.clear(e.document.uri);
      this.interrupted.set(key, {
        version: e.document.version,
        gameIndex: state.game.gameIndex,
        offset: mapRange(state.span, e.contentChanges).start,
        position: state.game.boardAt(state.report.nodeId).rows.join('\n'),
      });
      return;
    }
    const boards = state.boards.filter((b) => !changesTouch(b.range, e.contentChanges)).map((b) => shifted(b, e.contentChanges));
    if (boards.length === 0) {
      this.clear(e.document.uri);
      return;
    }
    this.states.set(key, { kind: 'text', boards });
    this.publish(e.document);
  }

  private publish(document: vscode.TextDocument): void {
    const state = this.states.get(document.uri.toString());
    if (state === undefined) return;
    this.diagnostics.set(document.uri, state.kind === 'text' ? state.boards.flatMap((b) => textDiagnostics(document, b)) : sgfDiagnostics(document, state));
    for (const editor of vscode.window.visibleTextEditors) if (editor.document === document) this.decorate(editor);
    this.changed.fire(document.uri);
  }

  private decorate(editor: vscode.TextEditor): void {
    const state = this.states.get(editor.document.uri.toString());
    if (state?.kind !== 'text') return;
    const ranges: Record<TerritoryOwner, vscode.Range[]> = { BLACK: [], WHITE: [], NONE: [] };
    for (const board of state.boards) {
      for (const region of board.territory.regions) {
        for (const [x, y] of region.points) {
          const offset = board.cells[y * board.width + x];
          ranges[region.owner].push(offsetRange(editor.document, offset, offset + 1));
        }
      }
    }
    this.decorations.apply(editor, ranges as OwnerRanges);
  }
}

/** One Information diagnostic per region (from its first to its last cell) and a summary at the array. */
function textDiagnostics(document: vscode.TextDocument, board: CountedTextBoard): vscode.Diagnostic[] {
  const diagnostics = board.territory.regions.map((region) => {
    const offsets = region.points.map(([x, y]) => board.cells[y * board.width + x]);
    const range = offsetRange(document, Math.min(...offsets), Math.max(...offsets) + 1);
    return information(range, regionMessage(region, board.territory.height), `territory-${region.owner.toLowerCase()}`);
  });
  diagnostics.push(information(offsetRange(document, board.range.start, board.range.end), summaryMessage(board.territory), 'territory-summary'));
  return diagnostics;
}

function sgfDiagnostics(document: vscode.TextDocument, state: { readonly report: SgfTerritoryReport; readonly span: TextRange }): vscode.Diagnostic[] {
  const range = offsetRange(document, state.span.start, state.span.end);
  return [information(range, state.report.countMessage, 'territory-count'), information(range, state.report.summary, 'territory-score')];
}

function information(range: vscode.Range, message: string, code: string): vscode.Diagnostic {
  const diagnostic = new vscode.Diagnostic(range, message, vscode.DiagnosticSeverity.Information);
  diagnostic.source = diagnosticSource;
  diagnostic.code = code;
  return diagnostic;
}

/** `board` moved by the edits before it (edits after it leave it alone; edits inside it were filtered out). */
function shifted(board: CountedTextBoard, changes: readonly vscode.TextDocumentContentChangeEvent[]): CountedTextBoard {
  const range = mapRange(board.range, changes);
  const delta = range.start - board.range.start;
  return delta === 0 ? board : { ...board, range, cells: board.cells.map((offset) => offset + delta) };
}

function overlaps(a: TextRange, b: TextRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** What a remembered count is found by: the position, and whether the game is over there. */
function memoryKey(rows: readonly string[], finished: boolean): string {
  return `${finished ? 'end' : 'play'}\n${rows.join('\n')}`;
}
