import * as assert from 'node:assert/strict';
import { CheckWorkerClient, STUCK_MS, type CheckJob } from '../../../../src/extension/diagnostics/checkWorkerClient';
import type { LintResult } from '../../../../src/extension/diagnostics/diagnosticsLint';
import { FakeTimers, FakeWorkers } from './diagnosticsFakes';

/** A client over fake workers and timers, with documents whose versions the test sets; records what it delivers and logs. */
function setup() {
  const workers = new FakeWorkers();
  const timers = new FakeTimers();
  const versions = new Map<string, number>();
  const delivered: string[] = [];
  const logs: string[] = [];
  const inThread: string[] = [];
  const client = new CheckWorkerClient(workers.factory, {
    isCurrent: (key, version) => versions.get(key) === version,
    deliver: (key, result: LintResult) =>
      delivered.push(`${key}@${result.version}: ${result.diagnostics.map((d) => d.message).join()} (${result.elapsedMs} ms)`),
    checkInThread: (job) => {
      inThread.push(`${job.key}@${job.version}`);
      return { version: job.version, diagnostics: [{ span: { start: 0, end: 1 }, severity: 'error', code: 'here', message: job.text }], elapsedMs: 0 };
    },
    timers,
    log: (message) => logs.push(message),
  });
  /** Sets the document's version and asks for a check of `text` at that version. */
  const request = (key: string, version: number, text: string, overrides: CheckJob['overrides'] = {}): void => {
    versions.set(key, version);
    client.request({ key, version, text, overrides });
  };
  return { workers, timers, versions, delivered, logs, inThread, client, request };
}

describe('SGF checks in a worker', () => {
  it('starts the worker on the first check only, reuses it, and delivers its diagnostics with the version', () => {
    const { workers, delivered, client, request } = setup();
    assert.equal(workers.started, 0);
    assert.deepEqual(client.state(), { mode: 'idle', workerResults: 0, inThreadResults: 0 });
    request('a.sgf', 1, '(;B[aa])');
    request('b.sgf', 4, '(;W[bb])');
    assert.deepEqual(workers.posts, ['1:1:(;B[aa])', '1:2:(;W[bb])']);
    workers.answer(1);
    workers.answer(2);
    request('a.sgf', 2, '(;B[cc])');
    workers.answer(3);
    assert.equal(workers.started, 1);
    assert.deepEqual(delivered, ['a.sgf@1: (;B[aa]) (8 ms)', 'b.sgf@4: (;W[bb]) (8 ms)', 'a.sgf@2: (;B[cc]) (8 ms)']);
    assert.deepEqual(client.state(), { mode: 'worker', workerResults: 3, inThreadResults: 0 });
  });

  it('keeps one check per document in flight: requests meanwhile wait, the newest supersedes, the old reply is dropped', () => {
    const { workers, delivered, request } = setup();
    request('a.sgf', 1, 'v1');
    request('a.sgf', 2, 'v2');
    request('a.sgf', 3, 'v3');
    assert.deepEqual(workers.posts, ['1:1:v1']);
    workers.answer(1);
    assert.deepEqual(workers.posts, ['1:1:v1', '1:2:v3']);
    assert.deepEqual(delivered, []);
    workers.answer(2);
    assert.deepEqual(delivered, ['a.sgf@3: v3 (2 ms)']);
  });

  it('drops a reply whose version is no longer the document’s (the text changed while the worker ran)', () => {
    const { workers, versions, delivered, request } = setup();
    request('a.sgf', 1, 'v1');
    versions.set('a.sgf', 2);
    workers.answer(1);
    assert.deepEqual(delivered, []);
  });

  it('drops a new rules setting’s superseded check even for the same version', () => {
    const { workers, delivered, request } = setup();
    request('a.sgf', 1, 'v1', {});
    request('a.sgf', 1, 'v1 again', { ko: 'positional' });
    workers.answer(1);
    workers.answer(2);
    assert.deepEqual(delivered, ['a.sgf@1: v1 again (8 ms)']);
  });

  it('ignores the reply and the waiting request of a cancelled (closed) document, and unknown or malformed replies', () => {
    const { workers, delivered, client, request } = setup();
    request('a.sgf', 1, 'v1');
    request('a.sgf', 2, 'v2');
    client.cancel('a.sgf');
    workers.answer(1);
    workers.send({ id: 99, ok: true, diagnostics: [], elapsedMs: 1 });
    workers.send({ id: 1, ok: 'yes' });
    workers.send('garbage');
    assert.deepEqual(workers.posts, ['1:1:v1']);
    assert.deepEqual(delivered, []);
    request('a.sgf', 3, 'v3');
    workers.answer(2);
    assert.deepEqual(delivered, ['a.sgf@3: v3 (2 ms)']);
  });

  it('checks in this thread, logging once, when the worker cannot start', () => {
    const { workers, delivered, logs, inThread, client, request } = setup();
    workers.startError = new Error('no such file dist/checkWorker.js');
    request('a.sgf', 1, 'v1');
    request('a.sgf', 2, 'v2');
    assert.deepEqual(inThread, ['a.sgf@1', 'a.sgf@2']);
    assert.deepEqual(delivered, ['a.sgf@1: v1 (0 ms)', 'a.sgf@2: v2 (0 ms)']);
    assert.deepEqual(logs, ['[goban] SGF checks now run in the extension host thread: the check worker could not start (no such file dist/checkWorker.js)']);
    assert.deepEqual(client.state(), { mode: 'inThread', workerResults: 0, inThreadResults: 2 });
  });

  it('re-checks in this thread what was in flight or waiting when the worker fails, and never uses it again', () => {
    const { workers, versions, delivered, logs, inThread, client, request } = setup();
    request('a.sgf', 1, 'a1');
    request('a.sgf', 2, 'a2');
    request('b.sgf', 1, 'b1');
    request('c.sgf', 1, 'c1');
    versions.set('c.sgf', 2);
    workers.fail('exited with code 1');
    workers.fail('failed: out of memory');
    assert.deepEqual(workers.terminated, [1]);
    assert.deepEqual(inThread, ['a.sgf@2', 'b.sgf@1']);
    assert.deepEqual(delivered, ['a.sgf@2: a2 (0 ms)', 'b.sgf@1: b1 (0 ms)']);
    assert.deepEqual(logs, ['[goban] SGF checks now run in the extension host thread: the check worker exited with code 1']);
    workers.answer(1, 1);
    request('c.sgf', 3, 'c3');
    assert.equal(workers.started, 1);
    assert.deepEqual(delivered.slice(2), ['c.sgf@3: c3 (0 ms)']);
    assert.deepEqual(client.state(), { mode: 'inThread', workerResults: 0, inThreadResults: 3 });
  });

  it('re-checks in this thread a text whose check threw in the worker, and keeps the worker for the next check', () => {
    const { workers, delivered, inThread, client, request } = setup();
    request('a.sgf', 1, 'v1');
    workers.send({ id: 1, ok: false, error: 'RangeError: Maximum call stack size exceeded' });
    assert.deepEqual(inThread, ['a.sgf@1']);
    request('a.sgf', 2, 'v2');
    workers.answer(2);
    assert.deepEqual(delivered, ['a.sgf@1: v1 (0 ms)', 'a.sgf@2: v2 (2 ms)']);
    assert.deepEqual(client.state(), { mode: 'worker', workerResults: 1, inThreadResults: 1 });
  });

  it('lets a slow check run on while nothing waits behind it', () => {
    const { workers, timers, delivered, logs, request } = setup();
    request('a.sgf', 1, 'v1');
    timers.advance(3 * STUCK_MS);
    workers.answer(1);
    assert.deepEqual(workers.terminated, []);
    assert.deepEqual(logs, []);
    assert.deepEqual(delivered, ['a.sgf@1: v1 (2 ms)']);
  });

  it('replaces a worker stuck for 10 s on a superseded check: the newer request goes to a fresh worker', () => {
    const { workers, timers, delivered, logs, request } = setup();
    request('a.sgf', 1, 'v1');
    timers.advance(STUCK_MS - 1);
    request('a.sgf', 2, 'v2');
    assert.deepEqual(workers.terminated, []);
    timers.advance(1);
    assert.deepEqual(workers.terminated, [1]);
    assert.deepEqual(workers.posts, ['1:1:v1', '2:2:v2']);
    assert.deepEqual(logs, ['[goban] the SGF check worker answered nothing for 10 s while checks waited: restarted']);
    workers.answer(1, 1);
    workers.answer(2);
    assert.deepEqual(delivered, ['a.sgf@2: v2 (2 ms)']);
  });

  it('after 10 s without an answer, runs the checks queued behind a slow one first on a fresh worker, then the slow one again', () => {
    const { workers, timers, delivered, request } = setup();
    request('big.sgf', 1, 'big');
    timers.advance(5_000);
    request('small.sgf', 1, 'small');
    timers.advance(5_000);
    assert.deepEqual(workers.posts, ['1:1:big', '1:2:small', '2:3:small', '2:4:big']);
    workers.answer(3);
    timers.advance(STUCK_MS);
    workers.answer(4);
    assert.equal(workers.started, 2);
    assert.deepEqual(delivered, ['small.sgf@1: small (5 ms)', 'big.sgf@1: big (3 ms)']);
  });

  it('terminates the worker on dispose and ignores later requests and replies', () => {
    const { workers, delivered, client, request } = setup();
    request('a.sgf', 1, 'v1');
    client.dispose();
    workers.answer(1, 1);
    request('a.sgf', 2, 'v2');
    assert.deepEqual(workers.terminated, [1]);
    assert.deepEqual(workers.posts, ['1:1:v1']);
    assert.deepEqual(delivered, []);
  });
});
