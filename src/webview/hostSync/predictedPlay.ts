// Pure: the node a click would add, shown before the host has written it. Only where the host cannot decide
// otherwise: a new last child (no child plays that move already, which the host would follow instead), on an empty
// point, a move that is legal by any ruleset (no suicide) and captures no single stone a ko could be about. Everything
// else waits for the host, as does every node the prediction is wrong about (the host's answer replaces it).
import { Board } from '../../engine/board';
import type { Vertex } from '../../engine/types';
import { MAX_SIDE } from '../../engine/zobrist';
import type { MoveNumberMark, NodeView, StoneColor } from '../../shared/views';

/** A move a child of the node shown plays (null point: a pass). */
export interface ChildMove {
  readonly color: StoneColor;
  readonly point: Vertex | null;
}

/**
 * The view of the node playing at `point` after `view` (node id `nodeId`, negative: the host's ids are ≥ 0), with
 * numbers on the stones when `numbered`; `children` are the moves of `view`'s children (null: not known here). Null
 * when the host must decide.
 */
export function predictPlay(view: NodeView, point: Vertex, nodeId: number, numbered: boolean, children: readonly ChildMove[] | null): NodeView | null {
  const { width, height, rows, toPlay, moveNumber, captures } = view.board;
  const [x, y] = point;
  if (width > MAX_SIDE || height > MAX_SIDE) return null;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) return null;
  // A new variation: its siblings' marks (siblings mode) are not known here, and a child playing this move is followed.
  if (view.childCount > 0 && (children === null || view.variationMode === 'siblings')) return null;
  if (children?.some((child) => child.color === toPlay && child.point?.[0] === x && child.point[1] === y)) return null;
  if (rows[y]?.charAt(x) !== '.') return null;
  const board = Board.fromRows(rows);
  const player = toPlay === 'B' ? 1 : -1;
  const result = board.play(player, x, y, null, 'forbidden');
  if (!result.legal) return null;
  if (result.captured.length === 1 && board.getChain(x, y).length === 1 && board.libertyCount(x, y) === 1) return null;
  const taken = result.captured.length;
  const number = moveNumber + 1;
  return {
    nodeId,
    board: {
      width,
      height,
      rows: board.toRows(),
      moveNumber: number,
      toPlay: toPlay === 'B' ? 'W' : 'B',
      captures: toPlay === 'B' ? { black: captures.black + taken, white: captures.white } : { black: captures.black, white: captures.white + taken },
      lastMove: point,
    },
    move: { color: toPlay, point },
    markup: {
      triangles: [],
      squares: [],
      circles: [],
      crosses: [],
      dimmed: view.markup.dimmed,
      labels: [],
      arrows: [],
      lines: [],
      territory: { black: [], white: [] },
    },
    annotations: { move: null, position: null, hotspot: false, value: null },
    comment: '',
    name: '',
    variationMode: view.variationMode,
    variations: [],
    siblingIndex: view.childCount,
    siblingCount: view.childCount + 1,
    childCount: 0,
    lineEndMoveNumber: number,
    passes: 0,
    moveNumbers: numbered ? numbersAfter(view.moveNumbers, result.captured, point, number) : [],
    problem: null,
  };
}

/** The move numbers after a move `number` at `point` captured `captured`: row by row, top to bottom, as the host sends. */
function numbersAfter(before: readonly MoveNumberMark[], captured: readonly Vertex[], point: Vertex, number: number): MoveNumberMark[] {
  const gone = new Set(captured.map(([x, y]) => `${x},${y}`));
  const marks = before.filter((mark) => !gone.has(`${mark.point[0]},${mark.point[1]}`));
  marks.push({ point, number });
  return marks.sort((a, b) => a.point[1] - b.point[1] || a.point[0] - b.point[0]);
}
