import * as assert from 'node:assert/strict';
import { parseKoRule, parseRulesetName, parseSuicideRule, RULESETS, rulesFromSgf, withOverrides } from '../../../src/engine/rules';

describe('engine: rulesets', () => {
  it('follow the DESIGN §2 table', () => {
    assert.deepEqual(RULESETS, {
      japanese: { name: 'japanese', scoring: 'territory', ko: 'simple', suicide: 'forbidden' },
      korean: { name: 'korean', scoring: 'territory', ko: 'simple', suicide: 'forbidden' },
      chinese: { name: 'chinese', scoring: 'area', ko: 'simple', suicide: 'forbidden' },
      aga: { name: 'aga', scoring: 'area', ko: 'situational', suicide: 'forbidden' },
      nz: { name: 'nz', scoring: 'area', ko: 'situational', suicide: 'multi-stone' },
      'tromp-taylor': { name: 'tromp-taylor', scoring: 'area', ko: 'positional', suicide: 'allowed' },
      goe: { name: 'goe', scoring: 'area', ko: 'positional', suicide: 'allowed' },
    });
  });

  it('map real SGF RU values case-insensitively', () => {
    const cases: Array<[string, string]> = [
      ['Japanese', 'japanese'],
      ['jp', 'japanese'],
      ['JAPANESE', 'japanese'],
      [' Japanese ', 'japanese'],
      ['Korean', 'korean'],
      ['kr', 'korean'],
      ['Chinese', 'chinese'],
      ['cn', 'chinese'],
      ['chinese', 'chinese'],
      ['AGA', 'aga'],
      ['aga', 'aga'],
      ['NZ', 'nz'],
      ['New Zealand', 'nz'],
      ['new-zealand', 'nz'],
      ['Tromp-Taylor', 'tromp-taylor'],
      ['TT', 'tromp-taylor'],
      ['tromp taylor', 'tromp-taylor'],
      ['GOE', 'goe'],
      ['Ing', 'goe'],
      ["Ing's", 'goe'],
      ['ING', 'goe'],
      // Words around the name, as some writers add them.
      ['Chinese rules', 'chinese'],
      ['AGA rules', 'aga'],
      ['Chinese-Area', 'chinese'],
      ['Japanese 1989', 'japanese'],
      ['New Zealand rules', 'nz'],
    ];
    for (const [ru, name] of cases) assert.equal(rulesFromSgf(ru).name, name, ru);
  });

  it('give Japanese-like rules (simple ko, no suicide) for unknown or missing RU', () => {
    for (const ru of [undefined, '', 'Martian', 'OGS?', 'Area']) {
      assert.deepEqual(rulesFromSgf(ru), RULESETS.japanese, String(ru));
    }
  });

  it('understand KataGo rule strings', () => {
    assert.deepEqual(rulesFromSgf('koPOSITIONALscoreAREAtaxNONEsui1'), { name: 'chinese', scoring: 'area', ko: 'positional', suicide: 'allowed' });
    assert.deepEqual(rulesFromSgf('koSIMPLEscoreTERRITORYtaxSEKIsui0'), { name: 'japanese', scoring: 'territory', ko: 'simple', suicide: 'forbidden' });
    assert.deepEqual(rulesFromSgf('koSITUATIONALscoreAREAtaxNONEsui0whbN'), { name: 'chinese', scoring: 'area', ko: 'situational', suicide: 'forbidden' });
  });

  it('withOverrides replaces only the given options and never mutates the table', () => {
    assert.deepEqual(withOverrides(RULESETS.japanese, { ko: 'positional' }), {
      name: 'japanese',
      scoring: 'territory',
      ko: 'positional',
      suicide: 'forbidden',
    });
    assert.deepEqual(withOverrides(RULESETS.chinese, { suicide: 'allowed' }), { name: 'chinese', scoring: 'area', ko: 'simple', suicide: 'allowed' });
    assert.deepEqual(withOverrides(RULESETS.nz, {}), RULESETS.nz);
    assert.equal(RULESETS.japanese.ko, 'simple');
  });

  it('parse CLI option values', () => {
    assert.equal(parseRulesetName('Tromp-Taylor'), 'tromp-taylor');
    assert.equal(parseRulesetName('japanese'), 'japanese');
    assert.equal(parseRulesetName('nz'), 'nz');
    assert.equal(parseRulesetName('chess'), undefined);
    assert.deepEqual(['simple', 'POSITIONAL', 'situational', 'super'].map(parseKoRule), ['simple', 'positional', 'situational', undefined]);
    assert.deepEqual(['allowed', 'forbidden', 'multi-stone', 'yes'].map(parseSuicideRule), ['allowed', 'forbidden', 'multi-stone', undefined]);
  });
});
