// The game tree as the board webview holds it: laid out on the host, sent whole to a new webview and after that as
// the splice an edit made (a few nodes and rows of a 50,000-node tree instead of the whole of it).
import type { ToSgfEditor } from '../../shared/protocol';
import { packTree, treeSplice, type PackedTree } from '../../shared/treeWire';
import type { GameView } from '../../editor/gameView';
import { treeOf } from './sessionMessages';

/** Lays out game trees and sends the webview what changed. */
export class TreeSender {
  /** The tree the webview holds (null: none, or unknown), and the number of the message that sent it. */
  private sent: PackedTree | null = null;
  private seq = 0;
  /** The game a later task lays out and sends (the latest asked for), and that task. */
  private pending: { readonly game: GameView; readonly isCurrent: () => boolean } | undefined;
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly post: (message: ToSgfEditor) => void) {}

  /** Whether the webview has been sent a tree it still holds. */
  get holdsTree(): boolean {
    return this.sent !== null;
  }

  /** Forgets what the webview holds (a new webview, or no game shown): the next tree goes whole. */
  forget(): void {
    this.cancelLater();
    this.sent = null;
  }

  /**
   * Lays out `game`'s tree and sends it (as {@link send}) in a later task, so that the messages posted before it leave
   * first: VS Code writes the messages an extension posts in a timer task, after the task that posted them, so a tree
   * laid out in the same task holds back the board shown just before it. Only the latest game asked for is sent, and
   * only when `isCurrent` still holds then; {@link send}, {@link forget} and {@link dispose} cancel it.
   */
  sendLater(game: GameView, isCurrent: () => boolean): void {
    this.pending = { game, isCurrent };
    this.pendingTimer ??= setTimeout(() => {
      this.pendingTimer = undefined;
      const pending = this.pending;
      this.pending = undefined;
      if (pending !== undefined && pending.isCurrent()) this.send(pending.game);
    }, 0);
  }

  /** Cancels a tree {@link sendLater} was asked for. */
  dispose(): void {
    this.cancelLater();
  }

  /** Lays out `game`'s tree and sends it whole, or the splice from the tree sent last (empty when nothing changed: the
   *  webview waits for a tree message after each game message before it highlights the node shown). */
  send(game: GameView): void {
    this.cancelLater();
    const packed = packTree(treeOf(game));
    const before = this.sent;
    this.sent = packed;
    if (before === null) {
      this.post({ type: 'tree', tree: packed, seq: ++this.seq });
      return;
    }
    const splice = treeSplice(before, packed);
    this.post({ type: 'treeSplice', splice, baseSeq: this.seq, seq: ++this.seq });
  }

  /** Sends the tree sent last whole again (the webview held another tree than the splice was made for). */
  resend(): void {
    if (this.sent !== null) this.post({ type: 'tree', tree: this.sent, seq: ++this.seq });
  }

  private cancelLater(): void {
    clearTimeout(this.pendingTimer);
    this.pendingTimer = undefined;
    this.pending = undefined;
  }
}
