// Pure: what a game's root node says about how to replay and count it: board size, rules, komi, handicap.
import { rulesFromSgf, withOverrides } from '../engine/rules';
import type { KoRule, Rules, SuicideRule } from '../engine/types';
import { decodeSize } from '../sgf/codecs/size';
import { decodeNumber } from '../sgf/codecs/scalars';
import { decodeSimpleText } from '../sgf/codecs/text';
import type { ValueProblem } from '../sgf/codecs/problem';
import { getProperty } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';
import { readKomi } from './komi';

/** Choices that override what the file says (CLI options, editor settings). */
export interface RuleOverrides {
  /** A whole ruleset instead of the file's RU. */
  readonly rules?: Rules;
  readonly ko?: KoRule;
  readonly suicide?: SuicideRule;
}

/** The settings of one game as read from its root node (with overrides applied). */
export interface GameSettings {
  readonly width: number;
  readonly height: number;
  readonly rules: Rules;
  /** KM in points (Fox's scaled KM[375] read as 7.5, see `readKomi`), or 0 when absent or malformed. */
  readonly komi: number;
  /** HA, or 0 when absent or malformed. */
  readonly handicap: number;
  /** Problems with the SZ value. */
  readonly sizeProblems: readonly ValueProblem[];
}

/** Reads SZ, RU, KM and HA from a game's root node; bad values fall back to 19×19, Japanese rules, 0. */
export function readGameSettings(root: SgfNode, overrides: RuleOverrides = {}): GameSettings {
  const size = decodeSize(getProperty(root, 'SZ')?.values[0]?.raw);
  const ru = getProperty(root, 'RU')?.values[0]?.raw;
  const base = overrides.rules ?? rulesFromSgf(ru === undefined ? undefined : decodeSimpleText(ru));
  const ha = getProperty(root, 'HA')?.values[0]?.raw;
  return {
    width: size.width,
    height: size.height,
    rules: withOverrides(base, { ko: overrides.ko, suicide: overrides.suicide }),
    komi: readKomi(root, size.width * size.height).komi,
    handicap: (ha === undefined ? null : decodeNumber(ha.trim())) ?? 0,
    sizeProblems: size.problems,
  };
}
