import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineWindow } from '../../../src/editor';
import { packLine, unpackLine } from '../../../src/shared/lineWire';
import type { LineEntry } from '../../../src/shared/views';
import { openFixture, openText } from '../editor/editor.helpers';

/** What crosses to the webview: the message as JSON and back. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('shared: the line window packed for the lineWindow message', () => {
  const realGame = readFileSync(join(__dirname, '../../fixtures/engine/realgames/kgs-2004-04-10-gnugocvs-inuyasha34.sgf'), 'latin1');

  for (const moveNumbers of [false, true]) {
    it(`unpacks to exactly the entries packed, over a whole real game with its captures (move numbers ${moveNumbers ? 'on' : 'off'})`, () => {
      const g = openText(realGame);
      let node = g.coll.games[0];
      for (let k = 0; k < 150 && node.children.length > 0; k++) node = node.children[0];
      const entries = lineWindow(g.replay, node, { variations: 'auto', moveNumbers }, { behind: 150, ahead: 400 });
      assert.ok(entries.length > 200);
      assert.ok(
        entries.some(
          (e, k) =>
            k > 0 &&
            e.view.board.captures.black + e.view.board.captures.white > entries[k - 1].view.board.captures.black + entries[k - 1].view.board.captures.white,
        ),
      );
      assert.deepEqual(unpackLine(overTheWire(packLine(entries))), overTheWire(entries));
    });
  }

  it('carries a move as its point and a capture as the points emptied, and move numbers as the ones that change', () => {
    const g = openFixture('ko.sgf');
    const entries = lineWindow(g.replay, g.at(';B[ed]'), { variations: 'auto', moveNumbers: true }, { behind: 1, ahead: 3 });
    const wire = packLine(entries);
    assert.equal(wire[0].stones, 'baXabXdcXecOcdXddOfdOdeXeeO', 'the setup, from an empty board');
    assert.deepEqual(
      wire.slice(1).map((e) => [e.stones, e.numbers]),
      [
        ['dd.edX', [3 * 9 + 4, 1]],
        ['ggO', [6 * 9 + 6, 2]],
        ['hhX', [7 * 9 + 7, 3]],
        ['ddOed.', [3 * 9 + 3, 4, 3 * 9 + 4, 0]],
      ],
    );
    assert.equal('rows' in wire[1].view.board || 'moveNumbers' in wire[1].view, false);
    assert.deepEqual(unpackLine(overTheWire(wire)), overTheWire(entries));
  });

  it('starts again from an empty board when the size changes, and ignores changes off the board', () => {
    const nine = openText('(;SZ[9]AB[aa];B[bb])');
    const five = openText('(;SZ[5]AW[ee])');
    const entries: LineEntry[] = [
      ...lineWindow(nine.replay, nine.coll.games[0], { variations: 'auto', moveNumbers: true }, { behind: 0, ahead: 1 }),
      ...lineWindow(five.replay, five.coll.games[0], { variations: 'auto', moveNumbers: true }, { behind: 0, ahead: 0 }),
    ];
    const wire = packLine(entries);
    assert.deepEqual(
      wire.map((e) => e.stones),
      ['aaX', 'bbX', 'eeO'],
    );
    assert.deepEqual(unpackLine(overTheWire(wire)), overTheWire(entries));
    const offBoard = { ...wire[2], stones: 'eeOzzX', numbers: [999, 7] };
    assert.deepEqual(unpackLine([wire[0], wire[1], offBoard]), overTheWire(entries));
  });

  it('is at most 70% of the plain entries on a long line, and a quarter of them with move numbers', () => {
    const g = openText(realGame);
    for (const [moveNumbers, most] of [
      [false, 0.7],
      [true, 0.25],
    ] as const) {
      const entries = lineWindow(g.replay, g.coll.games[0], { variations: 'auto', moveNumbers }, { behind: 0, ahead: 112 });
      const ratio = JSON.stringify(packLine(entries)).length / JSON.stringify(entries).length;
      assert.ok(ratio < most, `packed/plain = ${ratio.toFixed(2)} with move numbers ${moveNumbers ? 'on' : 'off'}`);
    }
  });
});
