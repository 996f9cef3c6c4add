// Reads a string-array board for `goban territory/territories`: a JSON array of strings, or one row per line.
import { parseBoardRows } from '../boardText/rows';
import { InputError, UsageError } from './errors';

/** Parses board text into rows of ' ', 'B', 'W' of equal length; throws InputError with a one-line reason. */
export function parseBoardText(text: string): string[] {
  const parsed = parseBoardRows(text);
  if ('error' in parsed) throw new InputError(parsed.error);
  return parsed.rows;
}

/** Parses `X,Y` given to option `--name` into a point; text that is not a point is bad usage (`alternative` names other forms). */
export function parsePointOption(raw: string, name: string, alternative?: string): [number, number] {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(raw);
  if (!m) throw new UsageError(`--${name} takes X,Y (0-based column and row)${alternative ? ` ${alternative}` : ''}, not "${raw.trim()}"`);
  return [Number(m[1]), Number(m[2])];
}
