// Shared by the edit tests: run an action on a text and read the result back.
import * as assert from 'node:assert/strict';
import { applyEdits, type EditResult } from '../../../src/sgf/edit';
import { parse } from '../../../src/sgf/parse';
import { findNodeAt } from '../../../src/sgf/tree';
import type { SgfCollection, SgfNode } from '../../../src/sgf/types';

/** The parsed text and a way to pick the node written at a marker (the first occurrence of `marker`). */
export function open(text: string): { coll: SgfCollection; at: (marker: string) => SgfNode } {
  const coll = parse(text);
  return {
    coll,
    at: (marker) => {
      const offset = text.indexOf(marker);
      assert.ok(offset >= 0, `marker ${marker} not in the text`);
      const node = findNodeAt(coll, offset);
      assert.ok(node !== undefined, `no node at ${marker}`);
      return node;
    },
  };
}

/** The text after an action's edits; fails on an error result or on edits that overlap or are out of order. */
export function after(text: string, result: EditResult): string {
  assert.equal(result.error, undefined);
  for (let k = 1; k < result.edits.length; k++) {
    assert.ok(result.edits[k].offset >= result.edits[k - 1].offset + result.edits[k - 1].length, 'edits sorted and non-overlapping');
  }
  return applyEdits(text, result.edits);
}

/** A CRLF game record with a comment full of escapes and two variations at the end. */
export const GAME_CRLF =
  '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
  'RU[Japanese]SZ[19]KM[6.50]\r\n' +
  'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
  ';B[qd];W[dc];B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
  ';W[oc]\r\n' +
  '(;B[cp];W[eq])\r\n' +
  '(;B[qo]LB[qo:A][pp:B]))\r\n';
