// The host's side of `rasterize`: sends an SVG to a board webview and waits for its one `rasterized` answer.
import type { RasterizedReply, RasterizeRequest } from '../../shared/protocol';

/** Pending `rasterize` requests of one webview, settled by its `rasterized` replies; sent once the webview is ready. */
export class Rasterizer {
  private nextId = 1;
  private loaded = false;
  private markReady: () => void = () => undefined;
  /** Settles when the webview has said `ready` (a message posted before its script listens would be lost). */
  private readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));
  private readonly pending = new Map<number, { resolve: (png: Uint8Array) => void; reject: (error: Error) => void }>();

  constructor(private readonly post: (request: RasterizeRequest) => PromiseLike<unknown>) {}

  /** The PNG bytes of `svg` drawn at `width` × `height` pixels by the webview. */
  draw(svg: string, width: number, height: number): Promise<Uint8Array> {
    const requestId = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.pending.set(requestId, { resolve, reject });
      this.ready
        .then(() => this.post({ type: 'rasterize', requestId, svg, width, height }))
        .then(
          (delivered) => {
            if (delivered === false) this.settle(requestId, new Error('the board view is not open'));
          },
          (error: unknown) => this.settle(requestId, error instanceof Error ? error : new Error(String(error))),
        );
    });
  }

  /**
   * The webview has loaded and listens (its `ready` message). A `ready` after the first is a reloaded webview: the
   * requests posted to the one before will get no answer, so they fail now (no timer stands in for an answer).
   */
  webviewReady(): void {
    if (this.loaded) for (const id of [...this.pending.keys()]) this.settle(id, new Error('the board view reloaded; export again'));
    this.loaded = true;
    this.markReady();
  }

  /** Settles the request `reply` answers (a reply to no pending request is ignored). */
  answer(reply: RasterizedReply): void {
    this.settle(reply.inReplyTo, 'png' in reply ? base64Bytes(reply.png) : new Error(reply.error));
  }

  /** Fails every pending request: the webview is gone. */
  dispose(): void {
    for (const id of [...this.pending.keys()]) this.settle(id, new Error('the board view was closed'));
  }

  private settle(requestId: number, outcome: Uint8Array | Error): void {
    const waiting = this.pending.get(requestId);
    if (waiting === undefined) return;
    this.pending.delete(requestId);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
