// Export Board as SVG… / as PNG…, Copy Diagram ($$ text) and Copy Position as SGF: the board shown, drawn by src/render
// exactly as the Markdown preview and `goban diagram` draw it. Each takes an optional argument, so tests and
// keybindings need no prompt: { options?: "numbers=31 crop=A1-K10", uri?: the file to write, width?: PNG pixels }.
import * as vscode from 'vscode';
import { asciiDiagram, ASCII_MAX_NUMBERED_MOVES } from '../../render/asciiDiagram';
import type { Diagram } from '../../render/diagram';
import { parseDiagramSpec, type DiagramSpec } from '../../render/diagramSpec';
import { positionSgf } from '../../render/positionSgf';
import { svgDiagram, svgExtent, WOOD_PALETTE } from '../../render/svgDiagram';
import type { ActiveEditors } from '../core/activeEditors';
import { logError } from '../core/log';
import type { TextBoardPanel } from '../textBoard/textBoardPanel';
import type { TextBoardIndex } from '../textBoard/textBoards';
import { activeDiagramSource, type DiagramSource } from './diagramSources';

/** An export command's optional argument (no prompt for what it gives). */
interface ExportArgument {
  readonly options?: string;
  readonly uri?: vscode.Uri | string;
  readonly width?: number;
}

/** What an export command did: the file written or the text copied (for tests), or undefined when cancelled. */
export type ExportResult = { readonly uri: string; readonly bytes: number } | { readonly text: string } | undefined;

/** The options typed last, offered again by the next prompt. */
let lastOptions = '';

/** Registers the four export commands. */
export function registerExportCommands(editors: ActiveEditors, panels: ReadonlySet<TextBoardPanel>, boards: TextBoardIndex): vscode.Disposable {
  const run =
    (name: string, action: (source: DiagramSource, argument: ExportArgument) => Promise<ExportResult>) =>
    async (argument?: ExportArgument): Promise<ExportResult> => {
      const source = activeDiagramSource(editors, panels, boards);
      if ('error' in source) {
        void vscode.window.showInformationMessage(source.error);
        return undefined;
      }
      try {
        return await action(source, argument ?? {});
      } catch (error) {
        logError(`${name} failed`, error);
        void vscode.window.showErrorMessage(vscode.l10n.t('{0} failed: {1}', name, error instanceof Error ? error.message : String(error)));
        return undefined;
      }
    };
  return vscode.Disposable.from(
    vscode.commands.registerCommand('goban.exportSvg', run('Export Board as SVG', exportSvg)),
    vscode.commands.registerCommand('goban.exportPng', run('Export Board as PNG', exportPng)),
    vscode.commands.registerCommand('goban.copyDiagram', run('Copy Diagram', copyDiagram)),
    vscode.commands.registerCommand('goban.copyPositionSgf', run('Copy Position as SGF', copyPositionSgf)),
  );
}

async function exportSvg(source: DiagramSource, argument: ExportArgument): Promise<ExportResult> {
  const drawn = await chosenDiagram(source, argument);
  if (drawn === undefined) return undefined;
  const bytes = new TextEncoder().encode(svgDiagram(drawn.diagram, { coordinates: drawn.spec.coordinates ?? true, palette: WOOD_PALETTE }));
  return write(source, argument, 'svg', bytes);
}

async function exportPng(source: DiagramSource, argument: ExportArgument): Promise<ExportResult> {
  if (source.rasterize === undefined) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Show the board first (Show Board): a PNG is drawn by the board view.'));
    return undefined;
  }
  const drawn = await chosenDiagram(source, argument);
  if (drawn === undefined) return undefined;
  const width = argument.width === undefined ? await askWidth() : widthOf(String(argument.width));
  if (width === undefined) return argument.width === undefined ? undefined : refuse(vscode.l10n.t('A whole number from 16 to 8000'));
  const options = { coordinates: drawn.spec.coordinates ?? true, palette: WOOD_PALETTE };
  const extent = svgExtent(drawn.diagram, options);
  const height = Math.max(1, Math.round((width * extent.height) / extent.width));
  const svg = svgDiagram(drawn.diagram, { ...options, pointSize: width / extent.width });
  return write(source, argument, 'png', await source.rasterize(svg, width, height));
}

async function copyDiagram(source: DiagramSource, argument: ExportArgument): Promise<ExportResult> {
  const spec = await chosenSpec(source, argument, false);
  if (spec === undefined) return undefined;
  const diagrams = source.diagrams(spec, ASCII_MAX_NUMBERED_MOVES);
  if (!diagrams.ok) return refuse(diagrams.error);
  const text = diagrams.value.map((diagram) => asciiDiagram(diagram, { coordinates: spec.coordinates ?? false })).join('\n');
  await vscode.env.clipboard.writeText(text);
  vscode.window.setStatusBarMessage(vscode.l10n.t('Goban: diagram copied'), 4000);
  return { text };
}

async function copyPositionSgf(source: DiagramSource): Promise<ExportResult> {
  const diagrams = source.diagrams({});
  if (!diagrams.ok) return refuse(diagrams.error);
  const text = positionSgf(diagrams.value[0], { komi: source.komi, rules: source.rules, withTurn: source.isGame });
  await vscode.env.clipboard.writeText(text);
  vscode.window.setStatusBarMessage(vscode.l10n.t('Goban: position copied as SGF'), 4000);
  return { text };
}

/** The one diagram to draw: numbered moves fit one picture, so SVG and PNG take the whole range. */
async function chosenDiagram(source: DiagramSource, argument: ExportArgument): Promise<{ diagram: Diagram; spec: DiagramSpec } | undefined> {
  const spec = await chosenSpec(source, argument, true);
  if (spec === undefined) return undefined;
  const diagrams = source.diagrams(spec);
  if (!diagrams.ok) return refuse(diagrams.error);
  return { diagram: diagrams.value[0], spec };
}

/**
 * The options from the argument, or typed in a prompt (empty = the whole board, no numbers); undefined when cancelled.
 * The prompt offers to turn the coordinates off where a format draws them unless told (`withCoordinates`), else on.
 */
async function chosenSpec(source: DiagramSource, argument: ExportArgument, withCoordinates: boolean): Promise<DiagramSpec | undefined> {
  const typed =
    argument.options ??
    (await vscode.window.showInputBox({
      title: vscode.l10n.t('Diagram options'),
      ignoreFocusOut: true,
      prompt: promptText(source.isGame, withCoordinates),
      placeHolder: source.isGame ? 'numbers=31 crop=A1-K10' : 'crop=A1-E5',
      value: lastOptions,
      validateInput: (value) => {
        const parsed = parseDiagramSpec(shorthand(value));
        return parsed.ok ? undefined : parsed.error;
      },
    }));
  if (typed === undefined) return undefined;
  const parsed = parseDiagramSpec(shorthand(typed));
  if (!parsed.ok) return refuse(parsed.error);
  if (argument.options === undefined) lastOptions = typed;
  return parsed.value;
}

/** What the options prompt offers: numbers for a game, a crop, and the coordinates the other way from the default. */
function promptText(isGame: boolean, withCoordinates: boolean): string {
  if (withCoordinates) {
    return isGame
      ? vscode.l10n.t('Optional: numbers=N numbers the moves from N to this one; crop=A1-K10 draws part of the board; coordinates=off')
      : vscode.l10n.t('Optional: crop=A1-K10 draws part of the board; coordinates=off');
  }
  return isGame
    ? vscode.l10n.t('Optional: numbers=N numbers the moves from N to this one; crop=A1-K10 draws part of the board; coordinates=on adds them')
    : vscode.l10n.t('Optional: crop=A1-K10 draws part of the board; coordinates=on adds them');
}

/** A bare number typed alone means "numbers from N". */
function shorthand(text: string): string {
  return /^\s*\d+\s*$/.test(text) ? `numbers=${text.trim()}` : text;
}

async function askWidth(): Promise<number | undefined> {
  const typed = await vscode.window.showInputBox({
    title: vscode.l10n.t('PNG width'),
    ignoreFocusOut: true,
    prompt: vscode.l10n.t('Width of the picture in pixels (the height follows the board)'),
    value: '800',
    validateInput: (value) => (widthOf(value) === undefined ? vscode.l10n.t('A whole number from 16 to 8000') : undefined),
  });
  return typed === undefined ? undefined : widthOf(typed);
}

function widthOf(text: string): number | undefined {
  const width = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return width >= 16 && width <= 8000 ? width : undefined;
}

async function write(source: DiagramSource, argument: ExportArgument, extension: 'svg' | 'png', bytes: Uint8Array): Promise<ExportResult> {
  const given = typeof argument.uri === 'string' ? vscode.Uri.parse(argument.uri) : argument.uri;
  const target =
    given ??
    (await vscode.window.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(folderOf(source.uri), `${source.stem}.${extension}`),
      filters: extension === 'svg' ? { 'SVG image': ['svg'] } : { 'PNG image': ['png'] },
    }));
  if (target === undefined) return undefined;
  await vscode.workspace.fs.writeFile(target, bytes);
  vscode.window.setStatusBarMessage(vscode.l10n.t('Goban: board exported to {0}', target.path.split('/').pop() ?? ''), 4000);
  return { uri: target.toString(), bytes: bytes.length };
}

/** Where the save dialog starts: beside the file, or in the workspace for an untitled one. */
function folderOf(uri: vscode.Uri): vscode.Uri {
  if (uri.scheme !== 'untitled') return vscode.Uri.joinPath(uri, '..');
  return vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file('/');
}

function refuse(error: string): undefined {
  void vscode.window.showErrorMessage(error);
  return undefined;
}
