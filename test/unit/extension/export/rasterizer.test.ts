import * as assert from 'node:assert/strict';
import { Rasterizer } from '../../../../src/extension/export/rasterizer';
import type { RasterizeRequest } from '../../../../src/shared/protocol';

/** A rasterizer whose posts are kept (delivered, or not when `deliver` says so). */
function rasterizer(deliver = true): { rasterizer: Rasterizer; posted: RasterizeRequest[] } {
  const posted: RasterizeRequest[] = [];
  return {
    posted,
    rasterizer: new Rasterizer((request) => {
      posted.push(request);
      return Promise.resolve(deliver);
    }),
  };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('export: the rasterize request and its one reply', () => {
  it('posts only once the webview is ready, and resolves with the bytes of its reply', async () => {
    const { rasterizer: r, posted } = rasterizer();
    const png = r.draw('<svg/>', 10, 20);
    await settle();
    assert.deepEqual(posted, []);
    r.webviewReady();
    await settle();
    assert.deepEqual(posted, [{ type: 'rasterize', requestId: 1, svg: '<svg/>', width: 10, height: 20 }]);
    r.answer({ type: 'rasterized', inReplyTo: 1, png: 'iVBO' });
    assert.deepEqual([...(await png)], [0x89, 0x50, 0x4e]);
  });

  it('rejects with the webview error, and ignores a reply to no request', async () => {
    const { rasterizer: r } = rasterizer();
    r.webviewReady();
    const png = r.draw('<svg/>', 10, 10);
    r.answer({ type: 'rasterized', inReplyTo: 99, png: '' });
    r.answer({ type: 'rasterized', inReplyTo: 1, error: 'no 2D canvas' });
    await assert.rejects(png, /no 2D canvas/);
  });

  it('fails a request the webview cannot take, one posted before it reloaded, and one pending when it closed (no timer)', async () => {
    const hidden = rasterizer(false);
    hidden.rasterizer.webviewReady();
    await assert.rejects(hidden.rasterizer.draw('<svg/>', 1, 1), /not open/);

    const { rasterizer: r } = rasterizer();
    r.webviewReady();
    const lost = r.draw('<svg/>', 1, 1);
    await settle();
    r.webviewReady();
    await assert.rejects(lost, /reloaded/);

    const closed = r.draw('<svg/>', 1, 1);
    r.dispose();
    await assert.rejects(closed, /closed/);
  });
});
