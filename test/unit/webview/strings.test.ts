import * as assert from 'node:assert/strict';
import { format, parseStrings, translate } from '../../../src/webview/strings';

describe('webview strings', () => {
  it('fills numbered placeholders in any order and repeats', () => {
    assert.equal(format('Go board {0}×{1}, move {2}', [19, 13, 7]), 'Go board 19×13, move 7');
    assert.equal(format('{1} before {0}, {0} again', ['a', 'b']), 'b before a, a again');
  });

  it('keeps a placeholder that has no argument as written', () => {
    assert.equal(format('move {0} of {1}', [3]), 'move 3 of {1}');
  });

  it('uses the translation when the host gave one and fills its placeholders', () => {
    const german = { 'Move {0}, Black': 'Zug {0}, Schwarz' };
    assert.equal(translate(german, 'Move {0}, Black', [12]), 'Zug 12, Schwarz');
  });

  it('falls back to the English text for missing or empty translations', () => {
    assert.equal(translate({}, 'Move {0}, White', [3]), 'Move 3, White');
    assert.equal(translate({ Pass: '' }, 'Pass'), 'Pass');
    assert.equal(translate({ toString: 'x' } as Record<string, string>, 'constructor'), 'constructor');
  });

  it('reads only string values from the data attribute and ignores anything malformed', () => {
    assert.deepEqual(parseStrings('{"Pass":"Passen","n":3}'), { Pass: 'Passen' });
    assert.deepEqual(parseStrings('[1,2]'), {});
    assert.deepEqual(parseStrings('not json'), {});
    assert.deepEqual(parseStrings(undefined), {});
  });
});
