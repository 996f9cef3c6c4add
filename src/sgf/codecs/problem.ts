// Pure: the problems a value codec reports. No vscode, DOM or Node fs.
import type { Severity } from '../types';

/** A problem with one property value; `valueIndex` says which value of a list when it matters. */
export interface ValueProblem {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly valueIndex?: number;
}
