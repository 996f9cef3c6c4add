// Test doubles for the SGF diagnostics pipeline: timers driven by the test, and check workers that answer on request.
import type { CheckRequest } from '../../../../src/extension/diagnostics/checkWorkerProtocol';
import type { CheckWorkerEvents, CheckWorkerFactory } from '../../../../src/extension/diagnostics/checkWorkerClient';
import type { Timers } from '../../../../src/extension/diagnostics/diagnosticsSchedule';
import type { SgfDiagnostic } from '../../../../src/sgf/types';

/** Timers that fire only when the test advances the clock. */
export class FakeTimers implements Timers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();
  set(callback: () => void, delayMs: number): number {
    const id = this.next++;
    this.pending.set(id, { at: this.now + delayMs, callback });
    return id;
  }
  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  advance(ms: number): void {
    this.now += ms;
    for (const [id, timer] of [...this.pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > this.now) continue;
      this.pending.delete(id);
      timer.callback();
    }
  }
}

/** The one diagnostic a fake worker finds in `text`: its message is the text, so a test sees which text was checked. */
export function fakeDiagnostics(text: string): SgfDiagnostic[] {
  return [{ span: { start: 0, end: 1 }, severity: 'warning', code: 'fake', message: text }];
}

/** Check workers that record what they are sent and answer only when the test says so. */
export class FakeWorkers {
  /** Every request posted, as "worker#:id:text". */
  readonly posts: string[] = [];
  /** The numbers (1 = first started) of the workers terminated. */
  readonly terminated: number[] = [];
  private readonly events: CheckWorkerEvents[] = [];
  private readonly requests = new Map<number, CheckRequest>();
  /** When set, starting a worker throws this. */
  startError: Error | undefined;

  /** How many workers were started. */
  get started(): number {
    return this.events.length;
  }

  readonly factory: CheckWorkerFactory = (events) => {
    if (this.startError !== undefined) throw this.startError;
    this.events.push(events);
    const n = this.events.length;
    return {
      post: (request) => {
        this.requests.set(request.id, request);
        this.posts.push(`${n}:${request.id}:${request.text}`);
      },
      terminate: () => this.terminated.push(n),
    };
  };

  /** Worker `worker` (the latest by default) answers request `id` with fakeDiagnostics of its text. */
  answer(id: number, worker = this.started): void {
    const request = this.requests.get(id);
    if (request === undefined) throw new Error(`no request ${id}`);
    this.events[worker - 1].reply({ id, ok: true, diagnostics: fakeDiagnostics(request.text), elapsedMs: request.text.length });
  }

  /** Worker `worker` sends `message` as it is. */
  send(message: unknown, worker = this.started): void {
    this.events[worker - 1].reply(message);
  }

  /** Worker `worker` reports a failure. */
  fail(reason: string, worker = this.started): void {
    this.events[worker - 1].failed(reason);
  }
}
