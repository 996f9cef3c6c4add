import * as assert from 'node:assert/strict';
import { defaultKomi, newGameChoice } from '../../../src/editor/newGameOptions';

describe('Goban: New Game options', () => {
  it('defaults to 19×19, Japanese rules, no handicap, komi 6.5', () => {
    assert.deepEqual(newGameChoice({}), { width: 19, height: 19, komi: 6.5, handicap: 0, rules: 'japanese', black: undefined, white: undefined });
  });

  it('reads a rectangular size, the rules by any SGF spelling, and takes komi from the rules unless given', () => {
    assert.deepEqual(newGameChoice({ size: '19x13', rules: 'Chinese' }), {
      width: 19,
      height: 13,
      komi: 7.5,
      handicap: 0,
      rules: 'chinese',
      black: undefined,
      white: undefined,
    });
    assert.deepEqual(newGameChoice({ size: 9, rules: 'NZ', komi: 0, black: 'Aiko' }), {
      width: 9,
      height: 9,
      komi: 0,
      handicap: 0,
      rules: 'nz',
      black: 'Aiko',
      white: undefined,
    });
    assert.deepEqual(newGameChoice({ width: 13, handicap: 4 }), {
      width: 13,
      height: 13,
      komi: 0.5,
      handicap: 4,
      rules: 'japanese',
      black: undefined,
      white: undefined,
    });
  });

  it('gives the usual komi for each ruleset, and 0.5 with a handicap', () => {
    assert.deepEqual(
      (['japanese', 'korean', 'chinese', 'aga', 'nz', 'tromp-taylor', 'goe'] as const).map((r) => defaultKomi(r, 0)),
      [6.5, 6.5, 7.5, 7.5, 7, 7.5, 8],
    );
    assert.equal(defaultKomi('chinese', 2), 0.5);
  });

  it('refuses bad sizes, unknown rules, a handicap of 1 or over 9, and a komi that is not a number', () => {
    assert.deepEqual(newGameChoice({ size: '60' }), { error: 'invalid board size' });
    assert.deepEqual(newGameChoice({ width: 0 }), { error: 'invalid board size' });
    assert.deepEqual(newGameChoice({ rules: 'chess' }), { error: 'unknown rules' });
    assert.deepEqual(newGameChoice({ handicap: 1 }), { error: 'invalid handicap' });
    assert.deepEqual(newGameChoice({ handicap: 10 }), { error: 'invalid handicap' });
    assert.deepEqual(newGameChoice({ komi: Number.NaN }), { error: 'invalid komi' });
  });
});
