import * as assert from 'node:assert/strict';
import { gameDescription, gameInfo } from '../../../../src/editor';
import { RULESETS } from '../../../../src/engine/rules';
import { readGameSettings } from '../../../../src/game/settings';
import { openFixture, openText } from '../editor.helpers';

describe('editor: gameInfo', () => {
  const g = openFixture('games.sgf');
  const LABELS = ['Lee Sedol – AlphaGo, 2016-03-09', 'Club night', 'Game 3'];

  it("decodes the root's game-info properties and labels every game", () => {
    const root = g.coll.games[0];
    assert.deepEqual(gameInfo(g.coll, 0, readGameSettings(root)), {
      gameIndex: 0,
      games: LABELS,
      fields: {
        PB: 'Lee Sedol',
        BR: '9p',
        PW: 'AlphaGo',
        KM: '7.5',
        RE: 'W+R',
        RU: 'Chinese',
        DT: '2016-03-09',
        GC: 'Game 1 of the match\nSeoul',
      },
      width: 19,
      height: 19,
      rules: 'Chinese',
      komi: 7.5,
      handicap: 0,
    });
  });
  it('gives size, komi and handicap of another game and the rules replayed with, overrides included', () => {
    assert.deepEqual(gameInfo(g.coll, 1, readGameSettings(g.coll.games[1], { rules: RULESETS.aga })), {
      gameIndex: 1,
      games: LABELS,
      fields: { KM: '0.5', HA: '2', EV: 'Club night' },
      width: 13,
      height: 13,
      rules: 'AGA',
      komi: 0.5,
      handicap: 2,
    });
    assert.equal(gameInfo(g.coll, 2, readGameSettings(g.coll.games[2])).rules, 'Japanese');
  });
  it('labels a game with one player named, with "?" for the other', () => {
    const t = openFixture('handicap.sgf');
    assert.deepEqual(gameInfo(t.coll, 0, readGameSettings(t.coll.games[0])).games, ['Shusaku – Gennan']);
    const one = openText('(;GM[1]PW[Gennan]GN[ignored])(;GM[1]PB[Shusaku]DT[1846])');
    assert.deepEqual(gameInfo(one.coll, 0, readGameSettings(one.coll.games[0])).games, ['? – Gennan', 'Shusaku – ?, 1846']);
  });
  it('gives empty fields for a game index the file does not have', () => {
    assert.deepEqual(gameInfo(g.coll, 7, readGameSettings(g.coll.games[0])).fields, {});
  });

  it('describes each game for the Select Game picker: its name when the label names the players, size and result', () => {
    assert.deepEqual(
      g.coll.games.map((root) => gameDescription(root)),
      ['19×19, W+R', '13×13', '9×9'],
    );
    assert.equal(gameDescription(openText('(;SZ[13:9]PB[Ann]GN[Final]EV[Cup]RE[B+3.5])').coll.games[0]), 'Final, 13×9, B+3.5');
  });
});
