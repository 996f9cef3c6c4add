import * as assert from 'node:assert/strict';
import { RULESETS } from '../../../src/engine/rules';
import { checkCollection } from '../../../src/game/check';
import { parse } from '../../../src/sgf/parse';

const problems = (text: string) => checkCollection(parse(text)).map((d) => [d.code, d.severity, d.message, d.fixes?.[0]?.title]);

describe('RU that names no ruleset', () => {
  it('warns that the game is counted by Japanese rules, and says nothing of rulesets it knows', () => {
    assert.deepEqual(problems('(;GM[1]FF[4]SZ[9]RU[Area];B[ee])'), [
      [
        'unknown-rules',
        'warning',
        'RU[Area] names no ruleset Goban knows, so the game is counted by Japanese rules: write RU[Japanese], RU[Chinese], RU[AGA], RU[NZ], RU[Korean], RU[Tromp-Taylor] or RU[Ing] (or set goban.rules; on the command line, --rules)',
        undefined,
      ],
    ]);
    for (const ru of ['Chinese rules', 'AGA', 'koPOSITIONALscoreAREAtaxNONEsui1', '']) assert.deepEqual(problems(`(;GM[1]FF[4]SZ[9]RU[${ru}];B[ee])`), [], ru);
    // Rules given instead of RU's (goban.rules, --rules): RU does not decide the count, so nothing to say.
    assert.deepEqual(checkCollection(parse('(;GM[1]FF[4]SZ[9]RU[Area];B[ee])'), { rules: RULESETS.chinese }), []);
  });
});
