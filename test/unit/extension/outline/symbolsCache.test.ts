import * as assert from 'node:assert/strict';
import { runInSlices, VersionCache } from '../../../../src/extension/outline/symbolsCache';

/** A cancellation flag the test sets. */
function token(): { isCancellationRequested: boolean } {
  return { isCancellationRequested: false };
}

/** A build the test finishes by hand, recording how often it was started and what stillWanted answered. */
function manualBuild<T>(value: T) {
  const record = { starts: 0, finish: (): void => undefined, stillWanted: (): boolean => false };
  const build = (stillWanted: () => boolean): Promise<T | undefined> => {
    record.starts++;
    record.stillWanted = stillWanted;
    return new Promise((resolve) => (record.finish = () => resolve(stillWanted() ? value : undefined)));
  };
  return { record, build };
}

describe('outline cache', () => {
  it('answers the very same object for every request at one version, built once', async () => {
    const cache = new VersionCache<object[]>();
    const owner = {};
    let builds = 0;
    const build = async (): Promise<object[]> => [{ build: ++builds }];
    const first = await cache.get('file:///a.sgf', 3, owner, build, token());
    const second = await cache.get('file:///a.sgf', 3, owner, build, token());
    assert.equal(second, first);
    assert.deepEqual([first, builds], [[{ build: 1 }], 1]);
  });

  it('builds again for a new version, another document object (reopened file) or another key', async () => {
    const cache = new VersionCache<string>();
    const owner = {};
    let builds = 0;
    const build = async (): Promise<string> => `build ${++builds}`;
    const answers = [
      await cache.get('a', 1, owner, build, token()),
      await cache.get('a', 2, owner, build, token()),
      await cache.get('a', 2, {}, build, token()),
      await cache.get('b', 2, owner, build, token()),
      await cache.get('a', 2, owner, build, token()),
    ];
    assert.deepEqual(answers, ['build 1', 'build 2', 'build 3', 'build 4', 'build 5']);
  });

  it('lets requests made while building share the build', async () => {
    const cache = new VersionCache<string>();
    const { record, build } = manualBuild('outline');
    const owner = {};
    const one = cache.get('a', 1, owner, build, token());
    const two = cache.get('a', 1, owner, build, token());
    await Promise.resolve();
    record.finish();
    assert.deepEqual([await one, await two, record.starts], ['outline', 'outline', 1]);
  });

  it('gives the build up when every waiting request is cancelled, and answers undefined to them', async () => {
    const cache = new VersionCache<string>();
    const { record, build } = manualBuild('outline');
    const owner = {};
    const [t1, t2] = [token(), token()];
    const one = cache.get('a', 1, owner, build, t1);
    const two = cache.get('a', 1, owner, build, t2);
    await Promise.resolve();
    t1.isCancellationRequested = true;
    assert.equal(record.stillWanted(), true);
    t2.isCancellationRequested = true;
    assert.equal(record.stillWanted(), false);
    record.finish();
    assert.deepEqual([await one, await two], [undefined, undefined]);
    // Nothing was cached: the next request builds again.
    const again = manualBuild('second');
    const three = cache.get('a', 1, owner, again.build, token());
    await Promise.resolve();
    again.record.finish();
    assert.equal(await three, 'second');
  });

  it('stops wanting a build once a newer version is asked for', async () => {
    const cache = new VersionCache<string>();
    const old = manualBuild('old');
    const owner = {};
    const stale = cache.get('a', 1, owner, old.build, token());
    await cache.get('a', 2, owner, async () => 'new', token());
    assert.equal(old.record.stillWanted(), false);
    old.record.finish();
    assert.equal(await stale, undefined);
  });

  it('keeps at most `keep` documents, forgetting the least recently asked', async () => {
    const cache = new VersionCache<string>(2);
    const owner = {};
    let builds = 0;
    const build = async (): Promise<string> => `build ${++builds}`;
    await cache.get('a', 1, owner, build, token());
    await cache.get('b', 1, owner, build, token());
    await cache.get('a', 1, owner, build, token());
    await cache.get('c', 1, owner, build, token());
    assert.deepEqual([await cache.get('a', 1, owner, build, token()), await cache.get('b', 1, owner, build, token())], ['build 1', 'build 4']);
  });
});

describe('runInSlices', () => {
  it('pauses when a slice has run its time and stops when no longer wanted', async () => {
    let clock = 0;
    let steps = 0;
    let pauses = 0;
    const step = (shouldPause: () => boolean): boolean => {
      for (;;) {
        clock += 3;
        if (++steps === 10) return true;
        if (shouldPause()) return false;
      }
    };
    const finished = await runInSlices(
      step,
      8,
      () => true,
      () => clock,
      async () => void pauses++,
    );
    // Each slice of 8 ms takes three 3 ms steps: 10 steps are 4 slices, 3 pauses.
    assert.deepEqual([finished, steps, pauses], [true, 10, 3]);
    steps = 0;
    const stopped = await runInSlices(
      step,
      8,
      () => false,
      () => clock,
      async () => undefined,
    );
    assert.deepEqual([stopped, steps], [false, 3]);
  });
});
