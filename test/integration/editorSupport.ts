// Helpers for the board editor suites: open a game in the Goban editor, run its commands, read what the board shows.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { BoardSummary, CommandOutcome } from '../../src/extension/boardEditor/boardSummary';
import { activeCustomEditorFor, waitFor, workspaceFile } from './workspace';

/** What `goban.boardState` and the board commands report about the node shown. */
export type BoardState = BoardSummary;

/** A board command's result. */
export type Outcome = CommandOutcome;

/** Opens `relativePath` of the sample workspace in the Goban editor and waits until it is the active board. */
export async function openBoard(relativePath: string, viewColumn = vscode.ViewColumn.One): Promise<{ uri: vscode.Uri; document: vscode.TextDocument }> {
  const uri = workspaceFile(relativePath);
  await vscode.commands.executeCommand('vscode.openWith', uri, 'goban.sgf', viewColumn);
  await waitFor('the board editor tab', () => activeCustomEditorFor(uri));
  await waitFor('the active board', async () => {
    const state = await vscode.commands.executeCommand<BoardState | undefined>('goban.boardState');
    return state?.uri === uri.toString() ? state : undefined;
  });
  return { uri, document: await vscode.workspace.openTextDocument(uri) };
}

/** Runs a Goban command and returns its outcome (fails when the command returned nothing). */
export async function run(command: string, argument?: unknown): Promise<Outcome> {
  const outcome = await vscode.commands.executeCommand<Outcome | undefined>(command, argument);
  assert.ok(outcome !== undefined, `${command} returned nothing (no active Goban editor?)`);
  return outcome;
}

/** Runs a Goban command that must show a node, and returns the board state. */
export async function show(command: string, argument?: unknown): Promise<BoardState> {
  const outcome = await run(command, argument);
  assert.ok(outcome.outcome === 'shown' || outcome.outcome === 'followed' || outcome.outcome === 'edited', JSON.stringify(outcome));
  return outcome;
}

/** What the Goban editors of `uri` show. */
export async function boardStates(uri: vscode.Uri): Promise<BoardState[]> {
  return (await vscode.commands.executeCommand<BoardState[]>('goban.boardState', uri)) ?? [];
}

/** The text of the node at `offset` of `text` (from its `;` to the next `;`, `(` or `)`). */
export function nodeTextAt(text: string, offset: number): string {
  const end = text.slice(offset + 1).search(/[;()]/);
  return text.slice(offset, end < 0 ? text.length : offset + 1 + end).trim();
}

/** Reverts and closes every editor (board edits leave documents dirty). */
export async function revertAndCloseAll(): Promise<void> {
  for (let k = 0; k < 10 && vscode.window.tabGroups.all.some((g) => g.tabs.length > 0); k++) {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}
