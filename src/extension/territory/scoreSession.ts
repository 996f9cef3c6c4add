// Score mode of one board editor: answers each score request of its webview with exactly one `score` message, and keeps
// the count on show through an edit that leaves its position as it is (writing RE or TB/TW).
import type * as vscode from 'vscode';
import type { SgfNode } from '../../sgf';
import type { EditAction, FromSgfEditor, ToSgfEditor } from '../../shared/protocol';
import { countSgfNode } from './countTerritory';
import { GameView } from '../../editor/gameView';
import type { SgfCount, TerritoryController } from './territoryController';

/** A score request of the webview. */
export type ScoreRequest = Extract<FromSgfEditor, { type: 'score' | 'toggleDead' | 'leaveScore' }>;

/** What score mode needs of its board editor. */
export interface ScoreHost {
  /** The game parsed now, or why there is none. */
  game(): GameView | { readonly error: string };
  /** The id of the node shown. */
  nodeId(): number;
  /** The document version the game was parsed from. */
  parsedVersion(): number;
  /** A node id named by the webview as an id of the game parsed now (undefined when it cannot be told). */
  webviewNodeId(nodeId: number): number | undefined;
  /** Shows `node` of the game parsed now. */
  show(node: SgfNode): void;
  post(message: ToSgfEditor): void;
}

/** The score messages of one board editor. */
export class ScoreSession {
  /** True while a score request, or an edit that keeps a count, is handled: its one `score` message goes at its end. */
  private holding = false;
  /** Whether the last score message sent showed a count (so leaving score mode must be said). */
  private scoreOnShow = false;
  /** A change of the text cleared the count this board showed: the first parse after it may bring it back. */
  private interruptedOnShow = false;

  constructor(
    private readonly document: vscode.TextDocument,
    private readonly territory: TerritoryController,
    private readonly host: ScoreHost,
  ) {}

  /**
   * Sends score mode for the node shown if Count Territory counted it (else leaves it), unless a request will send it at
   * its end. A count that the last change of the text cleared comes back when the node shown still has its position.
   */
  refresh(): void {
    if (this.holding) return;
    if (this.scoreOnShow && !this.territory.has(this.document.uri)) this.interruptedOnShow = true;
    if (this.interruptedOnShow && this.resume()) this.interruptedOnShow = false;
    this.post(null);
  }

  /** Counts the node shown again when a change of the text cleared its count while this board showed it (see refresh). */
  private resume(): boolean {
    const game = this.host.game();
    if (!(game instanceof GameView) || this.host.parsedVersion() !== this.document.version) return false;
    const nodeId = this.host.nodeId();
    const shown = { gameIndex: game.gameIndex, offset: game.nodeSpan(nodeId).start, rows: game.boardAt(nodeId).rows };
    if (this.territory.resumes(this.document.uri, this.host.parsedVersion(), shown)) {
      this.holding = true;
      try {
        countSgfNode(this.document, game, nodeId, this.territory);
      } finally {
        this.holding = false;
      }
    }
    return true;
  }

  /** Handles a score request (run it in the editor's edit queue, so that it never races with Write Result). */
  async answer(request: ScoreRequest): Promise<void> {
    this.holding = true;
    try {
      if (request.type === 'leaveScore') {
        this.territory.clear(this.document.uri);
        return;
      }
      const nodeId = this.host.webviewNodeId(request.nodeId);
      const game = this.host.game();
      if (nodeId === undefined || !(game instanceof GameView) || !game.has(nodeId)) return;
      if (nodeId !== this.host.nodeId()) this.host.show(game.node(nodeId) ?? game.rootNode);
      if (request.type === 'score') countSgfNode(this.document, game, nodeId, this.territory);
      else this.territory.toggleSgf(this.document, nodeId, request.point);
    } finally {
      this.holding = false;
      this.post(request.requestId);
    }
  }

  /**
   * Before an edit of node `nodeId`: the count to keep through it, when the edit leaves the position as it is and that
   * node is the one counted (then score messages wait for {@link release}); null otherwise.
   */
  hold(action: EditAction, nodeId: number): Omit<SgfCount, 'nodeId'> | null {
    const counted = keepsPosition(action) ? this.territory.sgfCount(this.document.uri) : null;
    const kept = counted?.nodeId === nodeId ? counted : null;
    this.holding = kept !== null;
    return kept;
  }

  /** After the edit was applied and parsed: counts the node shown again with the statuses `kept` from before it. */
  recount(kept: Omit<SgfCount, 'nodeId'> | null): void {
    const game = this.host.game();
    if (kept !== null && game instanceof GameView) countSgfNode(this.document, game, this.host.nodeId(), this.territory, kept);
  }

  /** At the end of an edit, applied or not: sends the one score message held back by {@link hold}. */
  release(): void {
    if (!this.holding) return;
    this.holding = false;
    this.post(null);
  }

  private post(inReplyTo: number | null): void {
    const game = this.host.game();
    const score = game instanceof GameView ? this.territory.sgfScore(this.document.uri, this.host.nodeId()) : null;
    // Unasked, "no score mode" is news only after a score: not on every step the board takes.
    if (score === null && inReplyTo === null && !this.scoreOnShow) return;
    this.scoreOnShow = score !== null;
    this.host.post({ type: 'score', score, inReplyTo });
  }
}

/** Whether an edit leaves the position as it was, so that a count of it stays true (writing RE or TB/TW). */
function keepsPosition(action: EditAction): boolean {
  return (action.kind === 'gameInfo' && action.field === 'RE') || action.kind === 'territoryMarkup';
}
