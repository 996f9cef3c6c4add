import * as assert from 'node:assert/strict';
import { Board } from '../../../src/engine/board';
import { RULESETS } from '../../../src/engine/rules';
import { score } from '../../../src/engine/score';
import { guessSeki } from '../../../src/engine/seki';
import { territoryOf } from '../../../src/engine/territory';

/** An eye each and one shared liberty at D7 (x 3): neither side can fill it. */
const SEKI = ['.XX.OO.', 'XXXOOOO'];
/** Two walls with a neutral column between them: a finished game with dame left open, not seki. */
const WALLS = ['.X.O.', '.X.O.', '.X.O.', '.X.O.', '.X.O.'];
/** The end of a GNU Go 9×9 handicap game: Black D7–D6 has one liberty, E6, which it shares with White's D5–F4 (two). */
const ATARI = ['.....OXX.', '...O.OOX.', 'O.OXOOXX.', 'XOOX.OOX.', 'XXXOO.OX.', '...XOOX..', '..X.XXX..', '.........', '.........'];

describe('engine: seki under territory and area scoring', () => {
  it('gives no points for the eyes of groups in seki under Japanese rules', () => {
    const r = score(Board.fromRows(SEKI), RULESETS.japanese);
    assert.deepEqual([r.black.territory, r.white.territory, r.result], [0, 0, 'Draw']);
  });

  it('counts the same eyes as area under Chinese rules', () => {
    const r = score(Board.fromRows(SEKI), RULESETS.chinese, { komi: 0 });
    assert.deepEqual([r.black.area, r.white.area, r.result], [6, 7, 'W+1']);
  });

  it('still counts territory next to open dame between groups with many liberties', () => {
    const r = score(Board.fromRows(WALLS), RULESETS.japanese);
    assert.deepEqual([r.black.territory, r.white.territory], [5, 5]);
  });

  it('takes no shared liberty for seki where filling it joins a chain to one with liberties to spare', () => {
    // A tryout: the end of a KGS 9×9 (kgs-t8-gnu-ayabot) counted with no dead stones listed White's E4 and Black's
    // E6–F6–F5 as seki; Black's E5 joins them to D5 and takes E4.
    const board = Board.fromRows(['.........', '..OO.OOO.', '.O.OOO.O.', 'OOOOXXOOO', 'OXXX.XOXX', 'OXXXO.XX.', 'XX..XX...', 'X.XX.X...', '.XX.X....']);
    assert.deepEqual(guessSeki(board, territoryOf(board)), []);
  });

  it('takes no chain in atari for seki: the other side captures it by filling the shared liberty', () => {
    const board = Board.fromRows(ATARI);
    assert.deepEqual(guessSeki(board, territoryOf(board)), []);
  });
});
