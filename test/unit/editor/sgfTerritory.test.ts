import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULESETS } from '../../../src/engine';
import { GameView } from '../../../src/editor/gameView';
import { compareWithRecord, countSgfPosition, scoreLine } from '../../../src/editor/sgfTerritory';
import { encodePointList } from '../../../src/sgf/codecs/pointList';

const fixture = (name: string): string => readFileSync(join(__dirname, '../../fixtures/extension/territory', name), 'utf8');
const workspaceGame = (name: string): string => readFileSync(join(__dirname, '../../fixtures/workspace/games', name), 'utf8');

function open(text: string, overrides = {}): GameView {
  const game = GameView.fromText(text, overrides);
  assert.ok(game instanceof GameView);
  return game;
}

function lastNode(game: GameView): number {
  let node = game.rootNode;
  while (node.children[0] !== undefined) node = node.children[0];
  return node.id;
}

describe('Count Territory on an SGF position', () => {
  it('counts the final position of split-9x9.sgf with the white stone in atari on B8 taken off as dead', () => {
    const game = open(fixture('split-9x9.sgf'));
    const report = countSgfPosition(game, lastNode(game));
    assert.deepEqual([report.moveNumber, report.black, report.white, report.neutral], [5, 24, 26, 9]);
    assert.deepEqual(
      report.regions.map((r) => `${r.owner} ${r.points.length}`),
      ['BLACK 1', 'BLACK 1', 'NONE 9', 'WHITE 26', 'BLACK 22'],
    );
    assert.deepEqual(report.dead, [[1, 1]]);
    assert.deepEqual(report.seki, []);
    assert.equal(report.view.black.length, 24);
    assert.ok(
      report.view.black.some(([x, y]) => x === 1 && y === 1),
      "the dead stone's point is Black's territory",
    );
    assert.equal(report.view.white.length, 26);
    assert.deepEqual(
      [report.view.blackCount, report.view.whiteCount],
      [
        { stones: 12, territory: 24, captured: 0, dead: 1, deadInTerritory: 1, total: 25 },
        { stones: 10, territory: 26, captured: 0, dead: 0, deadInTerritory: 0, total: 32.5 },
      ],
    );
    assert.deepEqual([report.score.result, report.view.result, report.view.matchesRecord, report.view.finished], ['W+7.5', 'W+7.5', false, true]);
    assert.equal(report.recordedResult, 'B+3.5');
    assert.equal(report.countMessage, 'Territory at move 5: Black 24, White 26, neutral 9');
    assert.equal(
      report.summary,
      'Score by Japanese rules (territory + captures), komi 6.5: Black 24 + 1 = 25, White 26 + 0 + 6.5 = 32.5 → W+7.5. ' +
        'RE says B+3.5; the count gives W+7.5. Dead stones removed: 1 white (B8) — estimated; click a group on the board to correct it.',
    );
  });

  it('does not compare a count in a variation ended by two passes with RE, the result at the end of the main line', () => {
    // A tryout passed twice in a variation in the middle of a game and read "RE says B+2.50: the count differs".
    const text = fixture('split-9x9.sgf').replace(';W[ge];B[cb])', ';W[ge](;B[cb])(;B[cb];W[];B[]))');
    const game = open(text);
    let node = game.rootNode;
    while (node.children.length > 0) node = node.children[node.children.length - 1];
    const report = countSgfPosition(game, node.id);
    assert.deepEqual([report.view.finished, report.view.result, report.view.matchesRecord, report.view.writeRefusal], [true, 'W+7.5', null, 'notGameEnd']);
    assert.match(report.summary, / → W\+7\.5\. RE says B\+3\.5, the result at the end of the main line\. Dead stones/);
    const end = countSgfPosition(game, game.rootNode.children[0].children[0].children[0].children[0].children[0].id);
    assert.deepEqual([end.view.matchesRecord, end.view.writeRefusal], [false, null], "the main line's end is compared as before");
  });

  it('counts again with a corrected group: B8 taken as alive gives the count of every stone alive, and back to no correction', () => {
    const game = open(fixture('split-9x9.sgf'));
    const first = countSgfPosition(game, lastNode(game));
    const report = countSgfPosition(game, lastNode(game), { kept: first.kept, toggle: [1, 1] });
    assert.deepEqual(report.dead, []);
    assert.deepEqual([report.black, report.white, report.neutral, report.score.result, report.corrections], [2, 26, 30, 'W+30.5', 1]);
    // Alive, the white stone on B8 makes Black's corner count for nobody: the summary names that area.
    assert.match(
      report.summary,
      / No dead stones\. 21 points count for nobody: both colours touch the area at B7 \(a border still open, or a stone alive inside\?\)\.$/,
    );
    const back = countSgfPosition(game, lastNode(game), { kept: report.kept, toggle: [1, 1] });
    assert.deepEqual([back.dead, back.score.result, back.corrections], [[[1, 1]], 'W+7.5', 0]);
    assert.match(back.summary, /estimated; click a group on the board to correct it\.$/);
  });

  it("takes the dead stones from the node's TB/TW when it has them, whatever the estimate says", () => {
    const text = fixture('split-9x9.sgf').replace(';B[cb])', ';B[cb]TW[ab])');
    const game = open(text);
    const report = countSgfPosition(game, lastNode(game));
    assert.deepEqual([report.source, report.dead], ['markup', [[0, 1]]]);
    assert.match(report.summary, /Dead stones removed: 1 black \(A8\) — as the node's TB\/TW mark them;/);
  });

  it('agrees with RE on the end of a GNU Go self-play game and finds no dead stones there', () => {
    const game = open(workspaceGame('gnugo-9x9.sgf'));
    const report = countSgfPosition(game, lastNode(game));
    assert.equal(report.score.result, 'B+16.5');
    assert.deepEqual(report.dead, []);
    assert.equal(report.view.matchesRecord, true);
    assert.equal(
      report.summary,
      'Score by Japanese rules (territory + captures), komi 6.5: Black 30 + 2 = 32, White 8 + 1 + 6.5 = 15.5 → B+16.5. RE says B+16.5: the count agrees. No dead stones found.',
    );
  });

  it("names the estimate's close calls in the summary and the board's view, one stone for each group", () => {
    const game = open(workspaceGame('resigned-19x19.sgf'));
    const report = countSgfPosition(game, lastNode(game));
    assert.deepEqual(
      [report.view.unsure.length, report.view.unsureGroups],
      [
        17,
        [
          [3, 16],
          [4, 17],
          [8, 9],
          [9, 11],
        ],
      ],
    );
    assert.ok(report.summary.endsWith(' Close calls, worth a look: D3 (dead), E2 (alive), J10 (alive), K8 (alive).'), report.summary);
    const corrected = countSgfPosition(game, lastNode(game), { kept: report.kept, toggle: [8, 9] });
    assert.ok(corrected.summary.endsWith(' Close calls, worth a look: D3 (dead), E2 (alive), K8 (alive).'), corrected.summary);
  });

  it('writes a dead stone that no territory covers into the markup, so that a written file counts back the same (W+12.5)', () => {
    const text = readFileSync(join(__dirname, '../../fixtures/engine/scoring/open-ko-9x9.sgf'), 'utf8');
    const report = countSgfPosition(open(text), lastNode(open(text)));
    // White E4, dead in an open ko: with it off the board E3 and E4 touch both colours and count for nobody.
    const has = (points: readonly (readonly [number, number])[]) => points.some(([x, y]) => x === 4 && y === 5);
    assert.deepEqual([report.score.result, has(report.view.black), has(report.view.territoryMarkup.black)], ['W+12.5', false, true]);
    const { black, white } = report.view.territoryMarkup;
    const list = (points: readonly (readonly [number, number])[]) =>
      encodePointList(points as [number, number][], false)
        .map((v) => `[${v}]`)
        .join('');
    const marked = text.replace(';W[];B[])', `;W[];B[]TB${list(black)}TW${list(white)})`);
    const again = countSgfPosition(open(marked), lastNode(open(marked)));
    assert.deepEqual([again.source, again.dead, again.score.result], ['markup', report.dead, 'W+12.5']);
    // Write Territory Markup has nothing left to write there (a tryout: the button stayed on and said nothing changed).
    assert.deepEqual([report.view.territoryMarkupWritten, again.view.territoryMarkupWritten], [false, true]);
    // A count with no territory on either side still has markup to write where the node has none (TB[] and TW[] absent).
    const bare = open('(;GM[1]FF[4]SZ[5]KM[0]AB[aa:ee];W[];B[])');
    const none = countSgfPosition(bare, lastNode(bare));
    assert.deepEqual([none.view.territoryMarkup, none.view.territoryMarkupWritten], [{ black: [], white: [] }, false]);
    // A stone marked dead by hand inside its own side's territory is in that territory already: it is not written twice.
    const wall = open('(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]AB[da][db][dc][dd][de][df][dg][dh][di]AW[ea][eb][ec][ed][ee][ef][eg][eh][ei][gg];B[];W[])');
    const first = countSgfPosition(wall, lastNode(wall));
    const killed = countSgfPosition(wall, lastNode(wall), { kept: first.kept, toggle: [6, 6] });
    const inBoth = killed.view.territoryMarkup.black.filter(([x, y]) => killed.view.territoryMarkup.white.some(([wx, wy]) => wx === x && wy === y));
    assert.deepEqual([killed.dead, inBoth], [[[6, 6]], []]);
  });

  it("gives as the points of dead stones in a side's territory only those its territory covers: a dead stone in an area that counts for nobody is in none (a tryout found 7 under a territory of 0)", () => {
    const text = readFileSync(join(__dirname, '../../fixtures/engine/scoring/open-ko-9x9.sgf'), 'utf8');
    const game = open(text, { rules: RULESETS.chinese });
    const report = countSgfPosition(game, lastNode(game));
    // Five white stones are dead; White E4, dead in an open ko, leaves a point that touches both colours: no one's.
    assert.ok(report.dead.some(([x, y]) => x === 4 && y === 5));
    assert.ok(!report.view.black.some(([x, y]) => x === 4 && y === 5));
    assert.deepEqual([report.view.blackCount.dead, report.view.blackCount.deadInTerritory, report.view.blackCount.territory], [5, 4, 15]);
    const split = open(fixture('split-9x9.sgf'), { rules: RULESETS.chinese });
    const count = countSgfPosition(split, lastNode(split)).view.blackCount;
    assert.deepEqual([count.dead, count.deadInTerritory], [1, 1]);
  });

  it('names an area that counts for nobody because a push into a wall was left unanswered at the end (a tryout game), and no dame', () => {
    const text = readFileSync(join(__dirname, '../../fixtures/engine/scoring/push-unanswered-9x9.sgf'), 'utf8');
    const report = countSgfPosition(open(text), lastNode(open(text)));
    // White's E3 touches the 20 points Black's walls enclose: no one's territory until Black answers at E4.
    assert.deepEqual([report.view.openAreas, report.score.result], [[{ size: 20, at: [4, 5] }], 'W+23.5']);
    assert.ok(
      report.summary.includes(' 20 points count for nobody: both colours touch the area at E4 (a border still open, or a stone alive inside?).'),
      report.summary,
    );
    // The dame of a finished GNU Go game touch both colours: nothing to say.
    const finished = open(workspaceGame('gnugo-19x19.sgf'));
    assert.deepEqual(countSgfPosition(finished, lastNode(finished)).view.openAreas, []);
  });

  it('scores by area under Chinese rules when the settings override the file', () => {
    const game = open(workspaceGame('gnugo-9x9.sgf'), { rules: RULESETS.chinese });
    const report = countSgfPosition(game, lastNode(game));
    assert.equal(report.summary.split(' → ')[0], 'Score by Chinese rules (stones + territory), komi 6.5: Black 22 + 30 = 52, White 21 + 8 + 6.5 = 35.5');
  });

  it('counts the empty root of a game without RE as all neutral, with no comparison', () => {
    const game = open('(;GM[1]SZ[5]KM[0.5];B[cc])');
    const report = countSgfPosition(game, game.rootId);
    assert.deepEqual([report.moveNumber, report.black, report.white, report.neutral], [0, 0, 0, 25]);
    assert.equal(
      report.summary,
      'The game is not over here. Estimate: W+0.5. Count now (open areas to nobody) by Japanese rules (territory + captures), komi 0.5: ' +
        'Black 0 + 0 = 0, White 0 + 0 + 0.5 = 0.5 → W+0.5. No dead stones found.',
    );
  });

  it('reads a record cut short with a counted RE (a GoGoD excerpt of 4 moves, RE[B+2]) as a position in the middle, and refuses to write its count into RE', () => {
    const game = open(fixture('gogod-collection-2games.sgf'));
    const report = countSgfPosition(game, lastNode(game));
    assert.deepEqual(
      [report.moveNumber, report.dead, report.score.result, report.recordedResult, report.view.finished, report.view.writeRefusal],
      [4, [], 'Draw', 'B+2', false, 'unfinished'],
    );
  });

  it('lets Write Result write the count of a finished game unless RE already agrees or is no count (a resignation)', () => {
    const refusal = (text: string): unknown => {
      const game = open(text);
      return countSgfPosition(game, lastNode(game)).view.writeRefusal;
    };
    const split = fixture('split-9x9.sgf');
    assert.deepEqual(
      [refusal(split), refusal(workspaceGame('gnugo-9x9.sgf')), refusal(split.replace('RE[B+3.5]', 'RE[B+R]').replace(';B[cb])', ';B[cb];W[];B[])'))],
      [null, 'agrees', 'notCount'],
    );
  });

  it("refuses to write into RE a count that is not at the end of the game as played: a variation's end, or two passes the main line goes on from (a tryout, a review)", () => {
    // The main line ends at B[cb] with RE[B+3.5]; a variation ends with two passes after another move.
    const game = open(fixture('split-9x9.sgf').replace(';B[cb])', '(;B[cb])(;B[cc];W[];B[]))'));
    let end = game.rootNode;
    while (end.children[0] !== undefined) end = end.children[end.children.length - 1];
    const report = countSgfPosition(game, end.id);
    assert.deepEqual([report.view.finished, report.view.writeRefusal], [true, 'notGameEnd']);
    assert.equal(countSgfPosition(game, lastNode(game)).view.writeRefusal, null);
    // Two early passes on the main line, after which the game went on: over there, but RE is the result at its end.
    const resumed = open(
      readFileSync(join(__dirname, '../../fixtures/engine/scoring/early-passes-9x9.sgf'), 'utf8').replace(';B[];W[])', ';B[];W[];B[gd];W[ge];B[];W[])'),
    );
    let passes = resumed.rootNode;
    for (let i = 0; i < 26; i++) passes = passes.children[0];
    const atPasses = countSgfPosition(resumed, passes.id);
    assert.deepEqual(
      [atPasses.view.finished, atPasses.view.writeRefusal, countSgfPosition(resumed, lastNode(resumed)).view.writeRefusal],
      [true, 'notGameEnd', null],
    );
  });

  it('lets Write Result fill in an RE that says the result is unknown (?) or names the winner without a margin', () => {
    const refusal = (re: string): unknown => {
      const game = open(fixture('split-9x9.sgf').replace('RE[B+3.5]', `RE[${re}]`).replace(';B[cb])', ';B[cb];W[];B[])'));
      return countSgfPosition(game, lastNode(game)).view.writeRefusal;
    };
    assert.deepEqual(['?', 'B+', 'w+', 'W+T', 'Void'].map(refusal), [null, null, null, 'notCount', 'notCount']);
  });

  it('says so when RE names the other winner without a margin (B+ where the count gives W+7.5), and lets the count replace it', () => {
    const game = open(fixture('split-9x9.sgf').replace('RE[B+3.5]', 'RE[B+]').replace(';B[cb])', ';B[cb];W[];B[])'));
    const report = countSgfPosition(game, lastNode(game));
    assert.deepEqual([report.score.result, report.view.matchesRecord, report.view.writeRefusal], ['W+7.5', false, null]);
    assert.match(report.summary, /RE says B\+; the count gives W\+7\.5\./);
    assert.deepEqual(compareWithRecord('W+', 'W+7.5'), {
      text: 'RE says W+, without a margin: the count names the same winner.',
      disagrees: false,
      agrees: null,
      inPoints: null,
    });
    assert.deepEqual(compareWithRecord('W+', 'Draw'), { text: 'RE says W+; the count gives Draw.', disagrees: true, agrees: false, inPoints: null });
  });

  it('agrees with a Fox RE written in stones under Chinese counting (RE[W+0.25] is W+0.5) and writes a result there in stones', () => {
    const game = open(fixture('fox-9x9-utf8.sgf'));
    const report = countSgfPosition(game, lastNode(game));
    assert.deepEqual(
      [report.score.result, report.view.matchesRecord, report.view.writeRefusal, report.view.resultToWrite, report.view.recordedInPoints],
      ['W+0.5', true, 'agrees', 'W+0.25', 'W+0.5'],
    );
    assert.deepEqual([report.view.estimated, report.view.estimatedCount], [null, null]);
    assert.equal(
      report.summary,
      'Score by Chinese rules (stones + territory), komi 7.5: Black 20 + 24 = 44, White 14 + 23 + 7.5 = 44.5 → W+0.5. ' +
        'RE says W+0.25 (in stones, as Fox counts: W+0.5): the count agrees. Dead stones removed: 4 white (F6, G6, G3, H3) — estimated; click a group on the board to correct it.',
    );
    const wrong = open(fixture('fox-9x9-utf8.sgf').replace('RE[W+0.25]', 'RE[B+1.25]'));
    const differs = countSgfPosition(wrong, lastNode(wrong));
    assert.deepEqual(
      [differs.view.matchesRecord, differs.view.writeRefusal, differs.view.resultToWrite, differs.view.recordedInPoints],
      [false, null, 'W+0.25', 'B+2.5'],
    );
    assert.match(differs.summary, / RE says B\+1\.25 \(in stones, as Fox counts: B\+2\.5\); the count gives W\+0\.5\. /);
  });

  it('leads with the estimate where the game is not over, and gives RE as the result at the end, not compared with the count', () => {
    // A tryout: a resigned game's summary read "… → W+0.5. RE says B+R, which is not a count.", like a final result.
    const game = open(workspaceGame('resigned-19x19.sgf'));
    const report = countSgfPosition(game, lastNode(game));
    // The points behind the estimate beyond the count (W+18.5 against W+5.5: 93 - 80 = 13 more for White).
    assert.deepEqual(
      [report.view.estimated?.black.length, report.view.estimated?.white.length, report.view.estimated?.white[0], report.view.estimated?.black[0]],
      [80, 93, [0, 0], [15, 0]],
    );
    // The panel's table is the estimate's (a tryout read the count's table under the estimate as its figures): its totals
    // make W+18.5, where the count's make W+5.5.
    assert.deepEqual(report.view.estimatedCount, {
      black: { stones: 60, territory: 80, captured: 0, dead: 4, deadInTerritory: 4, total: 84 },
      white: { stones: 58, territory: 94, captured: 1, dead: 1, deadInTerritory: 1, total: 102.5 },
    });
    assert.deepEqual([report.view.blackCount.total, report.view.whiteCount.total], [4, 9.5]);
    // Under area rules too the table adds up to the estimate.
    const chinese = countSgfPosition(open(workspaceGame('resigned-19x19.sgf'), { rules: RULESETS.chinese }), lastNode(game)).view;
    const margin = (result: string | null) => (result?.startsWith('W+') ? -1 : 1) * Number(result?.slice(2));
    assert.equal((chinese.estimatedCount?.black.total ?? 0) - (chinese.estimatedCount?.white.total ?? 0), margin(chinese.estimatedResult));
    assert.equal(chinese.scoring, 'area');
    assert.equal(
      report.summary,
      'The game is not over here. Estimate: W+18.5. Count now (open areas to nobody) by Japanese rules (territory + captures), komi 6.5: ' +
        'Black 0 + 4 = 4, White 1 + 2 + 6.5 = 9.5 → W+5.5. RE says W+Resign, the result at the end of the game. ' +
        'Dead stones removed: 1 black (D3), 4 white (C10, Q13, Q9, Q7) — estimated; click a group on the board to correct it. ' +
        'Close calls, worth a look: D3 (dead), E2 (alive), J10 (alive), K8 (alive).',
    );
  });

  it('writes the result in points in every other file', () => {
    const game = open(fixture('split-9x9.sgf'));
    const view = countSgfPosition(game, lastNode(game)).view;
    assert.deepEqual([view.resultToWrite, view.recordedInPoints], ['W+7.5', null]);
  });

  it('compares a margin in stones as twice as many points', () => {
    assert.deepEqual(compareWithRecord('W+0.25', 'W+0.5', 'stones'), {
      text: 'RE says W+0.25 (in stones, as Fox counts: W+0.5): the count agrees.',
      disagrees: false,
      agrees: true,
      inPoints: 'W+0.5',
    });
    assert.deepEqual(compareWithRecord('W+0.25', 'W+0.25', 'stones'), {
      text: 'RE says W+0.25 (in stones, as Fox counts: W+0.5); the count gives W+0.25.',
      disagrees: true,
      agrees: false,
      inPoints: 'W+0.5',
    });
    assert.deepEqual(compareWithRecord('B+R', 'W+0.5', 'stones'), {
      text: 'RE says B+R, which is not a count.',
      disagrees: false,
      agrees: null,
      inPoints: null,
    });
  });

  it('compares with RE: agreement, disagreement, draws, and results that are not counts', () => {
    assert.deepEqual(compareWithRecord('B+3.5', 'B+3.5'), { text: 'RE says B+3.5: the count agrees.', disagrees: false, agrees: true, inPoints: null });
    assert.deepEqual(compareWithRecord('W+0.5', 'B+2'), { text: 'RE says W+0.5; the count gives B+2.', disagrees: true, agrees: false, inPoints: null });
    assert.deepEqual(compareWithRecord('0', 'Draw'), { text: 'RE says 0: the count agrees.', disagrees: false, agrees: true, inPoints: null });
    assert.deepEqual(compareWithRecord('Draw', 'B+1'), { text: 'RE says Draw; the count gives B+1.', disagrees: true, agrees: false, inPoints: null });
    assert.deepEqual(compareWithRecord('B+R', 'W+10'), { text: 'RE says B+R, which is not a count.', disagrees: false, agrees: null, inPoints: null });
    assert.deepEqual(compareWithRecord(null, 'W+10'), { text: '', disagrees: false, agrees: null, inPoints: null });
  });

  it('adds the handicap compensation to White under Chinese rules', () => {
    const line = scoreLine({
      black: { stones: 40, territory: 10, captures: 0, area: 50 },
      white: { stones: 20, territory: 5, captures: 0, area: 25 },
      result: 'B+15.5',
      komi: 7.5,
      rules: 'chinese',
      scoring: 'area',
      handicapCompensation: 2,
      deadStones: { black: 0, white: 0 },
    });
    assert.equal(
      line,
      'Score by Chinese rules (stones + territory), komi 7.5, 2 for the handicap: Black 40 + 10 = 50, White 20 + 5 + 7.5 + 2 = 34.5 → B+15.5.',
    );
  });
});
