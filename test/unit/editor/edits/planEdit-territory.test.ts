// Write Territory Markup: TB and TW as one edit, laid out on the node's line when they fit, else each on lines of its
// own wrapped at 80 columns, also where the node already holds TB or TW (a tryout: one line of 500 characters).
import * as assert from 'node:assert/strict';
import { planEdit } from '../../../../src/editor';
import type { Vertex } from '../../../../src/engine/types';
import { openText } from '../editor.helpers';
import { edit } from './planEdit.helpers';

/** `count` points of a 19×19 board, row by row from [0, row]. */
function points(count: number, row: number): Vertex[] {
  return Array.from({ length: count }, (_, k): Vertex => [k % 19, row + Math.floor(k / 19)]);
}

/** Writes the markup on the node at `marker` and returns the new text. */
function write(text: string, marker: string, black: readonly Vertex[], white: readonly Vertex[]): string {
  const g = openText(text);
  return edit(g, g.at(marker), { kind: 'territoryMarkup', black, white }).text;
}

/** The lines of `text` from the one that holds `marker`. */
function linesFrom(text: string, marker: string): string[] {
  const lines = text.split(/\r?\n/);
  return lines.slice(lines.findIndex((line) => line.includes(marker)));
}

describe('editor: Write Territory Markup lays out TB and TW', () => {
  it('writes short lists on the node, after its move', () => {
    assert.equal(write('(;GM[1]SZ[9];B[aa])', ';B[aa]', [[1, 1]], [[2, 2]]), '(;GM[1]SZ[9];B[aa]TB[bb]TW[cc])');
  });

  it('writes long lists each on lines of its own, none past 80 columns', () => {
    const text = write('(;GM[1]SZ[19]\n;B[cb])', ';B[cb]', points(30, 0), points(5, 10));
    assert.deepEqual(linesFrom(text, ';B[cb]'), [
      ';B[cb]',
      'TB' +
        points(19, 0)
          .map(([x]) => `[${String.fromCharCode(97 + x)}a]`)
          .join(''),
      points(11, 0)
        .map(([x]) => `[${String.fromCharCode(97 + x)}b]`)
        .join(''),
      'TW[ak][bk][ck][dk][ek])',
    ]);
  });

  it('lays out again a TB already on the node line with a TW written after it, and both already there (CRLF kept)', () => {
    for (const [before, marker] of [
      ['(;GM[1]SZ[19]\n;B[cb]TB[aa])', ';B[cb]'],
      ['(;GM[1]SZ[19]\r\n;B[cb]TB[aa]TW[bb][cc])', ';B[cb]'],
      ['(;GM[1]SZ[19]\n;B[cb]\nTB[aa][ab][ac]\n[ad]\nTW[bb])', ';B[cb]'],
    ]) {
      const text = write(before, marker, points(30, 0), points(30, 5));
      const lines = linesFrom(text, marker);
      assert.deepEqual(
        lines.map((line) => line.slice(0, 3)),
        [';B[', 'TB[', '[ab', 'TW[', '[ag'],
        before,
      );
      assert.ok(
        lines.every((line) => line.length <= 80),
        before,
      );
      assert.equal(text.includes('\r\n'), before.includes('\r\n'));
      assert.ok(!/[^\r]\n/.test(text) || !before.includes('\r\n'), 'no bare LF in a CRLF file');
    }
  });

  it('removes TB and TW with the line breaks before them when both lists are empty', () => {
    assert.equal(write('(;GM[1]SZ[9]\n;B[aa]\nTB[bb]\nTW[cc])', ';B[aa]', [], []), '(;GM[1]SZ[9]\n;B[aa])');
  });

  it('sets TB in its place, wrapped, where other properties follow it', () => {
    const text = write('(;GM[1]SZ[19];B[cb]TB[aa]C[Counted.])', ';B[cb]', points(20, 0), []);
    assert.deepEqual(text.split('\n'), [
      '(;GM[1]SZ[19];B[cb]TB' +
        points(14, 0)
          .map(([x]) => `[${String.fromCharCode(97 + x)}a]`)
          .join(''),
      '[oa][pa][qa][ra][sa][ab]C[Counted.])',
    ]);
  });

  it('refuses, unchanged, the points the node already marks, however they are laid out', () => {
    const g = openText('(;GM[1]SZ[9];B[aa]\nTB[bb]\n[cc]TW[dd])');
    const plan = planEdit(g.coll, g.replay, g.at(';B[aa]'), {
      kind: 'territoryMarkup',
      black: [
        [1, 1],
        [2, 2],
      ],
      white: [[3, 3]],
    });
    assert.deepEqual([plan.kind, plan.kind === 'refused' ? plan.code : ''], ['refused', 'unchanged']);
  });
});
