// Pure: checks one-value properties against their FF[4] value type (number, real, double, colour, date, result…).
import { decodeDates, encodeDates } from '../../sgf/codecs/dates';
import { decodeColor, decodeDecimalComma, decodeDouble, decodeNumber, decodeReal, encodeReal } from '../../sgf/codecs/scalars';
import { splitComposed } from '../../sgf/codecs/text';
import type { SgfDiagnostic, SgfProperty, SgfValue } from '../../sgf/types';
import { diagnostic, rewriteValue, shortRaw } from './fixes';
import type { PropertySpec } from './properties';
import { oldTimeNotation } from './timeNotation';

/** An example value per numeric property, for the "expected" part of messages. */
const EXAMPLES: Readonly<Record<string, string>> = {
  HA: '2',
  MN: '1',
  OB: '5',
  OW: '5',
  PM: '1',
  FF: '4',
  GM: '1',
  ST: '0',
  KM: '6.5',
  TM: '3600',
  BL: '295.5',
  WL: '295.5',
  V: '-3.5',
};

/** RE as FF[4] writes it, and the clear abbreviations real writers use (KGS's "W+Res.", "B+R.", "Jigo"). */
const RESULT = /^(?:0|Draw|Jigo|Void|\?|[BW]\+(?:\d+(?:\.\d+)?|R\.?|Res\.?|Resign|T|Time|F|Forfeit)?)$/;

/**
 * Checks a property that takes one value: `too-many-values` when it has more, then its first value against
 * the type (`malformed-value`, or `value-not-empty` for KO/DO/IT; old clock notation in TM is a hint, see
 * `oldTimeNotation`, which needs `hasOvertime`: whether the node has OT; a clear colour or date in another notation,
 * see `oldColor` and `clearDate`). Properties without values are the parser's.
 */
export function checkSingleValue(id: string, spec: PropertySpec, prop: SgfProperty, out: SgfDiagnostic[], hasOvertime = false): void {
  const values = prop.values;
  if (values.length === 0) return;
  if (values.length > 1) {
    const span = { start: values[1].span.start, end: values[values.length - 1].span.end };
    out.push(diagnostic(span, 'warning', 'too-many-values', `${id} takes one value, not ${values.length}: readers keep only the first`));
  }
  if (id === 'TM') {
    const old = oldTimeNotation(values[0], prop.span.end, hasOvertime);
    if (old !== null) return void out.push(old);
  }
  const clear =
    spec.type === 'color' ? oldColor(id, values[0]) : spec.type === 'date' ? clearDate(id, values[0]) : id === 'KM' ? decimalComma(id, values[0]) : null;
  if (clear !== null) return void out.push(clear);
  const message = typeProblem(id, spec, values[0]);
  if (message === null) return;
  if (spec.type === 'none') out.push(diagnostic(values[0].span, 'hint', 'value-not-empty', message));
  // AP[foxwq] without ":version" names its writer clearly all the same.
  else out.push(diagnostic(values[0].span, spec.type === 'application' ? 'hint' : 'warning', 'malformed-value', message));
}

/**
 * A colour as old writers wrote it (`PL[w]`, `PL[White]`), read as the colour it names, as a warning with
 * the fix to the spec form: strict readers take such a PL as absent and let the wrong player move. Null otherwise.
 */
function oldColor(id: string, value: SgfValue): SgfDiagnostic | null {
  const raw = value.raw;
  const color = decodeColor(raw);
  if (color === null || raw.trim() === color) return null;
  const message = `${shown(id, raw)} is read as ${color === 'B' ? 'Black' : 'White'}: FF[4] writes ${id}[${color}]`;
  return diagnostic(value.span, 'warning', 'non-standard-color', message, { title: `Write ${id}[${color}]`, edits: [rewriteValue(value, color)] });
}

/** KM written with a decimal comma (`KM[6,5]`), which the count reads as 6.5, as a warning with the fix to `KM[6.5]`; null otherwise. */
function decimalComma(id: string, value: SgfValue): SgfDiagnostic | null {
  const n = decodeDecimalComma(value.raw);
  if (n === null) return null;
  const written = encodeReal(n);
  const message = `${shown(id, value.raw)} is read as ${written} (a decimal comma): FF[4] writes ${id}[${written}]`;
  return diagnostic(value.span, 'warning', 'decimal-comma', message, { title: `Write ${id}[${written}]`, edits: [rewriteValue(value, written)] });
}

/**
 * A date whose meaning is clear though FF[4] writes it otherwise, as a hint: with `/` or `.` (`DT[2023/05/01]`, with
 * the fix to `DT[2023-05-01]`), or with a time of day (`DT[2003-11-20 20:16]`; no fix: FF[4] has no place for the
 * time, and dropping it would lose what the writer recorded). Null for a date in the spec form or an unclear one.
 */
function clearDate(id: string, value: SgfValue): SgfDiagnostic | null {
  const { dates, problems } = decodeDates(value.raw);
  const problem = problems[0];
  if (problem === undefined || problem.severity !== 'hint') return null;
  const written = encodeDates(dates);
  const fix = problem.code === 'date-separators' ? { title: `Write ${id}[${written}]`, edits: [rewriteValue(value, written)] } : null;
  return diagnostic(value.span, 'hint', problem.code, problem.message, fix);
}

/** What is wrong with `value` for its type, as a message naming the expected form; null when nothing is. */
function typeProblem(id: string, spec: PropertySpec, value: SgfValue): string | null {
  const raw = value.raw;
  switch (spec.type) {
    case 'none':
      return raw === '' ? null : `${id} takes no value: write ${id}[]`;
    case 'number': {
      const n = decodeNumber(raw);
      if (n === null) return `${shown(id, raw)} should be a whole number, e.g. ${id}[${EXAMPLES[id] ?? '1'}]`;
      if (spec.range !== undefined && (n < spec.range[0] || n > spec.range[1])) {
        return `${shown(id, raw)} should be a number from ${spec.range[0]} to ${spec.range[1]}`;
      }
      return null;
    }
    case 'real':
      return decodeReal(raw) === null ? `${shown(id, raw)} should be a number, e.g. ${id}[${EXAMPLES[id] ?? '1.5'}]` : null;
    case 'double':
      return decodeDouble(raw) === null ? `${shown(id, raw)} should be 1 (normal) or 2 (emphasized)` : null;
    case 'color':
      return decodeColor(raw) === null ? `${shown(id, raw)} should be B or W` : null;
    case 'date': {
      const problem = decodeDates(raw).problems[0];
      return problem === undefined ? null : `${problem.message}: expected YYYY-MM-DD, e.g. DT[2016-03-13] or DT[2016-03-13,14]`;
    }
    case 'result':
      return RESULT.test(raw.trim()) ? null : `${shown(id, raw)} should be 0 or Draw, B+ or W+ with a score (B+3.5), R, T or F (B+R), Void or ?`;
    case 'application':
      return splitComposed(raw) === null ? `${shown(id, raw)} names no version: FF[4] writes ${id}[name:version]` : null;
    case 'figure':
      return figureProblem(id, raw);
    default:
      return null;
  }
}

/** The property as written, for a message: `KM[six]`. */
function shown(id: string, raw: string): string {
  return `${id}[${shortRaw(raw)}]`;
}

function figureProblem(id: string, raw: string): string | null {
  if (raw === '') return null;
  const parts = splitComposed(raw);
  return parts !== null && decodeNumber(parts[0]) !== null ? null : `${shown(id, raw)} should be empty or flags:name, e.g. FG[257:Figure 1]`;
}
