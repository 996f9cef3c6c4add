// The board editor's requests to the host: navigation steps, jumps and edits, each sent when the host has replied to the
// one of its kind before it (a step says which node it starts from and an edit which document version it was made on,
// both read when it goes), and request ids for everything that expects an answer. A step inside the line the board
// holds is taken at once, in its turn, and asks nothing. An edit made while a step or a jump is on its way goes once
// the host has answered it, on the node it shows. A save (Ctrl+S in a text field) goes after the edits made before it.
import type { EditAction, JumpRequest, NavigationTarget, RequestReply } from '../../shared/protocol';
import { RequestQueue, type SentRequest } from './requestQueue';
import { editMessage } from '../tools';
import { postFromSgfEditor } from '../vscodeApi';

/** Steps kept while one is on its way (older ones are dropped beyond this); ten in a row the same way go to the host as
 *  one, so this many take at most a tenth as many answers. */
export const MAX_QUEUED_STEPS = 100;

/** Edits kept while one is being applied (older ones beyond this are dropped). */
export const MAX_WAITING_EDITS = 10;

/** After this long without a reply the host is taken for gone and the waiting requests go on (ms); the host replies to
 *  every request, so this guards only against a host that died, never stands in for an answer. */
const HOST_SILENT_MS = 10_000;

/** An edit the user made: the node it was made on (null: the node shown when it goes) and what to do. */
export interface PendingEdit {
  readonly nodeId: number | null;
  readonly action: EditAction;
  /** The board already shows this edit's move (see predictedPlay). */
  readonly predicted?: boolean;
}

/** What a request reads when it goes: the node shown and the document version shown (null before the first); and the
 *  board's own way to take a step, inside the line it holds. */
export interface ShownPlace {
  nodeId(): number | null;
  version(): number | null;
  /** Takes the step without the host when the line held allows it (true), or leaves it to the host (false). */
  stepHere(target: NavigationTarget): boolean;
  /** The host answered `edit` (`applied`: it wrote it), or never will (the host is gone: false). */
  editAnswered(edit: PendingEdit, applied: boolean): void;
}

/** What changes the node shown: a step from it, or a jump elsewhere (tree, variation mark, slider, picker). */
type Place = NavigationTarget | { readonly jump: JumpRequest };

/** The two queues of requests, their guard timers, and the webview's request ids. */
export class HostRequests {
  private lastId = 0;
  /** A new request id (steps, edits and score requests share them, so none repeats). */
  readonly nextId = (): number => ++this.lastId;
  private readonly steps = new RequestQueue<Place>(MAX_QUEUED_STEPS, this.nextId);
  // A move shown ahead whose edit is dropped will never be written: it counts as refused.
  private readonly edits = new RequestQueue<PendingEdit>(MAX_WAITING_EDITS, this.nextId, (edit) => this.shown.editAnswered(edit, false));
  private stepTimer: ReturnType<typeof setTimeout> | undefined;
  private editTimer: ReturnType<typeof setTimeout> | undefined;
  private editInFlight: PendingEdit | null = null;
  /**
   * Steps and jumps made while an edit was on its way, edits made while a step or jump was, and what came after them,
   * in order: a step starts from what the edit shows, so it goes once the edit is answered, and an edit waits for the
   * steps before it (it is made on the node they lead to).
   */
  private readonly afterEdits: Array<{ readonly step: Place } | { readonly edit: PendingEdit } | { readonly save: true }> = [];

  constructor(private readonly shown: ShownPlace) {}

  /** A navigation step: sent now, or after the host has replied to the step (or the edits) in flight. */
  step(target: NavigationTarget): void {
    this.place(target);
  }

  /**
   * A jump elsewhere: the steps and jumps waiting are dropped (it makes them meaningless) unless an edit or a save made
   * after them waits for them; it goes after the step or jump in flight, and the steps and edits made after it wait for
   * its answer. It does not wait for an edit in flight (its node id is the one shown, from before the edit), only for
   * edits and saves made before it that still wait themselves.
   */
  jump(request: JumpRequest): void {
    let lastEdit = this.afterEdits.length - 1;
    while (lastEdit >= 0 && 'step' in this.afterEdits[lastEdit]) lastEdit--;
    if (lastEdit >= 0) {
      this.afterEdits.splice(lastEdit + 1);
      this.afterEdits.push({ step: { jump: request } });
      return;
    }
    this.steps.dropWaiting();
    this.afterEdits.length = 0;
    this.requestPlace({ jump: request });
  }

  /** An edit: sent now, or after the host has replied to the edit, step or jump in flight (and what waits before it). */
  edit(edit: PendingEdit): void {
    if (this.afterEdits.length > 0 || this.steps.busy) {
      this.afterEdits.push({ edit });
      return;
    }
    const sent = this.edits.request(edit);
    if (sent !== null) this.sendEdit(sent);
  }

  /** A save of the file (Ctrl+S in a text field): goes once the edits made before it are answered, so it saves them. */
  save(): void {
    if (this.edits.busy || this.afterEdits.some((waiting) => !('step' in waiting))) this.afterEdits.push({ save: true });
    else postFromSgfEditor({ type: 'save' });
  }

  private place(place: Place): void {
    if (this.edits.busy || this.afterEdits.length > 0) {
      if (this.afterEdits.length < MAX_QUEUED_STEPS) this.afterEdits.push({ step: place });
      return;
    }
    this.requestPlace(place);
  }

  private requestPlace(place: Place): void {
    const sent = this.steps.request(place);
    if (sent !== null) this.sendStep(sent);
  }

  /** Whether a step or an edit is on its way to the host (the host's node may not be the one shown when it answers). */
  get busy(): boolean {
    return this.edits.busy || this.steps.busy;
  }

  /** Forgets the edits not sent yet (they were made on a board the host refused) and returns them. */
  dropWaitingEdits(): PendingEdit[] {
    const dropped = this.edits.dropWaiting();
    for (const waiting of this.afterEdits) if ('edit' in waiting) dropped.push(waiting.edit);
    this.keepAfterEdits((waiting) => !('edit' in waiting));
    return dropped;
  }

  private keepAfterEdits(keep: (waiting: (typeof this.afterEdits)[number]) => boolean): void {
    const kept = this.afterEdits.filter(keep);
    this.afterEdits.splice(0, this.afterEdits.length, ...kept);
  }

  /** The host's reply to a step or an edit: the next waiting one of its kind goes. */
  take(reply: RequestReply): void {
    if (this.steps.awaits(reply.inReplyTo)) {
      this.sendStep(this.steps.settle(reply.inReplyTo));
      this.stepAfterEdits();
    } else if (this.edits.awaits(reply.inReplyTo)) {
      this.answered(reply.outcome === 'applied');
      this.sendEdit(this.edits.settle(reply.inReplyTo));
      this.stepAfterEdits();
    }
  }

  /** Once no edit is on its way, what waited goes in order: steps from the node the edit shows, then the next edit. */
  private stepAfterEdits(): void {
    while (!this.edits.busy) {
      const next = this.afterEdits[0];
      // An edit made after a step goes on the node the step leads to: when the host takes the step, after its answer.
      if (next === undefined || ('edit' in next && this.steps.busy)) return;
      this.afterEdits.shift();
      if ('step' in next) this.requestPlace(next.step);
      else if ('save' in next) postFromSgfEditor({ type: 'save' });
      else {
        const sent = this.edits.request(next.edit);
        if (sent !== null) this.sendEdit(sent);
      }
    }
  }

  private answered(applied: boolean): void {
    const edit = this.editInFlight;
    this.editInFlight = null;
    if (edit !== null) this.shown.editAnswered(edit, applied);
  }

  private sendStep(first: SentRequest<Place> | null): void {
    clearTimeout(this.stepTimer);
    let step = first;
    while (step !== null && typeof step.request === 'string' && this.shown.stepHere(step.request)) step = this.steps.settle(step.id);
    if (step === null) return;
    const request = step.request;
    if (typeof request === 'string') {
      const fromNodeId = this.shown.nodeId();
      if (fromNodeId === null) return this.sendStep(this.steps.abandon());
      postFromSgfEditor({ type: 'navigate', requestId: step.id, fromNodeId, target: this.joined(request) });
    } else postFromSgfEditor({ ...request.jump, requestId: step.id });
    this.stepTimer = setTimeout(() => {
      this.sendStep(this.steps.abandon());
      this.stepAfterEdits();
    }, HOST_SILENT_MS);
  }

  /** The step in flight with the nine waiting after it when they all go the same way one move at a time: ten moves
   *  forward or back (exactly what ten `next` or `previous` steps do), one answer instead of ten. */
  private joined(target: NavigationTarget): NavigationTarget {
    const ten = target === 'next' ? 'forward10' : target === 'previous' ? 'back10' : null;
    return ten !== null && this.steps.takeLeading(9, (waiting) => waiting === target) ? ten : target;
  }

  private sendEdit(edit: SentRequest<PendingEdit> | null): void {
    clearTimeout(this.editTimer);
    if (edit === null) return;
    this.editInFlight = edit.request;
    const nodeId = edit.request.nodeId ?? this.shown.nodeId();
    const version = this.shown.version();
    if (version === null || nodeId === null) return this.giveUpEdit();
    postFromSgfEditor(editMessage(edit.id, nodeId, version, edit.request.action));
    this.editTimer = setTimeout(() => this.giveUpEdit(), HOST_SILENT_MS);
  }

  /** The edit in flight cannot go, or the host never answered it: it counts as not applied, and the next goes. */
  private giveUpEdit(): void {
    this.answered(false);
    this.sendEdit(this.edits.abandon());
    this.stepAfterEdits();
  }
}
