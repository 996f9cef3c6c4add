// The one place the host turns SGF text into boards: parse with src/sgf, replay with src/game.
import { GameReplay, type RuleOverrides } from '../game';
import { parse } from '../sgf';
import type { SgfNode } from '../sgf/types';
import type { BoardSnapshot, NavigationTarget } from '../shared/protocol';

/** The first game of a parsed document, with its nodes indexed by id for navigation. */
export class GameView {
  private constructor(
    private readonly replay: GameReplay,
    private readonly root: SgfNode,
    private readonly nodesById: ReadonlyMap<number, SgfNode>,
  ) {}

  /** Parses `text` and opens its first game (rules from the file unless overridden); returns a reason when there is no game to show. */
  static fromText(text: string, overrides: RuleOverrides = {}): GameView | { readonly error: string } {
    const collection = parse(text);
    const root = collection.games[0];
    if (root === undefined) return { error: collection.diagnostics[0]?.message ?? 'The file holds no game.' };
    return new GameView(GameReplay.open(collection, 0, overrides), root, indexNodes(root));
  }

  /** The id of the game's root node. */
  get rootId(): number {
    return this.root.id;
  }

  /** True when `nodeId` is a node of this game. */
  has(nodeId: number): boolean {
    return this.nodesById.has(nodeId);
  }

  /** The node reached from `fromNodeId` (or the root, if that id is unknown) by one navigation step. */
  navigate(fromNodeId: number, target: NavigationTarget): number {
    let node = this.nodesById.get(fromNodeId) ?? this.root;
    switch (target) {
      case 'next':
        return (node.children[0] ?? node).id;
      case 'previous':
        return (node.parent ?? node).id;
      case 'start':
        return this.root.id;
      case 'end':
        while (node.children[0] !== undefined) node = node.children[0];
        return node.id;
      default:
        return assertNever(target);
    }
  }

  /** The board at `nodeId` (the root when that id is unknown). */
  boardAt(nodeId: number): BoardSnapshot {
    return this.replay.positionAt(this.nodesById.get(nodeId) ?? this.root);
  }
}

/** Every node under `root` by id, walked without recursion (real files nest very deep). */
function indexNodes(root: SgfNode): Map<number, SgfNode> {
  const nodes = new Map<number, SgfNode>();
  const stack: SgfNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    nodes.set(node.id, node);
    for (const child of node.children) stack.push(child);
  }
  return nodes;
}

function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
