// The Goban commands that act on the active board editor: navigation, Go to Move, Play Move, Pass, variation edits,
// Select Game, and goban.edit (any webview edit action, for keybindings and tests). Each takes an optional argument (so tests and keybindings need no UI) and returns a CommandOutcome.
// Internal, for tests (not in the palette): goban.boardState (what the boards show) and goban.webviewMessage (a raw
// message handled as if the active board's webview had sent it).
import * as vscode from 'vscode';
import { parseEditAction } from '../../shared/parseMessage';
import type { EditAction, NavigationTarget } from '../../shared/protocol';
import type { ActiveEditors, GobanEditor } from '../core/activeEditors';
import type { BoardSummary, CommandOutcome, EditTarget } from '../boardEditor/boardSummary';
import { gameDescription, gameInfo } from '../../editor';
import { parseMoveInput } from '../../engine/pointNames';
import { settingsSection } from '../core/settings';

/** The Go to Move command's id (also the status bar item's click). */
export const goToMoveCommand = 'goban.goToMove';

/** An edit command's argument: which node and document version (defaults: the node shown, the version now). */
type EditArgument = EditTarget | undefined;

const navigationCommands: ReadonlyArray<readonly [string, NavigationTarget]> = [
  ['goban.nextMove', 'next'],
  ['goban.previousMove', 'previous'],
  ['goban.firstMove', 'start'],
  ['goban.lastMove', 'end'],
  ['goban.nextVariation', 'nextVariation'],
  ['goban.previousVariation', 'previousVariation'],
];

const editCommands: ReadonlyArray<readonly [string, EditAction]> = [
  ['goban.pass', { kind: 'play', point: null }],
  ['goban.deleteNode', { kind: 'delete' }],
  ['goban.promoteVariation', { kind: 'promote' }],
  ['goban.moveVariationUp', { kind: 'moveVariation', direction: 'up' }],
  ['goban.moveVariationDown', { kind: 'moveVariation', direction: 'down' }],
];

/** Registers the board commands; each returns undefined when no Goban editor is active (or the user cancelled). */
export function registerBoardCommands(editors: ActiveEditors): vscode.Disposable {
  const onActive =
    <A>(run: (editor: GobanEditor, argument: A) => CommandOutcome | Promise<CommandOutcome | undefined> | undefined) =>
    (argument: A) => {
      const editor = editors.active;
      if (editor === undefined) {
        void vscode.window.showInformationMessage(vscode.l10n.t('Open an SGF file in the Goban board editor first.'));
        return undefined;
      }
      return run(editor, argument);
    };
  return vscode.Disposable.from(
    ...navigationCommands.map(([id, target]) =>
      vscode.commands.registerCommand(
        id,
        onActive((editor) => editor.navigate(target)),
      ),
    ),
    ...editCommands.map(([id, action]) =>
      vscode.commands.registerCommand(
        id,
        onActive((editor, target: EditArgument) => editor.edit(action, editTarget(target))),
      ),
    ),
    vscode.commands.registerCommand(goToMoveCommand, onActive(goToMove)),
    vscode.commands.registerCommand('goban.playMove', onActive(playMove)),
    vscode.commands.registerCommand('goban.selectGame', onActive(selectGame)),
    vscode.commands.registerCommand('goban.toggleMoveNumbers', () =>
      toggleMoveNumbers(editors.active?.document.uri ?? vscode.window.activeTextEditor?.document.uri),
    ),
    vscode.commands.registerCommand('goban.edit', onActive(editCommand)),
    vscode.commands.registerCommand('goban.boardState', (resource?: unknown) => boardState(editors, resource)),
    vscode.commands.registerCommand('goban.webviewMessage', (message?: unknown) => editors.active?.receive(message)),
  );
}

/** Only the fields of an edit target (a command argument may be anything). */
function editTarget(argument: unknown): EditTarget {
  if (typeof argument !== 'object' || argument === null) return {};
  const { nodeId, version } = argument as Record<string, unknown>;
  return { nodeId: typeof nodeId === 'number' ? nodeId : undefined, version: typeof version === 'number' ? version : undefined };
}

/** Any board edit, as the webview sends it: `{ action: EditAction, nodeId?, version? }` (for keybindings and tests). */
function editCommand(editor: GobanEditor, argument: unknown): Promise<CommandOutcome> | CommandOutcome {
  const action = typeof argument === 'object' && argument !== null ? parseEditAction((argument as { action?: unknown }).action) : null;
  if (action === null) return { outcome: 'failed', message: vscode.l10n.t('goban.edit needs an argument {0}.', '{ action: { kind: … } }') };
  return editor.edit(action, editTarget(argument));
}

async function goToMove(editor: GobanEditor, argument: unknown): Promise<CommandOutcome | undefined> {
  // A problem being solved refuses at once: the prompt's range would tell the length of its answer.
  if (typeof argument === 'number' || editor.summary()?.problem?.active === true) return editor.goToMove(typeof argument === 'number' ? argument : 0);
  const summary = editor.summary();
  if (summary === null) return undefined;
  const last = summary.lineEndMoveNumber;
  const answer = await vscode.window.showInputBox({
    title: vscode.l10n.t('Go to Move'),
    ignoreFocusOut: true,
    prompt: vscode.l10n.t('Move number (0–{0}) on the line shown', last),
    value: String(summary.moveNumber),
    validateInput: (text) => (/^\s*\d+\s*$/.test(text) && Number(text) <= last ? null : vscode.l10n.t('Type a whole number from 0 to {0}.', last)),
  });
  editor.focusBoard();
  return answer === undefined ? undefined : editor.goToMove(Number(answer));
}

/** Play Move: "D4", "q16", "dd" (SGF letters) or "pass"; as a string, or `{ move, nodeId?, version? }`. */
async function playMove(editor: GobanEditor, argument: unknown): Promise<CommandOutcome | undefined> {
  const position = editor.currentPosition();
  if ('error' in position) return undefined;
  const { width, height } = position.game.settings;
  const given = typeof argument === 'string' ? argument : typeof argument === 'object' && argument !== null ? (argument as { move?: unknown }).move : undefined;
  const text =
    typeof given === 'string'
      ? given
      : await vscode.window.showInputBox({
          title: vscode.l10n.t('Play Move'),
          ignoreFocusOut: true,
          prompt: vscode.l10n.t('A point such as D4 (or SGF letters such as dd), or "pass"'),
          validateInput: (value) => (parseMoveInput(value, width, height) === null ? vscode.l10n.t('Not a point on this {0}×{1} board.', width, height) : null),
        });
  if (typeof given !== 'string') editor.focusBoard();
  if (text === undefined) return undefined;
  const move = parseMoveInput(text, width, height);
  if (move === null) return { outcome: 'refused', code: 'offboard', message: vscode.l10n.t('Not a point on this {0}×{1} board.', width, height) };
  // In the Problem view the move is the solver's try, as a click on the board would be.
  if (editor.summary()?.problem?.active === true) {
    // The node shown now: the solver may have played on the board while the prompt was open.
    const now = editor.currentPosition();
    await editor.receive({ type: 'problemMove', requestId: 0, nodeId: 'error' in now ? position.nodeId : now.nodeId, point: move.point });
    const summary = editor.summary();
    return summary === null ? undefined : { outcome: 'shown', ...summary };
  }
  return editor.edit({ kind: 'play', point: move.point }, editTarget(argument));
}

async function selectGame(editor: GobanEditor, argument: unknown): Promise<CommandOutcome | undefined> {
  if (typeof argument === 'number') return editor.selectGame(argument);
  const position = editor.currentPosition();
  if ('error' in position) return undefined;
  const game = position.game;
  const labels = gameInfo(game.collection, game.gameIndex, game.settings).games;
  const items = labels.map((label, index) => {
    const shown = index === game.gameIndex ? vscode.l10n.t('shown now') : undefined;
    const description = [gameDescription(game.collection.games[index]), shown].filter(Boolean).join(' · ');
    return { label: `${index + 1}. ${label}`, description, index };
  });
  // The game shown is the one highlighted, so Enter alone keeps it and the arrows start from it.
  const pick = vscode.window.createQuickPick<(typeof items)[number]>();
  pick.title = vscode.l10n.t('Select Game');
  pick.placeholder = vscode.l10n.t('The file holds {0} games', labels.length);
  pick.matchOnDescription = true;
  pick.items = items;
  pick.activeItems = items.filter((item) => item.index === game.gameIndex);
  const picked = await new Promise<(typeof items)[number] | undefined>((resolve) => {
    pick.onDidAccept(() => resolve(pick.selectedItems[0] ?? pick.activeItems[0]));
    pick.onDidHide(() => resolve(undefined));
    pick.show();
  });
  pick.dispose();
  editor.focusBoard();
  return picked === undefined ? undefined : editor.selectGame(picked.index);
}

/**
 * Flips `goban.moveNumbers` as the board of `uri` reads it, where that value comes from: the file's workspace folder,
 * the workspace, or else the user's settings.
 */
async function toggleMoveNumbers(uri: vscode.Uri | undefined): Promise<void> {
  const config = vscode.workspace.getConfiguration(settingsSection, uri);
  const set = config.inspect<boolean>('moveNumbers');
  const target =
    set?.workspaceFolderValue !== undefined
      ? vscode.ConfigurationTarget.WorkspaceFolder
      : set?.workspaceValue !== undefined
        ? vscode.ConfigurationTarget.Workspace
        : vscode.ConfigurationTarget.Global;
  await config.update('moveNumbers', !config.get<boolean>('moveNumbers', false), target);
}

/** For tests: what the Goban editors of `resource` (a URI or its string) show, else what the active one shows. */
function boardState(editors: ActiveEditors, resource: unknown): BoardSummary | BoardSummary[] | undefined {
  if (resource === undefined) return editors.active?.summary() ?? undefined;
  const key = resource instanceof vscode.Uri ? resource.toString() : String(resource);
  const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
  if (document === undefined) return [];
  return editors.editorsOf(document).flatMap((editor) => editor.summary() ?? []);
}
