// Pure: problems of point-list properties (AB, TR, VW, …) with fixes for repeated points and odd rectangles.
import { decodeLetters, encodePoint } from '../../sgf/codecs/point';
import { decodePointList, decodeRectangle } from '../../sgf/codecs/pointList';
import type { ValueProblem } from '../../sgf/codecs/problem';
import type { SgfDiagnostic, SgfFix, SgfProperty, SgfValue } from '../../sgf/types';
import { deletion, diagnostic, isClosed, rewriteValue } from './fixes';
import { forEachPoint } from './points';

/**
 * Reports the problems the point-list codec finds in `prop` at the value concerned; `duplicate-point` once
 * per value that repeats a point (with "Remove duplicate" when every point of it was listed before);
 * `aa:aa` and reversed rectangle corners come with a rewrite. `elist` = a lone `[]` means no points.
 */
export function checkPointList(text: string, prop: SgfProperty, elist: boolean, width: number, height: number, out: SgfDiagnostic[]): void {
  const values = prop.values;
  if (values.length === 0 || fewDistinctPoints(values, width, height)) return;
  const raws: string[] = [];
  for (const value of values) raws.push(value.raw);
  const { problems } = decodePointList(raws, width, height, { allowEmpty: elist });
  let repeats = false;
  for (const p of problems) {
    if (p.code === 'duplicate-point') {
      repeats = true;
      continue;
    }
    const value = values[p.valueIndex ?? 0];
    out.push(diagnostic(value.span, p.severity, p.code, p.message, rectangleFix(p, value)));
  }
  if (repeats) reportRepeats(text, values, width, height, out);
}

/** The common case with nothing to report, checked without the codec: up to 8 distinct on-board points. */
function fewDistinctPoints(values: readonly SgfValue[], width: number, height: number): boolean {
  if (values.length > 8) return false;
  for (let v = 0; v < values.length; v++) {
    const raw = values[v].raw;
    const point = decodeLetters(raw);
    if (point === null || point[0] >= width || point[1] >= height) return false;
    for (let w = 0; w < v; w++) if (values[w].raw === raw) return false;
  }
  return true;
}

function rectangleFix(problem: ValueProblem, value: SgfValue): SgfFix | null {
  if (problem.code !== 'single-point-rectangle' && problem.code !== 'rectangle-corners') return null;
  const rect = decodeRectangle(value.raw);
  if (rect === null) return null;
  const upperLeft = encodePoint([rect.x1, rect.y1]);
  const raw = problem.code === 'single-point-rectangle' ? upperLeft : `${upperLeft}:${encodePoint([rect.x2, rect.y2])}`;
  return { title: `Write ${raw}`, edits: [rewriteValue(value, raw)] };
}

function reportRepeats(text: string, values: readonly SgfValue[], width: number, height: number, out: SgfDiagnostic[]): void {
  const seen = new Uint8Array(width * height);
  for (let v = 0; v < values.length; v++) {
    const value = values[v];
    let total = 0;
    let repeated = 0;
    let first = -1;
    forEachPoint(value.raw, width, height, (i) => {
      total++;
      if (seen[i] === 1) {
        repeated++;
        if (first < 0) first = i;
      }
    });
    if (repeated > 0) {
      const point = encodePoint([first % width, Math.floor(first / width)]);
      const fix =
        repeated === total && v > 0 && isClosed(text, value)
          ? { title: `Remove duplicate ${value.raw}`, edits: [deletion(text, value.span, values[v - 1].span.end)] }
          : null;
      out.push(diagnostic(value.span, 'warning', 'duplicate-point', `Point ${point} is listed more than once`, fix));
    }
    forEachPoint(value.raw, width, height, (i) => {
      seen[i] = 1;
    });
  }
}
