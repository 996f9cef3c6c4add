// Helpers for suites running inside VS Code: the sample workspace, waiting on conditions, closing editors.
import * as vscode from 'vscode';

/** A file of the sample workspace (test/fixtures/workspace), which the runners open as the workspace folder. */
export function workspaceFile(relativePath: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (folder === undefined) throw new Error('The integration tests need test/fixtures/workspace opened as the workspace folder');
  return vscode.Uri.joinPath(folder.uri, ...relativePath.split('/'));
}

/** Polls `probe` every 50 ms until it returns something other than undefined; fails after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The active tab's input when it is a custom editor for `uri`. */
export function activeCustomEditorFor(uri: vscode.Uri): vscode.TabInputCustom | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  return input instanceof vscode.TabInputCustom && input.uri.toString() === uri.toString() ? input : undefined;
}

/** Closes every editor without saving prompts (the tests never edit files). */
export async function closeAllEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}
