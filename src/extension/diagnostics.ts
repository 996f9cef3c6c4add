// Live SGF diagnostics: every `sgf` document is checked on open and after edits (debounced), and cleared on close.
import * as vscode from 'vscode';
import type { SgfDiagnostic, Severity } from '../sgf/types';
import { lintSgf, type LintResult } from './diagnosticsLint';
import { checkDelay, Debouncer } from './diagnosticsSchedule';
import { readRuleOverrides, settingsSection } from './settings';

/** The `source` of every diagnostic Goban publishes (SGF checks and Count Territory results alike). */
export const diagnosticSource = 'Goban';

/** The documents checked: files on disk and untitled buffers (not git views, diff sides or other virtual documents). */
const checkedSchemes: ReadonlySet<string> = new Set(['file', 'untitled']);

/** Whether Goban checks `document`: an `sgf` document in a checked scheme. */
function isChecked(document: vscode.TextDocument): boolean {
  return document.languageId === 'sgf' && checkedSchemes.has(document.uri.scheme);
}

const SEVERITIES: Readonly<Record<Severity, vscode.DiagnosticSeverity>> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
};

/** Publishes checkCollection's diagnostics (the same `goban check` prints) for open SGF documents. */
export class SgfDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('goban');
  private readonly results = new Map<string, LintResult>();
  private readonly debouncer = new Debouncer<string>((key) => this.checkScheduled(key));
  private readonly subscriptions: vscode.Disposable[] = [];

  /** Starts checking: open SGF documents are checked after a pause, never during activation. */
  static register(): SgfDiagnostics {
    const diagnostics = new SgfDiagnostics();
    for (const document of vscode.workspace.textDocuments) diagnostics.schedule(document);
    return diagnostics;
  }

  private constructor() {
    this.subscriptions.push(
      this.collection,
      vscode.workspace.onDidOpenTextDocument((document) => this.schedule(document)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0) this.schedule(e.document);
      }),
      vscode.workspace.onDidCloseTextDocument((document) => this.forget(document.uri)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration(`${settingsSection}.rules`)) return;
        for (const document of vscode.workspace.textDocuments) {
          this.results.delete(document.uri.toString());
          this.schedule(document);
        }
      }),
    );
  }

  /**
   * The diagnostics of the document's text as it is now: the last check's when it saw this version, else a new check
   * (unless `onlyIfCheap` and the last check took longer than `cheapMs`: then undefined).
   */
  current(document: vscode.TextDocument, onlyIfCheap = false, cheapMs = 50): readonly SgfDiagnostic[] | undefined {
    const key = document.uri.toString();
    const last = this.results.get(key);
    if (last?.version === document.version) return last.diagnostics;
    if (onlyIfCheap && last !== undefined && last.elapsedMs > cheapMs) return undefined;
    return this.check(document).diagnostics;
  }

  /** Whether `diagnostic` (as a code-action context passes it back) is one this collection publishes for `uri`. */
  publishes(uri: vscode.Uri, diagnostic: vscode.Diagnostic): boolean {
    return (this.collection.get(uri) ?? []).some(
      (d) => d.code === diagnostic.code && d.message === diagnostic.message && d.range.isEqual(diagnostic.range),
    );
  }

  dispose(): void {
    this.debouncer.dispose();
    for (const subscription of this.subscriptions) subscription.dispose();
    this.subscriptions.length = 0;
    this.results.clear();
  }

  private schedule(document: vscode.TextDocument): void {
    if (!isChecked(document)) return;
    const key = document.uri.toString();
    const last = this.results.get(key);
    this.debouncer.schedule(key, checkDelay(last?.elapsedMs, last === undefined ? document.getText().length : 0));
  }

  private checkScheduled(key: string): void {
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
    if (document === undefined || document.isClosed || !isChecked(document)) return;
    this.check(document);
  }

  private check(document: vscode.TextDocument): LintResult {
    const result = lintSgf(document.getText(), document.version, readRuleOverrides(document.uri));
    this.results.set(document.uri.toString(), result);
    this.collection.set(document.uri, result.diagnostics.map((d) => toVsDiagnostic(document, d)));
    return result;
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    this.debouncer.cancel(key);
    this.results.delete(key);
    this.collection.delete(uri);
  }
}

/** The VS Code diagnostic of one SGF diagnostic: range through the document's positionAt, severity, code, source. */
export function toVsDiagnostic(document: vscode.TextDocument, d: SgfDiagnostic): vscode.Diagnostic {
  const range = new vscode.Range(document.positionAt(d.span.start), document.positionAt(d.span.end));
  const diagnostic = new vscode.Diagnostic(range, d.message, SEVERITIES[d.severity]);
  diagnostic.code = d.code;
  diagnostic.source = diagnosticSource;
  return diagnostic;
}
