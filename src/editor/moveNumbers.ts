// Pure: move numbers on the stones of a position, and the move number at the end of a line. No vscode, DOM or Node fs.
import type { GameReplay } from '../game/replay';
import type { MoveNumberMark } from '../shared/protocol';
import type { BoardSnapshot } from '../shared/protocol';
import { decodePoint } from '../sgf/codecs/point';
import { decodePointList } from '../sgf/codecs/pointList';
import { normalizePropertyId } from '../sgf/lexer';
import { isMoveNode, pathTo } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';
import { gameFacts } from './gameFacts';

/**
 * For each stone of `board` (the position after `node`): the number of the latest move on the path to `node`
 * that played its point, when that move's stone is still the one there (same colour, and no setup property
 * touched the point since). Row by row, top to bottom. O(path length + board size).
 */
export function moveNumbersAt(node: SgfNode, board: BoardSnapshot): MoveNumberMark[] {
  const { width, height } = board;
  const numbers = new Int32Array(width * height);
  const colors = new Int8Array(width * height);
  let number = 0;
  for (const at of pathTo(node)) {
    const moves = isMoveNode(at);
    if (moves) number++;
    for (const prop of at.properties) {
      const id = normalizePropertyId(prop.id);
      if (id === 'AB' || id === 'AW' || id === 'AE') {
        for (const [x, y] of decodePointList(prop.values.map((v) => v.raw), width, height).points) numbers[y * width + x] = 0;
      }
    }
    if (!moves) continue;
    for (const prop of at.properties) {
      const id = normalizePropertyId(prop.id);
      if (id !== 'B' && id !== 'W') continue;
      const point = decodePoint(prop.values[0]?.raw ?? '', width, height);
      if (point === null || point === 'pass') continue;
      numbers[point[1] * width + point[0]] = number;
      colors[point[1] * width + point[0]] = id === 'B' ? 1 : -1;
    }
  }
  const marks: MoveNumberMark[] = [];
  for (let y = 0; y < height; y++) {
    const row = board.rows[y];
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const stone = row[x] === 'X' ? 1 : row[x] === 'O' ? -1 : 0;
      if (stone !== 0 && numbers[i] > 0 && colors[i] === stone) marks.push({ point: [x, y], number: numbers[i] });
    }
  }
  return marks;
}

/** The move number at the end of the line through `node` (its own number plus the moves down its first children; cached per game). */
export function lineEndMoveNumber(replay: GameReplay, node: SgfNode): number {
  const below = gameFacts(replay.root).movesBelow.get(node.id);
  if (below !== undefined) return replay.moveNumberAt(node) + below;
  let number = replay.moveNumberAt(node);
  for (let at = node.children[0]; at !== undefined; at = at.children[0]) if (isMoveNode(at)) number++;
  return number;
}
