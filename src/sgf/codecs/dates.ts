// Pure: the DT property (`1996-05-06,07,08`, `1996-12-27,28,1997-01-03`). No vscode, DOM or Node fs.
import type { ValueProblem } from './problem';

/** A date as [year], [year, month] or [year, month, day]. */
export type SgfDate = readonly number[];

/** The dates of a DT value, shortcuts expanded, and the problems found. */
export interface DecodedDates {
  readonly dates: SgfDate[];
  readonly problems: ValueProblem[];
}

const FULL = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/;
const SHORT = /^(\d{1,2})(?:-(\d{1,2}))?$/;
const LOOSE = /(\d{4})(?:[-./](\d{1,2})(?:[-./](\d{1,2}))?)?/g;
/** A full date, year first, with `/` or `.` between its parts (`2023/05/01`, `2023.5.1`). */
const SEPARATED = /^(\d{4})([./])(\d{1,2})\2(\d{1,2})$/;
/** A date followed by a time of day (`2003-11-20 20:16`, `2003-11-20T20:16:05`). */
const WITH_TIME = /^(.*\d)(?:\s+|T)((?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)$/;

/**
 * Decodes a DT value per FF[4]: comma-separated `YYYY[-MM[-DD]]`, where later items may drop what repeats
 * (`MM-DD`; `MM` after a month-precision date; `DD` after a day-precision date). Forms whose dates are clear get a
 * hint: full dates with `/` or `.` between year, month and day (`date-separators`), and a date followed by a time
 * of day (`date-with-time`). Anything else is read leniently (years with `.`/`/`-separated month and day found in
 * the text) with a `non-standard-date` warning; impossible months and days get an `invalid-date` warning.
 */
export function decodeDates(raw: string): DecodedDates {
  const text = raw.trim();
  if (text === '') return { dates: [], problems: [] };
  const strict = decodeStrict(text);
  if (strict !== null) return { dates: strict, problems: invalidDates(strict) };
  const clear = decodeClear(raw, text);
  if (clear !== null && invalidDates(clear.dates).length === 0) return clear;
  const dates = decodeLoose(text);
  const problems: ValueProblem[] = [
    dates.length > 0
      ? { code: 'non-standard-date', severity: 'warning', message: `DT[${raw}] is not in the YYYY-MM-DD format` }
      : { code: 'invalid-date', severity: 'warning', message: `DT[${raw}] contains no date` },
  ];
  return { dates, problems: [...problems, ...invalidDates(dates)] };
}

/** The `invalid-date` warnings of dates whose month or day cannot be. */
function invalidDates(dates: readonly SgfDate[]): ValueProblem[] {
  const problems: ValueProblem[] = [];
  for (const date of dates) {
    if (!isPossibleDate(date)) {
      problems.push({ code: 'invalid-date', severity: 'warning', message: `${formatDate(date)} is not a valid date` });
    }
  }
  return problems;
}

/** Whether a year, year-month or full date can be: a month 1–12, a day within its month (29 February in leap years). */
function isPossibleDate(date: SgfDate): boolean {
  if (date.length > 1 && (date[1] < 1 || date[1] > 12)) return false;
  return date.length < 3 || (date[2] >= 1 && date[2] <= new Date(Date.UTC(date[0], date[1], 0)).getUTCDate());
}

/** Dates whose meaning would be clear though not written as FF[4] asks, with their hint (the caller checks they can be); null for any other text. */
function decodeClear(raw: string, text: string): DecodedDates | null {
  const timed = WITH_TIME.exec(text);
  if (timed !== null) {
    const dates = decodeStrict(timed[1]) ?? decodeSeparated(timed[1]);
    if (dates === null || dates.length !== 1 || dates[0].length !== 3) return null;
    const message = `DT[${raw}] adds a time of day (${timed[2]}) to the date ${formatDate(dates[0])}: FF[4] dates hold no time`;
    return { dates, problems: [{ code: 'date-with-time', severity: 'hint', message }] };
  }
  const dates = decodeSeparated(text);
  if (dates === null) return null;
  const message = `DT[${raw}] is a clear date in another notation: FF[4] writes DT[${encodeDates(dates)}]`;
  return { dates, problems: [{ code: 'date-separators', severity: 'hint', message }] };
}

/** Comma-separated full dates written with `/` or `.` (see SEPARATED); null when any item is not one. */
function decodeSeparated(text: string): SgfDate[] | null {
  const dates: SgfDate[] = [];
  for (const part of text.split(',')) {
    const match = SEPARATED.exec(part.trim());
    if (match === null) return null;
    dates.push([Number(match[1]), Number(match[3]), Number(match[4])]);
  }
  return dates;
}

function decodeStrict(text: string): SgfDate[] | null {
  const dates: SgfDate[] = [];
  for (const part of text.split(',')) {
    const item = part.trim();
    const full = FULL.exec(item);
    if (full !== null) {
      dates.push(fields(full));
      continue;
    }
    const short = SHORT.exec(item);
    const prev = dates[dates.length - 1];
    if (short === null || prev === undefined || prev.length === 1) return null;
    const [a, b] = fields(short);
    if (b !== undefined) dates.push([prev[0], a, b]);
    else if (prev.length === 2) dates.push([prev[0], a]);
    else dates.push([prev[0], prev[1], a]);
  }
  return dates;
}

function decodeLoose(text: string): SgfDate[] {
  const dates: SgfDate[] = [];
  for (const match of text.matchAll(LOOSE)) dates.push(fields(match));
  return dates;
}

function fields(match: RegExpExecArray | RegExpMatchArray): number[] {
  const out: number[] = [];
  for (let i = 1; i < match.length && match[i] !== undefined; i++) out.push(Number(match[i]));
  return out;
}

/** Encodes dates as a DT value with the FF[4] shortcuts: [[1996,5,6],[1996,5,7]] → `1996-05-06,07`. */
export function encodeDates(dates: readonly SgfDate[]): string {
  const parts: string[] = [];
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i];
    const prev = i > 0 ? dates[i - 1] : undefined;
    let keep = 0;
    if (prev !== undefined && prev.length === date.length && date.length > 1) {
      while (keep < date.length - 1 && date[keep] === prev[keep]) keep++;
    }
    parts.push(formatDate(date.slice(keep), keep === 0));
  }
  return parts.join(',');
}

function formatDate(date: SgfDate, withYear = true): string {
  return date.map((n, i) => (i === 0 && withYear ? String(n).padStart(4, '0') : String(n).padStart(2, '0'))).join('-');
}
