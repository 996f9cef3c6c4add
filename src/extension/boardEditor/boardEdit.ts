// One edit asked of a board editor: checked against the document version and the node, planned by the pure editor model,
// refused with the reason, or written as one text edit while score mode keeps its count.
import type * as vscode from 'vscode';
import type { EditAction } from '../../shared/protocol';
import type { SgfNode } from '../../sgf';
import type { CommandOutcome, EditTarget } from './boardSummary';
import { planEdit } from '../../editor';
import { GameView } from '../../editor/gameView';
import type { ParsedDocument } from './parsedDocument';
import type { BoardModes } from './boardModes';
import type { TextBoardSync } from './textSync';
import { editFailedMessage, nodeGoneMessage, noGameMessage, problemViewMessage, refusalMessage, staleMessage, unencodableMessage } from './refusals';
import { unencodableCharacters } from '../encoding/unencodable';
import { deletedMessage } from './editNotices';

/** What an edit needs of its board editor. */
export interface EditHost {
  readonly document: vscode.TextDocument;
  readonly parsed: ParsedDocument;
  readonly modes: BoardModes;
  readonly sync: TextBoardSync;
  /** Re-parses now when the board is behind the document. */
  flush(): void;
  /** Shows `node` of the game parsed now, and in the text editors. */
  show(node: SgfNode): void;
  /** The board after a command. */
  outcome(outcome: 'followed' | 'edited'): CommandOutcome;
  /** Tells the webview why nothing happened, and returns `result`. */
  notice(result: CommandOutcome & { readonly message: string }): CommandOutcome;
}

/** Applies `action` to the node `target` names (run it in the editor's edit queue: one edit at a time). */
export async function runBoardEdit(host: EditHost, action: EditAction, target: EditTarget): Promise<CommandOutcome> {
  const { document, parsed, modes } = host;
  host.flush();
  // A problem being solved is played against, not written into: the Game view edits it.
  if (modes.solvingProblem) return host.notice({ outcome: 'refused', code: 'problem-view', message: problemViewMessage() });
  const version = target.version ?? document.version;
  const game = parsed.game;
  if (version !== document.version) return host.notice({ outcome: 'stale', message: staleMessage() });
  if (!(game instanceof GameView)) return { outcome: 'failed', message: noGameMessage(game.error) };
  const node = game.node(target.nodeId ?? parsed.nodeId);
  if (node === undefined) return host.notice({ outcome: 'stale', message: nodeGoneMessage() });
  const plan = planEdit(game.collection, game.replay, node, action);
  switch (plan.kind) {
    case 'follow':
      host.show(game.node(plan.nodeId) ?? node);
      return host.outcome('followed');
    case 'refused':
      return host.notice({ outcome: 'refused', code: plan.code, message: refusalMessage(plan.code, plan.message) });
    case 'edits': {
      const lost = unencodableCharacters(plan.edits.map((e) => e.text).join(''), document.encoding);
      if (lost.length > 0) return host.notice({ outcome: 'refused', code: 'unencodable', message: unencodableMessage(document.encoding, lost) });
      // Writing RE or TB/TW leaves the position as it is: the count on show stays, with its corrections.
      const kept = modes.score.hold(action, node.id);
      try {
        const applied = await parsed.applyOwnEdit(version, node.span.start, plan, () => host.sync.quiet(document));
        if (!applied) {
          const stale = document.version !== version;
          return host.notice({ outcome: stale ? 'stale' : 'failed', message: stale ? staleMessage() : editFailedMessage() });
        }
        host.flush();
        modes.score.recount(kept);
        const outcome = host.outcome('edited');
        // A delete takes everything below the node with it: say how much, and how to bring it back.
        const deleted = action.kind === 'delete' ? deletedMessage(node) : null;
        return deleted === null ? outcome : host.notice({ ...outcome, message: deleted });
      } finally {
        modes.score.release();
      }
    }
  }
}
