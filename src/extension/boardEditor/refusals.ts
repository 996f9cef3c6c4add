// Why an edit was not made, in the user's language (the editor model gives a code and an English message).
import * as vscode from 'vscode';

/** The localised message for refusal `code`; codes without a translation keep the model's English `message`. */
export function refusalMessage(code: string, message: string): string {
  switch (code) {
    case 'occupied':
      return vscode.l10n.t('That point is occupied.');
    case 'ko':
      return vscode.l10n.t('Illegal move: the ko forbids retaking at once.');
    case 'superko':
      return vscode.l10n.t('Illegal move: it repeats an earlier position (superko).');
    case 'suicide':
      return vscode.l10n.t('Illegal move: suicide is not allowed under these rules.');
    case 'offboard':
      return vscode.l10n.t('That point is not on the board.');
    case 'root':
      return vscode.l10n.t('The root node cannot be deleted or moved.');
    case 'noSibling':
      return vscode.l10n.t('There is no variation to swap with in that direction.');
    case 'unchanged':
      return vscode.l10n.t('Nothing to change.');
    case 'invalidValue':
      return vscode.l10n.t('That value is not valid here (komi and handicap must be numbers).');
    case 'samePoint':
      return vscode.l10n.t('An arrow or line needs two different points.');
    case 'noMove':
      return vscode.l10n.t('Move annotations (bad move, tesuji, doubtful, interesting) belong to a node with a move.');
    case 'unsupported':
      return vscode.l10n.t('This part of the file cannot be edited safely from the board; edit the text instead.');
    default:
      return message;
  }
}

/** The notice for an edit made against an older version of the document. */
export function staleMessage(): string {
  return vscode.l10n.t('The game changed before this edit arrived; nothing was edited.');
}

/** The notice for an edit on a node that is no longer in the game. */
export function nodeGoneMessage(): string {
  return vscode.l10n.t('That node is no longer in the game; nothing was edited.');
}

/** The notice when VS Code did not apply an edit. */
export function editFailedMessage(): string {
  return vscode.l10n.t('VS Code did not apply the edit (is the file read-only?).');
}

/** What the board says when the document holds no game. */
export function noGameMessage(reason: string): string {
  return vscode.l10n.t('No game to show: {0}', reason);
}

/** The notice for an edit while a problem is being solved. */
export function problemViewMessage(): string {
  return vscode.l10n.t('This problem is being solved: switch to the Game view to edit it.');
}

/** The notice for a step through the tree asked while a problem is solved (it would show the answers). */
export function problemNavigationMessage(): string {
  return vscode.l10n.t('This problem is being solved: switch to the Game view to step through its lines.');
}

/** The notice for an edit with characters the document's encoding `encoding` cannot save (VS Code would write "?"). */
export function unencodableMessage(encoding: string, characters: readonly string[]): string {
  return vscode.l10n.t('This file is saved in the encoding {0}, which cannot hold {1}: nothing was written.', encoding, characters.join(' '));
}
