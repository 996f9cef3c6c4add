// Pure: navigation steps wait for the host's answer to the previous one, so fast key repeats are not lost: each
// `navigate` says which node it starts from, and steps sent before the board moved would all start from the same node.
import type { NavigationTarget } from '../shared/protocol';

/** Steps kept while one is on its way (older ones are dropped beyond this). */
export const MAX_QUEUED_STEPS = 40;

/** One step in flight at a time; the others wait in order. */
export class NavigationQueue {
  private inFlight = false;
  private readonly waiting: NavigationTarget[] = [];

  /** Whether a step is on its way. */
  get busy(): boolean {
    return this.inFlight;
  }

  /** Asks for a step: returns it when it can be sent now, or null when it waits for the step in flight. */
  request(target: NavigationTarget): NavigationTarget | null {
    if (!this.inFlight) {
      this.inFlight = true;
      return target;
    }
    this.waiting.push(target);
    if (this.waiting.length > MAX_QUEUED_STEPS) this.waiting.shift();
    return null;
  }

  /** The host answered (or gave up on) the step in flight: returns the next step to send, or null. */
  settled(): NavigationTarget | null {
    const next = this.waiting.shift();
    this.inFlight = next !== undefined;
    return next ?? null;
  }

  /** Forgets every waiting step (a jump elsewhere makes them meaningless). */
  clear(): void {
    this.waiting.length = 0;
    this.inFlight = false;
  }
}
