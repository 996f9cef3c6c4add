import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameReplay } from '../../../src/game/replay';
import { estimateDeadStones } from '../../../src/engine/status/estimate';
import { isGameOver, recordedMargin, scorePosition } from '../../../src/game/scoring';
import { parse } from '../../../src/sgf/parse';
import type { SgfNode } from '../../../src/sgf/types';
import type { Vertex } from '../../../src/engine/types';

const realGame = (name: string): string => readFileSync(join(__dirname, '../../fixtures/engine/realgames', name), 'latin1');
const workspaceGame = (name: string): string => readFileSync(join(__dirname, '../../fixtures/workspace/games', name), 'utf8');

function open(text: string): { replay: GameReplay; line: SgfNode[] } {
  const replay = GameReplay.open(parse(text));
  return { replay, line: replay.mainLine() };
}

describe('game: scoring a position of a game', () => {
  it("estimates a game that ended by resignation by who holds the open areas in the playouts: the winner is RE's, where the count is not", () => {
    const scored = (name: string) => {
      const { replay, line } = open(readFileSync(join(__dirname, '../../fixtures/engine/scoring', name), 'utf8'));
      const s = scorePosition(replay, line[line.length - 1]);
      return [s.finished, s.score.result, s.estimate?.result];
    };
    // RE[B+R], three handicap stones under AGA rules: open borders count for nobody, so the count gives White the lead.
    assert.deepEqual(scored('resigned-19x19-h3.sgf'), [false, 'W+15.5', 'B+60.5']);
    // RE[W+Resign].
    assert.deepEqual(scored('../../workspace/games/resigned-19x19.sgf'), [false, 'W+5.5', 'W+18.5']);
    // A recount from the kept statuses reuses the playouts' ownership: the same estimate, without new playouts.
    const resigned = open(workspaceGame('resigned-19x19.sgf'));
    const end = resigned.line[resigned.line.length - 1];
    const first = scorePosition(resigned.replay, end);
    const again = scorePosition(resigned.replay, end, { kept: { current: first.statuses, original: first.original, ownership: first.ownership ?? undefined } });
    assert.deepEqual([again.source, again.ownership === first.ownership, again.estimate?.result], ['kept', true, 'W+18.5']);
    // At a game's end there is nothing to estimate.
    const finished = open(workspaceGame('gnugo-9x9.sgf'));
    assert.equal(scorePosition(finished.replay, finished.line[finished.line.length - 1]).estimate, null);
  });

  it('names the close calls of an estimate (groups the playouts split on) until the player corrects them, and none at the end of a game', () => {
    const { replay, line } = open(workspaceGame('resigned-19x19.sgf'));
    const end = line[line.length - 1];
    const names = (points: readonly Vertex[]): string => points.map(([x, y]) => `${'ABCDEFGHJKLMNOPQRST'[x]}${19 - y}`).join(' ');
    const first = scorePosition(replay, end);
    // Two black groups White is chasing, at move 124 of a game White won by resignation, both counted alive, and D3 in
    // atari (Black to play), counted dead.
    assert.equal(names(first.unsure), 'D3 E2 F2 G4 G3 J10 J4 J3 J2 K10 K8 K7 K6 K3 L6 L4 M4');
    assert.equal(names(first.unsure.filter(([x, y]) => first.dead.some(([dx, dy]) => dx === x && dy === y))), 'D3');
    // Marking the bottom group dead settles it; the other stays a close call, also when counted again from kept statuses.
    const corrected = scorePosition(replay, end, { toggles: [[6, 15]] });
    assert.deepEqual([names(corrected.unsure), corrected.dead.length - first.dead.length], ['D3 J10 K10 K8 K7 K6 L6', 10]);
    const kept = { current: first.statuses, original: first.original, unsure: first.unsureFound };
    assert.equal(names(scorePosition(replay, end, { kept, toggles: [[6, 15]] }).unsure), 'D3 J10 K10 K8 K7 K6 L6');
    // The players' own TB/TW, or dead stones given by hand, are no estimate: nothing to call close.
    assert.deepEqual(scorePosition(replay, end, { dead: 'none' }).unsure, []);
    // At the end of a game the estimate's split verdicts were all right (GNU Go agreed on the 12 of the self-play set):
    // a lone stone in the opponent's area, that playouts on a 5×5 board split on, is no close call there.
    const finished = open(readFileSync(join(__dirname, '../../fixtures/cli/finished-5x5.sgf'), 'utf8'));
    const last = finished.line[finished.line.length - 1];
    const board = finished.replay.stateAt(last).board;
    assert.deepEqual(
      estimateDeadStones(board)
        .chains.filter((c) => c.unsure)
        .map((c) => c.stones),
      [[[1, 0]]],
    );
    assert.deepEqual([scorePosition(finished.replay, last).unsure, scorePosition(finished.replay, last).dead], [[], [[1, 0]]]);
  });

  it('keeps alive two white chains sharing an eight-point corner space (a 13×13 game ended by passes): its RE and GNU Go agree', () => {
    const text = readFileSync(join(__dirname, '../../fixtures/engine/scoring/shared-corner-13x13.sgf'), 'utf8');
    const { replay, line } = open(text);
    const scored = scorePosition(replay, line[line.length - 1]);
    // GNU Go 3.8 (level 10, loadsgf of this record): final_status_list dead.
    const gnugo = ['A12', 'B11', 'E11', 'C10', 'D10', 'E10', 'B9', 'C9', 'E9', 'B8', 'A10', 'J9', 'C6', 'K3'];
    const names = scored.dead.map(([x, y]) => `${'ABCDEFGHJKLMN'[x]}${13 - y}`);
    assert.deepEqual([names.sort(), scored.score.result], [gnugo.sort(), 'B+37.5']);
  });

  it('counts dead a stone left in atari in an open ko at the end of a game (a tryout game): its RE-less count and GNU Go agree', () => {
    const { replay, line } = open(readFileSync(join(__dirname, '../../fixtures/engine/scoring/open-ko-9x9.sgf'), 'utf8'));
    const scored = scorePosition(replay, line[line.length - 1]);
    // GNU Go 3.8 (level 10, loadsgf of this record): final_status_list dead. White E4 has one liberty, E3, where Black
    // takes the ko; White may not take back before a pass, and Black connects.
    const gnugo = ['D9', 'H9', 'G8', 'H8', 'J8', 'E4', 'H2'];
    const names = scored.dead.map(([x, y]) => `${'ABCDEFGHJ'[x]}${9 - y}`);
    assert.deepEqual([names.sort(), scored.score.result], [gnugo.sort(), 'W+12.5']);
    // Ended on Black's taking the ko, with a counted RE: White may not take back at once, so Black E3 lives (GNU Go too).
    const taken = open(
      readFileSync(join(__dirname, '../../fixtures/engine/scoring/open-ko-9x9.sgf'), 'utf8')
        .replace('PW[Shiro]', 'PW[Shiro]RE[B+0.5]')
        .replace(';W[];B[])', ';W[];B[eg])'),
    );
    const after = scorePosition(taken.replay, taken.line[taken.line.length - 1]);
    assert.deepEqual([after.finished, after.dead.some(([x, y]) => x === 4 && y === 6), after.score.result], [true, false, 'W+11.5']);
    // Two passes after the capture lift the ban: White may take back, so E3 is dead, as GNU Go has it.
    const passed = open(readFileSync(join(__dirname, '../../fixtures/engine/scoring/open-ko-9x9.sgf'), 'utf8').replace(';W[];B[])', ';W[];B[eg];W[];B[])'));
    const end = scorePosition(passed.replay, passed.line[passed.line.length - 1]);
    assert.deepEqual([end.finished, end.dead.some(([x, y]) => x === 4 && y === 6)], [true, true]);
  });

  it('knows a game is over after two passes, or at the end of a line with a counted RE or TB/TW', () => {
    const passes = open('(;SZ[5];B[aa];W[];B[])');
    assert.deepEqual(
      passes.line.map((n) => isGameOver(passes.replay, n)),
      [false, false, false, true],
    );
    const counted = open('(;SZ[5]RE[W+2.5];B[aa];W[bb])');
    assert.deepEqual(
      counted.line.map((n) => isGameOver(counted.replay, n)),
      [false, false, true],
    );
    const resigned = open('(;SZ[5]RE[W+R];B[aa];W[bb])');
    assert.equal(isGameOver(resigned.replay, resigned.line[2]), false);
    const marked = open('(;SZ[5];B[aa];W[bb]TB[cc])');
    assert.equal(isGameOver(marked.replay, marked.line[2]), true);
  });

  it('does not take two moves whose values are no points (B[A1], W[B2]: played as passes) for the two passes that end a game', () => {
    const typos = open('(;SZ[9]KM[6.5];B[ee];W[dd];B[A1];W[B2])');
    const end = typos.line[typos.line.length - 1];
    assert.deepEqual([isGameOver(typos.replay, end), scorePosition(typos.replay, end).finished], [false, false]);
    const mixed = open('(;SZ[9];B[ee];W[dd];B[A1];W[];B[])');
    assert.equal(isGameOver(mixed.replay, mixed.line[mixed.line.length - 1]), true);
  });

  it('reads a record cut short with a counted RE as unfinished, and kills no lone stone on an empty side, nor after two early passes', () => {
    for (const [text, finished] of [
      ['(;SZ[19]KM[6.5]RE[B+2];B[pd];W[dd];B[pp];W[dp])', false],
      ['(;SZ[19]KM[6.5];B[pd];W[dd];B[pp];W[dp];B[];W[])', true],
    ] as const) {
      const { replay, line } = open(text);
      const scored = scorePosition(replay, line[line.length - 1]);
      assert.deepEqual([scored.dead, scored.score.result, scored.finished], [[], 'W+6.5', finished], text);
    }
  });

  it('kills no group for want of eyes when two passes end a 9×9 game with every border open (a tryout: all 11 black stones were dead, W+87.5)', () => {
    const { replay, line } = open(readFileSync(join(__dirname, '../../fixtures/engine/scoring/early-passes-9x9.sgf'), 'utf8'));
    const scored = scorePosition(replay, line[line.length - 1]);
    // Only H9, alone in White's corner, is dead (GNU Go too); the open areas count for nobody. GNU Go's final_score,
    // which plays the game on, also takes White F6 (B+15.5): the count stops where the players did.
    assert.deepEqual([scored.finished, scored.dead, scored.score.result], [true, [[7, 0]], 'W+9.5']);
  });

  it('kills no colour when two passes end a 13×13 game at move 40, its many weak chains in one open area (a tryout: all 18 black stones were dead, W+175.5)', () => {
    const { replay, line } = open(readFileSync(join(__dirname, '../../fixtures/engine/scoring/early-passes-13x13.sgf'), 'utf8'));
    const scored = scorePosition(replay, line[line.length - 1]);
    // The black chains border the open area with room. A12 and B11–B10, in White's top-left corner, survive about half
    // the playouts (alive here; GNU Go has them alive too, and kills four stones elsewhere, W+33.5).
    assert.deepEqual([scored.finished, scored.dead, scored.score.result], [true, [], 'W+12.5']);
  });

  // A KGS 9×9 passed out at move 35 and at move 51: White's groups have one eye each and the open right side. G2 and
  // H2, cut off under Black's wall, are dead, as GNU Go has them (with its result at move 51, B+8.5). At move 35 White
  // borders the open region with 5 stones against Black's 13, but most of its points are nearer White's stones; at
  // move 51 one weaker chain (78% of the playouts) took White's strong groups (92%) with it.
  for (const [file, move, before, result] of [
    ['early-passes-open-side-9x9.sgf', 35, 15, 'W+4.5'],
    ['early-passes-late-9x9.sgf', 51, 22, 'B+8.5'],
  ] as const) {
    it(`kills no white group for want of eyes when two passes end a KGS 9×9 at move ${move} with an open side (all ${before} white stones were dead, B+73.5)`, () => {
      const { replay, line } = open(readFileSync(join(__dirname, '../../fixtures/engine/scoring', file), 'utf8'));
      const scored = scorePosition(replay, line[line.length - 1]);
      assert.deepEqual(
        [scored.finished, scored.dead, scored.score.result],
        [
          true,
          [
            [6, 7],
            [7, 7],
          ],
          result,
        ],
      );
    });
  }

  it('ends a game at two passes or TB/TW however few stones the board holds (a 5×5, a sparse 9×9)', () => {
    const ends = ['(;GM[1]FF[4]SZ[5]KM[0]RU[Chinese];B[cc];W[];B[])', '(;GM[1]SZ[9]KM[0];B[ee];W[cc]TB[aa]TW[ii])', '(;GM[1]SZ[7]KM[0]RE[B+49];B[dd])'];
    assert.deepEqual(
      ends.map((text) => {
        const { replay, line } = open(text);
        return scorePosition(replay, line[line.length - 1]).finished;
      }),
      [true, true, false],
    );
  });

  it('takes RE as a count exactly when the score panel compares with it (recordedMargin)', () => {
    const over = (re: string) => {
      const game = open(`(;SZ[5]RE[${re}];B[aa];W[bb])`);
      return isGameOver(game.replay, game.line[2]);
    };
    assert.deepEqual(['B+3.5', ' B + 3.5 ', 'w+2', '0', 'Draw', 'Jigo', 'B+R', 'W+T', 'Void', '?', 'Draw by agreement'].map(over), [
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    assert.deepEqual(['B+3.5', 'W+2', 'jigo', 'B+Resign'].map(recordedMargin), [3.5, -2, 0, null]);
  });

  it('scores the end of a 19×19 GNU Go game with its dead stones to exactly its RE', () => {
    const { replay, line } = open(workspaceGame('gnugo-19x19.sgf'));
    const scored = scorePosition(replay, line[line.length - 1]);
    assert.equal(scored.finished, true);
    assert.deepEqual(scored.dead, [
      [2, 11],
      [4, 1],
      [5, 7],
      [12, 13],
    ]);
    assert.equal(scored.score.result, 'B+16.5');
  });

  it('takes the dead stones as given, or none, and applies corrections on top', () => {
    const { replay, line } = open(workspaceGame('territory-9x9.sgf'));
    const last = line[line.length - 1];
    assert.deepEqual(scorePosition(replay, last).dead, [[1, 1]]);
    assert.deepEqual(scorePosition(replay, last, { dead: 'none' }).dead, []);
    assert.deepEqual(scorePosition(replay, last, { dead: 'none', toggles: [[1, 1]] }).dead, [[1, 1]]);
    assert.equal(scorePosition(replay, last, { dead: [[1, 1]], komi: 0.5 }).score.result, 'W+1.5');
  });

  it('brings a dead group back with one click and kills the same stones again with a second (a real KGS game)', () => {
    const { replay, line } = open(realGame('kgs-t8-crazystone-gnu.sgf'));
    const last = line[line.length - 1];
    const counted = scorePosition(replay, last);
    assert.deepEqual(counted.dead, [
      [0, 0],
      [1, 1],
      [2, 0],
      [3, 1],
      [8, 7],
    ]);
    assert.equal(counted.score.result, 'W+34.5');
    const revived = scorePosition(replay, last, { toggles: [[0, 0]] });
    assert.deepEqual([revived.dead, revived.score.result], [[[8, 7]], 'W+21.5']);
    const again = scorePosition(replay, last, {
      toggles: [
        [0, 0],
        [0, 0],
      ],
    });
    assert.deepEqual([again.dead, again.score.result], [counted.dead, 'W+34.5']);
  });

  it('gives back the count it started from after two clicks on any stone, before and after a correction, in every real KGS game', () => {
    const dir = join(__dirname, '../../fixtures/engine/realgames');
    const changed: string[] = [];
    let clicks = 0;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.sgf'))) {
      const { replay, line } = open(readFileSync(join(dir, name), 'latin1'));
      const last = line[line.length - 1];
      const counted = scorePosition(replay, last);
      const kept = { current: counted.statuses, original: counted.original };
      const { board } = counted;
      const firstDead: Vertex | undefined = counted.dead[0];
      for (let y = 0; y < board.height; y++) {
        for (let x = 0; x < board.width; x++) {
          if (board.get(x, y) === 0) continue;
          clicks++;
          const twice = scorePosition(replay, last, {
            kept,
            toggles: [
              [x, y],
              [x, y],
            ],
          });
          if (twice.statuses.join() !== counted.statuses.join() || twice.score.result !== counted.score.result) changed.push(`${name} ${x},${y}`);
          // After an earlier correction too: the first dead stone's group flipped, then two clicks here.
          if (firstDead === undefined) continue;
          const corrected = scorePosition(replay, last, { kept, toggles: [firstDead] });
          const after = scorePosition(replay, last, { kept, toggles: [firstDead, [x, y], [x, y]] });
          if (after.statuses.join() !== corrected.statuses.join() || after.score.result !== corrected.score.result)
            changed.push(`${name} ${x},${y} after a correction`);
        }
      }
    }
    assert.deepEqual(changed.slice(0, 10), []);
    assert.ok(clicks > 5000, `only ${clicks} clicks`);
  });
});
