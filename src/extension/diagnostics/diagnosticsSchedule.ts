// Pure (no vscode import): when Goban re-checks an SGF document — debounced per document, later for slow documents.

/** The timer functions the scheduler uses (the global ones by default; tests pass fakes). */
export interface Timers {
  set(callback: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

/** The pause after the last change before a document is checked again. */
export const BASE_DELAY_MS = 250;
/** The longest pause, however slow the last check was. */
export const MAX_DELAY_MS = 3_000;
/** Documents longer than this wait for LARGE_FIRST_DELAY_MS before their first check (nothing measured yet). */
export const LARGE_DOCUMENT_CHARS = 256 * 1024;
/**
 * The first pause for a large document: the open-to-first-board budget, so that the check (in a worker, but on one
 * of the same few cores) starts once the board is on screen. It was 1.5 s while the check blocked the host thread.
 */
export const LARGE_FIRST_DELAY_MS = 500;

/**
 * The pause before the next check: BASE_DELAY_MS, or twice the last check's duration when that is longer (a check
 * that takes 600 ms in the worker runs only after typing stops for 1.2 s, so edits in quick succession do not keep
 * a core busy with checks that are stale before they end), at most MAX_DELAY_MS. Before any check, the document's
 * length decides.
 */
export function checkDelay(lastCheckMs: number | undefined, documentLength: number): number {
  if (lastCheckMs === undefined) return documentLength > LARGE_DOCUMENT_CHARS ? LARGE_FIRST_DELAY_MS : BASE_DELAY_MS;
  return Math.min(MAX_DELAY_MS, Math.max(BASE_DELAY_MS, Math.round(2 * lastCheckMs)));
}

const GLOBAL_TIMERS: Timers = {
  set: (callback, delayMs) => setTimeout(callback, delayMs),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One pending run per key: scheduling a key again restarts its timer; `run` gets the key when the timer fires. */
export class Debouncer<K> {
  private readonly timers = new Map<K, unknown>();

  constructor(
    private readonly run: (key: K) => void,
    private readonly clock: Timers = GLOBAL_TIMERS,
  ) {}

  /** (Re)starts the timer of `key`. */
  schedule(key: K, delayMs: number): void {
    this.cancel(key);
    const handle = this.clock.set(() => {
      this.timers.delete(key);
      this.run(key);
    }, delayMs);
    this.timers.set(key, handle);
  }

  /** Drops the pending run of `key`, if any. */
  cancel(key: K): void {
    const handle = this.timers.get(key);
    if (handle === undefined) return;
    this.clock.clear(handle);
    this.timers.delete(key);
  }

  /** Whether `key` has a run pending. */
  isPending(key: K): boolean {
    return this.timers.has(key);
  }

  /** Drops every pending run. */
  dispose(): void {
    for (const key of [...this.timers.keys()]) this.cancel(key);
  }
}
