import * as assert from 'node:assert/strict';
import { checkCollection } from '../../../src/game/check';
import { parse } from '../../../src/sgf/parse';
import { find, rows } from './spec.helpers';

describe('spec diagnostics', () => {
  describe('root and game-info placement', () => {
    it('root-property-outside-root: SZ in a later node is a warning at the property', () => {
      assert.deepEqual(rows('(;FF[4];B[aa]SZ[9])'), [
        ['root-property-outside-root', 'warning', 'SZ[9]', "SZ is a root property: it belongs in the game's first node"],
      ]);
    });

    it('root-property-outside-root: every root property (AP CA FF GM ST SZ) in a variation', () => {
      const src = '(;GM[1](;AP[a:1]CA[UTF-8]FF[4]GM[1]ST[0]SZ[19]))';
      assert.deepEqual(
        rows(src).map((r) => [r[0], r[2]]),
        ['AP[a:1]', 'CA[UTF-8]', 'FF[4]', 'GM[1]', 'ST[0]', 'SZ[19]'].map((p) => ['root-property-outside-root', p]),
      );
    });

    it('game-info-twice: game info in a second node of one line is a warning at the later node, naming the first', () => {
      assert.deepEqual(rows('(;PB[Honinbo Shusaku]PW[Gennan Inseki];B[pd];KM[0]RE[B+2])'), [
        ['game-info-twice', 'warning', 'KM[0]', 'KM is game info, but an earlier node of this line already holds game info (PB): one game-info node per line'],
      ]);
    });

    it('game-info-twice: sibling variations may each hold their own game info, but not below it again', () => {
      const src = '(;FF[4](;PB[A];B[aa];PW[B])(;PB[C];B[bb](;W[cc])(;W[dd]GN[x])))';
      assert.deepEqual(
        rows(src).map((r) => [r[0], r[2]]),
        [
          ['game-info-twice', 'PW[B]'],
          ['game-info-twice', 'GN[x]'],
        ],
      );
    });
  });

  describe('value types', () => {
    it('malformed-value: a Number (HA), with an example of the expected form', () => {
      assert.deepEqual(rows('(;HA[two])'), [['malformed-value', 'warning', '[two]', 'HA[two] should be a whole number, e.g. HA[2]']]);
    });

    it('malformed-value: a Number outside its range (FF 1–4, ST 0–3)', () => {
      assert.deepEqual(rows('(;FF[5]ST[4])'), [
        ['malformed-value', 'warning', '[5]', 'FF[5] should be a number from 1 to 4'],
        ['malformed-value', 'warning', '[4]', 'ST[4] should be a number from 0 to 3'],
      ]);
    });

    it('malformed-value: Numbers MN OB OW PM and Reals KM TM BL WL V', () => {
      const src = '(;KM[6.5 points]TM[1h]PM[x];B[aa]MN[x]BL[1:00]OB[x];W[bb]WL[]OW[?]V[good])';
      assert.deepEqual(
        rows(src).map((r) => [r[2], r[3]]),
        [
          ['[6.5 points]', 'KM[6.5 points] should be a number, e.g. KM[6.5]'],
          ['[1h]', 'TM[1h] should be a number, e.g. TM[3600]'],
          ['[x]', 'PM[x] should be a whole number, e.g. PM[1]'],
          ['[x]', 'MN[x] should be a whole number, e.g. MN[1]'],
          ['[1:00]', 'BL[1:00] should be a number, e.g. BL[295.5]'],
          ['[x]', 'OB[x] should be a whole number, e.g. OB[5]'],
          ['[]', 'WL[] should be a number, e.g. WL[295.5]'],
          ['[?]', 'OW[?] should be a whole number, e.g. OW[5]'],
          ['[good]', 'V[good] should be a number, e.g. V[-3.5]'],
        ],
      );
    });

    it('malformed-value: Doubles (GB GW DM UC HO BM TE) take 1 or 2', () => {
      const src = '(;FF[4];B[aa]TE[3];W[bb]BM[];B[cc]HO[x]GB[0])';
      assert.deepEqual(
        rows(src).map((r) => [r[0], r[2], r[3]]),
        [
          ['malformed-value', '[3]', 'TE[3] should be 1 (normal) or 2 (emphasized)'],
          ['malformed-value', '[]', 'BM[] should be 1 (normal) or 2 (emphasized)'],
          ['malformed-value', '[x]', 'HO[x] should be 1 (normal) or 2 (emphasized)'],
          ['malformed-value', '[0]', 'GB[0] should be 1 (normal) or 2 (emphasized)'],
        ],
      );
    });

    it('malformed-value: a Color (PL) is B or W; a value no reader takes for a colour', () => {
      assert.deepEqual(rows('(;AB[aa]PL[x])'), [['malformed-value', 'warning', '[x]', 'PL[x] should be B or W']]);
      assert.deepEqual(rows('(;AB[aa]PL[0])'), [['malformed-value', 'warning', '[0]', 'PL[0] should be B or W']]);
    });

    it('non-standard-color: PL[black], PL[w], PL[White] are read as the colour they name, with a warning; PL[2] is malformed', () => {
      assert.deepEqual(rows('(;AB[aa]PL[black];AW[bb]PL[w];AB[cc]PL[White];AW[dd]PL[2];AB[ee]PL[1])'), [
        ['non-standard-color', 'warning', '[black]', 'PL[black] is read as Black: FF[4] writes PL[B]'],
        ['non-standard-color', 'warning', '[w]', 'PL[w] is read as White: FF[4] writes PL[W]'],
        ['non-standard-color', 'warning', '[White]', 'PL[White] is read as White: FF[4] writes PL[W]'],
        ['malformed-value', 'warning', '[2]', 'PL[2] should be B or W'],
        ['malformed-value', 'warning', '[1]', 'PL[1] should be B or W'],
      ]);
    });

    it('malformed-value: DT outside the YYYY-MM-DD format, and an impossible date', () => {
      assert.deepEqual(
        rows('(;DT[13/03/2016])').map((r) => r[3]),
        ['DT[13/03/2016] is not in the YYYY-MM-DD format: expected YYYY-MM-DD, e.g. DT[2016-03-13] or DT[2016-03-13,14]'],
      );
      assert.deepEqual(
        rows('(;DT[2016-13-01])').map((r) => [r[2], r[3]]),
        [['[2016-13-01]', '2016-13-01 is not a valid date: expected YYYY-MM-DD, e.g. DT[2016-03-13] or DT[2016-03-13,14]']],
      );
      assert.deepEqual(
        rows('(;DT[2023/13/01])').map((r) => [r[0], r[1], r[2]]),
        [['malformed-value', 'warning', '[2023/13/01]']],
      );
    });

    it('date-separators and date-with-time: a clear date with / or ., or with a time of day, is a hint', () => {
      assert.deepEqual(rows('(;DT[2023/05/01])'), [
        ['date-separators', 'hint', '[2023/05/01]', 'DT[2023/05/01] is a clear date in another notation: FF[4] writes DT[2023-05-01]'],
      ]);
      assert.deepEqual(rows('(;DT[2003-11-20 20:16])'), [
        ['date-with-time', 'hint', '[2003-11-20 20:16]', 'DT[2003-11-20 20:16] adds a time of day (20:16) to the date 2003-11-20: FF[4] dates hold no time'],
      ]);
    });

    it("accepts every RE form of the spec, the clear abbreviations of real writers (KGS's W+Res.) and the DT shortcuts", () => {
      for (const re of [
        'B+3.5',
        'W+R',
        'B+Resign',
        'W+T',
        'B+Time',
        'B+F',
        'W+Forfeit',
        '0',
        'Draw',
        'Void',
        '?',
        'B+',
        'W+',
        'W+64',
        'W+Res.',
        'B+R.',
        'Jigo',
      ]) {
        assert.deepEqual(rows(`(;RE[${re}])`), [], re);
      }
      assert.deepEqual(rows('(;DT[1996-12-27,28,1997-01-03,04])'), []);
    });

    it('malformed-value: RE outside the spec format names the forms it allows', () => {
      const message = 'should be 0 or Draw, B+ or W+ with a score (B+3.5), R, T or F (B+R), Void or ?';
      assert.deepEqual(rows('(;RE[Black wins])'), [['malformed-value', 'warning', '[Black wins]', `RE[Black wins] ${message}`]]);
      assert.deepEqual(
        rows('(;RE[B+3,5])').map((r) => r[2]),
        ['[B+3,5]'],
      );
      assert.deepEqual(
        rows('(;RE[b+r])').map((r) => r[2]),
        ['[b+r]'],
      );
    });

    it('malformed-value: AP is name:version and FG is empty or flags:name', () => {
      assert.deepEqual(
        rows('(;AP[CGoban];FG[Dia 1];FG[];FG[257:Dia 2])').map((r) => [r[2], r[3]]),
        [
          ['[CGoban]', 'AP[CGoban] names no version: FF[4] writes AP[name:version]'],
          ['[Dia 1]', 'FG[Dia 1] should be empty or flags:name, e.g. FG[257:Figure 1]'],
        ],
      );
    });

    it('malformed-value: LB, AR and LN values that do not split at ":"', () => {
      assert.deepEqual(
        rows('(;LB[aa]AR[bb]LN[cc:])').map((r) => [r[0], r[1], r[2], r[3]]),
        [
          ['malformed-value', 'warning', '[aa]', 'LB[aa] should be point:text, e.g. LB[aa:A]'],
          ['malformed-value', 'warning', '[bb]', 'AR[bb] should be point:point, e.g. AR[aa:cc]'],
          ['invalid-point', 'error', '[cc:]', '"" is not a point'],
        ],
      );
    });

    it('invalid-point and offboard-point in the points of LB and AR', () => {
      assert.deepEqual(rows('(;SZ[9]LB[zz:A][a:B]AR[aa:jj])'), [
        ['offboard-point', 'error', '[zz:A]', 'Point zz is off the 9×9 board'],
        ['invalid-point', 'error', '[a:B]', '"a" is not a point'],
        ['offboard-point', 'error', '[aa:jj]', 'Point jj is off the 9×9 board'],
      ]);
    });

    it('too-many-values: B takes exactly one value; the span covers the extra ones', () => {
      assert.deepEqual(rows('(;FF[4];B[aa][bb];W[cc])'), [['too-many-values', 'warning', '[bb]', 'B takes one value, not 2: readers keep only the first']]);
      assert.deepEqual(
        rows('(;KM[6.5][7.5][0])').map((r) => [r[2], r[3]]),
        [['[7.5][0]', 'KM takes one value, not 3: readers keep only the first']],
      );
    });

    it('value-not-empty: KO, DO and IT take [] (a hint)', () => {
      assert.deepEqual(rows('(;FF[4];B[aa]KO[yes]IT[!])'), [
        ['value-not-empty', 'hint', '[yes]', 'KO takes no value: write KO[]'],
        ['value-not-empty', 'hint', '[!]', 'IT takes no value: write IT[]'],
      ]);
    });
  });

  describe('what a node may hold', () => {
    it('ko-without-move: KO in a node without B or W (a move with KO is fine)', () => {
      assert.deepEqual(rows('(;FF[4];B[aa]KO[];KO[]C[retake])'), [['ko-without-move', 'warning', 'KO[]', 'KO without a B or W move in the same node']]);
    });

    it('annotation-without-move: BM, TE, DO and IT need a move in their node', () => {
      assert.deepEqual(rows('(;FF[4]TE[1];DO[])'), [
        ['annotation-without-move', 'warning', 'TE[1]', 'TE annotates a move, but this node has no B or W move'],
        ['annotation-without-move', 'warning', 'DO[]', 'DO annotates a move, but this node has no B or W move'],
      ]);
    });

    it('annotation-conflict: BM with TE, and GB with GW, in one node, at the later one', () => {
      assert.deepEqual(rows('(;FF[4];B[aa]BM[1]TE[1];GB[1]HO[1]GW[2])'), [
        ['annotation-conflict', 'warning', 'TE[1]', 'TE and BM must not be in one node: BM, TE, DO, IT exclude each other'],
        ['annotation-conflict', 'warning', 'GW[2]', 'GW and GB must not be in one node: DM, UC, GB, GW exclude each other'],
      ]);
    });

    it('annotation-conflict: DM with UC, DO with IT; HO and V go with anything', () => {
      assert.deepEqual(
        rows('(;FF[4];DM[1]UC[1]HO[2]V[3];W[aa]DO[]IT[]V[-1])').map((r) => [r[2], r[3]]),
        [
          ['UC[1]', 'UC and DM must not be in one node: DM, UC, GB, GW exclude each other'],
          ['IT[]', 'IT and DO must not be in one node: BM, TE, DO, IT exclude each other'],
        ],
      );
    });

    it('markup-point-twice: the same point under two of CR, MA, SQ, TR, SL in one node, at the later value', () => {
      assert.deepEqual(rows('(;TR[aa][bb]CR[bb]SQ[cc:dd]MA[dd]SL[ee];LB[aa:1]TR[aa])'), [
        ['markup-point-twice', 'warning', '[bb]', 'Point bb is in both TR and CR: a point takes one of CR, MA, SL, SQ, TR per node'],
        ['markup-point-twice', 'warning', '[dd]', 'Point dd is in both SQ and MA: a point takes one of CR, MA, SL, SQ, TR per node'],
      ]);
    });

    it('setup-point-twice and territory-point-twice', () => {
      assert.deepEqual(rows('(;AB[aa:bb]AW[bb]AE[cc];TB[aa]TW[aa])'), [
        ['setup-point-twice', 'warning', '[bb]', 'Point bb is in both AB and AW: one node may not set a point twice with AB, AW, AE'],
        ['territory-point-twice', 'warning', '[aa]', 'Point aa is in both TB and TW: a point is territory of one player'],
      ]);
    });

    it('line-same-endpoints: an arrow or a line from a point to itself', () => {
      assert.deepEqual(rows('(;AR[cc:cc]LN[aa:bb][dd:dd])'), [
        ['line-same-endpoints', 'warning', '[cc:cc]', 'AR[cc:cc] joins a point to itself: an arrow needs two different points'],
        ['line-same-endpoints', 'warning', '[dd:dd]', 'LN[dd:dd] joins a point to itself: a line needs two different points'],
      ]);
    });

    it('duplicate-line: the same arrow twice, the same line in either direction; reversed arrows differ', () => {
      assert.deepEqual(
        rows('(;AR[aa:bb][bb:aa][aa:bb]LN[cc:dd][dd:cc])').map((r) => [r[0], r[2], r[3]]),
        [
          ['duplicate-line', '[aa:bb]', 'Arrow aa:bb is listed more than once'],
          ['duplicate-line', '[dd:cc]', 'Line cc:dd is listed more than once'],
        ],
      );
    });

    it('duplicate-point: a point twice in a list, or two labels on one point', () => {
      assert.deepEqual(rows('(;AB[aa][bb][aa];LB[cc:A][cc:B])'), [
        ['duplicate-point', 'warning', '[aa]', 'Point aa is listed more than once'],
        ['duplicate-point', 'warning', '[cc:B]', 'Point cc has more than one label'],
      ]);
    });

    it('duplicate-point: each value that repeats a point is reported (not only the first)', () => {
      assert.deepEqual(
        rows('(;TR[aa:bb][ab][ba:ca][ca])').map((r) => [r[2], r[3]]),
        [
          ['[ab]', 'Point ab is listed more than once'],
          ['[ba:ca]', 'Point ba is listed more than once'],
          ['[ca]', 'Point ca is listed more than once'],
        ],
      );
    });

    it('an ignored FF[3]-style id is checked under its FF[4] name', () => {
      assert.deepEqual(
        rows('(;PlayerBlack[x];KoMi[six])').map((r) => [r[0], r[2]]),
        [
          ['bad-property-id', 'PlayerBlack'],
          ['bad-property-id', 'KoMi'],
          ['malformed-value', '[six]'],
          ['game-info-twice', 'KoMi[six]'],
        ],
      );
    });
  });
  describe('a property repeated in one node with other values', () => {
    it('AP twice (as every Fox file writes it) is a hint naming both, without a fix', () => {
      const src = '(;GM[1]FF[4]AP[GNU Go:3.8]RE[B+R]AP[foxwq:1])';
      assert.deepEqual(rows(src), [
        ['duplicate-property', 'hint', 'AP[foxwq:1]', 'AP[GNU Go:3.8] and AP[foxwq:1] in one node: FF[4] allows one AP per node, so readers keep one of them'],
      ]);
      assert.equal(find(src, 'duplicate-property', 'AP[foxwq:1]')[0].fixes, undefined);
    });

    it('a property that describes the record (player, rank, event, round, place, date, source, clock…) is a warning without a fix', () => {
      const ids = ['AN', 'BR', 'BT', 'CP', 'DT', 'EV', 'GN', 'ON', 'OT', 'PB', 'PC', 'PW', 'RO', 'SO', 'TM', 'US', 'WR', 'WT', 'ST', 'FG', 'PM'];
      for (const id of ids) {
        const src = `(;${id}[1]${id}[2])`;
        assert.deepEqual(
          rows(src).filter((r) => r[0] === 'duplicate-property'),
          [['duplicate-property', 'warning', `${id}[2]`, `${id} appears twice in one node with other values: readers show only one of them`]],
          id,
        );
        assert.equal(find(src, 'duplicate-property', `${id}[2]`)[0].fixes, undefined, id);
      }
    });

    it('a property that changes the game or how it is read (RE KM HA RU SZ CA FF GM PL, moves, setup) or text (C GC N) stays an error', () => {
      for (const [first, second] of [
        ['RE[B+R]', 'RE[W+R]'],
        ['KM[6.5]', 'KM[7.5]'],
        ['HA[2]', 'HA[3]'],
        ['RU[Japanese]', 'RU[Chinese]'],
        ['SZ[9]', 'SZ[13]'],
        ['CA[UTF-8]', 'CA[GB2312]'],
        ['FF[3]', 'FF[4]'],
        ['GM[1]', 'GM[2]'],
        ['PL[B]', 'PL[W]'],
        ['B[aa]', 'B[bb]'],
        ['AB[aa:bb]', 'AB[ab:ac]'],
        ['C[a]', 'C[b]'],
        ['GC[a]', 'GC[b]'],
        ['N[a]', 'N[b]'],
      ]) {
        const dup = checkCollection(parse(`(;${first}${second})`)).find((d) => d.code === 'duplicate-property');
        assert.deepEqual([dup?.severity, dup?.fixes], ['error', undefined], second);
      }
    });
  });
});
