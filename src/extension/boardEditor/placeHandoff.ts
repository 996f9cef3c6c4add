// Carries the node an untitled Goban editor showed over to the editor VS Code opens on the file it was saved as.
import type * as vscode from 'vscode';

/** Where a Goban editor was: its game and the offset of the node it showed. */
export interface Place {
  readonly gameIndex: number;
  readonly nodeOffset: number;
}

interface Left extends Place {
  readonly uri: string;
  readonly text: string;
  readonly time: number;
}

/** How long after an editor closes another may take its place over. */
const HANDOFF_MS = 10_000;

/**
 * The places of recently closed Goban editors of untitled documents. When VS Code saves an untitled game it closes
 * the editor and opens one on the new file with the same text; that editor takes the place over instead of opening
 * at the start. Only untitled documents hand over, and only to files: closing a file and opening a copy of it
 * opens the copy at its start, as always.
 */
export class PlaceHandoff {
  private left: Left[] = [];

  /**
   * Records where an editor of `document` was when it closed: `place` in `text`, the last text it showed a node of
   * (VS Code may have emptied an untitled document it just saved elsewhere before the editor closes).
   */
  leave(document: vscode.TextDocument, text: string, place: Place): void {
    if (document.uri.scheme !== 'untitled') return;
    const now = Date.now();
    this.left = this.left.filter((entry) => now - entry.time < HANDOFF_MS);
    this.left.push({ gameIndex: place.gameIndex, nodeOffset: place.nodeOffset, uri: document.uri.toString(), text, time: now });
  }

  /** The place left by a recently closed untitled editor with exactly the text of `document`, a file (taken once). */
  take(document: vscode.TextDocument): Place | undefined {
    if (document.uri.scheme === 'untitled') return undefined;
    const now = Date.now();
    const uri = document.uri.toString();
    const text = document.getText();
    for (let i = this.left.length - 1; i >= 0; i--) {
      const entry = this.left[i];
      if (now - entry.time >= HANDOFF_MS || entry.uri === uri || entry.text !== text) continue;
      this.left.splice(i, 1);
      return { gameIndex: entry.gameIndex, nodeOffset: entry.nodeOffset };
    }
    return undefined;
  }
}
