// Pure: an RU value that names no ruleset Goban knows, which the count then reads as Japanese rules.
import { rulesetOfSgf } from '../../engine/rules';
import { decodeSimpleText } from '../../sgf/codecs/text';
import { getProperty } from '../../sgf/tree';
import type { SgfDiagnostic, SgfNode } from '../../sgf/types';
import { diagnostic, shortRaw } from './fixes';

/**
 * `unknown-rules` (warning) when the root's RU names no ruleset Goban knows; null otherwise, without RU, and when the
 * rules are given instead of RU's (`rulesGiven`: goban.rules, --rules).
 */
export function checkRuleset(root: SgfNode, rulesGiven: boolean): SgfDiagnostic | null {
  const value = getProperty(root, 'RU')?.values[0];
  if (value === undefined || rulesGiven) return null;
  const ru = decodeSimpleText(value.raw).trim();
  if (ru === '' || rulesetOfSgf(ru) !== undefined) return null;
  const message = `RU[${shortRaw(value.raw)}] names no ruleset Goban knows, so the game is counted by Japanese rules: write RU[Japanese], RU[Chinese], RU[AGA], RU[NZ], RU[Korean], RU[Tromp-Taylor] or RU[Ing] (or set goban.rules; on the command line, --rules)`;
  return diagnostic(value.span, 'warning', 'unknown-rules', message);
}
