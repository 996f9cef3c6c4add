import * as assert from 'node:assert/strict';
import { LineWindows, TOP_UP_MARGIN, WINDOW_REACH } from '../../../../src/extension/boardEditor/lineWindows';
import type { ToSgfEditor } from '../../../../src/shared/protocol';
import type { LineEntry, NodeView } from '../../../../src/shared/views';

/** A line of `length` nodes with ids from `first`, linked parent to first child (the root has none above). */
function line(first: number, length: number, rootAt = 0): LineEntry[] {
  return Array.from({ length }, (_, k) => ({
    view: { nodeId: first + k, board: { width: 1, height: 1, rows: ['.'] }, moveNumbers: [] } as unknown as NodeView,
    nodeOffset: 10 * (first + k),
    parentId: first + k === rootAt ? -1 : first + k - 1,
    firstChildId: first + k + 1,
  }));
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('extension: the line windows a board editor sends its webview', () => {
  function windows(window: () => LineEntry[] | null) {
    const posted: ToSgfEditor[] = [];
    const sender = new LineWindows({ windowAround: window, post: async (message) => void posted.push(message) });
    return { sender, posted };
  }

  it('numbers each node message and sends one line after it, in a later task, for the latest number', async () => {
    const { sender, posted } = windows(() => line(100, 5));
    assert.equal(sender.nodePosted(), 1);
    assert.equal(sender.nodePosted(), 2);
    assert.equal(posted.length, 0, 'the node message goes first');
    await tick();
    assert.deepEqual(
      posted.map((m) => m.type === 'lineWindow' && [m.seq, m.entries.length]),
      [[2, 5]],
    );
    assert.equal(sender.current(2), true);
    assert.equal(sender.current(1), false, 'a step made in the line of an older node message');
  });

  it('keeps the number of the line for a node the webview asked for with a step, and still sends a window around it', async () => {
    const { sender, posted } = windows(() => line(100, 5));
    assert.equal(sender.nodePosted(), 1);
    await tick();
    assert.equal(sender.nodePosted(true), 1);
    assert.equal(sender.current(1), true, 'the steps the webview takes in that line are still followed');
    await tick();
    assert.deepEqual(
      posted.map((m) => m.type === 'lineWindow' && m.seq),
      [1, 1],
    );
    assert.equal(sender.nodePosted(), 2);
  });

  it('sends the line again only when a step ends near a held end that is not the end of the line itself', async () => {
    let around = line(1000, 113);
    const { sender, posted } = windows(() => around);
    sender.nodePosted();
    await tick();
    sender.stepped(1000 + 56);
    await tick();
    assert.equal(posted.length, 1, 'the middle of the line held');
    sender.stepped(1000 + 112 - TOP_UP_MARGIN + 1);
    await tick();
    assert.equal(posted.length, 2, 'near the lower end');
    around = line(0, 120, 0);
    sender.nodePosted();
    await tick();
    sender.stepped(2);
    await tick();
    assert.equal(posted.length, 3, 'the root is the end of the line: nothing more above it');
    sender.stepped(5000);
    await tick();
    assert.equal(posted.length, 4, 'a node the line does not hold');
  });

  it('lets the webview step a good way back and forth from the node of a window before it sends the next', async () => {
    const { behind, ahead } = WINDOW_REACH;
    const { sender, posted } = windows(() => line(1000, behind + 1 + ahead));
    sender.nodePosted();
    await tick();
    const node = 1000 + behind;
    for (const step of [-1, 1, TOP_UP_MARGIN - behind, ahead - TOP_UP_MARGIN]) sender.stepped(node + step);
    await tick();
    assert.equal(posted.length, 1, `${behind - TOP_UP_MARGIN} steps back and ${ahead - TOP_UP_MARGIN} ahead in the first window`);
    assert.ok(behind - TOP_UP_MARGIN >= 32 && ahead - TOP_UP_MARGIN >= 64);
    sender.stepped(node + TOP_UP_MARGIN - behind - 1);
    await tick();
    assert.equal(posted.length, 2);
  });

  it('sends nothing when there is no game, nor after it is disposed', async () => {
    const { sender, posted } = windows(() => null);
    sender.nodePosted();
    await tick();
    const other = windows(() => line(0, 3));
    other.sender.nodePosted();
    other.sender.dispose();
    await tick();
    assert.deepEqual([posted.length, other.posted.length], [0, 0]);
  });
});
