// Reads the `goban.*` settings.
import * as vscode from 'vscode';
import type { BoardDetectionOptions } from '../../boardText';
import { parseRulesetName, RULESETS } from '../../engine';
import type { RuleOverrides } from '../../game';
import type { BoardSettings, VariationDisplay } from '../../shared/views';

const variationDisplays: readonly VariationDisplay[] = ['auto', 'children', 'siblings', 'hidden'];

/** The configuration section every Goban setting lives in. */
export const settingsSection = 'goban';

/** How the board is drawn, from the user's settings, with the defaults for anything invalid. */
export function readBoardSettings(scope?: vscode.Uri): BoardSettings {
  const config = vscode.workspace.getConfiguration(settingsSection, scope);
  return {
    boardColor: config.get<string>('boardColor') === 'wood' ? 'wood' : 'theme',
    coordinates: config.get<boolean>('coordinates') !== false,
    coordinateStyle: config.get<string>('coordinateStyle') === 'sgf' ? 'sgf' : 'go',
    moveNumbers: config.get<boolean>('moveNumbers') === true,
    variations: variationDisplays.find((v) => v === config.get<string>('variations')) ?? 'auto',
  };
}

/** The `goban.rules` override for replaying games: none for `auto` (the file's RU decides). */
export function readRuleOverrides(scope?: vscode.Uri): RuleOverrides {
  const name = parseRulesetName(vscode.workspace.getConfiguration(settingsSection, scope).get<string>('rules') ?? 'auto');
  return name === undefined ? {} : { rules: RULESETS[name] };
}

/** Board detection in text files from the `goban.boardText.*` settings (findBoards validates the numbers itself). */
export function readDetectionOptions(scope?: vscode.Uri): BoardDetectionOptions {
  const config = vscode.workspace.getConfiguration(`${settingsSection}.boardText`, scope);
  return {
    enabled: config.get<boolean>('enabled') !== false,
    minRows: config.get<number>('minRows'),
    minColumns: config.get<number>('minColumns'),
    minStones: config.get<number>('minStones'),
  };
}

/** Whether the "Show Board" CodeLens appears above string-array boards (`goban.boardText.codeLens`). */
export function readCodeLensEnabled(scope?: vscode.Uri): boolean {
  return vscode.workspace.getConfiguration(`${settingsSection}.boardText`, scope).get<boolean>('codeLens') !== false;
}
