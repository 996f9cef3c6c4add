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

  constructor(private readonly post: (message: ToSgfEditor) => void) {}

  /** Whether the webview has been sent a tree it still holds. */
  get holdsTree(): boolean {
    return this.sent !== null;
  }

  /** Forgets what the webview holds (a new webview, or no game shown): the next tree goes whole. */
  forget(): void {
    this.sent = null;
  }

  /** Lays out `game`'s tree and sends it whole, or the splice from the tree sent last (empty when nothing changed: the
   *  webview waits for a tree message after each game message before it highlights the node shown). */
  send(game: GameView): void {
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
}
