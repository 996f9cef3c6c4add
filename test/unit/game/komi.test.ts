import * as assert from 'node:assert/strict';
import { checkCollection } from '../../../src/game/check';
import { GameReplay } from '../../../src/game/replay';
import { parse } from '../../../src/sgf/parse';

const komiOf = (text: string): number => GameReplay.open(parse(text)).settings.komi;
const problems = (text: string) => checkCollection(parse(text)).map((d) => [d.code, d.severity, d.message, d.fixes?.[0]?.title]);

describe('komi as the writers of real files write it', () => {
  it("reads Fox's scaled KM (AP[foxwq]) as the komi it stands for: 375 → 7.5, 650 → 6.5, 50 → 0.5", () => {
    assert.deepEqual(
      ['375', '750', '650', '325', '50'].map((km) => komiOf(`(;GM[1]SZ[19]KM[${km}]AP[foxwq];B[pd])`)),
      [7.5, 7.5, 6.5, 6.5, 0.5],
    );
  });

  it('reads a Fox value larger than the board as scaled without AP, and leaves ordinary komi alone', () => {
    assert.deepEqual([komiOf('(;SZ[19]KM[375])'), komiOf('(;SZ[19]KM[275])'), komiOf('(;SZ[9]KM[275])'), komiOf('(;SZ[19]KM[6.5])')], [7.5, 275, 5.5, 6.5]);
  });

  it('reads a KM too long to be a number as no komi (the score said W+Infinity), and warns about it', () => {
    const text = `(;GM[1]SZ[9]KM[${'1'.repeat(400)}];B[ee])`;
    assert.equal(komiOf(text), 0);
    assert.deepEqual(
      problems(text).map(([code]) => code),
      ['komi-too-large'],
    );
  });

  it('hints at the scaled value with a fix, and warns about a komi larger than the board', () => {
    assert.deepEqual(problems('(;GM[1]FF[4]SZ[19]KM[375]AP[foxwq:1];B[pd])'), [
      ['scaled-komi', 'hint', 'KM[375] is how Fox writes komi: 7.5 points', 'Write KM[7.5]'],
    ]);
    assert.deepEqual(problems('(;GM[1]FF[4]SZ[9]KM[1000];B[ee])'), [
      ['komi-too-large', 'warning', 'KM[1000] is more than the 81 points of the 9×9 board', undefined],
    ]);
    assert.deepEqual(problems('(;GM[1]FF[4]SZ[19]KM[275];B[ee])'), [
      [
        'maybe-scaled-komi',
        'hint',
        'KM[275] is read as 275 points; Fox writes 5.5 points of komi this way: if the file comes from Fox, write KM[5.5]',
        undefined,
      ],
    ]);
  });

  it('reads a decimal comma as a point (KM[6,5] is 6.5, not 0) and warns with the fix to KM[6.5]', () => {
    assert.deepEqual([komiOf('(;SZ[19]KM[6,5])'), komiOf('(;SZ[19]KM[ -0,5 ])'), komiOf('(;SZ[19]KM[6,5,1])')], [6.5, -0.5, 0]);
    assert.deepEqual(problems('(;GM[1]FF[4]SZ[9]KM[6,5];B[ee])'), [
      ['decimal-comma', 'warning', 'KM[6,5] is read as 6.5 (a decimal comma): FF[4] writes KM[6.5]', 'Write KM[6.5]'],
    ]);
  });
});
