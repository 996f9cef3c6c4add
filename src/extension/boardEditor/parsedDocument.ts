// The document behind one Goban editor as parsed: the game read from which version, the game of the file shown, and
// the node followed through every text change (our own edits, Undo/Redo of them, typing) until the next parse.
import type * as vscode from 'vscode';
import type { TextRange } from '../../boardText';
import { mapRange } from '../../boardText/tracking';
import { startNode } from '../../editor';
import { GameView } from '../../editor/gameView';
import type { SgfNode } from '../../sgf';
import { readRuleOverrides } from '../core/settings';
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
  /** Our own edit in flight: the change event of `version` shows the node at `showOffset`. */
  private echo: { readonly version: number; readonly showOffset: number } | undefined;
  /** The node our edit in flight started from (kept past its change event, for Undo). */
  private editedFrom: UndoPlace | undefined;
  private reparseTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly undoPlaces = new UndoPlaces();

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

  /** Where the node followed starts in the text now (mapped through edits made since the last parse). */
  get nodeOffset(): number {
    return this.followedSpan.start;
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
    this.index = gameIndex;
    const overrides = readRuleOverrides(this.document.uri);
    let game = GameView.fromText(this.document.getText(), overrides, this.index);
    if (!(game instanceof GameView) && this.index !== 0) {
      this.index = 0;
      game = GameView.fromText(this.document.getText(), overrides, 0);
    }
    this.current = game;
    this.version = this.document.version;
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
   * text changed and is parsed only now, the webview's ids belong to the old parse, so only the node followed can be
   * told; any other id gives undefined. `catchUp` parses when behind.
   */
  idFromBefore(nodeId: number, catchUp: () => void): number | undefined {
    const before = this.current;
    const followedBefore = this.followedId;
    catchUp();
    if (this.current === before) return nodeId;
    return nodeId === followedBefore ? this.followedId : undefined;
  }

  /** Announces our own edit of the node at `nodeOffset`, about to be applied to `version`: its change event shows
   *  the node at `showOffset`, and Undo/Redo of it go back to that node or on to this one. */
  expectOwnEdit(version: number, nodeOffset: number, showOffset: number): void {
    this.echo = { version: version + 1, showOffset };
    this.editedFrom = UndoPlaces.placeOf(this.document, nodeOffset);
  }

  /** Our own edit was applied, or not (stale, refused by VS Code): an applied one is remembered for Undo/Redo. */
  ownEditDone(applied: boolean, showOffset: number): void {
    const before = this.editedFrom;
    this.echo = undefined;
    this.editedFrom = undefined;
    if (applied && before !== undefined) this.undoPlaces.recordEdit(before, this.document, showOffset, this.index);
  }

  /** Takes a change of the document in: moves the node followed and says what the change was. */
  changed(e: vscode.TextDocumentChangeEvent): ChangeKind {
    if (this.echo !== undefined && e.document.version === this.echo.version) {
      this.followedSpan = { start: this.echo.showOffset, end: this.echo.showOffset };
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
}
