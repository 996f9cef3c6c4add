// Pure: the SGF tree model. Every node, property and value keeps its source span. No vscode, DOM or Node fs.

import type { TextEdit } from './edit/textEdit';

/** A half-open span [start, end) of UTF-16 offsets into the parsed text. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** One bracketed value: `raw` is the source text between `[` and `]`, escapes untouched; `span` includes the brackets. */
export interface SgfValue {
  readonly raw: string;
  readonly span: Span;
}

/** A property: its identifier, its values, and `span` from the identifier to the last value's `]`. */
export interface SgfProperty {
  readonly id: string;
  readonly idSpan: Span;
  readonly values: readonly SgfValue[];
  readonly span: Span;
}

/** The parenthesised game tree a sequence of nodes sits in: offsets of its `(` and `)` (`close` = -1 when missing). */
export interface SgfTreeSpan {
  readonly open: number;
  readonly close: number;
}

/** A node: `span` runs from its `;` to the end of its last property; children in file order (first = main line). */
export interface SgfNode {
  /** Unique within one parse, in file (pre-)order. */
  readonly id: number;
  readonly parent: SgfNode | null;
  readonly children: readonly SgfNode[];
  readonly properties: readonly SgfProperty[];
  readonly span: Span;
  /** The innermost game tree whose sequence holds this node. */
  readonly tree: SgfTreeSpan;
  /** True when this node is the first of its sequence (directly after `(`). */
  readonly firstInSequence: boolean;
}

/** How serious a problem is, as VS Code and the CLI show it: an error when the game's meaning is uncertain, a hint for old but clear notation. */
export type Severity = 'error' | 'warning' | 'information' | 'hint';

/** A certain repair for a diagnostic: `edits` against the checked text, applied together (e.g. with `applyEdits`). */
export interface SgfFix {
  readonly title: string;
  readonly edits: readonly TextEdit[];
}

/** A problem found in SGF text, with the exact span it concerns and, when the repair is certain, fixes. */
export interface SgfDiagnostic {
  readonly span: Span;
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  /** Present only when there is at least one fix. */
  readonly fixes?: readonly SgfFix[];
}

/** The result of parsing: every game's root node (one per top-level game tree) and every problem found. */
export interface SgfCollection {
  readonly text: string;
  readonly games: readonly SgfNode[];
  readonly diagnostics: readonly SgfDiagnostic[];
  /** Number of nodes in all games. */
  readonly nodeCount: number;
}
