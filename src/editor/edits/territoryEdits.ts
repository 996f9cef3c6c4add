// Pure: writing a counted territory on a node as TB and TW, as one edit. No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import type { GameReplay } from '../../game/replay';
import { encodePointList } from '../../sgf/codecs/pointList';
import { removeProperty, setProperty } from '../../sgf/edit/properties';
import { columnAt, WRAP_COLUMN } from '../../sgf/edit/structure';
import { getProperty } from '../../sgf/tree';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { combined, planOf, type EditPlan } from './editPlan';
import { offBoard, onBoard } from './playEdit';

/**
 * Sets TB to `black` and TW to `white` on `node` (points one by one, as KGS and most readers expect them, on lines of
 * at most 80 columns, as a game played on the board is written), replacing what the node had; an empty list removes
 * its property. Refused `unchanged` when the node already says exactly that.
 */
export function planTerritoryMarkup(coll: SgfCollection, replay: GameReplay, node: SgfNode, black: readonly Vertex[], white: readonly Vertex[]): EditPlan {
  const { width, height } = replay.settings;
  const outside = [...black, ...white].find((point) => !onBoard(point, width, height));
  if (outside !== undefined) return offBoard(outside, width, height);
  // New TB and TW too long for the node's line each start a line of their own (TW not after TB's last line).
  const fresh = getProperty(node, 'TB') === undefined && getProperty(node, 'TW') === undefined;
  const oneLine = [black, white].reduce((n, points) => n + 2 + 4 * points.length, columnAt(coll.text, node.span.end));
  const layout = { wrapColumn: WRAP_COLUMN, ownLine: fresh && oneLine > WRAP_COLUMN };
  const write = (id: 'TB' | 'TW', points: readonly Vertex[]) =>
    points.length === 0 ? removeProperty(coll, node, id) : setProperty(coll, node, id, encodePointList(points, false), layout);
  return planOf(combined(write('TB', black), write('TW', white)), node, 'The territory markup is already there');
}
