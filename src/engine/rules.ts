// Pure: the rulesets (DESIGN §2), SGF RU values and CLI names mapped to them, and per-option overrides.
import type { KoRule, Rules, RulesetName, SuicideRule } from './types';

/** Every ruleset Goban knows, as the engine applies it. */
export const RULESETS: Readonly<Record<RulesetName, Rules>> = Object.freeze({
  japanese: { name: 'japanese', scoring: 'territory', ko: 'simple', suicide: 'forbidden' },
  korean: { name: 'korean', scoring: 'territory', ko: 'simple', suicide: 'forbidden' },
  chinese: { name: 'chinese', scoring: 'area', ko: 'simple', suicide: 'forbidden' },
  aga: { name: 'aga', scoring: 'area', ko: 'situational', suicide: 'forbidden' },
  nz: { name: 'nz', scoring: 'area', ko: 'situational', suicide: 'multi-stone' },
  'tromp-taylor': { name: 'tromp-taylor', scoring: 'area', ko: 'positional', suicide: 'allowed' },
  goe: { name: 'goe', scoring: 'area', ko: 'positional', suicide: 'allowed' },
});

/** How each ruleset is named for people (hovers, score summaries). */
export const RULESET_TITLES: Readonly<Record<RulesetName, string>> = Object.freeze({
  japanese: 'Japanese',
  korean: 'Korean',
  chinese: 'Chinese',
  aga: 'AGA',
  nz: 'New Zealand',
  'tromp-taylor': 'Tromp-Taylor',
  goe: 'Ing (GOE)',
});

/** Spellings (lower case, letters and digits only) of each ruleset as found in SGF RU values and on the CLI. */
const ALIASES: Readonly<Record<string, RulesetName>> = {
  japanese: 'japanese',
  jp: 'japanese',
  ja: 'japanese',
  japan: 'japanese',
  jpn: 'japanese',
  nihon: 'japanese',
  korean: 'korean',
  kr: 'korean',
  korea: 'korean',
  kor: 'korean',
  chinese: 'chinese',
  cn: 'chinese',
  zh: 'chinese',
  china: 'chinese',
  chn: 'chinese',
  aga: 'aga',
  american: 'aga',
  usa: 'aga',
  nz: 'nz',
  newzealand: 'nz',
  tromptaylor: 'tromp-taylor',
  tt: 'tromp-taylor',
  tromp: 'tromp-taylor',
  goe: 'goe',
  ing: 'goe',
  ings: 'goe',
  sst: 'goe',
  ingsgoe: 'goe',
  inggoe: 'goe',
};

function normalize(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The ruleset named by a CLI `--rules` value (any alias, case-insensitive), or undefined. */
export function parseRulesetName(s: string): RulesetName | undefined {
  return ALIASES[normalize(s)];
}

/**
 * The rules for an SGF RU value, case-insensitively ("Japanese", "jp", "Chinese", "cn", "AGA", "NZ",
 * "New Zealand", "Tromp-Taylor", "TT", "GOE", "Ing's", …, the same with words around them such as "Chinese rules" or
 * "Japanese 1989", and KataGo strings such as "koPOSITIONALscoreAREAtaxNONEsui1"); unknown or missing values give
 * the Japanese rules.
 */
export function rulesFromSgf(ru: string | undefined): Rules {
  return (ru === undefined ? undefined : rulesetOfSgf(ru)) ?? RULESETS.japanese;
}

/** The rules an SGF RU value names (see `rulesFromSgf`), or undefined when it names none Goban knows. */
export function rulesetOfSgf(ru: string): Rules | undefined {
  const name = parseRulesetName(ru) ?? parseRulesetName(ru.replace(/\brules?\b/gi, '')) ?? namedWord(ru);
  if (name) return RULESETS[name];
  return rulesFromKataGo(ru);
}

/** The ruleset the first word of `ru` that is one of its names names ("Chinese-Area" → chinese), if any. */
function namedWord(ru: string): RulesetName | undefined {
  for (const word of ru.split(/[^A-Za-z0-9']+/)) {
    const name = parseRulesetName(word);
    if (name) return name;
  }
  return undefined;
}

/** Parses KataGo's compact rules string (ko…score…sui…); undefined when `s` is not one. */
function rulesFromKataGo(s: string): Rules | undefined {
  const ko = /ko(SIMPLE|POSITIONAL|SITUATIONAL|SPIGHT)/i.exec(s);
  const scoring = /score(AREA|TERRITORY)/i.exec(s);
  if (!ko || !scoring) return undefined;
  const koRule: KoRule = ko[1].toUpperCase() === 'POSITIONAL' ? 'positional' : ko[1].toUpperCase() === 'SITUATIONAL' ? 'situational' : 'simple';
  const base = scoring[1].toUpperCase() === 'AREA' ? RULESETS.chinese : RULESETS.japanese;
  const suicide: SuicideRule = /sui(1|true)/i.test(s) ? 'allowed' : 'forbidden';
  return withOverrides(base, { ko: koRule, suicide });
}

/** `rules` with the CLI's `--ko` and `--suicide` choices applied (the name stays that of the base ruleset). */
export function withOverrides(rules: Rules, overrides: { ko?: KoRule; suicide?: SuicideRule }): Rules {
  return {
    name: rules.name,
    scoring: rules.scoring,
    ko: overrides.ko ?? rules.ko,
    suicide: overrides.suicide ?? rules.suicide,
  };
}

/** Parses a CLI `--ko` value. */
export function parseKoRule(s: string): KoRule | undefined {
  const v = s.toLowerCase();
  return v === 'simple' || v === 'positional' || v === 'situational' ? v : undefined;
}

/** Parses a CLI `--suicide` value ('allowed' means every suicide, 'forbidden' none; 'multi-stone' is NZ's). */
export function parseSuicideRule(s: string): SuicideRule | undefined {
  const v = s.toLowerCase();
  return v === 'allowed' || v === 'forbidden' || v === 'multi-stone' ? v : undefined;
}

/** The suicide rule as the small integer `probe` takes: 0 forbidden, 1 multi-stone only, 2 allowed. */
export function suicideCode(rule: SuicideRule): number {
  return rule === 'allowed' ? 2 : rule === 'multi-stone' ? 1 : 0;
}
