// Pure: moves the board shows before the host has written them (see predictedPlay), oldest first, and the host's
// latest node. While any prediction waits for its answer, the host's nodes are held back (each edit's node comes just
// before its reply, so showing it would step the board back under the moves played after it); when the last is
// answered, or one is refused, the host's latest node is shown and replaces every prediction.
import type { NodeView } from '../../shared/views';

/** A node the host sent: its view and the offset of its `;` in the text. */
export interface HostNode {
  readonly view: NodeView;
  readonly nodeOffset: number;
}

/** The predictions waiting for the host, and the host's latest node. */
export class Predictions {
  private readonly views: NodeView[] = [];
  private latest: HostNode | null = null;
  /** The host's node for the oldest prediction came (it comes just before the reply; one edit is in flight at a time). */
  private oldestArrived = false;
  private lastId = 0;

  /** Whether the board shows moves the host has not answered yet. */
  get active(): boolean {
    return this.views.length > 0;
  }

  /** The moves shown ahead that no host node stands for yet (the ones to draw after the host's latest node). */
  get unanswered(): readonly NodeView[] {
    return this.oldestArrived ? this.views.slice(1) : this.views;
  }

  /** The newest move shown ahead of the host, or null. */
  get newest(): NodeView | null {
    return this.views[this.views.length - 1] ?? null;
  }

  /** The host's latest node (shown, or held back while predictions wait); null before the first. */
  get host(): HostNode | null {
    return this.latest;
  }

  /** A node id for a prediction: negative, never one of the host's. */
  nextId(): number {
    return --this.lastId;
  }

  /** The board shows `view` ahead of the host; its edit is on its way. */
  add(view: NodeView): void {
    this.views.push(view);
  }

  /** The host sent a node: true when it is shown now, false when it is held back for the predictions waiting. */
  hostNode(node: HostNode): boolean {
    this.latest = node;
    if (this.views.length > 0) this.oldestArrived = true;
    return this.views.length === 0;
  }

  /**
   * The host answered the oldest prediction's edit (`accepted`: it wrote it). Returns the host's node to show now — when
   * none waits any more, or this one was refused (those after it were played on a board that is not the host's, and are
   * dropped) — or null while others still wait.
   */
  settle(accepted: boolean): HostNode | null {
    if (this.views.length === 0) return null;
    this.views.shift();
    this.oldestArrived = false;
    if (!accepted) this.views.length = 0;
    return this.views.length === 0 ? this.latest : null;
  }

  /** Forgets every prediction (the document holds no game any more). */
  clear(): void {
    this.views.length = 0;
    this.oldestArrived = false;
  }
}
