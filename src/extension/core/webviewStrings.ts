// The board webview's user-interface strings in the user's language (vscode.l10n), for its HTML.
import * as vscode from 'vscode';
import type { WebviewStrings } from '../../shared/protocol';
import { webviewStringKeys } from '../../shared/webviewStrings';

/** The translations of the webview's English strings that differ from the English (none in an English VS Code). */
export function translatedWebviewStrings(): WebviewStrings {
  const strings: Record<string, string> = {};
  for (const english of webviewStringKeys) {
    const translated = vscode.l10n.t(english);
    if (translated !== english) strings[english] = translated;
  }
  return strings;
}
