// Pure: the diagram of a game's position — after a node, with its markup, optionally with a range of moves numbered.
import { GameState } from '../engine/game';
import { applyNode } from '../game/applyNode';
import type { GameReplay } from '../game/replay';
import type { Vertex } from '../engine/types';
import { markupOf } from '../editor/view/markup';
import { isMoveNode, pathTo } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';
import { inRegion, wholeBoard, type Diagram, type MarkShape, type MoveAtNote, type NumberedMove } from './diagram';
import type { Region } from '../engine/types';

/** Which moves to number (game move numbers, inclusive) and which part of the board to draw. */
export interface GameDiagramOptions {
  readonly numbers?: { readonly from: number; readonly to: number };
  readonly region?: Region;
}

/**
 * The diagram of the position after `node` (of the game `replay`), with the node's markup. Moves `numbers.from`–`to`
 * on the path to `node` carry their numbers; a numbered stone captured later in the range still shows (as printed
 * diagrams do), and a numbered move on a point that already shows a number or stone becomes a note ("7 at 3").
 */
export function gameDiagram(replay: GameReplay, node: SgfNode, options: GameDiagramOptions = {}): Diagram {
  const { width, height } = replay.settings;
  const position = replay.positionAt(node);
  const rows = position.rows.map((row) => row.split(''));
  const markup = markupOf(node, replay.root, width, height, position.rows);
  const numbering = options.numbers === undefined ? null : numberedMoves(replay, node, options.numbers.from, options.numbers.to);
  const region = options.region ?? wholeBoard(width, height);
  const numbers: NumberedMove[] = [];
  const notes: MoveAtNote[] = [...(numbering?.notes ?? [])];
  // A stone on the board when the numbered moves start still shows where they capture it (as printed diagrams do).
  for (const stone of numbering?.captured ?? []) rows[stone.point[1]][stone.point[0]] = stone.color === 'B' ? 'X' : 'O';
  for (const move of numbering?.shown ?? []) {
    rows[move.point[1]][move.point[0]] = move.color === 'B' ? 'X' : 'O';
    // A numbered move outside the region drawn (a ko threat, a tenuki) is listed under the diagram by its point.
    if (inRegion(move.point, region)) numbers.push(move);
    else notes.push({ number: move.number, color: move.color, point: move.point, at: null });
  }
  notes.sort((a, b) => a.number - b.number);
  const marks: Array<{ point: Vertex; shape: MarkShape }> = [];
  const shapes: ReadonlyArray<readonly [MarkShape, readonly Vertex[]]> = [
    ['TR', markup.triangles],
    ['SQ', markup.squares],
    ['CR', markup.circles],
    ['MA', markup.crosses],
  ];
  for (const [shape, points] of shapes) for (const point of points) marks.push({ point, shape });
  return {
    width,
    height,
    rows: rows.map((row) => row.join('')),
    marks,
    labels: markup.labels,
    arrows: markup.arrows,
    lines: markup.lines,
    numbers,
    notes,
    lastMove: numbering !== null && numbering.shown.length > 0 ? null : onBoard(position.lastMove, width, height),
    toPlay: position.toPlay,
    region,
  };
}

/**
 * The node of `line` (a path from the root) that plays move `number`; 0 gives the last node before the first move (the
 * setup of a problem in node 2), a number past the line's end its last node. As the board editor's Go to Move.
 */
export function nodeAtMove(line: readonly SgfNode[], number: number): SgfNode {
  let moves = 0;
  let node = line[0];
  for (const at of line) {
    if (isMoveNode(at)) moves++;
    if (moves > number) break;
    node = at;
    if (number > 0 && moves === number) break;
  }
  return node;
}

interface Numbering {
  readonly shown: NumberedMove[];
  readonly notes: MoveAtNote[];
  /** The stones on the board before move `from` that the numbered moves captured (unless a later unnumbered move changed the point). */
  readonly captured: Array<{ readonly point: Vertex; readonly color: 'B' | 'W' }>;
}

/**
 * Replays the path to `node` from just before move `from` and numbers the moves from–to on it. A point keeps the first
 * numbered move played on it; later moves there are notes, and so are moves on a point whose stone from before the
 * range they captured (a ko taken back: "6 at T13"). A numbered point that a later unnumbered move or a setup changes
 * loses its number.
 */
function numberedMoves(replay: GameReplay, node: SgfNode, from: number, to: number): Numbering {
  const { width, height } = replay.settings;
  const path = pathTo(node);
  // The last node before move `from`; -1 when the root itself plays move 1 (the replay starts from an empty board).
  let start = -1;
  for (let k = 0, count = 0; k < path.length; k++) {
    if (isMoveNode(path[k]) && ++count >= from) break;
    start = k;
  }
  const { rules } = replay.settings;
  const state = start < 0 ? GameState.create(width, height, rules) : replay.stateAt(path[start]);
  const shownAt = new Map<number, NumberedMove>();
  const notes: MoveAtNote[] = [];
  const startRows = state.board.toRows();
  const captured = new Map<number, 'B' | 'W'>();
  let number = start < 0 ? 0 : replay.moveNumberAt(path[start]);
  let after = startRows;
  for (let k = start + 1; k < path.length; k++) {
    const before = after;
    const moves = applyNode(state, path[k], width, height);
    after = state.board.toRows();
    if (moves.length > 0) number++;
    if (moves.length > 0 && number >= from && number <= to) {
      for (const move of moves) {
        const point = onBoard(move.point, width, height);
        if (point === null) {
          // A pass, or a move off the board (played as a pass).
          notes.push({ number, color: move.color, point: null, at: null });
          continue;
        }
        const i = point[1] * width + point[0];
        const first = shownAt.get(i);
        if (first !== undefined) notes.push({ number, color: move.color, point, at: first.number });
        else if (before[point[1]].charAt(point[0]) !== '.' || captured.has(i)) notes.push({ number, color: move.color, point, at: null });
        else shownAt.set(i, { point, number, color: move.color });
      }
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const was = startRows[y].charAt(x);
          if (was !== '.' && before[y].charAt(x) === was && after[y].charAt(x) === '.') captured.set(y * width + x, was === 'X' ? 'B' : 'W');
        }
      }
    } else {
      for (const i of [...shownAt.keys(), ...captured.keys()]) {
        const x = i % width;
        const y = (i - x) / width;
        if (before[y].charAt(x) !== after[y].charAt(x)) {
          shownAt.delete(i);
          captured.delete(i);
        }
      }
    }
  }
  return {
    shown: [...shownAt.values()].sort((a, b) => a.number - b.number),
    notes,
    captured: [...captured].map(([i, color]) => ({ point: [i % width, Math.floor(i / width)] as Vertex, color })),
  };
}

/** `point` when it lies on the width × height board, else null (a file's move off the board is played as a pass). */
function onBoard(point: Vertex | null, width: number, height: number): Vertex | null {
  return point !== null && point[0] < width && point[1] < height ? point : null;
}
