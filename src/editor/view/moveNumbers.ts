// Pure: move numbers on the stones of a position, and the move number at the end of a line. No vscode, DOM or Node fs.
import type { GameReplay } from '../../game/replay';
import type { MoveNumberMark } from '../../shared/views';
import type { BoardSnapshot } from '../../shared/views';
import { decodePoint } from '../../sgf/codecs/point';
import { decodePointList } from '../../sgf/codecs/pointList';
import { normalizePropertyId } from '../../sgf/lexer';
import { isMoveNode } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';
import { gameFacts } from './gameFacts';

/** Per point: the number and colour of the latest move that played it (0 = none, or a setup touched it since). */
interface Played {
  readonly number: number;
  readonly numbers: Int32Array;
  readonly colors: Int8Array;
}

/** Recent results per game, so a step forward or back costs one node, not the whole path. */
const recent = new WeakMap<SgfNode, Map<number, Played>>();
/** More than one line window holds (see WINDOW_REACH: 161 nodes), so that building one keeps the steps around it cheap. */
const RECENT_LIMIT = 256;

/**
 * For each stone of `board` (the position after `node`, in the game under `root`): the number of the latest move on
 * the path to `node` that played its point, when that move's stone is still the one there (same colour, and no
 * setup property touched the point since). Row by row, top to bottom. O(path length + board size) for a jump;
 * a step from a node seen recently (parent, child) costs one node.
 */
export function moveNumbersAt(node: SgfNode, root: SgfNode, board: BoardSnapshot): MoveNumberMark[] {
  const { width, height } = board;
  const played = playedAt(node, root, width, height);
  const marks: MoveNumberMark[] = [];
  for (let y = 0; y < height; y++) {
    const row = board.rows[y];
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const stone = row[x] === 'X' ? 1 : row[x] === 'O' ? -1 : 0;
      if (stone !== 0 && played.numbers[i] > 0 && played.colors[i] === stone) marks.push({ point: [x, y], number: played.numbers[i] });
    }
  }
  return marks;
}

function playedAt(node: SgfNode, root: SgfNode, width: number, height: number): Played {
  let cache = recent.get(root);
  if (cache === undefined) recent.set(root, (cache = new Map()));
  const pending: SgfNode[] = [];
  let base: Played | undefined;
  for (let at: SgfNode | null = node; at !== null && base === undefined; at = at.parent) {
    base = cache.get(at.id);
    if (base === undefined) pending.push(at);
  }
  if (base !== undefined && pending.length === 0) {
    cache.delete(node.id);
    cache.set(node.id, base);
    return base;
  }
  const numbers = base === undefined || base.numbers.length !== width * height ? new Int32Array(width * height) : base.numbers.slice();
  const colors = base === undefined || base.colors.length !== width * height ? new Int8Array(width * height) : base.colors.slice();
  let number = base?.number ?? 0;
  for (let k = pending.length - 1; k >= 0; k--) number = applyPlayed(pending[k], number, numbers, colors, width, height);
  const result = { number, numbers, colors };
  cache.set(node.id, result);
  if (cache.size > RECENT_LIMIT) cache.delete(cache.keys().next().value as number);
  return result;
}

/** Records `node`'s setup (clearing) and moves (numbered `number + 1`); returns the move number after it. */
function applyPlayed(node: SgfNode, number: number, numbers: Int32Array, colors: Int8Array, width: number, height: number): number {
  const props = node.properties;
  const ids = props.map((prop) => normalizePropertyId(prop.id));
  const moves = ids.some((id) => id === 'B' || id === 'W');
  const next = moves ? number + 1 : number;
  props.forEach((prop, k) => {
    if (ids[k] === 'AB' || ids[k] === 'AW' || ids[k] === 'AE') {
      for (const [x, y] of decodePointList(
        prop.values.map((v) => v.raw),
        width,
        height,
      ).points)
        numbers[y * width + x] = 0;
    }
  });
  props.forEach((prop, k) => {
    if (ids[k] !== 'B' && ids[k] !== 'W') return;
    const point = decodePoint(prop.values[0]?.raw ?? '', width, height);
    if (point === null || point === 'pass') return;
    numbers[point[1] * width + point[0]] = next;
    colors[point[1] * width + point[0]] = ids[k] === 'B' ? 1 : -1;
  });
  return next;
}

/** The move number at the end of the line through `node` (its own number plus the moves down its first children; cached per game). */
export function lineEndMoveNumber(replay: GameReplay, node: SgfNode): number {
  const below = gameFacts(replay.root).movesBelow(node.id);
  if (below !== undefined) return replay.moveNumberAt(node) + below;
  let number = replay.moveNumberAt(node);
  for (let at = node.children[0]; at !== undefined; at = at.children[0]) if (isMoveNode(at)) number++;
  return number;
}
