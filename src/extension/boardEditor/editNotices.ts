// What the board says after an edit that did more than the board shows, in the user's language.
import * as vscode from 'vscode';
import { subtreeCounts, type SgfNode } from '../../sgf';

/** The notice after deleting `node` with everything below it (more than the node), or null when it was alone. */
export function deletedMessage(node: SgfNode): string | null {
  const { nodes, moves, lines } = subtreeCounts(node);
  if (nodes === 1) return null;
  if (moves === nodes) {
    return lines === 1
      ? vscode.l10n.t('Deleted {0} moves from here on. Undo brings them back.', moves)
      : vscode.l10n.t('Deleted {0} moves from here on, in {1} variations. Undo brings them back.', moves, lines);
  }
  return lines === 1
    ? vscode.l10n.t('Deleted {0} nodes from here on. Undo brings them back.', nodes)
    : vscode.l10n.t('Deleted {0} nodes from here on, in {1} variations. Undo brings them back.', nodes, lines);
}
