// Pure: what is odd about a game's KM — Fox's scaled komi (a hint with a fix), a komi larger than the board (a warning).
import { getProperty } from '../../sgf/tree';
import type { SgfDiagnostic, SgfNode } from '../../sgf/types';
import { komiAsWritten, readKomi, scaledKomiMeaning } from '../komi';
import { diagnostic, rewriteValue } from './fixes';

/**
 * The diagnostic of the root's KM, if any: `scaled-komi` (hint, "Write KM[7.5]") when it is a value Fox or gokifu
 * scale (`readKomi`), `maybe-scaled-komi` (hint, no fix: the file does not say it is Fox's) for such a value read
 * as points, `komi-too-large` (warning) when it is more points than the board has.
 */
export function checkKomi(root: SgfNode, width: number, height: number): SgfDiagnostic | null {
  const value = getProperty(root, 'KM')?.values[0];
  if (value === undefined) return null;
  const { komi, scaled } = readKomi(root, width * height);
  if (scaled !== null) {
    const message = `KM[${value.raw}] is how Fox writes komi: ${komi} points`;
    return diagnostic(value.span, 'hint', 'scaled-komi', message, { title: `Write KM[${komi}]`, edits: [rewriteValue(value, String(komi))] });
  }
  const maybe = scaledKomiMeaning(komi);
  if (maybe !== undefined) {
    const message = `KM[${value.raw}] is read as ${komi} points; Fox writes ${maybe} points of komi this way: if the file comes from Fox, write KM[${maybe}]`;
    return diagnostic(value.span, 'hint', 'maybe-scaled-komi', message);
  }
  // As written: a value too long to be a number is read as no komi, and is too large all the same.
  const written = komiAsWritten(value.raw) ?? 0;
  if (Math.abs(written) <= width * height) return null;
  return diagnostic(value.span, 'warning', 'komi-too-large', `KM[${value.raw}] is more than the ${width * height} points of the ${width}×${height} board`);
}
