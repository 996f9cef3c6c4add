// Quick fixes for Goban's SGF diagnostics: each certain fix of a diagnostic becomes one WorkspaceEdit.
import * as vscode from 'vscode';
import type { SgfDiagnostic } from '../sgf/types';
import type { SgfDiagnostics } from './diagnostics';
import { fixesFor } from './diagnosticsLint';

/** Registers the quick-fix provider for `sgf` documents; the fixes come from `diagnostics` for the current text. */
export function registerSgfQuickFixes(diagnostics: SgfDiagnostics): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider({ language: 'sgf' }, new SgfQuickFixes(diagnostics), {
    providedCodeActionKinds: SgfQuickFixes.providedCodeActionKinds,
  });
}

/** Offers the fixes carried by Goban's diagnostics, recomputed from the document's current text. */
export class SgfQuickFixes implements vscode.CodeActionProvider {
  /** Only quick fixes. */
  static readonly providedCodeActionKinds = [vscode.CodeActionKind.QuickFix];

  constructor(private readonly diagnostics: SgfDiagnostics) {}

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    // Only the SGF checks' diagnostics: Count Territory's share the source "Goban" but have no fixes.
    const ours = context.diagnostics.filter((d) => typeof d.code === 'string' && this.diagnostics.publishes(document.uri, d));
    if (ours.length === 0) return [];
    // The lightbulb asks on every cursor move: re-check a stale text only when asked explicitly or when checking is cheap.
    const onlyIfCheap = context.triggerKind === vscode.CodeActionTriggerKind.Automatic;
    const current = this.diagnostics.current(document, onlyIfCheap);
    if (current === undefined) return [];
    return ours.flatMap((diagnostic) => actionsFor(document, diagnostic, current));
  }
}

function actionsFor(document: vscode.TextDocument, diagnostic: vscode.Diagnostic, current: readonly SgfDiagnostic[]): vscode.CodeAction[] {
  const span = { start: document.offsetAt(diagnostic.range.start), end: document.offsetAt(diagnostic.range.end) };
  const fixes = fixesFor(current, span, diagnostic.code as string);
  return fixes.map((fix) => {
    const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
    action.diagnostics = [diagnostic];
    action.isPreferred = fixes.length === 1;
    action.edit = new vscode.WorkspaceEdit();
    for (const edit of fix.edits) {
      const range = new vscode.Range(document.positionAt(edit.offset), document.positionAt(edit.offset + edit.length));
      action.edit.replace(document.uri, range, edit.text);
    }
    return action;
  });
}
