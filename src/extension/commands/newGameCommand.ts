// "Goban: New Game": asks for size, rules, handicap and komi (or takes them as an argument) and opens the new game,
// an untitled SGF document, in the Goban board editor.
import * as os from 'node:os';
import * as vscode from 'vscode';
import { RULESETS } from '../../engine';
import type { RulesetName } from '../../engine/types';
import { newGameSgf } from '../../editor';
import { defaultKomi, newGameChoice, parseBoardSize, type NewGameRequest } from '../../editor/newGameOptions';

/** The command's id. */
export const newGameCommand = 'goban.newGame';

/** What the command returns: the new document and its text (undefined when cancelled or invalid). */
export interface NewGameResult {
  readonly uri: string;
  readonly text: string;
}

/** Registers Goban: New Game; `version` (the extension's) goes into AP[Goban:version]. */
export function registerNewGame(viewType: string, version: string): vscode.Disposable {
  return vscode.commands.registerCommand(newGameCommand, async (argument?: unknown): Promise<NewGameResult | undefined> => {
    const request = typeof argument === 'object' && argument !== null ? (argument as NewGameRequest & { date?: string }) : await askNewGame();
    if (request === undefined) return undefined;
    const choice = newGameChoice(request);
    if ('error' in choice) {
      void vscode.window.showErrorMessage(vscode.l10n.t('New Game: the options are not valid ({0}).', choice.error));
      return undefined;
    }
    const text = newGameSgf({ ...choice, date: request.date, version });
    const document = await openUntitledGame(text);
    await vscode.commands.executeCommand('vscode.openWith', document.uri, viewType);
    return { uri: document.uri.toString(), text };
  });
}

/** How many untitled names this session has tried for new games: each new game gets a name never used before. */
let namesTried = 0;

/**
 * Opens `text` as an untitled SGF document named "New Game N.sgf" (in the first workspace folder, else the home
 * folder: Save writes there) at an untitled URI this session has never used. VS Code's own `Untitled-N` names are
 * reused once closed, and a new game at the URI of one just reverted and closed was bound by VS Code to the stale
 * custom-editor model of the old one: a blank, clean board tab, plus a second text tab for the real document.
 */
async function openUntitledGame(text: string): Promise<vscode.TextDocument> {
  const folder = (vscode.workspace.workspaceFolders?.[0]?.uri.path ?? vscode.Uri.file(os.homedir()).path).replace(/\/+$/, '');
  const open = new Set(vscode.workspace.textDocuments.map((d) => d.uri.toString()));
  for (let attempt = 0; attempt < 100; attempt++) {
    const uri = vscode.Uri.from({ scheme: 'untitled', path: `${folder}/New Game ${++namesTried}.sgf` });
    if (open.has(uri.toString())) continue;
    // Rejected when a file of that name exists: VS Code will not put an untitled document over it.
    const document = await vscode.workspace.openTextDocument(uri).then(
      (opened) => opened,
      () => undefined,
    );
    if (document === undefined) continue;
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, new vscode.Position(0, 0), text);
    await vscode.workspace.applyEdit(edit);
    return document.languageId === 'sgf' ? document : await vscode.languages.setTextDocumentLanguage(document, 'sgf');
  }
  return await vscode.workspace.openTextDocument({ language: 'sgf', content: text });
}

/** The rulesets in the order the picker lists them, with their names in the user's language. */
function rulesetTitles(): ReadonlyArray<readonly [RulesetName, string]> {
  return [
    ['japanese', vscode.l10n.t('Japanese')],
    ['chinese', vscode.l10n.t('Chinese')],
    ['korean', vscode.l10n.t('Korean')],
    ['aga', vscode.l10n.t('AGA')],
    ['nz', vscode.l10n.t('New Zealand')],
    ['tromp-taylor', vscode.l10n.t('Tromp-Taylor')],
    ['goe', vscode.l10n.t('Ing (GOE)')],
  ];
}

/** Asks for the new game's options, step by step; undefined when the user cancels. */
async function askNewGame(): Promise<(NewGameRequest & { date: string }) | undefined> {
  const title = vscode.l10n.t('New Game');
  const custom = vscode.l10n.t('Custom size…');
  const sizePick = await vscode.window.showQuickPick(['19×19', '13×13', '9×9', custom], { title, placeHolder: vscode.l10n.t('Board size') });
  if (sizePick === undefined) return undefined;
  const size =
    sizePick !== custom
      ? sizePick
      : await vscode.window.showInputBox({
          title,
          prompt: vscode.l10n.t('Board size: one number (square) or width×height, e.g. 19x13 (1–52)'),
          validateInput: (text) => (parseBoardSize(text) === null ? vscode.l10n.t('Type a size from 1 to 52, or width×height such as 19x13.') : null),
        });
  if (size === undefined) return undefined;
  const rulesPick = await vscode.window.showQuickPick(
    rulesetTitles().map(([name, label]) => ({ label, name })),
    { title, placeHolder: vscode.l10n.t('Rules') },
  );
  if (rulesPick === undefined || !(rulesPick.name in RULESETS)) return undefined;
  const handicapPick = await vscode.window.showQuickPick(
    [
      { label: vscode.l10n.t('No handicap'), stones: 0 },
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ label: vscode.l10n.t('{0} handicap stones', n), stones: n })),
    ],
    { title, placeHolder: vscode.l10n.t('Handicap') },
  );
  if (handicapPick === undefined) return undefined;
  const komi = await vscode.window.showInputBox({
    title,
    prompt: vscode.l10n.t('Komi'),
    value: String(defaultKomi(rulesPick.name, handicapPick.stones)),
    validateInput: (text) => (Number.isFinite(Number(text)) && text.trim() !== '' ? null : vscode.l10n.t('Type a number such as 6.5.')),
  });
  if (komi === undefined) return undefined;
  return { size, rules: rulesPick.name, handicap: handicapPick.stones, komi: Number(komi), date: new Date().toISOString().slice(0, 10) };
}
