// Pure (no vscode import, no Node built-ins): runs SGF checks in a worker — one check in flight per document, a newer
// request superseding the one waiting, stale replies dropped — and checks in this thread once the worker has failed.
import type { RuleOverrides } from '../../game';
import { isCheckReply, type CheckRequest } from './checkWorkerProtocol';
import { lintSgf, type LintResult } from './diagnosticsLint';
import type { Timers } from './diagnosticsSchedule';

/** A started check worker as the client drives it (a node:worker_threads Worker in the extension, a fake in tests). */
export interface CheckWorker {
  post(request: CheckRequest): void;
  terminate(): void;
}

/** What a started worker reports back. */
export interface CheckWorkerEvents {
  /** A message from the worker (validated by the client). */
  reply(message: unknown): void;
  /** The worker threw, could not load its script, or exited without being terminated. */
  failed(reason: string): void;
}

/** Starts a worker that reports to `events`; may throw when no worker can start. */
export type CheckWorkerFactory = (events: CheckWorkerEvents) => CheckWorker;

/** One check the host wants: `key` names the document, `version` the version its `text` belongs to. */
export interface CheckJob {
  readonly key: string;
  readonly version: number;
  readonly text: string;
  readonly overrides: RuleOverrides;
}

/** Where checks run: nowhere yet, in the worker, or (after the worker failed) in this thread. */
export type CheckMode = 'idle' | 'worker' | 'inThread';

/** The client's mode and how many results each path delivered. */
export interface CheckClientState {
  readonly mode: CheckMode;
  readonly workerResults: number;
  readonly inThreadResults: number;
}

/** How the client learns whether a result is still wanted and where results go. */
export interface CheckClientOptions {
  /** Whether `version` is still the version of document `key` (false once it changed or closed). */
  readonly isCurrent: (key: string, version: number) => boolean;
  /** Receives every result whose version is still current. */
  readonly deliver: (key: string, result: LintResult) => void;
  /** The check run in this thread when there is no worker (lintSgf by default). */
  readonly checkInThread?: (job: CheckJob) => LintResult;
  readonly timers?: Timers;
  /** Where the one line about a failed worker goes (the host passes the Goban channel; nowhere by default). */
  readonly log?: (message: string) => void;
  /** How long the worker may go without answering before a check that something else waits for is abandoned. */
  readonly stuckMs?: number;
}

/** The default for CheckClientOptions.stuckMs. */
export const STUCK_MS = 10_000;

interface Sent {
  readonly id: number;
  readonly job: CheckJob;
  /** Its document was closed: the reply is ignored. */
  cancelled: boolean;
}

const GLOBAL_TIMERS: Timers = {
  set: (callback, delayMs) => setTimeout(callback, delayMs),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Sends checks to one lazily started worker that answers them in order. A document has at most one check in flight;
 * a request made meanwhile waits, replacing any request waiting before it, and the in-flight reply is then dropped.
 * A reply whose version is no longer the document's is dropped too. When the worker cannot start or fails, every
 * check from then on runs in this thread (logged once). A worker that answers nothing for `stuckMs` while a newer
 * request waits behind its current check is terminated and a fresh one takes the waiting requests.
 */
export class CheckWorkerClient {
  private worker: CheckWorker | undefined;
  /** Identifies the current worker, so that events of a terminated one are ignored. */
  private generation = 0;
  private failed = false;
  private disposed = false;
  private nextId = 1;
  /** Posted to the current worker and not answered yet, oldest first (the order the worker answers in). */
  private readonly sent: Sent[] = [];
  /** Per document, the newest request made while its check was in flight. */
  private readonly waiting = new Map<string, CheckJob>();
  private watchdog: unknown = undefined;
  private workerResults = 0;
  private inThreadResults = 0;
  private readonly timers: Timers;
  private readonly log: (message: string) => void;
  private readonly stuckMs: number;
  private readonly checkInThread: (job: CheckJob) => LintResult;

  constructor(
    private readonly factory: CheckWorkerFactory,
    private readonly options: CheckClientOptions,
  ) {
    this.timers = options.timers ?? GLOBAL_TIMERS;
    this.log = options.log ?? (() => undefined);
    this.stuckMs = options.stuckMs ?? STUCK_MS;
    this.checkInThread = options.checkInThread ?? ((job) => lintSgf(job.text, job.version, job.overrides));
  }

  /** Checks `job` now, or after the check of its document in flight (which it supersedes). */
  request(job: CheckJob): void {
    if (this.disposed) return;
    if (this.sent.some((s) => s.job.key === job.key && !s.cancelled)) this.waiting.set(job.key, job);
    else this.start(job);
  }

  /** Forgets document `key`: its waiting request is dropped and the reply in flight ignored. */
  cancel(key: string): void {
    this.waiting.delete(key);
    for (const s of this.sent) if (s.job.key === key) s.cancelled = true;
  }

  /** Where checks run and how many results each path delivered (for tests and diagnostics). */
  state(): CheckClientState {
    const mode: CheckMode = this.failed ? 'inThread' : this.worker !== undefined ? 'worker' : 'idle';
    return { mode, workerResults: this.workerResults, inThreadResults: this.inThreadResults };
  }

  /** Terminates the worker and drops every request. */
  dispose(): void {
    this.disposed = true;
    this.stopWorker();
    this.sent.length = 0;
    this.waiting.clear();
  }

  private start(job: CheckJob): void {
    const worker = this.startedWorker();
    if (worker === undefined) {
      this.runInThread(job);
      return;
    }
    const id = this.nextId++;
    this.sent.push({ id, job, cancelled: false });
    if (this.sent.length === 1) this.armWatchdog();
    try {
      worker.post({ id, text: job.text, overrides: job.overrides });
    } catch (error) {
      this.fail(`could not take a request (${messageOf(error)})`);
    }
  }

  private startedWorker(): CheckWorker | undefined {
    if (this.failed) return undefined;
    if (this.worker !== undefined) return this.worker;
    const generation = ++this.generation;
    let worker: CheckWorker;
    try {
      worker = this.factory({
        reply: (message) => {
          if (generation === this.generation) this.onReply(message);
        },
        failed: (reason) => {
          if (generation === this.generation) this.fail(reason);
        },
      });
    } catch (error) {
      this.fail(`could not start (${messageOf(error)})`);
      return undefined;
    }
    if (generation !== this.generation) {
      // It reported a failure while starting.
      worker.terminate();
      return undefined;
    }
    this.worker = worker;
    return worker;
  }

  private onReply(message: unknown): void {
    if (!isCheckReply(message)) return;
    const index = this.sent.findIndex((s) => s.id === message.id);
    if (index < 0) return;
    const [{ job, cancelled }] = this.sent.splice(index, 1);
    if (this.sent.length > 0) this.armWatchdog();
    else this.disarmWatchdog();
    if (cancelled) return;
    const newer = this.waiting.get(job.key);
    if (newer !== undefined) {
      this.waiting.delete(job.key);
      this.start(newer);
    } else if (!message.ok) {
      // The check threw in the worker: this thread reports the same problem the way it always did.
      this.runInThread(job);
    } else if (this.options.isCurrent(job.key, job.version)) {
      this.workerResults++;
      this.options.deliver(job.key, { version: job.version, diagnostics: message.diagnostics, elapsedMs: message.elapsedMs });
    }
  }

  private runInThread(job: CheckJob): void {
    if (!this.options.isCurrent(job.key, job.version)) return;
    const result = this.checkInThread(job);
    this.inThreadResults++;
    this.options.deliver(job.key, result);
  }

  /** From now on every check runs in this thread; the checks in flight or waiting run there right away. */
  private fail(reason: string): void {
    if (this.failed || this.disposed) return;
    this.failed = true;
    this.log(`[goban] SGF checks now run in the extension host thread: the check worker ${reason}`);
    this.stopWorker();
    const jobs = this.takeOutstanding();
    for (const job of jobs) this.runInThread(job);
  }

  /** The newest request of every document with a check in flight, emptying `sent` and `waiting`. */
  private takeOutstanding(): CheckJob[] {
    const latest = new Map<string, CheckJob>();
    for (const s of this.sent) if (!s.cancelled) latest.set(s.job.key, this.waiting.get(s.job.key) ?? s.job);
    this.sent.length = 0;
    this.waiting.clear();
    return [...latest.values()];
  }

  /**
   * No answer for stuckMs. When nothing waits behind the current check, it is only slow and keeps running; otherwise
   * the worker is replaced: the current check is abandoned if superseded or closed, else sent again after the others.
   */
  private onStuck(): void {
    this.watchdog = undefined;
    const [current, ...behind] = this.sent;
    if (current === undefined) return;
    const superseded = current.cancelled || this.waiting.has(current.job.key);
    if (!superseded && !behind.some((s) => !s.cancelled)) {
      this.armWatchdog();
      return;
    }
    this.log(`[goban] the SGF check worker answered nothing for ${this.stuckMs / 1000} s while checks waited: restarted`);
    this.stopWorker();
    const retry = superseded ? undefined : current.job;
    const jobs = this.takeOutstanding().filter((job) => job !== current.job);
    for (const job of retry === undefined ? jobs : [...jobs, retry]) this.start(job);
  }

  private stopWorker(): void {
    this.disarmWatchdog();
    const worker = this.worker;
    this.worker = undefined;
    this.generation++;
    try {
      worker?.terminate();
    } catch {
      // A worker that cannot be terminated has already stopped.
    }
  }

  private armWatchdog(): void {
    this.disarmWatchdog();
    this.watchdog = this.timers.set(() => this.onStuck(), this.stuckMs);
  }

  private disarmWatchdog(): void {
    if (this.watchdog !== undefined) this.timers.clear(this.watchdog);
    this.watchdog = undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
