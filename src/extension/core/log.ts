// The `Goban` output channel: where errors a user may need to report go (never the console, which users do not see).
import * as vscode from 'vscode';

let channel: vscode.LogOutputChannel | undefined;

/** The `Goban` log channel (Output panel, "Goban"), made on first use. */
function gobanLog(): vscode.LogOutputChannel {
  channel ??= vscode.window.createOutputChannel('Goban', { log: true });
  return channel;
}

/** Writes what went wrong and the error's message and stack to the `Goban` channel. */
export function logError(what: string, error: unknown): void {
  gobanLog().error(what, error instanceof Error ? error : String(error));
}

/** Writes what Goban did on its own to the `Goban` channel (e.g. reopening a file in its SGF encoding). */
export function logInfo(message: string): void {
  gobanLog().info(message);
}

/** Writes a warning to the `Goban` channel. */
export function logWarning(message: string): void {
  gobanLog().warn(message);
}

/** Closes the channel (extension deactivation). */
export function disposeLog(): void {
  channel?.dispose();
  channel = undefined;
}
