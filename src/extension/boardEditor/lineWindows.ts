// The line the board webview holds to step without the host: sent after every node message, and again around the node
// the webview has stepped to when it comes near either end of what it holds.
import type { ToSgfEditor } from '../../shared/protocol';
import { packLine } from '../../shared/lineWire';
import type { LineEntry } from '../../shared/views';

/** Ancestors and first children a window holds on each side of its node. */
export const WINDOW_REACH = { behind: 64, ahead: 96 } as const;

/** A step that ends this close to a held end of the line (that is not the line's own end) has the line sent again. */
export const TOP_UP_MARGIN = 32;

/** What the windows need from their session: the node it follows, as a window of the line around it. */
export interface WindowSource {
  /** The line around the node followed now, or null when there is no game to show. */
  windowAround(): readonly LineEntry[] | null;
  post(message: ToSgfEditor): Promise<unknown>;
}

/** Numbers the lines of the node messages and sends a window of the line after each (in a later task, so the node
 *  message goes out first), and more of it as the webview's steps near either end of the last window. */
export class LineWindows {
  private seq = 0;
  private held: readonly LineEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly source: WindowSource) {}

  /**
   * A node message is about to be posted: the number of its line. A node the webview asked for with a step (`sameLine`)
   * stays in the line it holds, whose every entry is still right; any other starts a new line and the webview drops what
   * it held. Either way a window around the node follows.
   */
  nodePosted(sameLine = false): number {
    if (!sameLine) this.seq++;
    this.held = [];
    this.schedule();
    return this.seq;
  }

  /** The number of the line of the last node message. */
  get sequence(): number {
    return this.seq;
  }

  /** Whether the webview's step was made in the line of the last node message (so the host follows it). */
  current(seq: number): boolean {
    return seq === this.seq;
  }

  /** The host followed the webview to `nodeId`: sends more of the line when the webview is near an end of it. */
  stepped(nodeId: number): void {
    const at = this.held.findIndex((entry) => entry.view.nodeId === nodeId);
    const first = this.held[0];
    const last = this.held[this.held.length - 1];
    const nearTop = first !== undefined && first.parentId >= 0 && at < TOP_UP_MARGIN;
    const nearBottom = last !== undefined && last.firstChildId >= 0 && at > this.held.length - 1 - TOP_UP_MARGIN;
    if (at < 0 || nearTop || nearBottom) this.schedule();
  }

  /** Stops sending. */
  dispose(): void {
    clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => this.send(), 0);
  }

  private send(): void {
    this.timer = undefined;
    const entries = this.source.windowAround();
    if (entries === null) return;
    this.held = entries;
    void this.source.post({ type: 'lineWindow', seq: this.seq, entries: packLine(entries) });
  }
}
