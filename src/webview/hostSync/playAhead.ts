// Pure: when the board may show a clicked move before the host has written it (see predictedPlay), and what happens
// to the host's nodes, the steps and the other edits meanwhile. A move is shown ahead only on the board the host will
// play it on: the node shown when no edit is on its way, or the newest move shown ahead. Steps wait until the host's
// node is back on the board; an edit of another kind made meanwhile stops further moves being shown ahead.
import type { Vertex } from '../../engine/types';
import type { NavigationTarget } from '../../shared/protocol';
import type { NodeView } from '../../shared/views';
import type { HeldLine } from './heldLine';
import { predictPlay, type ChildMove } from './predictedPlay';
import { Predictions, type HostNode } from './predictions';

/** What to do once the host has answered the last move shown ahead (or refused one). */
export interface Settled {
  /** The host's node to show in place of the moves shown ahead. */
  readonly show: HostNode | null;
  /** The steps asked for meanwhile, oldest first. */
  readonly steps: readonly NavigationTarget[];
  /** The host refused a move: the edits made after it were made on a board it does not have. */
  readonly refused: boolean;
}

/** The moves shown ahead of the host and what waits for them. */
export class PlayAhead {
  private readonly predictions = new Predictions();
  private readonly steps: NavigationTarget[] = [];
  private otherEdit = false;

  constructor(private readonly maxSteps: number) {}

  /** Whether the board shows moves the host has not answered yet. */
  get active(): boolean {
    return this.predictions.active;
  }

  /** The host's latest node and the moves shown ahead that follow it (not yet in the host's tree), oldest first. */
  chain(): { readonly base: number | undefined; readonly waiting: readonly NodeView[] } {
    return { base: this.predictions.host?.view.nodeId, waiting: this.predictions.unanswered };
  }

  /**
   * The view of a move at `point` after `shown` (its `;` at `nodeOffset`; its children play `children`, null when not
   * known), to show now, with numbers on the stones when `numbered`; null when the host must decide (`busy`: a step or
   * an edit is on its way to the host).
   */
  play(shown: NodeView, nodeOffset: number, point: Vertex, busy: boolean, numbered: boolean, children: readonly ChildMove[] | null): NodeView | null {
    if (this.otherEdit || this.steps.length > 0) return null;
    if (this.predictions.active ? shown !== this.predictions.newest : busy) return null;
    const predicted = predictPlay(shown, point, this.predictions.nextId(), numbered, children);
    if (predicted === null || predicted.move === null) return null;
    // The node shown may be one the webview stepped to by itself: the host's edit goes from there.
    if (!this.predictions.active) this.predictions.hostNode({ view: shown, nodeOffset });
    this.predictions.add(predicted);
    return predicted;
  }

  /** An edit of another kind goes to the host: no move is shown ahead until the ones shown are answered. */
  editOfOtherKind(): void {
    if (this.predictions.active) this.otherEdit = true;
  }

  /** The host sent a node: true when it is shown now, false when it is held back for the moves shown ahead. */
  hostNode(node: HostNode): boolean {
    return this.predictions.hostNode(node);
  }

  /** Holds a step asked for while moves are shown ahead (true), or leaves it to go now (false). */
  holdStep(target: NavigationTarget): boolean {
    if (!this.predictions.active) return false;
    this.steps.push(target);
    if (this.steps.length > this.maxSteps) this.steps.shift();
    return true;
  }

  /** The host answered the oldest move shown ahead (`applied`: it wrote it); null while others still wait, or when
   *  none was waiting (they were all dropped already). */
  answered(applied: boolean): Settled | null {
    if (!this.predictions.active) return null;
    const show = this.predictions.settle(applied);
    if (this.predictions.active) return null;
    this.otherEdit = false;
    return { show, steps: this.steps.splice(0), refused: !applied };
  }

  /** A jump elsewhere: the steps held are meaningless now. */
  dropSteps(): void {
    this.steps.length = 0;
  }

  /** The host's node for the node shown `shownId` (a move shown ahead is not the host's yet). */
  hostNodeId(shownId: number): number | null {
    return shownId >= 0 ? shownId : (this.predictions.host?.view.nodeId ?? null);
  }

  /** Forgets the moves shown ahead and the steps held (the document holds no game any more). */
  forget(): void {
    this.predictions.clear();
    this.steps.length = 0;
    this.otherEdit = false;
  }
}

/** The moves of `view`'s children: the next node of the line held, or the variation marks; null when not known here. */
export function childMoves(view: NodeView, line: HeldLine): readonly ChildMove[] | null {
  if (view.childCount === 0) return [];
  if (view.childCount > 1) return view.variationMode === 'children' ? view.variations : null;
  const next = line.step(view.nodeId, 'next');
  if (next === null || next.view.nodeId === view.nodeId) return null;
  return next.view.move === null ? [] : [next.view.move];
}
