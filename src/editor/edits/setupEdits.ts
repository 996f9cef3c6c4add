// Pure: toggling setup stones (AB, AW, AE) on a node as one edit. No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import { formatVertex } from '../../engine/pointNames';
import type { GameReplay } from '../../game/replay';
import type { StoneColor } from '../../shared/views';
import { encodePoint } from '../../sgf/codecs/point';
import { addNode } from '../../sgf/edit/addNode';
import { addPropertyValue, removePropertyValue } from '../../sgf/edit/propertyValues';
import { isMoveNode } from '../../sgf/tree';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { combined, planOf, refused, type EditPlan } from './editPlan';
import { offBoard, onBoard } from './playEdit';
import { listHolds } from './pointLists';

const SETUP_ID = { B: 'AB', W: 'AW', empty: 'AE' } as const;

/**
 * Toggles a setup stone at `point`:
 * - `B`/`W`: when this node's AB/AW holds the point, that value goes; when the board already shows that colour there
 *   (from an earlier node), AE clears it; otherwise the point joins AB/AW and leaves this node's other setup lists.
 * - `empty`: the point leaves this node's AB and AW; failing that, a stone on the board gets AE; else refused.
 * On a node with a move, setup goes into a new child node (FF[4] keeps setup and moves apart), shown next.
 */
export function planSetup(coll: SgfCollection, replay: GameReplay, node: SgfNode, point: Vertex, stone: StoneColor | 'empty'): EditPlan {
  const { width, height } = replay.settings;
  if (!onBoard(point, width, height)) return offBoard(point, width, height);
  const where = formatVertex(point, height);
  const value = encodePoint(point);
  const row = replay.positionAt(node).rows[point[1]][point[0]];
  const onBoardNow: StoneColor | 'empty' = row === 'X' ? 'B' : row === 'O' ? 'W' : 'empty';
  if (isMoveNode(node)) {
    const id = stone === 'empty' || stone === onBoardNow ? 'AE' : SETUP_ID[stone];
    if (id === 'AE' && onBoardNow === 'empty') return refused('unchanged', `${where} has no stone to remove`);
    const result = addNode(coll, node, [{ id, values: [value] }]);
    return planOf(result, node, 'Nothing to change', result.newNodeOffset);
  }
  const holds = (id: string) => listHolds(node, id, point, width, height);
  if (stone === 'empty') {
    if (holds('AB') || holds('AW')) {
      return planOf(combined(removePropertyValue(coll, node, 'AB', value), removePropertyValue(coll, node, 'AW', value)), node, 'Nothing to change');
    }
    if (onBoardNow === 'empty') return refused('unchanged', `${where} has no stone to remove`);
    return planOf(addPropertyValue(coll, node, 'AE', value), node, 'Nothing to change');
  }
  const id = SETUP_ID[stone];
  if (holds(id)) return planOf(removePropertyValue(coll, node, id, value), node, 'Nothing to change');
  if (onBoardNow === stone) return planOf(addPropertyValue(coll, node, 'AE', value), node, 'Nothing to change');
  const others = (['AB', 'AW', 'AE'] as const).filter((other) => other !== id);
  return planOf(
    combined(addPropertyValue(coll, node, id, value), ...others.map((other) => removePropertyValue(coll, node, other, value))),
    node,
    'Nothing to change',
  );
}
