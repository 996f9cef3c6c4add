// Pure: writing a counted territory on a node as TB and TW, as one edit. No vscode, DOM or Node fs.
import type { Vertex } from '../../engine/types';
import type { GameReplay } from '../../game/replay';
import { encodePointList } from '../../sgf/codecs/pointList';
import { removeProperty, setProperty } from '../../sgf/edit/properties';
import { columnAt, formatListBlock, isProperty, lineBreakOf, propertySeparatorAt, WRAP_COLUMN } from '../../sgf/edit/structure';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { combined, planOf, type EditPlan } from './editPlan';
import { offBoard, onBoard } from './playEdit';

/**
 * Sets TB to `black` and TW to `white` on `node` (points one by one, as KGS and most readers expect them), replacing
 * what the node had; an empty list removes its property. Where they end the node (or are new), they are laid out anew:
 * on the node's line when both fit in 80 columns, else each on lines of its own, wrapped at 80 columns as a game played
 * on the board is written. Refused `unchanged` when the node already says exactly that.
 */
export function planTerritoryMarkup(coll: SgfCollection, replay: GameReplay, node: SgfNode, black: readonly Vertex[], white: readonly Vertex[]): EditPlan {
  const { width, height } = replay.settings;
  const outside = [...black, ...white].find((point) => !onBoard(point, width, height));
  if (outside !== undefined) return offBoard(outside, width, height);
  const lists = [
    { id: 'TB', values: encodePointList(black, false) },
    { id: 'TW', values: encodePointList(white, false) },
  ];
  const marks = node.properties.flatMap((prop, k) => (isProperty(prop, 'TB') || isProperty(prop, 'TW') ? [k] : []));
  const same = lists.every(({ id, values }) => {
    const had = node.properties.filter((prop) => isProperty(prop, id)).flatMap((prop) => prop.values.map((value) => value.raw));
    return had.length === values.length && had.every((raw, k) => raw === values[k]);
  });
  const unchanged = 'The territory markup is already there';
  if (same) return planOf({ edits: [] }, node, unchanged);
  const ending = marks.every((k, i) => k === node.properties.length - marks.length + i);
  if (!ending) {
    // Among other properties: each is set where it is.
    const write = ({ id, values }: (typeof lists)[number]) =>
      values.length === 0 ? removeProperty(coll, node, id) : setProperty(coll, node, id, values, { wrapColumn: WRAP_COLUMN });
    return planOf(combined(...lists.map(write)), node, unchanged);
  }
  const first = node.properties.length - marks.length;
  const from = marks.length === 0 ? node.span.end : first === 0 ? node.span.start + 1 : node.properties[first - 1].span.end;
  const written = lists.filter(({ values }) => values.length > 0);
  const text = propertySeparatorAt(coll.text, from) + formatListBlock(written, lineBreakOf(coll.text), columnAt(coll.text, from), WRAP_COLUMN);
  return planOf({ edits: [{ offset: from, length: node.span.end - from, text }] }, node, unchanged);
}
