// Builds the board webview's HTML: strict CSP, nonce script, resources from dist/ and media/ only.
import * as vscode from 'vscode';
import type { WebviewStrings } from '../../shared/protocol';
import type { BoardSettings } from '../../shared/views';

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
  const csp = [`default-src 'none'`, `style-src ${webview.cspSource}`, `script-src 'nonce-${nonce}'`, `img-src data:`].join('; ');
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
<script nonce="${nonce}">${EARLY_MESSAGES}</script>
<main class="goban" data-mode="${mode}" data-settings="${escapeHtml(JSON.stringify(settings))}" data-strings="${escapeHtml(JSON.stringify(strings))}">
${mode === 'game' ? gameLayout : textBoardLayout}
</main>
<script nonce="${nonce}" src="${script}"></script>
</body>
</html>`;
}

/**
 * Keeps the messages that arrive before the board's script listens (`window.gobanEarly`, taken by its first lines).
 * VS Code passes on the messages it held for a page that has not loaded after 200 ms, and the opening node comes early.
 */
const EARLY_MESSAGES = `window.gobanEarly=[];addEventListener('message',function(e){if(window.gobanEarly)window.gobanEarly.push(e.data)});`;

/** The board with its liberties label and the message shown instead of it (both modes). */
const boardBlock = `<div class="board" data-testid="board" role="grid" aria-label="Go board" tabindex="0"></div>
    <p class="liberties" data-testid="liberties" aria-live="polite" hidden></p>
    <p class="message" hidden></p>`;

/**
 * The SGF editor: toolbar, status, badges, board and navigation on the left, then the lines that come and go (hints,
 * passes: under the navigation, so that its buttons stay put); players, node, comment, tree and game info on the right
 * when the view is wide, stacked below when narrow. The webview fills in the parts and translates every `data-t` text.
 */
const gameLayout = `<div class="board-column">
    <div class="toolbar" data-testid="toolbar"></div>
    <div class="problem-bar" data-testid="problem-mode" aria-live="polite" hidden></div>
    <p class="status" aria-live="polite"><span data-t="Move">Move</span> <span data-testid="move-number"></span> <span class="move-total"></span> · <span class="status-to-play"></span></p>
    <div class="badges" aria-live="polite"></div>
    ${boardBlock}
    <div class="navigation" role="group"></div>
    <p class="pending-hint" aria-live="polite"></p>
    <div class="pass-variations"></div>
    <p class="pass-status" data-testid="pass-status" aria-live="polite"></p>
    <p class="score-line" data-testid="score-line" hidden></p>
    <div class="notice" data-testid="notice" role="status" aria-live="polite"></div>
  </div>
  <div class="panels">
    <section class="panel score-panel" data-testid="score" aria-live="polite"></section>
    <section class="panel players"></section>
    <section class="panel picker"></section>
    <section class="panel node-panel"><h2 data-t="Node">Node</h2></section>
    <section class="panel comment-panel"></section>
    <section class="panel tree-panel"><h2 data-t="Game tree">Game tree</h2><div class="tree" data-testid="game-tree" role="listbox" aria-label="Game tree" tabindex="0"></div></section>
    <details class="panel game-info" data-testid="game-info" open><summary data-t="Game info">Game info</summary><div class="info-body"></div></details>
  </div>`;

/** A string-array board from a text file: where it is, the board, the liberties label. */
const textBoardLayout = `<div class="board-column">
    <p class="status" data-testid="board-label" aria-live="polite"></p>
    ${boardBlock}
  </div>`;

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** 128 random bits as hex, from the Web Crypto API (present in Node 20 and in browsers). */
function makeNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
