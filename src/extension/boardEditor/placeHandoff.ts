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
    const at = this.find(document);
    if (at < 0) return undefined;
    const [entry] = this.left.splice(at, 1);
    return { gameIndex: entry.gameIndex, nodeOffset: entry.nodeOffset };
  }

  /** Whether `take` would give `document` a place now (it takes nothing). */
  holds(document: vscode.TextDocument): boolean {
    return this.find(document) >= 0;
  }

  private find(document: vscode.TextDocument): number {
    if (document.uri.scheme === 'untitled' || this.left.length === 0) return -1;
    const now = Date.now();
    const uri = document.uri.toString();
    const text = document.getText();
    for (let i = this.left.length - 1; i >= 0; i--) {
      const entry = this.left[i];
      if (now - entry.time < HANDOFF_MS && entry.uri !== uri && entry.text === text) return i;
    }
    return -1;
  }
}
