// Pure: the line a player reads — at each branch, the child last taken — so that stepping back past a branch and on
// again stays in the variation, as in Sabaki, CGoban and KGS. No vscode, DOM or Node fs.
import type { GameReplay } from '../../game/replay';
import { isMoveNode } from '../../sgf/tree';
import type { SgfNode, Span } from '../../sgf/types';
import { gameFacts } from './gameFacts';
import { lineEndMoveNumber } from './moveNumbers';

/** The child last taken at each branch of one game: where the line through a node goes on below it. */
export class LineMemory {
  /** Branch node id → the child last taken there, kept only where that is not the first child. */
  private readonly taken = new Map<number, SgfNode>();

  /** For the game under `root` (a node that `parse` made). */
  constructor(private readonly root: SgfNode) {}

  /** Remembers the path from the root to `node`: at each branch above it, the child it goes through. Says whether
   *  that changed a branch's child (the line through `node` is then another than before). */
  remember(node: SgfNode): boolean {
    const facts = gameFacts(this.root);
    let changed = false;
    let head = facts.variationHead(node.id).head;
    while (head?.parent != null) {
      const parent = head.parent;
      const before = this.taken.get(parent.id);
      if (parent.children[0] === head) this.taken.delete(parent.id);
      else this.taken.set(parent.id, head);
      changed ||= before !== this.taken.get(parent.id);
      head = facts.variationHead(parent.id).head;
    }
    return changed;
  }

  /** The spans of the children taken at branches where the line leaves the first child (to find them again after the
   *  text changed). */
  get takenSpans(): Span[] {
    return [...this.taken.values()].map((node) => node.span);
  }

  /** Takes each of `nodes` again at its branch: children of this game found again in a new parse of the changed text. */
  takeAgain(nodes: readonly SgfNode[]): void {
    for (const node of nodes) if (node.parent != null && node.parent.children[0] !== node) this.taken.set(node.parent.id, node);
  }

  /** The child the line through `node` goes on with: the one last taken there, else the first; undefined at its end. */
  next(node: SgfNode): SgfNode | undefined {
    return this.taken.get(node.id) ?? node.children[0];
  }

  /** The move number at the end of the line through `node`: along first children (`lineEndMoveNumber`, cached) unless
   *  a branch was left by another child, then walked. */
  lineEnd(replay: GameReplay, node: SgfNode): number {
    if (this.taken.size === 0) return lineEndMoveNumber(replay, node);
    let number = replay.moveNumberAt(node);
    for (let at = this.next(node); at !== undefined; at = this.next(at)) if (isMoveNode(at)) number++;
    return number;
  }
}

/** The child the line through `node` goes on with: as `line` remembers it, or the first child without a memory. */
export function lineChild(node: SgfNode, line?: LineMemory): SgfNode | undefined {
  return line === undefined ? node.children[0] : line.next(node);
}
