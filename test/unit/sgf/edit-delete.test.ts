import * as assert from 'node:assert/strict';
import { addMove, applyEdits, deleteSubtree } from '../../../src/sgf/edit';
import { parse } from '../../../src/sgf/parse';
import { GAME_CRLF, after, open } from './edit.helpers';

describe('sgf edit: deleteSubtree', () => {
  describe('a node inside a sequence', () => {
    it("removes it and the rest of its tree, keeping the tree's )", () => {
      const text = '(;GM[1];B[pd];W[dp](;B[pp])(;B[dd]))';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';W[dp]'))), '(;GM[1];B[pd])');
    });
    it('takes the whitespace before it and leaves the whitespace before the )', () => {
      const text = '(;GM[1]\n;B[pd]\n;W[dp]\n;B[pp]\n)\n';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';W[dp]'))), '(;GM[1]\n;B[pd]\n)\n');
    });
    it('removes the main line after a move of a CRLF file, comments and variations included', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.equal(
        after(GAME_CRLF, deleteSubtree(coll, at(';B[pq]'))),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc])\r\n',
      );
    });
    it('removes the last move of a variation', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.equal(
        after(GAME_CRLF, deleteSubtree(coll, at(';W[eq]'))),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
          ';W[oc]\r\n' +
          '(;B[cp])\r\n' +
          '(;B[qo]LB[qo:A][pp:B]))\r\n',
      );
    });
  });

  describe('a variation', () => {
    it('removes it with the separator before it, leaving the others wrapped', () => {
      const text = '(;GM[1];B[pd]\n(;W[dp])\n(;W[dd])\n(;W[pp]))';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';W[dd]'))), '(;GM[1];B[pd]\n(;W[dp])\n(;W[pp]))');
    });
    it('removes the first variation with the separator after it', () => {
      const text = '(;GM[1];B[pd]\n(;W[dp])\n(;W[dd])\n(;W[pp]))';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';W[dp]'))), '(;GM[1];B[pd]\n(;W[dd])\n(;W[pp]))');
    });
    it('unwraps the one variation left, so the sequence simply goes on (CRLF)', () => {
      const { coll, at } = open(GAME_CRLF);
      const r = deleteSubtree(coll, at(';B[qo]'));
      assert.equal(
        after(GAME_CRLF, r),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
          ';W[oc]\r\n' +
          ';B[cp];W[eq])\r\n',
      );
      const open1 = GAME_CRLF.indexOf('(;B[cp]');
      assert.deepEqual(r.edits, [
        { offset: open1, length: 1, text: '' },
        { offset: open1 + 13, length: 25, text: '' },
      ]);
    });
    it('unwraps the second variation when the first is deleted', () => {
      const text = '(;GM[1];B[pd](;W[dp];B[pp])(;W[dd](;B[cc])(;B[ee])))';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';W[dp]'))), '(;GM[1];B[pd];W[dd](;B[cc])(;B[ee]))');
    });
    it('removes a single variation without unwrapping anything', () => {
      const text = '(;GM[1];B[pd](;W[dp]))';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';W[dp]'))), '(;GM[1];B[pd])');
    });
    it("undoes addMove's wrapping: add a variation, delete it, get the original text", () => {
      const text = '(;GM[1];B[pd];W[dp];B[pp])';
      const first = open(text);
      const added = applyEdits(text, addMove(first.coll, first.at(';B[pd]'), 'W', [3, 3], { width: 19, height: 19 }).edits);
      assert.equal(added, '(;GM[1];B[pd](;W[dp];B[pp])(;W[dd]))');
      const second = open(added);
      assert.equal(after(added, deleteSubtree(second.coll, second.at(';W[dd]'))), text);
    });
  });

  describe('a game root', () => {
    it('removes that game and the line break after it', () => {
      const text = '(;GM[1]GN[one];B[aa])\n(;GM[1]GN[two];B[bb])\n(;GM[1]GN[three])\n';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';GM[1]GN[one]'))), '(;GM[1]GN[two];B[bb])\n(;GM[1]GN[three])\n');
      assert.equal(after(text, deleteSubtree(coll, at(';GM[1]GN[two]'))), '(;GM[1]GN[one];B[aa])\n(;GM[1]GN[three])\n');
    });
    it('removes the last game with the line break before it', () => {
      const text = '(;GM[1]GN[one])\r\n(;GM[1]GN[two])\r\n';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';GM[1]GN[two]'))), '(;GM[1]GN[one])\r\n');
    });
    it('removes the only game, leaving the text around it', () => {
      const text = '(;GM[1];B[aa])\n';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';GM'))), '\n');
    });
  });

  describe('broken text', () => {
    it('refuses to delete a variation among malformed trees', () => {
      const text = '(;GM[1](;B[aa])((;B[bb])))';
      const coll = parse(text);
      const node = coll.games[0].children[0];
      assert.deepEqual(deleteSubtree(coll, node).error?.code, 'malformed-tree');
    });
    it('deletes to the end of an unclosed tree', () => {
      const text = '(;GM[1];B[aa];W[bb]';
      const { coll, at } = open(text);
      assert.equal(after(text, deleteSubtree(coll, at(';W[bb]'))), '(;GM[1];B[aa]');
    });
  });
});
