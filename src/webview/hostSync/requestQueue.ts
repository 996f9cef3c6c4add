// Pure: requests to the host one at a time, each settled by the host's one reply to its id. Navigation steps and
// edits both wait so: a step says which node it starts from, and an edit which document version it was made on, so
// sending the next before the host has answered the last would start it from a node or version already gone.

/** A request on its way: the id its reply will name, and what was asked. */
export interface SentRequest<T> {
  readonly id: number;
  readonly request: T;
}

/** One request in flight, the others waiting in order (the oldest dropped beyond `maxWaiting`). */
export class RequestQueue<T> {
  private inFlight: number | null = null;
  private readonly waiting: T[] = [];

  /** `nextId` hands out request ids (shared by every queue of one webview, so ids never repeat); `dropped` hears of each
   *  waiting request dropped for a newer one. */
  constructor(
    private readonly maxWaiting: number,
    private readonly nextId: () => number,
    private readonly dropped: (request: T) => void = () => undefined,
  ) {}

  /** Whether a request is on its way. */
  get busy(): boolean {
    return this.inFlight !== null;
  }

  /** Whether the request in flight is `id`. */
  awaits(id: number): boolean {
    return this.inFlight === id;
  }

  /** Asks to send `request`: returns it with its id when it can go now, or null when it waits for the one in flight. */
  request(request: T): SentRequest<T> | null {
    if (this.inFlight === null) return this.send(request);
    this.waiting.push(request);
    if (this.waiting.length > this.maxWaiting) this.dropped(this.waiting.shift() as T);
    return null;
  }

  /** The host replied to request `id`: returns the next request to send, or null. A reply to any other id (an answer
   *  to a request given up on) changes nothing. */
  settle(id: number): SentRequest<T> | null {
    if (id !== this.inFlight) return null;
    return this.next();
  }

  /** Takes `count` waiting requests off the front when that many lead the queue and each is `same` (they go along with
   *  the one in flight); says whether it did. */
  takeLeading(count: number, same: (request: T) => boolean): boolean {
    if (this.waiting.length < count) return false;
    for (let k = 0; k < count; k++) if (!same(this.waiting[k])) return false;
    this.waiting.splice(0, count);
    return true;
  }

  /** Gives up on the request in flight (no reply came at all: the host is gone) and returns the next to send. */
  abandon(): SentRequest<T> | null {
    return this.inFlight === null ? null : this.next();
  }

  /** Forgets the waiting requests (the one in flight still awaits its reply) and returns them. */
  dropWaiting(): T[] {
    return this.waiting.splice(0);
  }

  private next(): SentRequest<T> | null {
    const request = this.waiting.shift();
    if (request === undefined) {
      this.inFlight = null;
      return null;
    }
    return this.send(request);
  }

  private send(request: T): SentRequest<T> {
    const id = this.nextId();
    this.inFlight = id;
    return { id, request };
  }
}
