// Pure (no vscode import): the diagnostics of an SGF text, exactly as `goban check` reports them, with their fixes.
import { checkCollection, type RuleOverrides } from '../../game';
import { parse } from '../../sgf/parse';
import type { SgfDiagnostic, SgfFix, Span } from '../../sgf/types';

/** The diagnostics of one version of a document and how long finding them took. */
export interface LintResult {
  readonly version: number;
  readonly diagnostics: readonly SgfDiagnostic[];
  readonly elapsedMs: number;
}

/** Parses and checks `text` (checkCollection: parse errors, spec violations, illegal moves in every variation). */
export function lintSgf(text: string, version: number, overrides: RuleOverrides = {}, now: () => number = () => performance.now()): LintResult {
  const started = now();
  const diagnostics = checkCollection(parse(text), overrides);
  return { version, diagnostics, elapsedMs: now() - started };
}

/** The fixes of the diagnostic with this exact span and code (none when there is no such diagnostic). */
export function fixesFor(diagnostics: readonly SgfDiagnostic[], span: Span, code: string): readonly SgfFix[] {
  const match = diagnostics.find((d) => d.code === code && d.span.start === span.start && d.span.end === span.end && d.fixes !== undefined);
  return match?.fixes ?? [];
}
