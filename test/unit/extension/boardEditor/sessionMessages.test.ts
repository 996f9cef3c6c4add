import * as assert from 'node:assert/strict';
import { GameView } from '../../../../src/editor/gameView';
import { gameMessage, nodeMessage, nodeViewOf, summaryOf } from '../../../../src/extension/boardEditor/sessionMessages';
import type { BoardSettings } from '../../../../src/shared/views';

function open(text: string, gameIndex = 0): GameView {
  const game = GameView.fromText(text, {}, gameIndex);
  if (!(game instanceof GameView)) throw new Error(game.error);
  return game;
}

const settings: BoardSettings = { boardColor: 'theme', coordinates: true, coordinateStyle: 'go', moveNumbers: false, variations: 'auto' };
const text = '(;SZ[9];B[ee];W[cc](;B[gc];W[gg])(;B[cg]))';

describe('what a board session sends and reports', () => {
  it('reports the node shown: move, player to move, captures, place in the tree, offset and version', () => {
    const game = open(text);
    const node = game.rootNode.children[0].children[0].children[1];
    const view = nodeViewOf(game, node, settings);
    const message = nodeMessage(node, view, 5);
    assert.deepEqual(message.type === 'node' && [message.nodeOffset, message.seq], [text.indexOf(';B[cg]'), 5]);
    assert.deepEqual(summaryOf('file:///a.sgf', 7, game, node, view), {
      uri: 'file:///a.sgf',
      gameIndex: 0,
      gameCount: 1,
      nodeId: node.id,
      nodeOffset: text.indexOf(';B[cg]'),
      moveNumber: 3,
      lineEndMoveNumber: 3,
      toPlay: 'W',
      captures: { black: 0, white: 0 },
      move: 'B C3',
      passes: 0,
      siblingIndex: 1,
      siblingCount: 2,
      childCount: 0,
      version: 7,
    });
  });

  it('says "pass" for a pass (one pass in a row) and labels the game of a two-game file with its index', () => {
    const twoGames = '(;SZ[9]GN[One];B[aa])(;SZ[13]GN[Two];B[];W[cc])';
    const game = open(twoGames, 1);
    const pass = game.rootNode.children[0];
    const summary = summaryOf('u', 1, game, pass, nodeViewOf(game, pass, settings));
    assert.deepEqual([summary.move, summary.passes], ['B pass', 1]);
    const info = gameMessage(game, 4);
    assert.ok(info.type === 'game');
    assert.deepEqual([info.version, info.info.gameIndex, info.info.games, info.info.width], [4, 1, ['One', 'Two'], 13]);
  });
});
