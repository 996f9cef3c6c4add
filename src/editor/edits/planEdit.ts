// Pure: one user action on a node turned into minimal text edits, a node to follow, or a refusal. No vscode, DOM or Node fs.
import type { GameReplay } from '../../game/replay';
import type { EditAction } from '../../shared/protocol';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { planComment, planHotspot, planMoveAnnotation, planPositionAnnotation } from './annotationEdits';
import { refused, type EditPlan } from './editPlan';
import { planGameInfo } from './gameInfoEdits';
import { planLine, planMark } from './markupEdits';
import { planPlay } from './playEdit';
import { planSetup } from './setupEdits';
import { planTerritoryMarkup } from './territoryEdits';
import { storeOf } from '../../sgf/store';
import { planDelete, planMoveVariation, planPromote } from './structureEdits';

/**
 * Turns one user action on `node` (of the game replayed by `replay`, parsed into `collection`) into one combined,
 * minimal list of edits against `collection.text` with the node to show afterwards, a node to follow, or a refusal.
 */
export function planEdit(collection: SgfCollection, replay: GameReplay, node: SgfNode, action: EditAction): EditPlan {
  return outsideOpenValue(collection, planAction(collection, replay, node, action));
}

/**
 * `plan`, unless one of its edits lands inside the value the file leaves open at its end (a cut-off file's last `[`
 * has no `]`): text written there would become part of that value (a move typed into a comment), so it is refused.
 */
function outsideOpenValue(collection: SgfCollection, plan: EditPlan): EditPlan {
  const store = storeOf(collection);
  if (plan.kind !== 'edits' || store.unterminatedValue < 0) return plan;
  const open = store.valueStart[store.unterminatedValue];
  if (plan.edits.every((edit) => edit.offset <= open)) return plan;
  return refused('unsupported', 'The file ends inside a value left open (a "[" without "]"): close it in the text first.');
}

function planAction(collection: SgfCollection, replay: GameReplay, node: SgfNode, action: EditAction): EditPlan {
  switch (action.kind) {
    case 'play':
      return planPlay(collection, replay, node, action.point);
    case 'delete':
      return planDelete(collection, node);
    case 'promote':
      return planPromote(collection, node);
    case 'moveVariation':
      return planMoveVariation(collection, node, action.direction);
    case 'setup':
      return planSetup(collection, replay, node, action.point, action.stone);
    case 'mark':
      return planMark(collection, replay, node, action.shape, action.point);
    case 'line':
      return planLine(collection, replay, node, action.shape, action.from, action.to);
    case 'comment':
      return planComment(collection, node, action.text);
    case 'moveAnnotation':
      return planMoveAnnotation(collection, node, action.value, action.emphasis);
    case 'positionAnnotation':
      return planPositionAnnotation(collection, node, action.value, action.emphasis);
    case 'hotspot':
      return planHotspot(collection, node, action.on);
    case 'gameInfo':
      return planGameInfo(collection, replay, node, action.field, action.value);
    case 'territoryMarkup':
      return planTerritoryMarkup(collection, replay, node, action.black, action.white);
  }
}
