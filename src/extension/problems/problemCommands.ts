// Goban: Mark Line Right / Mark Line Wrong — for authors of problems, in the Game view: the node shown gets the
// conventional mark problem readers know (RIGHT in its comment, or TE; BM on a move), as one undoable edit.
import * as vscode from 'vscode';
import { commentMark } from '../../game/problems/lineMarks';
import type { EditAction } from '../../shared/protocol';
import { decodeText } from '../../sgf/codecs/text';
import { firstValue } from '../../editor/view/values';
import { getValues, isMoveNode } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';
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
    const action = verdict === 'right' ? rightMark(node) : wrongMark(node);
    if (action === null) {
      const message = vscode.l10n.t('The comment of this node says the line is wrong: edit the comment to mark it right.');
      void vscode.window.showInformationMessage(message);
      return { outcome: 'refused', code: 'comment-says-wrong', message };
    }
    return editor.edit(action, { nodeId: node.id });
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand('goban.markRight', mark('right')),
    vscode.commands.registerCommand('goban.markWrong', mark('wrong')),
  );
}

/** Right: TE in place of a BM; else RIGHT added to the comment (null when the comment itself says wrong). */
export function rightMark(node: SgfNode): EditAction | null {
  if (getValues(node, 'BM').length > 0) return { kind: 'moveAnnotation', value: 'TE', emphasis: 1 };
  const comment = commentOf(node);
  if (commentMark(comment) === 'wrong') return null;
  if (/\bRIGHT\b/.test(comment)) return { kind: 'comment', text: comment };
  return { kind: 'comment', text: comment.trim() === '' ? 'RIGHT' : `${comment.replace(/\s+$/, '')}\nRIGHT` };
}

/** Wrong: BM on a move (it replaces a TE); on a node without a move, Wrong added to the comment. */
export function wrongMark(node: SgfNode): EditAction {
  if (isMoveNode(node)) return { kind: 'moveAnnotation', value: 'BM', emphasis: 1 };
  const comment = commentOf(node);
  return { kind: 'comment', text: comment.trim() === '' ? 'Wrong' : `${comment.replace(/\s+$/, '')}\nWrong` };
}

function commentOf(node: SgfNode): string {
  return decodeText(firstValue(node, 'C') ?? '');
}
