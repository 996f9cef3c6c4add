// Live SGF diagnostics: every `sgf` document is checked on open and after edits (debounced, in a worker thread so the
// host never blocks on a large file), and cleared on close.
import * as vscode from 'vscode';
import type { SgfDiagnostic, Severity } from '../../sgf/types';
import { CheckWorkerClient, type CheckClientState, type CheckWorkerFactory } from './checkWorkerClient';
import { threadCheckWorkerFactory } from './checkWorkerThread';
import { lintSgf, type LintResult } from './diagnosticsLint';
import { checkDelay, Debouncer } from './diagnosticsSchedule';
import { readRuleOverrides, settingsSection } from '../core/settings';
import { DisposableStore } from '../core/disposables';
import { logWarning } from '../core/log';

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
  hint: vscode.DiagnosticSeverity.Hint,
};

/** The internal command that reports where checks run (DiagnosticsState), for tests. */
export const diagnosticsStateCommand = 'goban.diagnosticsState';

/** Where checks run, how many results each path delivered, and one document's last check. */
export interface DiagnosticsState extends CheckClientState {
  readonly version: number | undefined;
  readonly elapsedMs: number | undefined;
  /** The host's performance.now() when the last scheduled check was requested and when its result was published. */
  readonly requestedAt: number | undefined;
  readonly publishedAt: number | undefined;
}

/**
 * Publishes checkCollection's diagnostics (the same `goban check` prints) for open SGF documents. Scheduled checks run
 * in a worker (started on the first check, terminated on dispose); the quick fixes' check of a newer text runs here.
 */
export class SgfDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('goban');
  private readonly results = new Map<string, LintResult>();
  /** Per document, when (performance.now()) its last scheduled check was requested and its result published. */
  private readonly times = new Map<string, { readonly requestedAt: number; readonly publishedAt: number | undefined }>();
  private readonly debouncer = new Debouncer<string>((key) => this.checkScheduled(key));
  private readonly checks: CheckWorkerClient;
  private readonly subscriptions = new DisposableStore();

  /** Starts checking: open SGF documents are checked after a pause, never during activation. */
  static register(workerFactory: CheckWorkerFactory = threadCheckWorkerFactory()): SgfDiagnostics {
    const diagnostics = new SgfDiagnostics(workerFactory);
    for (const document of vscode.workspace.textDocuments) diagnostics.schedule(document);
    return diagnostics;
  }

  private constructor(workerFactory: CheckWorkerFactory) {
    this.checks = new CheckWorkerClient(workerFactory, {
      log: logWarning,
      isCurrent: (key, version) => this.openDocument(key)?.version === version,
      deliver: (key, result) => {
        const document = this.openDocument(key);
        if (document !== undefined) this.publish(document, result);
      },
    });
    this.subscriptions.push(
      this.collection,
      vscode.commands.registerCommand(diagnosticsStateCommand, (uri?: unknown) => this.state(uri)),
      vscode.workspace.onDidOpenTextDocument((document) => this.schedule(document)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0) this.schedule(e.document);
      }),
      vscode.workspace.onDidCloseTextDocument((document) => this.forget(document.uri)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration(`${settingsSection}.rules`)) return;
        for (const document of vscode.workspace.textDocuments) {
          // A check in flight used the old rules: its reply is ignored.
          this.checks.cancel(document.uri.toString());
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
    return (this.collection.get(uri) ?? []).some((d) => d.code === diagnostic.code && d.message === diagnostic.message && d.range.isEqual(diagnostic.range));
  }

  /** Where checks run, and for `uri` (when given) its last check: version, duration, when requested and published. */
  state(uri?: unknown): DiagnosticsState {
    const key = uri instanceof vscode.Uri ? uri.toString() : '';
    const last = this.results.get(key);
    const times = this.times.get(key);
    return { ...this.checks.state(), version: last?.version, elapsedMs: last?.elapsedMs, requestedAt: times?.requestedAt, publishedAt: times?.publishedAt };
  }

  dispose(): void {
    this.debouncer.dispose();
    this.checks.dispose();
    this.subscriptions.dispose();
    this.results.clear();
  }

  private schedule(document: vscode.TextDocument): void {
    if (!isChecked(document)) return;
    const key = document.uri.toString();
    const last = this.results.get(key);
    this.debouncer.schedule(key, checkDelay(last?.elapsedMs, last === undefined ? documentLength(document) : 0));
  }

  /** The open, checked document whose URI is `key`. */
  private openDocument(key: string): vscode.TextDocument | undefined {
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
    return document === undefined || document.isClosed || !isChecked(document) ? undefined : document;
  }

  private checkScheduled(key: string): void {
    const document = this.openDocument(key);
    if (document === undefined) return;
    this.times.set(key, { requestedAt: performance.now(), publishedAt: undefined });
    this.checks.request({ key, version: document.version, text: document.getText(), overrides: readRuleOverrides(document.uri) });
  }

  /** Checks the document's text in this thread (the quick fixes' path when the last result is for another version). */
  private check(document: vscode.TextDocument): LintResult {
    const result = lintSgf(document.getText(), document.version, readRuleOverrides(document.uri));
    this.publish(document, result);
    return result;
  }

  private publish(document: vscode.TextDocument, result: LintResult): void {
    const key = document.uri.toString();
    this.results.set(key, result);
    this.collection.set(
      document.uri,
      result.diagnostics.map((d) => toVsDiagnostic(document, d)),
    );
    const times = this.times.get(key);
    if (times !== undefined) this.times.set(key, { ...times, publishedAt: performance.now() });
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    this.debouncer.cancel(key);
    this.checks.cancel(key);
    this.results.delete(key);
    this.times.delete(key);
    this.collection.delete(uri);
  }
}

/** The document's length in characters, without joining its lines into one string as getText() does (33 ms for 5 MB). */
function documentLength(document: vscode.TextDocument): number {
  return document.offsetAt(document.lineAt(document.lineCount - 1).range.end);
}

/** The VS Code diagnostic of one SGF diagnostic: range through the document's positionAt, severity, code, source. */
export function toVsDiagnostic(document: vscode.TextDocument, d: SgfDiagnostic): vscode.Diagnostic {
  const range = new vscode.Range(document.positionAt(d.span.start), document.positionAt(d.span.end));
  const diagnostic = new vscode.Diagnostic(range, d.message, SEVERITIES[d.severity]);
  diagnostic.code = d.code;
  diagnostic.source = diagnosticSource;
  return diagnostic;
}
