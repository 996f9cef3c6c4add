import * as assert from 'node:assert/strict';
import { moveVariation, promoteVariation } from '../../../src/sgf/edit';
import { parse } from '../../../src/sgf/parse';
import { findNodeAt } from '../../../src/sgf/tree';
import { GAME_CRLF, after, open } from './edit.helpers';

/** The text of the node whose `;` is at `offset` in `text`. */
function nodeTextAt(text: string, offset: number): string {
  const node = findNodeAt(parse(text), offset)!;
  return text.slice(node.span.start, node.span.end);
}

describe('sgf edit: promoteVariation and moveVariation', () => {
  describe('promoteVariation', () => {
    it('moves the variation in front of the first one, with its separator', () => {
      const text = '(;GM[1];B[pd]\n(;W[dp])\n(;W[dd])\n(;W[pp]))';
      const { coll, at } = open(text);
      const r = promoteVariation(coll, at(';W[pp]'));
      const result = after(text, r);
      assert.equal(result, '(;GM[1];B[pd]\n(;W[pp])\n(;W[dp])\n(;W[dd]))');
      assert.equal(nodeTextAt(result, r.newNodeOffset!), ';W[pp]');
    });
    it('makes the whole line from the root the main line, at every branch', () => {
      const text = '(;GM[1](;B[aa])(;B[dd](;W[bb])(;W[ee];B[ff])))';
      const { coll, at } = open(text);
      const r = promoteVariation(coll, at(';B[ff]'));
      const result = after(text, r);
      assert.equal(result, '(;GM[1](;B[dd](;W[ee];B[ff])(;W[bb]))(;B[aa]))');
      assert.equal(nodeTextAt(result, r.newNodeOffset!), ';B[ff]');
      assert.deepEqual(r.edits, [
        { offset: 7, length: 0, text: '(;B[dd](;W[ee];B[ff])(;W[bb]))' },
        { offset: 15, length: 30, text: '' },
      ]);
    });
    it('promotes an inner branch when the outer one is already first', () => {
      const text = '(;GM[1](;B[aa](;W[bb])(;W[cc]))(;B[dd]))';
      const { coll, at } = open(text);
      assert.equal(after(text, promoteVariation(coll, at(';W[cc]'))), '(;GM[1](;B[aa](;W[cc])(;W[bb]))(;B[dd]))');
    });
    it('does nothing on the main line', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.deepEqual(promoteVariation(coll, at(';B[cp]')).edits, []);
    });
    it("promotes the CRLF fixture's second variation", () => {
      const { coll, at } = open(GAME_CRLF);
      assert.equal(
        after(GAME_CRLF, promoteVariation(coll, at(';B[qo]'))),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
          ';W[oc]\r\n' +
          '(;B[qo]LB[qo:A][pp:B])\r\n' +
          '(;B[cp];W[eq]))\r\n',
      );
    });
  });

  describe('moveVariation', () => {
    const text = '(;GM[1];B[pd]\n(;W[dp];B[cc])\n(;W[dd])\n(;W[pp]))';
    it('moves a variation up by swapping it with the previous one', () => {
      const { coll, at } = open(text);
      const r = moveVariation(coll, at(';W[dd]'), 'up');
      const result = after(text, r);
      assert.equal(result, '(;GM[1];B[pd]\n(;W[dd])\n(;W[dp];B[cc])\n(;W[pp]))');
      assert.equal(nodeTextAt(result, r.newNodeOffset!), ';W[dd]');
    });
    it('moves a variation down from a node deep inside it', () => {
      const { coll, at } = open(text);
      const r = moveVariation(coll, at(';B[cc]'), 'down');
      const result = after(text, r);
      assert.equal(result, '(;GM[1];B[pd]\n(;W[dd])\n(;W[dp];B[cc])\n(;W[pp]))');
      assert.equal(nodeTextAt(result, r.newNodeOffset!), ';B[cc]');
    });
    it('moves the last variation up', () => {
      const { coll, at } = open(text);
      assert.equal(after(text, moveVariation(coll, at(';W[pp]'), 'up')), '(;GM[1];B[pd]\n(;W[dp];B[cc])\n(;W[pp])\n(;W[dd]))');
    });
    it('does nothing at the ends', () => {
      const { coll, at } = open(text);
      assert.deepEqual(moveVariation(coll, at(';W[dp]'), 'up').edits, []);
      assert.deepEqual(moveVariation(coll, at(';W[pp]'), 'down').edits, []);
    });
    it('does nothing without a branch above the node', () => {
      const plain = '(;GM[1];B[aa];W[bb])';
      const { coll, at } = open(plain);
      assert.deepEqual(moveVariation(coll, at(';W[bb]'), 'up').edits, []);
    });
    it('moves the nearest branch, not an outer one', () => {
      const nested = '(;GM[1](;B[aa](;W[bb])(;W[cc]))(;B[dd]))';
      const { coll, at } = open(nested);
      assert.equal(after(nested, moveVariation(coll, at(';W[cc]'), 'up')), '(;GM[1](;B[aa](;W[cc])(;W[bb]))(;B[dd]))');
      assert.equal(after(nested, moveVariation(coll, at(';B[aa]'), 'down')), '(;GM[1](;B[dd])(;B[aa](;W[bb])(;W[cc])))');
    });
    it('refuses malformed variations', () => {
      const broken = '(;GM[1](;B[aa])((;B[bb])))';
      const coll = parse(broken);
      assert.equal(moveVariation(coll, coll.games[0].children[1], 'up').error?.code, 'malformed-tree');
    });
  });
});
