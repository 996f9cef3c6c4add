// The webview's handle on VS Code: messages to the host and the state that survives reloads.
import type { FromSgfEditor, FromTextBoard, FromWebview } from '../shared/protocol';
import { isTool, type Tool } from './tools';

/** What the webview remembers across reloads and hot exit. */
export interface WebviewState {
  readonly nodeId: number | null;
  /** The offset of the node's `;` in the text (finds the node again after the text changed). */
  readonly nodeOffset: number | null;
  readonly gameIndex: number | null;
  readonly tool: Tool;
}

interface VsCodeApi {
  postMessage(message: FromWebview): void;
  getState(): unknown;
  setState(state: WebviewState): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** The VS Code API (it may be acquired once per webview). */
export const vscode: VsCodeApi = acquireVsCodeApi();

/** The saved state (fields that are missing or not ours read as null / the play tool). */
export function savedState(): WebviewState {
  const state = (vscode.getState() ?? {}) as Record<string, unknown>;
  const index = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
  return {
    nodeId: index(state.nodeId),
    nodeOffset: index(state.nodeOffset),
    gameIndex: index(state.gameIndex),
    tool: isTool(state.tool) ? state.tool : 'play',
  };
}

/** Sends a board editor's message to the host (the SGF editor mode). */
export function postFromSgfEditor(message: FromSgfEditor): void {
  vscode.postMessage(message);
}

/** Sends a text board panel's message to the host (the text board mode). */
export function postFromTextBoard(message: FromTextBoard): void {
  vscode.postMessage(message);
}
