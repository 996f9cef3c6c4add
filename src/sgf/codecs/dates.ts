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

/**
 * Decodes a DT value per FF[4]: comma-separated `YYYY[-MM[-DD]]`, where later items may drop what repeats
 * (`MM-DD`; `MM` after a month-precision date; `DD` after a day-precision date). Anything else is read
 * leniently (years with `.`/`/`-separated month and day found in the text) with a `non-standard-date` warning.
 */
export function decodeDates(raw: string): DecodedDates {
  const problems: ValueProblem[] = [];
  const text = raw.trim();
  if (text === '') return { dates: [], problems };
  const strict = decodeStrict(text);
  const dates = strict ?? decodeLoose(text);
  if (strict === null) {
    problems.push(
      dates.length > 0
        ? { code: 'non-standard-date', severity: 'warning', message: `DT[${raw}] is not in the YYYY-MM-DD format` }
        : { code: 'invalid-date', severity: 'warning', message: `DT[${raw}] contains no date` },
    );
  }
  for (const date of dates) {
    if ((date.length > 1 && (date[1] < 1 || date[1] > 12)) || (date.length > 2 && (date[2] < 1 || date[2] > 31))) {
      problems.push({ code: 'invalid-date', severity: 'warning', message: `${formatDate(date)} is not a valid date` });
    }
  }
  return { dates, problems };
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
