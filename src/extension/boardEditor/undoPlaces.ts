// Where the board goes on Undo and Redo of its own edits: the node an edit started from, or the node it produced.
import * as vscode from 'vscode';

/** A node of the document as it was at one moment: its offset, and the document's length and text there to recognise that moment. */
export interface UndoPlace {
  readonly offset: number;
  readonly length: number;
  readonly sample: string;
}

/** One board edit: the node it started from (in the text before it) and the node it showed (in the text after it). */
interface Step {
  readonly before: UndoPlace;
  readonly after: UndoPlace;
  /** The game of the file the edit was made in. */
  readonly gameIndex: number;
}

/** How many board edits are remembered (VS Code's own undo stack is deeper; older steps fall back to following the text). */
const STEPS_KEPT = 200;
/** Characters of a node's text kept to recognise it. */
const SAMPLE_LENGTH = 64;

/**
 * The board edits of one document, mirrored beside VS Code's undo stack. An Undo that brings the text back to the
 * state before the newest remembered edit (same length, same node text at the remembered offset) shows the node
 * that edit started from; a Redo likewise the node it produced. Any other change leaves the places as they are.
 */
export class UndoPlaces {
  private readonly undoSteps: Step[] = [];
  private readonly redoSteps: Step[] = [];

  /** The node at `offset` of `document` now, to pass to `recordEdit` once the edit is made. */
  static placeOf(document: vscode.TextDocument, offset: number): UndoPlace {
    return { offset, length: lengthOf(document), sample: sampleAt(document, offset) };
  }

  /** Remembers a board edit in game `gameIndex` that started from `before` and showed the node at `afterOffset` of `document` now. */
  recordEdit(before: UndoPlace, document: vscode.TextDocument, afterOffset: number, gameIndex: number): void {
    this.undoSteps.push({ before, after: UndoPlaces.placeOf(document, afterOffset), gameIndex });
    if (this.undoSteps.length > STEPS_KEPT) this.undoSteps.shift();
    this.redoSteps.length = 0;
  }

  /**
   * The offset of the node to show after `change` of `document` while game `gameIndex` is shown, when it is the Undo
   * or Redo of a remembered board edit in that game; undefined for any other change. A typed change forgets the redo
   * steps, as VS Code does.
   */
  placeAfter(change: vscode.TextDocumentChangeEvent, gameIndex: number): number | undefined {
    const { document } = change;
    if (change.reason === vscode.TextDocumentChangeReason.Undo) return this.move(this.undoSteps, this.redoSteps, document, 'before', gameIndex);
    if (change.reason === vscode.TextDocumentChangeReason.Redo) return this.move(this.redoSteps, this.undoSteps, document, 'after', gameIndex);
    this.redoSteps.length = 0;
    return undefined;
  }

  private move(from: Step[], to: Step[], document: vscode.TextDocument, side: 'before' | 'after', gameIndex: number): number | undefined {
    const step = from[from.length - 1];
    if (step === undefined || step.gameIndex !== gameIndex || !matches(step[side], document)) return undefined;
    from.pop();
    to.push(step);
    return step[side].offset;
  }
}

/** The document's length in UTF-16 units, without copying its text. */
function lengthOf(document: vscode.TextDocument): number {
  return document.offsetAt(document.lineAt(document.lineCount - 1).range.end);
}

function sampleAt(document: vscode.TextDocument, offset: number): string {
  return document.getText(new vscode.Range(document.positionAt(offset), document.positionAt(offset + SAMPLE_LENGTH)));
}

function matches(place: UndoPlace, document: vscode.TextDocument): boolean {
  return lengthOf(document) === place.length && sampleAt(document, place.offset) === place.sample;
}
