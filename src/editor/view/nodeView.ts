// Pure: everything the board webview shows about one node, from the replay and the node's properties. No vscode, DOM or Node fs.
import { passesUpTo } from '../../game/passes';
import type { GameReplay } from '../../game/replay';
import type { NodeView, VariationDisplay } from '../../shared/views';
import { decodeSimpleText, decodeText } from '../../sgf/codecs/text';
import type { SgfNode } from '../../sgf/types';
import { annotationsOf } from './annotations';
import { markupOf } from './markup';
import type { LineMemory } from './lineMemory';
import { lineEndMoveNumber, moveNumbersAt } from './moveNumbers';
import { problemAt } from './problem';
import { firstValue } from './values';
import { variationMarks, variationMode } from './variations';

/** What {@link nodeView} shows besides the node itself (from the `goban.*` settings, and the line being read). */
export interface NodeViewOptions {
  readonly variations: VariationDisplay;
  readonly moveNumbers: boolean;
  /** The children taken at the branches, for the move total of the line (first children without it). */
  readonly line?: LineMemory;
}

/** Everything the webview shows about `node` of the game replayed by `replay`. */
export function nodeView(replay: GameReplay, node: SgfNode, options: NodeViewOptions): NodeView {
  const board = replay.positionAt(node);
  const { width, height } = replay.settings;
  const moves = replay.movesAt(node);
  const last = moves[moves.length - 1];
  const mode = variationMode(replay.root, options.variations);
  const siblings = node.parent?.children;
  return {
    nodeId: node.id,
    board,
    move: last === undefined ? null : { color: last.color, point: onBoard(last.point, width, height) },
    markup: markupOf(node, replay.root, width, height, board.rows),
    annotations: annotationsOf(node),
    comment: decodeText(firstValue(node, 'C') ?? ''),
    name: decodeSimpleText(firstValue(node, 'N') ?? ''),
    variationMode: mode,
    variations: variationMarks(node, mode, width, height),
    siblingIndex: siblings === undefined ? 0 : siblings.indexOf(node),
    siblingCount: siblings === undefined ? 1 : siblings.length,
    childCount: node.children.length,
    lineEndMoveNumber: options.line === undefined ? lineEndMoveNumber(replay, node) : options.line.lineEnd(replay, node),
    passes: passesUpTo(replay, node),
    moveNumbers: options.moveNumbers ? moveNumbersAt(node, replay.root, board) : [],
    problem: problemAt(replay, node),
  };
}

function onBoard(point: readonly [number, number] | null, width: number, height: number): readonly [number, number] | null {
  return point !== null && point[0] < width && point[1] < height ? point : null;
}
