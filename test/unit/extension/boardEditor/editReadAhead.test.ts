import * as assert from 'node:assert/strict';
import { GameView } from '../../../../src/editor/gameView';
import { EditReadAhead } from '../../../../src/extension/boardEditor/editReadAhead';
import { RULESETS } from '../../../../src/engine/rules';
import { layoutTree } from '../../../../src/editor';

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const before = '(;GM[1]SZ[9];B[ee];W[cc])';
const play = [{ offset: before.length - 1, length: 0, text: ';B[gg]' }];
const after = '(;GM[1]SZ[9];B[ee];W[cc];B[gg])';

describe("a board edit's game read ahead while VS Code applies the edit", () => {
  it('reads the text the edit makes in a later task and gives that game to the re-parse of exactly that text', async () => {
    const ahead = new EditReadAhead();
    ahead.start(before, play, before.length - 1, 8, 0, {});
    assert.equal(ahead.take(8, 0, {}, after), undefined, 'not read in the task that started it');
    ahead.start(before, play, before.length - 1, 8, 0, {});
    await tick();
    const game = ahead.take(8, 0, {}, after);
    assert.ok(game instanceof GameView);
    assert.equal(game.collection.text, after);
    assert.deepEqual(layoutTree(game.rootNode), layoutTree((GameView.fromText(after) as GameView).rootNode));
    assert.equal(ahead.take(8, 0, {}, after), undefined, 'taken once');
  });

  it('gives nothing for other text (VS Code changed the edit, or another edit came first), another version, game or rules', async () => {
    const ahead = new EditReadAhead();
    const cases: Array<[number, number, object, string]> = [
      [8, 0, {}, after.replace(')', '\n)')],
      [9, 0, {}, after],
      [8, 1, {}, after],
      [8, 0, { rules: RULESETS.chinese }, after],
    ];
    for (const [version, gameIndex, overrides, text] of cases) {
      ahead.start(before, play, before.length - 1, 8, 0, {});
      await tick();
      assert.equal(ahead.take(version, gameIndex, overrides, text), undefined, `${version} ${gameIndex} ${JSON.stringify(overrides)}`);
    }
    ahead.start(before, play, before.length - 1, 8, 0, {});
    ahead.cancel();
    await tick();
    assert.equal(ahead.take(8, 0, {}, after), undefined, 'cancelled before it was read');
  });
});
