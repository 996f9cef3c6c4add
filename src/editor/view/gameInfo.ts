// Pure: the game-info panel's data (root properties decoded) and a label per game for the picker. No vscode, DOM or Node fs.
import { RULESET_TITLES } from '../../engine/rules';
import type { GameSettings } from '../../game/settings';
import { gameInfoFields, type GameInfo, type GameInfoField } from '../../shared/views';
import { decodeSize } from '../../sgf/codecs/size';
import { decodeSimpleText, decodeText } from '../../sgf/codecs/text';
import type { SgfCollection, SgfNode } from '../../sgf/types';
import { firstValue } from './values';

/** Game-info fields of type Text (line breaks kept); the others are SimpleText. */
const TEXT_FIELDS: ReadonlySet<GameInfoField> = new Set(['GC']);

/**
 * The game-info panel data of game `gameIndex` (`settings` = how it is replayed, overrides applied) with a label
 * for every game of the collection. A missing game gives empty fields.
 */
export function gameInfo(collection: SgfCollection, gameIndex: number, settings: GameSettings): GameInfo {
  const root = collection.games[gameIndex];
  return {
    gameIndex,
    games: collection.games.map((game, k) => gameLabel(game, k)),
    fields: root === undefined ? {} : infoFields(root),
    width: settings.width,
    height: settings.height,
    rules: RULESET_TITLES[settings.rules.name],
    komi: settings.komi,
    handicap: settings.handicap,
  };
}

/** The decoded values of the game-info properties present on `root`. */
export function infoFields(root: SgfNode): Partial<Record<GameInfoField, string>> {
  const fields: Partial<Record<GameInfoField, string>> = {};
  for (const field of gameInfoFields) {
    const raw = firstValue(root, field);
    if (raw !== undefined) fields[field] = TEXT_FIELDS.has(field) ? decodeText(raw) : decodeSimpleText(raw).trim();
  }
  return fields;
}

/**
 * A picker label: "Black – White, date" when a player is named ("?" for the other; the date only when DT is set),
 * else the game name (GN), else the event (EV), else "Game N" (1-based).
 */
export function gameLabel(root: SgfNode, index: number): string {
  const info = infoFields(root);
  if (info.PB || info.PW) return `${info.PB || '?'} – ${info.PW || '?'}${info.DT ? `, ${info.DT}` : ''}`;
  return info.GN || info.EV || `Game ${index + 1}`;
}

/** What a picker says beside a game's label: its name or event when the label names the players, its size, its result. */
export function gameDescription(root: SgfNode): string {
  const info = infoFields(root);
  const { width, height } = decodeSize(firstValue(root, 'SZ'));
  const parts = [info.PB || info.PW ? info.GN || info.EV : undefined, `${width}×${height}`, info.RE];
  return parts.filter((part) => part !== undefined && part !== '').join(', ');
}
