// Builds the board webview's HTML: strict CSP, nonce script, resources from dist/ and media/ only.
import * as vscode from 'vscode';
import type { BoardSettings, WebviewStrings } from '../shared/protocol';

/** The folders the webview may load from. */
export function localResourceRoots(extensionUri: vscode.Uri): vscode.Uri[] {
  return [vscode.Uri.joinPath(extensionUri, 'dist'), vscode.Uri.joinPath(extensionUri, 'media')];
}

/** Which board the webview shows: an SGF game (custom editor) or a string-array board from a text file. */
export type BoardMode = 'game' | 'textBoard';

/**
 * The webview document; `settings` and `strings` (the translations of src/shared/webviewStrings.ts, English → local
 * text; missing ones show the English) travel as JSON, HTML-escaped, in data attributes.
 */
export function boardHtml(
  webview: vscode.Webview,
  extensionUri: vscode.Uri,
  settings: BoardSettings,
  mode: BoardMode = 'game',
  strings: WebviewStrings = {},
): string {
  const nonce = makeNonce();
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview.js'));
  const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'board.css'));
  const csp = [`default-src 'none'`, `style-src ${webview.cspSource}`, `script-src 'nonce-${nonce}'`].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style}">
<title>Goban</title>
</head>
<body>
<main class="goban" data-mode="${mode}" data-settings="${escapeHtml(JSON.stringify(settings))}" data-strings="${escapeHtml(JSON.stringify(strings))}">
  ${mode === 'game' ? gameStatus : textBoardStatus}
  <div class="board" data-testid="board" role="grid" aria-label="Go board" tabindex="0"></div>
  <p class="liberties" data-testid="liberties" aria-live="polite" hidden></p>
  <p class="message" hidden></p>
</main>
<script nonce="${nonce}" src="${script}"></script>
</body>
</html>`;
}

const gameStatus =
  '<p class="status" aria-live="polite">Move <span data-testid="move-number">0</span> · <span class="to-play"></span> · <span class="captures"></span></p>';
const textBoardStatus = '<p class="status" data-testid="board-label" aria-live="polite"></p>';

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** 128 random bits as hex, from the Web Crypto API (present in Node 20 and in browsers). */
function makeNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
