import * as assert from 'node:assert/strict';
import type { NodeView } from '../../../../src/shared/views';
import { decorationKey, decorationsOf, pointAriaLabel } from '../../../../src/webview/board/pointDecorations';
import { format } from '../../../../src/webview/strings';

const english = (text: string, ...args: (string | number)[]) => format(text, args);

function nodeView(overrides: Partial<NodeView>): NodeView {
  return {
    nodeId: 1,
    board: { width: 9, height: 9, rows: new Array(9).fill('.........'), moveNumber: 0, toPlay: 'B', captures: { black: 0, white: 0 }, lastMove: null },
    move: null,
    markup: { triangles: [], squares: [], circles: [], crosses: [], dimmed: [], labels: [], arrows: [], lines: [], territory: { black: [], white: [] } },
    annotations: { move: null, position: null, hotspot: false, value: null },
    comment: '',
    name: '',
    variationMode: 'hidden',
    variations: [],
    siblingIndex: 0,
    siblingCount: 1,
    childCount: 0,
    lineEndMoveNumber: 0,
    passes: 0,
    moveNumbers: [],
    problem: null,
    ...overrides,
  };
}

describe('webview point decorations', () => {
  it('puts each mark, label, dimming, move number and marked territory (TB, TW) on its point index', () => {
    const view = nodeView({
      markup: {
        triangles: [[2, 2]],
        squares: [[3, 2]],
        circles: [[0, 8]],
        crosses: [[8, 0]],
        dimmed: [
          [2, 2],
          [4, 4],
        ],
        labels: [{ point: [2, 2], text: 'A' }],
        arrows: [],
        lines: [],
        territory: { black: [[8, 0]], white: [[0, 1]] },
      },
      moveNumbers: [{ point: [4, 4], number: 12 }],
    });
    assert.deepEqual(
      [...decorationsOf(view)].sort((a, b) => a[0] - b[0]),
      [
        [8, { shape: 'MA', label: null, dimmed: false, variation: null, moveNumber: null, territory: 'B' }],
        [9, { shape: null, label: null, dimmed: false, variation: null, moveNumber: null, territory: 'W' }],
        [20, { shape: 'TR', label: 'A', dimmed: true, variation: null, moveNumber: null, territory: null }],
        [21, { shape: 'SQ', label: null, dimmed: false, variation: null, moveNumber: null, territory: null }],
        [40, { shape: null, label: null, dimmed: true, variation: null, moveNumber: 12, territory: null }],
        [72, { shape: 'CR', label: null, dimmed: false, variation: null, moveNumber: null, territory: null }],
      ],
    );
  });

  it('shows the next moves as ghost stones and the alternatives as letters, skipping passes and off-board points', () => {
    const variations = [
      { nodeId: 5, color: 'B' as const, point: [2, 6] as const, label: 'A', current: false },
      { nodeId: 6, color: 'B' as const, point: null, label: 'B', current: false },
      { nodeId: 7, color: 'B' as const, point: [9, 9] as const, label: 'C', current: false },
    ];
    assert.deepEqual(
      [...decorationsOf(nodeView({ variationMode: 'children', variations }))],
      [
        [
          56,
          {
            shape: null,
            label: null,
            dimmed: false,
            variation: { nodeId: 5, label: 'A', color: 'B', style: 'ghost', current: false },
            moveNumber: null,
            territory: null,
          },
        ],
      ],
    );
    const siblings = [{ ...variations[0], current: true }];
    assert.deepEqual(decorationsOf(nodeView({ variationMode: 'siblings', variations: siblings })).get(56)?.variation, {
      nodeId: 5,
      label: 'A',
      color: 'B',
      style: 'letter',
      current: true,
    });
    assert.equal(decorationsOf(nodeView({ variationMode: 'hidden', variations })).size, 0);
  });

  it('gives equal keys to equal drawings and different keys otherwise', () => {
    const a = decorationsOf(nodeView({ moveNumbers: [{ point: [0, 0], number: 3 }] })).get(0);
    const b = decorationsOf(nodeView({ moveNumbers: [{ point: [0, 0], number: 3 }] })).get(0);
    const c = decorationsOf(nodeView({ moveNumbers: [{ point: [0, 0], number: 4 }] })).get(0);
    assert.equal(decorationKey(a), decorationKey(b));
    assert.notEqual(decorationKey(a), decorationKey(c));
    assert.equal(decorationKey(undefined), '');
  });

  it('describes a point for screen readers: name, stone, move, last move, mark, label, variation, territory', () => {
    const decoration = { shape: 'TR' as const, label: 'A', dimmed: false, variation: null, moveNumber: null, territory: null };
    assert.equal(
      pointAriaLabel({ name: 'D4', color: 'B', moveNumber: 12, last: true, territory: null, decoration }, english),
      'D4 black, move 12, last move, triangle, label A',
    );
    assert.equal(
      pointAriaLabel({ name: 'Q16', color: null, moveNumber: null, last: false, territory: 'W', decoration: undefined }, english),
      'Q16 empty, white territory',
    );
    const ghost = {
      shape: null,
      label: null,
      dimmed: true,
      variation: { nodeId: 3, label: 'B', color: 'W' as const, style: 'ghost' as const, current: false },
      moveNumber: null,
      territory: null,
    };
    assert.equal(
      pointAriaLabel({ name: 'C3', color: null, moveNumber: null, last: false, territory: null, decoration: ghost }, english),
      'C3 empty, dimmed, variation B',
    );
    const numbered = { shape: null, label: null, dimmed: false, variation: null, moveNumber: 7, territory: null };
    assert.equal(pointAriaLabel({ name: 'E5', color: 'W', moveNumber: null, last: false, territory: null, decoration: numbered }, english), 'E5 white, move 7');
  });
});
