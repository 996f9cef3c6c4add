import * as assert from 'node:assert/strict';
import { checkCollection } from '../../../src/game/check';
import { fixAllEdits } from '../../../src/game/spec/fixAll';
import { applyEdits } from '../../../src/sgf/edit/textEdit';
import { parse } from '../../../src/sgf/parse';

/** The text after "Fix all in file", and how many problems that fixed. */
function fixAll(text: string): { text: string; fixed: number } {
  const { edits, fixed } = fixAllEdits(checkCollection(parse(text)));
  return { text: applyEdits(text, edits), fixed };
}

describe('Fix all in file', () => {
  it('merges every repeated AB/AW of an old file in one go, keeping the order of the points', () => {
    const old = '(;GM[1]FF[3]SZ[9]AB[aa]AB[bb]AB[cc]AW[dd] AW[ee]\n;B[gg];W[hh]\n;AB[ii]AB[ia])';
    assert.deepEqual(fixAll(old), { text: '(;GM[1]FF[3]SZ[9]AB[aa][bb][cc]AW[dd][ee]\n;B[gg];W[hh]\n;AB[ii][ia])', fixed: 4 });
  });

  it('leaves what has no certain fix (a comment written twice with other text) and fixes the rest', () => {
    assert.deepEqual(fixAll('(;SZ[9]C[one]C[two]AB[aa]AB[aa])'), { text: '(;SZ[9]C[one]C[two]AB[aa])', fixed: 1 });
  });

  it('writes CGoban clock notation in seconds with its overtime in OT', () => {
    assert.deepEqual(fixAll('(;GM[1]FF[3]SZ[19]TM[30:00(5x1:00)];B[pd])'), { text: '(;GM[1]FF[3]SZ[19]TM[1800]OT[5x1:00];B[pd])', fixed: 1 });
  });

  it('moves the overtime to OT as written (escapes kept) after the whole TM property', () => {
    assert.equal(fixAll('(;SZ[19]TM[30:00(a\\]b)][x])').text, '(;SZ[19]TM[1800][x]OT[a\\]b])');
  });

  it('merges a repeat that an earlier merge already added only once (AB[aa]AB[bb]AB[bb])', () => {
    assert.equal(fixAll('(;SZ[9]AB[aa]AB[bb]AB[bb])').text, '(;SZ[9]AB[aa][bb])');
  });

  it('removes every stray ) after the last game and writes PL and DT as FF[4] does, in one go', () => {
    assert.deepEqual(fixAll('(;GM[1]FF[4]SZ[9]DT[2023/05/01]AB[cc]PL[w];W[ee])\n)\n)'), {
      text: '(;GM[1]FF[4]SZ[9]DT[2023-05-01]AB[cc]PL[W];W[ee])',
      fixed: 4,
    });
  });

  it('changes nothing in a clean file', () => {
    assert.deepEqual(fixAllEdits(checkCollection(parse('(;GM[1]FF[4]SZ[9];B[ee])'))), { edits: [], fixed: 0 });
  });
});
