import * as assert from 'node:assert/strict';
import { GameView } from '../../../../src/editor/gameView';
import { TreeSender } from '../../../../src/extension/boardEditor/treeSender';
import { treeOf } from '../../../../src/extension/boardEditor/sessionMessages';
import type { ToSgfEditor } from '../../../../src/shared/protocol';
import { packTree, unpackTree } from '../../../../src/shared/treeWire';
import { HeldTree } from '../../../../src/webview/hostSync/heldTree';

function open(text: string): GameView {
  const game = GameView.fromText(text);
  if (!(game instanceof GameView)) throw new Error(game.error);
  return game;
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const text = '(;SZ[9];B[ee];W[cc](;B[gc];W[gg])(;B[cg]))';

/** A sender and the webview's held tree, joined as VS Code joins them: every message posted is handled in order. */
function joined(): { sender: TreeSender; sent: ToSgfEditor[]; held: HeldTree; shown: () => unknown; asked: () => number } {
  const sent: ToSgfEditor[] = [];
  const held = new HeldTree();
  let shown: unknown = null;
  let asked = 0;
  const sender = new TreeSender((message) => {
    sent.push(message);
    const copy = JSON.parse(JSON.stringify(message)) as ToSgfEditor;
    if (copy.type === 'tree') shown = held.take(copy.seq, copy.tree);
    else if (copy.type === 'treeSplice') {
      const layout = held.splice(copy.baseSeq, copy.seq, copy.splice);
      if (layout === 'ask') asked++;
      else if (layout !== null) shown = layout;
    }
  });
  return { sender, sent, held, shown: () => shown, asked: () => asked };
}

describe('a board session sends the tree whole once, then what each re-parse changed in it', () => {
  it('sends the whole tree first, an empty splice for a change the tree does not show (the webview keeps its layout), and a splice for one it does', () => {
    const { sender, sent, shown } = joined();
    sender.send(open(text));
    const first = shown();
    sender.send(open(text));
    sender.send(open(text.replace(';B[ee]', ';B[ee]TR[aa]')));
    assert.deepEqual(
      sent.map((m) => m.type),
      ['tree', 'treeSplice', 'treeSplice'],
    );
    assert.equal(shown(), first, 'the same text, and markup, change no node of the tree: the same layout object');
    for (const changed of [
      text.replace(';B[ee]', ';B[ee]C[x]'),
      text.replace('(;B[cg])', '(;B[cg];W[dd])'),
      text.replace('(;B[gc];W[gg])(;B[cg])', '(;B[cg])(;B[gc];W[gg])'),
    ]) {
      const game = open(changed);
      sender.send(game);
      const last: ToSgfEditor = sent[sent.length - 1];
      assert.equal(last.type, 'treeSplice', changed);
      assert.deepEqual(shown(), unpackTree(packTree(treeOf(game))), changed);
    }
  });

  it('sends the whole tree again after forget (a new webview, or no game), and on resend', () => {
    const { sender, sent } = joined();
    const game = open(text);
    sender.send(game);
    sender.forget();
    assert.equal(sender.holdsTree, false);
    sender.send(game);
    sender.resend();
    assert.deepEqual(
      sent.map((m) => m.type),
      ['tree', 'tree', 'tree'],
    );
  });

  it('has the webview ask for the whole tree when a splice was made for another tree than it holds', () => {
    const { sender, held, asked, shown } = joined();
    sender.send(open(text));
    held.forget();
    sender.send(open(text.replace('(;B[cg])', '(;B[cg];W[dd])')));
    sender.send(open(text.replace('(;B[cg])', '(;B[cg];W[ee])')));
    assert.equal(asked(), 1, 'asked once, not again for the next splice');
    sender.resend();
    assert.deepEqual(shown(), unpackTree(packTree(treeOf(open(text.replace('(;B[cg])', '(;B[cg];W[ee])'))))));
  });

  it('lays a tree asked for later out in a later task, after the messages posted before it, and only the latest one', async () => {
    const { sender, sent, shown } = joined();
    sender.send(open(text));
    const second = open(text.replace('(;B[cg])', '(;B[cg];W[dd])'));
    const third = open(text.replace('(;B[cg])', '(;B[cg];W[ee])'));
    sender.sendLater(second, () => true);
    sender.sendLater(third, () => true);
    assert.equal(sent.length, 1, 'nothing laid out in the task that asked');
    await tick();
    assert.deepEqual(
      sent.map((m) => m.type),
      ['tree', 'treeSplice'],
    );
    assert.deepEqual(shown(), unpackTree(packTree(treeOf(third))));
  });

  it('sends no tree asked for later when the game is no longer current then, or the sender forgot or sent meanwhile', async () => {
    const { sender, sent } = joined();
    sender.send(open(text));
    sender.sendLater(open(text), () => false);
    await tick();
    sender.sendLater(open(text), () => true);
    sender.forget();
    await tick();
    sender.sendLater(open(text), () => true);
    sender.send(open(text));
    await tick();
    sender.sendLater(open(text), () => true);
    sender.dispose();
    await tick();
    assert.deepEqual(
      sent.map((m) => m.type),
      ['tree', 'tree'],
    );
  });
});
