// Goban: Mark Line Right / Mark Line Wrong — for authors of problems, in the Game view: the node shown gets the
// conventional mark problem readers know (RIGHT in its comment, or TE; BM on a move), as one undoable edit.
import * as vscode from 'vscode';
import { solverOfGame } from '../../game/problems/problemTree';
import { rightMark, wrongMark } from '../../editor/edits/problemMarks';
import type { CommandOutcome } from '../boardEditor/boardSummary';
import type { ActiveEditors } from '../core/activeEditors';

/** Registers the two commands; each returns the edit's outcome, or undefined when no Goban editor is active. */
export function registerProblemCommands(editors: ActiveEditors): vscode.Disposable {
  const mark = (verdict: 'right' | 'wrong') => async (): Promise<CommandOutcome | undefined> => {
    const editor = editors.active;
    const position = editor?.currentPosition();
    if (editor === undefined || position === undefined || 'error' in position) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open an SGF file in the Goban board editor first.'));
      return undefined;
    }
    const node = position.game.node(position.nodeId) ?? position.game.rootNode;
    const solver = solverOfGame(position.game.rootNode);
    const action = verdict === 'right' ? rightMark(node, solver) : wrongMark(node, solver);
    if (action === null) {
      const message =
        verdict === 'right'
          ? vscode.l10n.t('The comment of this node says the line is wrong: edit the comment to mark it right.')
          : vscode.l10n.t('The comment of this node says the line is right: edit the comment to mark it wrong.');
      void vscode.window.showInformationMessage(message);
      return { outcome: 'refused', code: verdict === 'right' ? 'comment-says-wrong' : 'comment-says-right', message };
    }
    return editor.edit(action, { nodeId: node.id });
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand('goban.markRight', mark('right')),
    vscode.commands.registerCommand('goban.markWrong', mark('wrong')),
  );
}
