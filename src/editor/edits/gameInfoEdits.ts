// Pure: setting or removing one game-info property on the game's root as one edit. No vscode, DOM or Node fs.
import type { GameReplay } from '../../game/replay';
import type { GameInfoField } from '../../shared/views';
import { decodeDecimalComma, decodeNumber, decodeReal, encodeReal } from '../../sgf/codecs/scalars';
import { decodeDates, encodeDates } from '../../sgf/codecs/dates';
import { decodeSimpleText, decodeText, encodeText } from '../../sgf/codecs/text';
import { removeProperty, setProperty } from '../../sgf/edit/properties';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { planOf, refused, type EditPlan } from './editPlan';
import { firstValue } from '../view/values';

/**
 * Sets `field` on the root of the game of `node` to `value` (trimmed and escaped as SimpleText; GC as Text, kept
 * exactly), or removes it for
 * ''. KM must be a number (a decimal comma is written as a point) and HA a whole number (refused `invalidValue`
 * otherwise); DT is written in the FF[4] form when typed with `/` or `.`, else as typed.
 * A value equal to the current one (SimpleText compared without surrounding spaces, as the panel shows it) is
 * refused as `unchanged`. `node` stays shown.
 */
export function planGameInfo(coll: SgfCollection, replay: GameReplay, node: SgfNode, field: GameInfoField, value: string): EditPlan {
  const root = replay.root;
  const current = firstValue(root, field);
  if (value === '') {
    if (current === undefined) return refused('unchanged', `${field} is not set`);
    return planOf(removeProperty(coll, root, field), node, 'Nothing to change');
  }
  // A decimal comma, as much of Europe types it, is written with the point FF[4] asks for: 6,5 → KM[6.5].
  const comma = field === 'KM' && decodeReal(value) === null ? decodeDecimalComma(value) : null;
  if (comma !== null) value = encodeReal(comma);
  // So is a date typed with / or . (2024/05/01 → DT[2024-05-01]), which the check would otherwise hint to rewrite.
  if (field === 'DT') value = typedDate(value);
  if (field === 'KM' && decodeReal(value) === null) return refused('invalidValue', `Komi must be a number such as 6.5, not "${value}"`);
  if (field === 'HA' && decodeNumber(value) === null) return refused('invalidValue', `Handicap must be a whole number, not "${value}"`);
  const same =
    field === 'GC'
      ? current !== undefined && decodeText(current) === value.replace(/\r\n?/g, '\n')
      : current !== undefined && decodeSimpleText(current).trim() === value.trim();
  if (same) return refused('unchanged', `${field} is unchanged`);
  return planOf(setProperty(coll, root, field, [encodeText(field === 'GC' ? value : value.trim())]), node, 'Nothing to change');
}

/** A date typed with `/` or `.` in the FF[4] form (`2024/05/01` → `2024-05-01`); anything else as typed. */
function typedDate(value: string): string {
  const { dates, problems } = decodeDates(value.trim());
  return problems.length === 1 && problems[0].code === 'date-separators' ? encodeDates(dates) : value;
}
