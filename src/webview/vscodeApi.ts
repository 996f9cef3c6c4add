// The webview's handle on VS Code: messages to the host and the state that survives reloads.
import type { FromWebview } from '../shared/protocol';

/** What the webview remembers across reloads and hot exit. */
export interface WebviewState {
  readonly nodeId: number;
}

interface VsCodeApi {
  postMessage(message: FromWebview): void;
  getState(): unknown;
  setState(state: WebviewState): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** The VS Code API (it may be acquired once per webview). */
export const vscode: VsCodeApi = acquireVsCodeApi();

/** The saved state, or null when there is none or it is not ours. */
export function savedState(): WebviewState | null {
  const state = vscode.getState() as { nodeId?: unknown } | undefined;
  return typeof state?.nodeId === 'number' ? { nodeId: state.nodeId } : null;
}
