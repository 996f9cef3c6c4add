// Pure: the parser's diagnostics with the fixes whose repair is certain ("Escape ]", "Remove stray )").
import type { SgfCollection, SgfDiagnostic, SgfFix } from '../../sgf/types';
import { deletion } from './fixes';
import { escapeFixFor } from './strayBracket';

/** The parse diagnostics of `coll`, each with its certain fix when it has one. */
export function withParseFixes(coll: SgfCollection): SgfDiagnostic[] {
  const out: SgfDiagnostic[] = [];
  for (const d of coll.diagnostics) {
    const fix = escapeFixFor(coll, d) ?? strayCloseFix(coll.text, d);
    out.push(fix === null ? d : { ...d, fixes: [fix] });
  }
  return out;
}

/**
 * "Remove stray )" for an `unbalanced-close` the parser reports as a warning: a `)` at top level right after a game
 * that parsed without error (see `PARSE_SEVERITY`), which readers ignore. Removing it (and the whitespace before
 * it) leaves every game as it reads; inside a game, or after one with errors, which `)` is wrong is not certain.
 */
function strayCloseFix(text: string, d: SgfDiagnostic): SgfFix | null {
  if (d.code !== 'unbalanced-close' || d.severity !== 'warning') return null;
  return { title: 'Remove stray )', edits: [deletion(text, d.span, 0)] };
}
