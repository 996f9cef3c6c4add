// Pure: building blocks for spec diagnostics and their certain fixes (text edits against the checked text).
import type { TextEdit } from '../../sgf/edit/textEdit';
import { isWhitespace } from '../../sgf/lexer';
import type { Severity, SgfDiagnostic, SgfFix, SgfValue, Span } from '../../sgf/types';

/** A diagnostic, with `fixes` only when there is one. */
export function diagnostic(span: Span, severity: Severity, code: string, message: string, fix?: SgfFix | null): SgfDiagnostic {
  return fix ? { span, severity, code, message, fixes: [fix] } : { span, severity, code, message };
}

/** Deletes `span` and the whitespace right before it, but nothing before `floor` (the end of what precedes it). */
export function deletion(text: string, span: Span, floor: number): TextEdit {
  let start = span.start;
  while (start > floor && isWhitespace(text.charCodeAt(start - 1))) start--;
  return { offset: start, length: span.end - start, text: '' };
}

/** Whether the value has its closing `]` (only the last value of a truncated text lacks it). */
export function isClosed(text: string, value: SgfValue): boolean {
  return value.span.end - value.span.start >= 2 && text.charCodeAt(value.span.end - 1) === 93;
}

/** Replaces what is between a value's brackets with `raw`. */
export function rewriteValue(value: SgfValue, raw: string): TextEdit {
  return { offset: value.span.start + 1, length: value.raw.length, text: raw };
}

/** At most 40 characters of a raw value for a message, on one line. */
export function shortRaw(raw: string): string {
  const line = raw.replace(/\s+/g, ' ');
  return line.length <= 40 ? line : `${line.slice(0, 39)}…`;
}
