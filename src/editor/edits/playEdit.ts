// Pure: a click to play — follow an existing child, refuse an illegal move with the reason, or add the move. No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import { formatVertex } from '../../engine/pointNames';
import type { GameReplay } from '../../game/replay';
import { addMove } from '../../sgf/edit/addNode';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { planOf, refused, type EditPlan } from './editPlan';

/**
 * Plays at `point` (null = pass, written `B[]`/`W[]`) after `node` for the player to move there (PL honoured).
 * A child that already plays this move is followed; an illegal move under the game's rules is refused (occupied,
 * ko, superko, suicide, off the board); otherwise the move becomes a new last child and is shown next.
 */
export function planPlay(coll: SgfCollection, replay: GameReplay, node: SgfNode, point: Vertex | null): EditPlan {
  const { width, height } = replay.settings;
  if (point !== null && !onBoard(point, width, height)) return offBoard(point, width, height);
  const state = replay.stateAt(node);
  const color = state.toPlay === 1 ? 'B' : 'W';
  const result = addMove(coll, node, color, point, { width, height });
  if (result.existingChild !== undefined) return { kind: 'follow', nodeId: result.existingChild.id };
  const reason = state.checkMove(state.toPlay, point);
  if (reason !== null && point !== null) {
    const where = formatVertex(point, height);
    const who = `${color === 'B' ? 'Black' : 'White'} ${where}`;
    switch (reason) {
      case 'occupied':
        return refused('occupied', `${where} is occupied`);
      case 'ko':
        return refused('ko', `${who} would retake the ko at once`);
      case 'superko':
        return refused('superko', `${who} would repeat an earlier position (superko)`);
      case 'suicide':
        return refused('suicide', `${who} would be suicide`);
      case 'offboard':
        return offBoard(point, width, height);
    }
  }
  return planOf(result, node, 'Nothing to play', result.newNodeOffset);
}

/** Whether `point` is a whole-number point of a width × height board. */
export function onBoard(point: Vertex, width: number, height: number): boolean {
  const [x, y] = point;
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height;
}

/** The refusal for a point off the board: "Point (19, 0) is off the 19×19 board". */
export function offBoard(point: Vertex, width: number, height: number): EditPlan {
  return refused('offboard', `Point (${point[0]}, ${point[1]}) is off the ${width}×${height} board`);
}
