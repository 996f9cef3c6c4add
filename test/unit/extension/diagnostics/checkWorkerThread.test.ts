import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULESETS } from '../../../../src/engine';
import { CheckWorkerClient } from '../../../../src/extension/diagnostics/checkWorkerClient';
import { answerCheck, isCheckReply } from '../../../../src/extension/diagnostics/checkWorkerProtocol';
import { threadCheckWorkerFactory } from '../../../../src/extension/diagnostics/checkWorkerThread';
import { lintSgf, type LintResult } from '../../../../src/extension/diagnostics/diagnosticsLint';

const root = join(__dirname, '../../../..');
const broken = readFileSync(join(root, 'test/fixtures/workspace/lint/broken.sgf'), 'utf8');

describe('SGF check worker modules', () => {
  it('keep the bookkeeping and the messages free of vscode and Node built-ins (only the thread factory and the worker use them)', () => {
    const imports = (file: string) => [...readFileSync(join(root, file), 'utf8').matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
    assert.deepEqual(imports('src/extension/diagnostics/checkWorkerClient.ts'), [
      '../../game',
      './checkWorkerProtocol',
      './diagnosticsLint',
      './diagnosticsSchedule',
    ]);
    assert.deepEqual(imports('src/extension/diagnostics/checkWorkerProtocol.ts'), ['../../game', '../../sgf/types', './diagnosticsLint']);
    assert.deepEqual(imports('src/worker/checkWorker.ts'), ['node:worker_threads', '../extension/diagnostics/checkWorkerProtocol']);
  });
});

describe('SGF check worker messages', () => {
  it('answers a request with lintSgf’s diagnostics, fixes included, and survives structured cloning unchanged', () => {
    let clock = 0;
    const reply = answerCheck({ id: 3, text: broken, overrides: {} }, () => (clock += 7));
    assert.deepEqual(reply, { id: 3, ok: true, diagnostics: lintSgf(broken, 0).diagnostics, elapsedMs: 7 });
    assert.ok(reply.ok && reply.diagnostics.some((d) => d.fixes !== undefined));
    assert.deepEqual(structuredClone(reply), reply);
    assert.equal(isCheckReply(structuredClone(reply)), true);
  });

  it('applies the overrides it is sent', () => {
    const text = '(;SZ[5]AB[ba][bb][ac]AW[ab];W[aa])';
    const codes = (overrides: object) => {
      const reply = answerCheck({ id: 1, text, overrides });
      return reply.ok ? reply.diagnostics.map((d) => d.code) : reply.error;
    };
    assert.deepEqual(codes({}), ['illegal-move-suicide']);
    assert.deepEqual(codes({ rules: RULESETS['tromp-taylor'] }), []);
  });

  it('answers malformed requests with an error reply instead of throwing', () => {
    assert.deepEqual(answerCheck(null), { id: -1, ok: false, error: 'malformed check request' });
    assert.deepEqual(answerCheck({ id: 4, text: 17, overrides: {} }), { id: 4, ok: false, error: 'malformed check request' });
    assert.deepEqual(answerCheck({ id: 5, text: '(;)' }), { id: 5, ok: false, error: 'malformed check request' });
    assert.equal(isCheckReply({ id: 5, ok: false, error: 'malformed check request' }), true);
    assert.equal(isCheckReply({ id: 5, ok: true, diagnostics: 'none', elapsedMs: 1 }), false);
    assert.equal(isCheckReply({ ok: true, diagnostics: [], elapsedMs: 1 }), false);
  });
});

/** The shipped worker bundle in a real worker thread, and the fallback when the script is missing. */
describe('SGF check worker thread (dist/checkWorker.js)', function () {
  this.timeout(60_000);
  before(() => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--only=checkWorker'], { cwd: root, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
  });

  /** Checks `text` through a client over `script`; resolves with what was delivered and logged. */
  async function checkThrough(script: string, text: string): Promise<{ result: LintResult; mode: string; logs: string[] }> {
    const logs: string[] = [];
    let client: CheckWorkerClient | undefined;
    const result = await new Promise<LintResult>((resolve) => {
      client = new CheckWorkerClient(threadCheckWorkerFactory(script), {
        isCurrent: () => true,
        deliver: (_key, delivered) => resolve(delivered),
        log: (message) => logs.push(message),
      });
      client.request({ key: 'broken.sgf', version: 9, text, overrides: {} });
    });
    const mode = client?.state().mode ?? 'none';
    client?.dispose();
    return { result, mode, logs };
  }

  it('returns exactly the diagnostics of an in-thread check, fixes included', async () => {
    const { result, mode, logs } = await checkThrough(join(root, 'dist/checkWorker.js'), broken);
    assert.equal(mode, 'worker');
    assert.deepEqual(logs, []);
    assert.equal(result.version, 9);
    assert.deepEqual(result.diagnostics, lintSgf(broken, 9).diagnostics);
  });

  it('falls back to an in-thread check, logged once, when the worker script is missing', async () => {
    const { result, mode, logs } = await checkThrough(join(root, 'dist/no-such-worker.js'), broken);
    assert.equal(mode, 'inThread');
    assert.deepEqual(result.diagnostics, lintSgf(broken, 9).diagnostics);
    assert.equal(logs.length, 1);
    assert.match(logs[0], /^\[goban\] SGF checks now run in the extension host thread: the check worker failed: Cannot find module/);
  });
});
