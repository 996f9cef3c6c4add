// Quick fixes for Goban's SGF diagnostics: each certain fix becomes one WorkspaceEdit; "Fix all in file" applies them all.
import * as vscode from 'vscode';
import { fixAllEdits } from '../../game/spec/fixAll';
import type { SgfDiagnostic } from '../../sgf/types';
import type { SgfDiagnostics } from './diagnostics';
import { fixesFor } from './diagnosticsLint';
import { workspaceEditOf } from '../core/editQueue';

/** The code-action kind of Goban's whole-file fix (runs on save with `"editor.codeActionsOnSave": {"source.fixAll": "explicit"}`). */
export const fixAllKind = vscode.CodeActionKind.SourceFixAll.append('goban');

/** Above this many diagnostics the unprompted lightbulb leaves "Fix all in file" out (Ctrl+. and the command offer it). */
const FIX_ALL_UNPROMPTED = 5_000;

/** Registers the quick-fix and fix-all provider for `sgf` documents and the "Fix All in File" command. */
export function registerSgfQuickFixes(diagnostics: SgfDiagnostics): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.languages.registerCodeActionsProvider({ language: 'sgf' }, new SgfQuickFixes(diagnostics), {
      providedCodeActionKinds: SgfQuickFixes.providedCodeActionKinds,
    }),
    vscode.commands.registerCommand('goban.fixAllInFile', (resource?: unknown) => fixAllInFile(diagnostics, resource)),
  );
}

/** Offers the fixes carried by Goban's diagnostics, recomputed from the document's current text. */
export class SgfQuickFixes implements vscode.CodeActionProvider {
  /** Quick fixes, and the whole-file fix. */
  static readonly providedCodeActionKinds = [vscode.CodeActionKind.QuickFix, fixAllKind];

  constructor(private readonly diagnostics: SgfDiagnostics) {}

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    // The lightbulb and codeActionsOnSave ask unprompted: re-check a stale text only when asked explicitly or when checking is cheap.
    const onlyIfCheap = context.triggerKind === vscode.CodeActionTriggerKind.Automatic;
    if (context.only !== undefined && fixAllKind.intersects(context.only) && !context.only.contains(vscode.CodeActionKind.QuickFix)) {
      const all = fixAllAction(document, this.diagnostics.current(document, onlyIfCheap) ?? [], fixAllKind);
      return all === null ? [] : [all.action];
    }
    // Only the SGF checks' diagnostics: Count Territory's share the source "Goban" but have no fixes.
    const ours = context.diagnostics.filter((d) => typeof d.code === 'string' && this.diagnostics.publishes(document.uri, d));
    if (ours.length === 0) return [];
    const current = this.diagnostics.current(document, onlyIfCheap);
    if (current === undefined) return [];
    const actions = ours.flatMap((diagnostic) => actionsFor(document, diagnostic, current));
    // Offered beside a fix when the file has more than one: old files repeat the same fixable notation many times.
    const all =
      actions.length > 0 && (!onlyIfCheap || current.length <= FIX_ALL_UNPROMPTED) ? fixAllAction(document, current, vscode.CodeActionKind.QuickFix) : null;
    if (all !== null && all.fixed > 1) actions.push(all.action);
    return actions;
  }
}

/** "Fix all in file": one action with every certain fix of the text, or null when there is none. */
function fixAllAction(
  document: vscode.TextDocument,
  current: readonly SgfDiagnostic[],
  kind: vscode.CodeActionKind,
): { action: vscode.CodeAction; fixed: number } | null {
  const { edits, fixed } = fixAllEdits(current);
  if (fixed === 0) return null;
  const action = new vscode.CodeAction(vscode.l10n.t('Fix all in file ({0} problems with a certain fix)', fixed), kind);
  action.edit = workspaceEditOf(document, edits);
  return { action, fixed };
}

function actionsFor(document: vscode.TextDocument, diagnostic: vscode.Diagnostic, current: readonly SgfDiagnostic[]): vscode.CodeAction[] {
  const span = { start: document.offsetAt(diagnostic.range.start), end: document.offsetAt(diagnostic.range.end) };
  const fixes = fixesFor(current, span, diagnostic.code as string);
  return fixes.map((fix) => {
    const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
    action.diagnostics = [diagnostic];
    action.isPreferred = fixes.length === 1;
    action.edit = workspaceEditOf(document, fix.edits);
    return action;
  });
}

/**
 * "Goban: Fix All in File": applies every certain fix to the SGF document `resource` (else the active editor's,
 * text or board) as one edit, one undo step. Returns how many problems it fixed (0 when none had a certain fix).
 */
async function fixAllInFile(diagnostics: SgfDiagnostics, resource?: unknown): Promise<number | undefined> {
  const document = await sgfDocument(resource);
  if (document === undefined) return undefined;
  const { edits, fixed } = fixAllEdits(diagnostics.current(document) ?? []);
  if (fixed === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Nothing to fix: no problem in this file has a certain fix.'));
    return 0;
  }
  return (await vscode.workspace.applyEdit(workspaceEditOf(document, edits))) ? fixed : 0;
}

async function sgfDocument(resource: unknown): Promise<vscode.TextDocument | undefined> {
  if (resource instanceof vscode.Uri) {
    const document = await Promise.resolve(vscode.workspace.openTextDocument(resource)).catch(() => undefined);
    return document?.languageId === 'sgf' ? document : undefined;
  }
  const text = vscode.window.activeTextEditor?.document;
  if (text?.languageId === 'sgf') return text;
  const tab = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  if (tab instanceof vscode.TabInputCustom && tab.viewType === 'goban.sgf') return vscode.workspace.openTextDocument(tab.uri);
  return undefined;
}
