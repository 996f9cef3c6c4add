// Stands in for the webview's `acquireVsCodeApi` so that modules which post to the host load in Node; import it first.
import type { FromWebview } from '../../../src/shared/protocol';

/** Every message posted to the host, oldest first (tests empty it). */
export const posted: FromWebview[] = [];

(globalThis as unknown as { acquireVsCodeApi: () => unknown }).acquireVsCodeApi = () => ({
  postMessage: (message: FromWebview) => posted.push(message),
  getState: () => undefined,
  setState: () => undefined,
});
