// Pure: the comment (C), move and position annotations and the hotspot (HO) of a node as one edit. No vscode, DOM or Node fs.
import { moveAnnotationKinds, positionAnnotationKinds, type MoveAnnotationKind, type PositionAnnotationKind } from '../../shared/views';
import { decodeText, encodeText } from '../../sgf/codecs/text';
import { removeProperty, setProperty } from '../../sgf/edit/properties';
import { getProperty, isMoveNode } from '../../sgf/tree';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { combined, planOf, refused, type EditPlan } from './editPlan';
import { annotationsOf } from '../view/annotations';
import { firstValue } from '../view/values';

/** Sets the comment to `text` (escaped as SGF Text, line breaks in the file's style); '' removes C. */
export function planComment(coll: SgfCollection, node: SgfNode, text: string): EditPlan {
  const current = firstValue(node, 'C');
  if (text === '')
    return current === undefined ? refused('unchanged', 'There is no comment to remove') : planOf(removeProperty(coll, node, 'C'), node, 'Nothing to change');
  if (current !== undefined && decodeText(current) === text.replace(/\r\n?/g, '\n')) return refused('unchanged', 'The comment is unchanged');
  return planOf(setProperty(coll, node, 'C', [encodeText(text)]), node, 'Nothing to change');
}

/**
 * Sets (BM/TE with [1] or [2], DO/IT with []) or clears the move annotation; the node keeps at most one. Setting one
 * on a node without a B or W move is refused (`noMove`): it annotates a move, and the check would warn.
 */
export function planMoveAnnotation(coll: SgfCollection, node: SgfNode, value: MoveAnnotationKind | null, emphasis: 1 | 2): EditPlan {
  if (value !== null && !isMoveNode(node)) return refused('noMove', `${value} annotates a move, and this node has no move`);
  const current = annotationsOf(node).move;
  const takesEmphasis = value === 'BM' || value === 'TE';
  return planOneOf(
    coll,
    node,
    moveAnnotationKinds,
    value,
    takesEmphasis ? String(emphasis) : '',
    current !== null && current.kind === value && (!takesEmphasis || current.emphasis === emphasis),
  );
}

/** Sets (with [1] or [2]) or clears the position annotation (GB, GW, DM, UC); the node keeps at most one. */
export function planPositionAnnotation(coll: SgfCollection, node: SgfNode, value: PositionAnnotationKind | null, emphasis: 1 | 2): EditPlan {
  const current = annotationsOf(node).position;
  return planOneOf(coll, node, positionAnnotationKinds, value, String(emphasis), current !== null && current.kind === value && current.emphasis === emphasis);
}

function planOneOf(coll: SgfCollection, node: SgfNode, kinds: readonly string[], value: string | null, raw: string, same: boolean): EditPlan {
  const present = kinds.filter((kind) => getProperty(node, kind) !== undefined);
  if (value === null && present.length === 0) return refused('unchanged', 'There is no annotation to remove');
  if (same && present.length === 1) return refused('unchanged', 'The annotation is set already');
  const removals = present.filter((kind) => kind !== value).map((kind) => removeProperty(coll, node, kind));
  const set = value === null ? [] : [setProperty(coll, node, value, [raw])];
  return planOf(combined(...set, ...removals), node, 'Nothing to change');
}

/** Sets the hotspot (HO[1]) or removes HO. */
export function planHotspot(coll: SgfCollection, node: SgfNode, on: boolean): EditPlan {
  const present = getProperty(node, 'HO') !== undefined;
  if (present === on) return refused('unchanged', on ? 'The node is a hotspot already' : 'The node is no hotspot');
  return planOf(on ? setProperty(coll, node, 'HO', ['1']) : removeProperty(coll, node, 'HO'), node, 'Nothing to change');
}
