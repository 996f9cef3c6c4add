// Pure: the stable codes, severities and messages of the problems the SGF parser reports.

import type { Severity, SgfDiagnostic } from './types';

/** Every `code` the parser can put on an `SgfDiagnostic`. */
export type SgfParseCode =
  | 'binary'
  | 'missing-tree'
  | 'unbalanced-open'
  | 'unbalanced-close'
  | 'unterminated-value'
  | 'bad-property-id'
  | 'property-id-without-capitals'
  | 'property-without-value'
  | 'missing-semicolon'
  | 'node-outside-tree'
  | 'junk'
  | 'empty-tree'
  | 'empty-sequence'
  | 'too-many-problems';

/**
 * The severity each parse code is reported with: an error when the text's meaning is uncertain, a hint for old but
 * clear notation (FF[3] lowercase ids); `junk` is a warning only between top-level games, and `unbalanced-close`
 * only after a game that parsed without error (a stray `)` there has one reading: remove it).
 */
export const PARSE_SEVERITY: Readonly<Record<SgfParseCode, Severity>> = {
  binary: 'error',
  'missing-tree': 'error',
  'unbalanced-open': 'error',
  'unbalanced-close': 'error',
  'unterminated-value': 'error',
  'bad-property-id': 'hint',
  'property-id-without-capitals': 'warning',
  'property-without-value': 'error',
  'missing-semicolon': 'error',
  'node-outside-tree': 'error',
  junk: 'error',
  'empty-tree': 'warning',
  'empty-sequence': 'warning',
  'too-many-problems': 'information',
};

/** The `bad-property-id` message for the identifier `written` (e.g. "PlayerBlack"), which is read as its capitals. */
export function oldStyleIdMessage(written: string): string {
  return `${written} is an old FF[3] identifier with lowercase letters (FF[4] has uppercase letters only): Goban reads its capitals, ${written.replace(/[a-z]/g, '')}.`;
}

/** The message shown for each parse code. */
export const PARSE_MESSAGE: Readonly<Record<SgfParseCode, string>> = {
  binary: 'A NUL character before any SGF, so this is binary data, not SGF text.',
  'missing-tree': 'No game tree: SGF text must contain "(;" followed by nodes and a closing ")".',
  'unbalanced-open': 'This "(" is never closed by a matching ")".',
  'unbalanced-close': 'This ")" closes no open game tree.',
  'unterminated-value': 'This "[" has no closing "]" before the end of the text.',
  'bad-property-id': 'Property identifiers are uppercase letters (FF[4]); lowercase letters are an old FF[3] style: Goban reads the capitals.',
  'property-id-without-capitals': 'This identifier has no capital letter, so it names no property and readers skip it: write it in capitals (sz → SZ, b → B).',
  'property-without-value': 'A property needs at least one value in brackets, e.g. C[text] or B[].',
  'missing-semicolon': 'Missing ";" before this property: a node starts with ";".',
  'node-outside-tree': 'Nodes outside a game tree are ignored: put them inside "(" and ")".',
  junk: 'Unexpected text here; SGF allows only nodes, properties, values and game trees.',
  'empty-tree': 'Empty game tree "()".',
  'empty-sequence': 'A game tree must start with a node (";") before its variations.',
  'too-many-problems': 'More problems of this kind are not shown.',
};

/** The `node-outside-tree` message for SGF in the text after a game, which a stray `]` or `)` may have cut off it. */
export const SGF_AFTER_GAME_MESSAGE =
  'This SGF after the end of a game is ignored: a ")" or an unescaped "]" in a value before it may have ended the game too early.';

/** The `node-outside-tree` message for SGF before the first game tree (a file that lost its first "(", say). */
export const SGF_BEFORE_GAME_MESSAGE = 'This SGF before the first game tree is ignored: is its "(" missing?';

/** At most this many diagnostics of one code are reported; one `too-many-problems` says how many were left out. */
export const MAX_DIAGNOSTICS_PER_CODE = 200;

/** The problems of one parse: at most `MAX_DIAGNOSTICS_PER_CODE` per code, and a count of the ones left out. */
export class ParseReport {
  private readonly diagnostics: SgfDiagnostic[] = [];
  private readonly counts = new Map<SgfParseCode, number>();
  /** How many errors were reported, those left out past the cap included. */
  errors = 0;

  /** Records a problem (its code's severity unless `severity` says otherwise; its code's message unless `message` does). */
  report(code: SgfParseCode, start: number, end: number, severity?: Severity, message?: string): void {
    const count = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, count);
    const level = severity ?? PARSE_SEVERITY[code];
    if (level === 'error') this.errors++;
    if (count > MAX_DIAGNOSTICS_PER_CODE) return;
    this.diagnostics.push({ span: { start, end }, severity: level, code, message: message ?? PARSE_MESSAGE[code] });
  }

  /** Whether `code` has had its share of diagnostics. */
  isFull(code: SgfParseCode): boolean {
    return (this.counts.get(code) ?? 0) >= MAX_DIAGNOSTICS_PER_CODE;
  }

  /** Counts `count` more problems of `code` without recording them. */
  leftOut(code: SgfParseCode, count: number): void {
    this.counts.set(code, (this.counts.get(code) ?? 0) + count);
  }

  /**
   * Reports each game tree still open at the end of the text (`opens`: their `(` offsets, outermost first; -1 for the
   * tree a missing-tree recovery opened, which has none), counting those past the cap without keeping them.
   */
  reportUnclosed(opens: readonly number[]): void {
    for (let k = 0; k < opens.length; k++) {
      if (opens[k] < 0) continue;
      if (this.isFull('unbalanced-open')) return this.leftOut('unbalanced-open', opens.length - k);
      this.report('unbalanced-open', opens[k], opens[k] + 1);
    }
  }

  /** The diagnostics in text order, then one `too-many-problems` per code that had more than its share. */
  inTextOrder(): SgfDiagnostic[] {
    const diagnostics = this.diagnostics.sort((a, b) => a.span.start - b.span.start);
    for (const code of Object.keys(PARSE_SEVERITY) as SgfParseCode[]) {
      const count = this.counts.get(code) ?? 0;
      if (count <= MAX_DIAGNOSTICS_PER_CODE) continue;
      diagnostics.push({
        span: { start: 0, end: 0 },
        severity: 'information',
        code: 'too-many-problems',
        message: `${count - MAX_DIAGNOSTICS_PER_CODE} more "${code}" problems are not shown.`,
      });
    }
    return diagnostics;
  }
}
