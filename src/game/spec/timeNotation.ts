// Pure: CGoban's and other old writers' clock notation in TM (TM[30:00(5x1:00)]): clear, so a hint with a fix.
import type { SgfDiagnostic, SgfValue } from '../../sgf/types';
import { diagnostic, rewriteValue } from './fixes';

/** `[h:]mm:ss` main time (CGoban writes 30:00 for half an hour), then an optional overtime in parentheses. */
const CLOCK = /^\s*(?:(\d+):)?(\d+):(\d{2})\s*(?:\((.*)\))?\s*$/s;

/**
 * The `old-time-notation` hint when TM's value is a clock reading rather than seconds: "TM[30:00(5x1:00)] is
 * 30 minutes (1800 seconds) …"; the fix writes the seconds (TM[1800]) and, when the node has no OT yet, moves
 * the overtime to OT (OT[5x1:00]) right after the TM property (which ends at `propertyEnd`). Null when the value
 * is not in that notation.
 */
export function oldTimeNotation(value: SgfValue, propertyEnd: number, hasOvertime: boolean): SgfDiagnostic | null {
  const match = CLOCK.exec(value.raw);
  if (match === null) return null;
  const [, hours, minutes, seconds, overtime] = match;
  const total = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
  const extra = overtime?.trim() ?? '';
  // `extra` is still SGF text (escapes kept), so it goes into OT as it is.
  const moved = extra !== '' && !hasOvertime ? `OT[${extra}]` : '';
  const edits = [rewriteValue(value, String(total))];
  if (moved !== '') edits.push({ offset: propertyEnd, length: 0, text: moved });
  const overtimeNote = extra === '' ? '' : hasOvertime ? `; overtime (${extra}) is already in OT` : `; overtime (${extra}) belongs in OT`;
  const message = `TM[${value.raw}] is old clock notation: FF[4] writes the main time in seconds, TM[${total}]${overtimeNote}`;
  const title = moved === '' ? `Write TM[${total}]` : `Write TM[${total}]${moved}`;
  return diagnostic(value.span, 'hint', 'old-time-notation', message, { title, edits });
}
