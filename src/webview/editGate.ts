// Pure: edits go to the host one at a time. Each carries the document version it was made against, and the host
// drops stale ones; so an edit made while the previous one is still being applied (a comment committed on blur, then
// a click on the board) waits for the new version instead of being dropped.
import type { EditAction } from '../shared/protocol';

/** An edit the user made: the node it was made on and what to do. */
export interface PendingEdit {
  readonly nodeId: number;
  readonly action: EditAction;
}

/** Edits kept while one is being applied (older ones beyond this are dropped). */
export const MAX_WAITING_EDITS = 10;

/** One edit in flight at a time; the others wait in order for the next document version (or a refusal). */
export class EditGate {
  private inFlight = false;
  private readonly waiting: PendingEdit[] = [];

  /** Asks to send `edit`: returns it when it can go now, or null when it waits. */
  request(edit: PendingEdit): PendingEdit | null {
    if (!this.inFlight) {
      this.inFlight = true;
      return edit;
    }
    this.waiting.push(edit);
    if (this.waiting.length > MAX_WAITING_EDITS) this.waiting.shift();
    return null;
  }

  /** The edit in flight is done (a new version arrived, it was refused, or no answer came): the next one to send. */
  settled(): PendingEdit | null {
    const next = this.waiting.shift();
    this.inFlight = next !== undefined;
    return next ?? null;
  }
}
