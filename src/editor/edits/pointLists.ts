// Pure: whether a node's point-list property (AB, TR, …) holds a point, compressed rectangles included. No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import { decodePointList } from '../../sgf/codecs/pointList';
import { getValues } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';

/** Whether list property `id` of `node` holds `point` on a width × height board. */
export function listHolds(node: SgfNode, id: string, point: Vertex, width: number, height: number): boolean {
  return decodePointList(getValues(node, id), width, height).points.some(([x, y]) => x === point[0] && y === point[1]);
}
