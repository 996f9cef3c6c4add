import * as assert from 'node:assert/strict';
import { DEFAULT_DETECTION_OPTIONS, findBoards, rejectionOf, resolveDetectionOptions, type CandidateShape } from '../../../src/boardText';

function shape(overrides: Partial<CandidateShape>): CandidateShape {
  return { container: '[', callArguments: false, width: 3, height: 3, stones: 1, empties: 8, mixedQuotes: false, ...overrides };
}

describe('boardText: shape rules', () => {
  it('the defaults', () => {
    assert.deepEqual(DEFAULT_DETECTION_OPTIONS, {
      enabled: true,
      minRows: 2,
      minColumns: 1,
      minStones: 1,
      maxSize: 52,
      requireConsistentQuotes: true,
      singleRowMinWidth: 3,
      rejectCodeLists: true,
    });
  });

  it('each rule names the first rule a shape breaks', () => {
    const d = DEFAULT_DETECTION_OPTIONS;
    assert.equal(rejectionOf(shape({}), d), null);
    assert.equal(rejectionOf(shape({ width: 53, empties: 158 }), d), 'too-large');
    assert.equal(rejectionOf(shape({ mixedQuotes: true }), d), 'mixed-quotes');
    assert.equal(rejectionOf(shape({ stones: 0, empties: 9 }), d), 'too-few-stones');
    assert.equal(rejectionOf(shape({ height: 1, width: 2, empties: 1 }), d), 'too-few-rows');
    assert.equal(rejectionOf(shape({ container: '(', callArguments: true, height: 2, empties: 5 }), d), 'call-arguments');
    assert.equal(rejectionOf(shape({ width: 1, height: 4, stones: 2, empties: 2 }), d), 'character-list');
    assert.equal(rejectionOf(shape({ width: 2, height: 2, stones: 4, empties: 0 }), d), 'no-empty-point');
    assert.equal(rejectionOf(shape({ width: 3, height: 3, stones: 9, empties: 0 }), d), null);
    assert.equal(rejectionOf(shape({ width: 2, height: 2, stones: 1, empties: 3 }), d), null);
    assert.equal(rejectionOf(shape({ width: 2 }), resolveDetectionOptions({ minColumns: 3 })), 'too-narrow');
  });

  it('the single-row exception: a [ or { row of width ≥ 3 with a stone and an empty point', () => {
    const d = DEFAULT_DETECTION_OPTIONS;
    const row = (o: Partial<CandidateShape>): CandidateShape => shape({ height: 1, width: 3, stones: 1, empties: 2, ...o });
    assert.equal(rejectionOf(row({}), d), null);
    assert.equal(rejectionOf(row({ container: '{' }), d), null);
    assert.equal(rejectionOf(row({ container: '(' }), d), 'too-few-rows');
    assert.equal(rejectionOf(row({ container: '-' }), d), 'too-few-rows');
    assert.equal(rejectionOf(row({ stones: 3, empties: 0 }), d), 'too-few-rows');
    assert.equal(rejectionOf(row({ width: 2, empties: 1 }), d), 'too-few-rows');
    assert.equal(rejectionOf(row({}), resolveDetectionOptions({ singleRowMinWidth: 0 })), 'too-few-rows');
    assert.equal(rejectionOf(row({ width: 2, empties: 1 }), resolveDetectionOptions({ singleRowMinWidth: 2 })), null);
  });

  it('rejectCodeLists: false keeps only the hard limits', () => {
    const o = resolveDetectionOptions({ rejectCodeLists: false });
    assert.equal(rejectionOf(shape({ width: 1, height: 2, stones: 2, empties: 0 }), o), null);
    assert.equal(rejectionOf(shape({ container: '(', callArguments: true, height: 2, empties: 5 }), o), null);
  });
});

describe('boardText: what the defaults reject and accept, by example', () => {
  const rejected = [
    '["B", "W"]',
    "['W', 'B']",
    '[" ", "B", "W"]',
    "['B', 'W', 'B', 'W']",
    "{'B', ' ', 'W', ' '}",
    '[" ", " "]',
    '["   ", "   "]',
    '["BB", "WW"]',
    '["BW", "WB"]',
    '["BWB", "WBW"]',
    '[" "]',
    '["BW"]',
    '["BBB"]',
    '[" B"]',
    '(" B ")',
    'print(" B", " W")',
    'x.replace("B ", " W")',
    '["B", \'W\']',
    '["X O", " X ", "O X"]',
    '["rnbqkbnr", "pppppppp"]',
  ];
  for (const text of rejected) {
    it(`rejects ${text}`, () => assert.deepEqual(findBoards(text), []));
  }

  const accepted: Array<[string, string[]]> = [
    ['[" B "]', [' B ']],
    ['{"B  "}', ['B  ']],
    ['[" BW ", " BW "]', [' BW ', ' BW ']],
    ['["B ", " W"]', ['B ', ' W']],
    ['["BWB", "WBW", "BWB"]', ['BWB', 'WBW', 'BWB']],
    ['x = (" B", "W ")', [' B', 'W ']],
  ];
  for (const [text, rows] of accepted) {
    it(`accepts ${text}`, () =>
      assert.deepEqual(
        findBoards(text).map((b) => b.rows),
        [rows],
      ));
  }

  it('minRows 1 with minStones 0 accepts the exercism [" "] and any single row', () => {
    const options = { minRows: 1, minStones: 0 };
    assert.deepEqual(
      findBoards('[" "]', options).map((b) => b.rows),
      [[' ']],
    );
    assert.deepEqual(
      findBoards('["BW"]', options).map((b) => b.rows),
      [['BW']],
    );
  });
});
