// The document behind one Goban editor as parsed: the game read from which version, the game of the file shown, and
// the node followed through every text change (our own edits, Undo/Redo of them, typing) until the next parse.
import type * as vscode from 'vscode';
import type { TextRange } from '../../boardText';
import { changesTouch, mapRange } from '../../boardText/tracking';
import { startNode } from '../../editor';
import { GameView } from '../../editor/gameView';
import { restoredNode, type SavedNode } from '../../editor/nodeTracking';
import { findNodeAt, type SgfNode, type TextEdit } from '../../sgf';
import { applyVersioned } from '../core/editQueue';
import { readRuleOverrides } from '../core/settings';
import { EditReadAhead } from './editReadAhead';
import { UndoPlaces, type UndoPlace } from './undoPlaces';

/** How long typing in the text may pause before the board re-parses the document. */
const reparseDelayMs = 150;

/** A game that could be read, or why none could. */
export type GameOrError = GameView | { readonly error: string };

/** What a text change means for the board: our own edit, an Undo/Redo of a board edit (re-parse now), or typing
 *  (re-parsed when the typing pauses; `onTypingPaused` runs then). */
export type ChangeKind = 'ownEdit' | 'undoRedo' | 'typing';

/** The parse cache of one document, with the game index and the node followed through its changes. */
export class ParsedDocument {
  private current: GameOrError = { error: '' };
  private index = 0;
  private version = -1;
  private followedId = 0;
  /** The text span of the node followed, mapped through every edit since the last parse. */
  private followedSpan: TextRange = { start: 0, end: 0 };
  /**
   * Our own edit in flight, made on the node at `nodeOffset`: its change event of `version` shows the node at
   * `showOffset`, unless it `keepsPlace` and the node followed is another one by then (a jump taken meanwhile).
   */
  private echo: { readonly version: number; readonly nodeOffset: number; readonly showOffset: number; readonly keepsPlace: boolean } | undefined;
  /** Every change since the last parse, in order: the webview's node ids, of that parse, are found again through them. */
  private changesSinceParse: (readonly vscode.TextDocumentContentChangeEvent[])[] = [];
  private reparseTimer: ReturnType<typeof setTimeout> | undefined;
  /** The spans of the children the line took at branches (LineMemory), mapped through every change since the parse. */
  private lineSpans: TextRange[] | undefined;
  private readonly undoPlaces = new UndoPlaces();
  private readonly readAhead = new EditReadAhead();

  constructor(
    readonly document: vscode.TextDocument,
    private readonly onTypingPaused: () => void,
  ) {}

  /** The game read by the last parse, or why none could be read. */
  get game(): GameOrError {
    return this.current;
  }

  /** The index of the game of the file shown. */
  get gameIndex(): number {
    return this.index;
  }

  /** The document version the game was read from (-1 before the first parse). */
  get parsedVersion(): number {
    return this.version;
  }

  /** The id of the node followed (in the last parse). */
  get nodeId(): number {
    return this.followedId;
  }

  /** Whether the text changed since the last parse (or typing is waiting to be parsed). */
  get isBehind(): boolean {
    return this.reparseTimer !== undefined || this.version !== this.document.version;
  }

  /** Whether nothing was parsed yet. */
  get isUnopened(): boolean {
    return this.version === -1;
  }

  /** Parses the document the first time and follows the game's start node (a problem's setup, else the root). */
  open(): void {
    if (this.version !== -1) return;
    this.parse();
    if (!(this.current instanceof GameView)) return;
    this.follow(startNode(this.current.rootNode));
  }

  /** Reads the document now, game `gameIndex` (the first game when that one is gone). */
  parse(gameIndex = this.index): void {
    this.cancelReparse();
    const before = this.current instanceof GameView && gameIndex === this.index ? this.current : undefined;
    const lineSpans = this.lineSpans ?? before?.line.takenSpans;
    this.lineSpans = undefined;
    this.index = gameIndex;
    const overrides = readRuleOverrides(this.document.uri);
    const text = this.document.getText();
    let game = this.readAhead.take(this.document.version, this.index, overrides, text) ?? GameView.fromText(text, overrides, this.index);
    if (!(game instanceof GameView) && this.index !== 0) {
      this.index = 0;
      game = GameView.fromText(text, overrides, 0);
    }
    // The line being read stays the same after an edit (a comment saved, a mark added): its branches are found again.
    if (game instanceof GameView && before !== undefined && lineSpans !== undefined && this.index === gameIndex)
      game.line.takeAgain(nodesStartingAt(game, lineSpans));
    this.current = game;
    this.version = this.document.version;
    this.changesSinceParse = [];
  }

  /** Opens game `gameIndex` of the collection parsed now (no re-parse); the caller shows one of its nodes. */
  switchGame(gameIndex: number): GameOrError {
    if (!(this.current instanceof GameView)) return this.current;
    const game = GameView.fromCollection(this.current.collection, gameIndex, readRuleOverrides(this.document.uri));
    if (!(game instanceof GameView)) return game;
    this.index = gameIndex;
    this.current = game;
    return game;
  }

  /** Follows `node` from now on (the node shown). */
  follow(node: SgfNode): void {
    this.followedId = node.id;
    this.followedSpan = node.span;
  }

  /** The node followed, found again in `game` (after a re-parse, by its offset), or the root. */
  followedNode(game: GameView): SgfNode {
    return game.node(game.followNode(this.followedId, this.followedSpan.start)) ?? game.rootNode;
  }

  /**
   * Node `nodeId` named by the webview, as an id of the game parsed now. Ids are positions in one parse: when the
   * text changed and is parsed only now, the webview's ids belong to the old parse, so the node is found again where
   * its start went through the changes (a click made while typing in a text editor changed the file, or while an edit
   * of the board's own was being written); a node whose start was deleted or replaced gives undefined. `catchUp` parses when behind.
   */
  idFromBefore(nodeId: number, catchUp: () => void): number | undefined {
    const before = this.current;
    const followedBefore = this.followedId;
    const changes = this.changesSinceParse;
    catchUp();
    if (this.current === before) return nodeId;
    if (nodeId === followedBefore) return this.followedId;
    const node = before instanceof GameView ? before.node(nodeId) : undefined;
    if (node === undefined || !(this.current instanceof GameView)) return undefined;
    let span: TextRange | null = node.span;
    for (const change of changes) span = span === null || changesTouch({ start: span.start, end: span.start + 1 }, change) ? null : mapRange(span, change);
    return span === null ? undefined : nodesStartingAt(this.current, [span])[0]?.id;
  }

  /**
   * Applies the board's own edit `plan` of the node at `nodeOffset` when the document is still at `version` (one undo
   * step): its change event follows the node at `plan.showOffset`, and Undo/Redo of it go back to the edited node or
   * on to that one. `beforeApply` runs just before. Resolves false when stale or refused by VS Code.
   */
  async applyOwnEdit(
    version: number,
    nodeOffset: number,
    plan: { readonly edits: readonly TextEdit[]; readonly showOffset: number; readonly keepsPlace: boolean },
    beforeApply: () => void,
  ): Promise<boolean> {
    let before: UndoPlace | undefined;
    let applied = false;
    const parsed = this.current instanceof GameView && this.version === version ? this.current.collection.text : undefined;
    try {
      const applying = applyVersioned(this.document, version, plan.edits, () => {
        this.echo = { version: version + 1, nodeOffset, showOffset: plan.showOffset, keepsPlace: plan.keepsPlace };
        before = UndoPlaces.placeOf(this.document, nodeOffset);
        beforeApply();
      });
      // The edit's text is read while VS Code applies it; the change event's re-parse takes that game.
      if (parsed !== undefined && this.echo !== undefined)
        this.readAhead.start(parsed, plan.edits, plan.showOffset, version + 1, this.index, readRuleOverrides(this.document.uri));
      applied = await applying;
    } finally {
      this.echo = undefined;
    }
    if (applied && before !== undefined) this.undoPlaces.recordEdit(before, this.document, plan.showOffset, this.index);
    return applied;
  }

  /**
   * The game and node a starting webview shows: the place it saved (`saved`, a panel restored after a reload or hot
   * exit, or handed over by a Save As), else the node followed. Parses first when the text changed or the saved game is
   * another one; the document parsed when the panel opened is reused (a second parse of a large file delays the board).
   */
  startingPlace(
    saved: (SavedNode & { readonly gameIndex: number | null }) | null,
  ): { readonly game: GameView; readonly node: SgfNode } | { readonly error: string } {
    const switched = saved !== null && saved.gameIndex !== null && saved.gameIndex !== this.index;
    if (switched || this.isBehind) this.parse(switched ? (saved.gameIndex ?? 0) : this.index);
    const game = this.current;
    if (!(game instanceof GameView)) return game;
    const restored = saved !== null && (saved.nodeId !== null || saved.nodeOffset !== null);
    return { game, node: restored ? restoredNode(game, saved) : this.followedNode(game) };
  }

  /** Takes a change of the document in: moves the node followed and says what the change was. */
  changed(e: vscode.TextDocumentChangeEvent): ChangeKind {
    const spans = this.lineSpans ?? (this.current instanceof GameView ? this.current.line.takenSpans : undefined);
    this.lineSpans = spans?.map((span) => mapRange(span, e.contentChanges));
    this.changesSinceParse.push(e.contentChanges);
    const echo = this.echo;
    if (echo !== undefined && e.document.version === echo.version) {
      // An edit that keeps the board on its node (a comment, a mark) leaves it where the user went since it was made.
      const wentOn = echo.keepsPlace && this.followedSpan.start !== echo.nodeOffset;
      this.followedSpan = wentOn ? mapRange(this.followedSpan, e.contentChanges) : { start: echo.showOffset, end: echo.showOffset };
      this.echo = undefined;
      return 'ownEdit';
    }
    const undone = this.undoPlaces.placeAfter(e, this.index);
    if (undone !== undefined) {
      this.followedSpan = { start: undone, end: undone };
      return 'undoRedo';
    }
    this.followedSpan = mapRange(this.followedSpan, e.contentChanges);
    this.cancelReparse();
    this.reparseTimer = setTimeout(() => {
      this.reparseTimer = undefined;
      this.onTypingPaused();
    }, reparseDelayMs);
    return 'typing';
  }

  /** Stops a pending re-parse (disposal, or a parse made now). */
  cancelReparse(): void {
    clearTimeout(this.reparseTimer);
    this.reparseTimer = undefined;
  }

  /** Stops all work in flight (the editor closed). */
  dispose(): void {
    this.cancelReparse();
    this.readAhead.cancel();
  }
}

/** The nodes of `game` that start exactly where `spans` start (a node whose start moved or went is not found again). */
function nodesStartingAt(game: GameView, spans: readonly TextRange[]): SgfNode[] {
  return spans.flatMap((span) => {
    const node = findNodeAt(game.collection, span.start);
    return node !== undefined && node.span.start === span.start && game.node(node.id) === node ? [node] : [];
  });
}
