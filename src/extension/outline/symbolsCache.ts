// Pure (no vscode import): one outline per document version, shared by every request for it, built in time slices.

/** The part of a cancellation token the cache reads (vscode.CancellationToken has it). */
export interface CancelFlag {
  readonly isCancellationRequested: boolean;
}

/** A build: it calls `stillWanted` between slices and answers undefined when it gave up. */
export type VersionBuild<T> = (stillWanted: () => boolean) => Promise<T | undefined>;

interface Entry<T> {
  readonly version: number;
  readonly owner: object;
  readonly waiting: CancelFlag[];
  readonly result: Promise<T | undefined>;
}

/**
 * Answers requests for `key` at `version` with one build: later requests for the same version (and the same
 * `owner`, e.g. the document object, so a reopened file is built afresh) get the very same result object.
 * A build still running is abandoned when every request waiting for it is cancelled or a newer version is asked.
 */
export class VersionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** Keeps the results of at most `keep` keys (the least recently asked go first). */
  constructor(private readonly keep = 8) {}

  /** The result for `key` at `version`: cached, joined while building, or built now; undefined when cancelled. */
  async get(key: string, version: number, owner: object, build: VersionBuild<T>, token: CancelFlag): Promise<T | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      let entry = this.entries.get(key);
      if (entry === undefined || entry.version !== version || entry.owner !== owner) entry = this.start(key, version, owner, build);
      else {
        this.entries.delete(key);
        this.entries.set(key, entry);
      }
      entry.waiting.push(token);
      const result = await entry.result;
      if (token.isCancellationRequested) return undefined;
      if (result !== undefined) return result;
      const current = this.entries.get(key);
      if (current !== undefined && (current.version !== version || current.owner !== owner)) return undefined;
      // The build was given up by earlier requests while this one still wanted it: build again, once.
    }
    return undefined;
  }

  /** Forgets `key` (its document closed). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  private start(key: string, version: number, owner: object, build: VersionBuild<T>): Entry<T> {
    const waiting: CancelFlag[] = [];
    let entry: Entry<T> | undefined;
    const stillWanted = (): boolean => this.entries.get(key) === entry && waiting.some((token) => !token.isCancellationRequested);
    const result = build(stillWanted).then(
      (value) => {
        if (value === undefined && this.entries.get(key) === entry) this.entries.delete(key);
        return value;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        return undefined;
      },
    );
    entry = { version, owner, waiting, result };
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.keep) break;
      this.entries.delete(oldest);
    }
    return entry;
  }
}

/** Gives the event loop a turn (timers, messages such as a cancellation) before going on. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `step` (true when done) in slices of about `sliceMs`, giving the event loop a turn between slices and
 * stopping when `stillWanted` says no; true when finished.
 */
export async function runInSlices(
  step: (shouldPause: () => boolean) => boolean,
  sliceMs: number,
  stillWanted: () => boolean,
  now: () => number = () => performance.now(),
  pause: () => Promise<void> = nextTurn,
): Promise<boolean> {
  for (;;) {
    const sliceEnd = now() + sliceMs;
    if (step(() => now() >= sliceEnd)) return true;
    await pause();
    if (!stillWanted()) return false;
  }
}
