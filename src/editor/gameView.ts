// The one place the host turns SGF text into boards: parse with src/sgf, replay with src/game.
import { GameReplay, type GameSettings, type RuleOverrides } from '../game';
import { decodeSimpleText, findNodeAt, findNodeBefore, getProperty, parse } from '../sgf';
import { storedGameOf } from '../sgf/storedNode';
import type { SgfCollection, SgfNode, Span } from '../sgf/types';
import type { BoardSnapshot } from '../shared/views';
import { LineMemory } from './view/lineMemory';

/** One game of a parsed document, with its nodes indexed by id for navigation. */
export class GameView {
  /** The line being read: the child last taken at each branch (see LineMemory). */
  readonly line: LineMemory;

  private constructor(
    /** The replay of this game (positions of any node). */
    readonly replay: GameReplay,
    /** The whole parsed document (every game). */
    readonly collection: SgfCollection,
    /** The index of this game among the document's games. */
    readonly gameIndex: number,
    private readonly root: SgfNode,
    private readonly nodesById: NodesById,
  ) {
    this.line = new LineMemory(root);
  }

  /** Parses `text` and opens game `gameIndex` (rules from the file unless overridden); returns a reason when there is no game to show. */
  static fromText(text: string, overrides: RuleOverrides = {}, gameIndex = 0): GameView | { readonly error: string } {
    return GameView.fromCollection(parse(text), gameIndex, overrides);
  }

  /** Opens game `gameIndex` of a parsed collection; returns a reason when there is no such game. */
  static fromCollection(collection: SgfCollection, gameIndex: number, overrides: RuleOverrides = {}): GameView | { readonly error: string } {
    const root = collection.games[gameIndex];
    if (root === undefined) return { error: collection.diagnostics[0]?.message ?? 'The file holds no game.' };
    return new GameView(GameReplay.open(collection, gameIndex, overrides), collection, gameIndex, root, nodesOf(root));
  }

  /** The node `nodeId` of this game, or undefined. */
  node(nodeId: number): SgfNode | undefined {
    return this.nodesById.get(nodeId);
  }

  /** The game's root node. */
  get rootNode(): SgfNode {
    return this.root;
  }

  /** The number of nodes in this game. */
  get size(): number {
    return this.nodesById.size;
  }

  /**
   * The game and node at `offset` of `text`: the node containing it, else the last node starting before it (the root
   * of the first game when there is none); returns a reason when the text holds no game.
   */
  static atOffset(
    text: string,
    offset: number,
    overrides: RuleOverrides = {},
  ): { readonly game: GameView; readonly nodeId: number } | { readonly error: string } {
    const collection = parse(text);
    const { gameIndex, node } = nodeAtOffset(collection, offset);
    const game = GameView.fromCollection(collection, gameIndex, overrides);
    if (!(game instanceof GameView)) return game;
    return { game, nodeId: node?.id ?? game.rootId };
  }

  /** Size, rules, komi and handicap of the game (root properties, with overrides). */
  get settings(): GameSettings {
    return this.replay.settings;
  }

  /** The game's result as recorded in the root's RE property, or null when absent. */
  get recordedResult(): string | null {
    const raw = getProperty(this.root, 'RE')?.values[0]?.raw;
    return raw === undefined ? null : decodeSimpleText(raw).trim();
  }

  /** The source span of node `nodeId` (the root's when that id is unknown). */
  nodeSpan(nodeId: number): Span {
    return (this.nodesById.get(nodeId) ?? this.root).span;
  }

  /**
   * The node to show after an edit: the node of this game at `mappedStart` (the start of the node shown before, mapped
   * through the edit), else `previousId` when this game still has it, else the root.
   */
  followNode(previousId: number, mappedStart: number): number {
    const node = findNodeAt(this.collection, mappedStart);
    if (node !== undefined && this.nodesById.get(node.id) === node) return node.id;
    return this.has(previousId) ? previousId : this.root.id;
  }

  /** The id of the game's root node. */
  get rootId(): number {
    return this.root.id;
  }

  /** True when `nodeId` is a node of this game. */
  has(nodeId: number): boolean {
    return this.nodesById.has(nodeId);
  }

  /** The board at `nodeId` (the root when that id is unknown). */
  boardAt(nodeId: number): BoardSnapshot {
    return this.replay.positionAt(this.nodesById.get(nodeId) ?? this.root);
  }
}

/**
 * The node at `offset` of a parsed document: the node containing it, else the last node starting before it (else
 * none), with the index of its game (0 when none).
 */
export function nodeAtOffset(collection: SgfCollection, offset: number): { readonly gameIndex: number; readonly node: SgfNode | undefined } {
  const node = findNodeAt(collection, offset) ?? findNodeBefore(collection, offset);
  let root = node;
  while (root?.parent) root = root.parent;
  return { gameIndex: root === undefined ? 0 : Math.max(0, collection.games.indexOf(root)), node };
}

/** The nodes of one game by id. */
type NodesById = Pick<ReadonlyMap<number, SgfNode>, 'get' | 'has' | 'size'>;

/** The nodes under `root` by id: read from the store when parse made the game (its ids are a range), else indexed. */
function nodesOf(root: SgfNode): NodesById {
  const stored = storedGameOf(root);
  if (stored === null) return indexNodes(root);
  const { store, first, end } = stored;
  const has = (id: number): boolean => Number.isInteger(id) && id >= first && id < end;
  return { get: (id) => (has(id) ? store.node(id) : undefined), has, size: end - first };
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
