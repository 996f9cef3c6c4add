import * as assert from 'node:assert/strict';
import { addMove, addNode } from '../../../src/sgf/edit';
import { GAME_CRLF, after, open } from './edit.helpers';

const S19 = { width: 19, height: 19 };

describe('sgf edit: addMove and addNode', () => {
  describe('on a node without children', () => {
    it('appends ;B[xx] right after the node', () => {
      const text = '(;GM[1]SZ[19];B[pd];W[dp])';
      const { coll, at } = open(text);
      const r = addMove(coll, at(';W[dp]'), 'B', [15, 15], S19);
      assert.equal(after(text, r), '(;GM[1]SZ[19];B[pd];W[dp];B[pp])');
      assert.equal(r.newNodeOffset, 25);
    });
    it('appends to the root of an empty game', () => {
      const text = '(;GM[1]FF[4]SZ[9]\n)\n';
      const { coll, at } = open(text);
      assert.equal(after(text, addMove(coll, at(';GM'), 'B', [4, 4], { width: 9, height: 9 })), '(;GM[1]FF[4]SZ[9];B[ee]\n)\n');
    });
    it('writes a pass as B[], never tt', () => {
      const text = '(;GM[1];B[pd])';
      const { coll, at } = open(text);
      assert.equal(after(text, addMove(coll, at(';B[pd]'), 'W', null, S19)), '(;GM[1];B[pd];W[])');
    });
    it('appends to a leaf inside a variation, in a CRLF file', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.equal(
        after(GAME_CRLF, addMove(coll, at(';W[eq]'), 'B', [3, 16], S19)),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
          ';W[oc]\r\n' +
          '(;B[cp];W[eq];B[dq])\r\n' +
          '(;B[qo]LB[qo:A][pp:B]))\r\n',
      );
    });
    it('appends after a node whose last value holds escapes', () => {
      const text = '(;GM[1];B[aa]C[a \\] b \\\\])';
      const { coll, at } = open(text);
      assert.equal(after(text, addMove(coll, at(';B[aa]'), 'W', [1, 1], S19)), '(;GM[1];B[aa]C[a \\] b \\\\];W[bb])');
    });
  });

  describe('on a node whose children are variations', () => {
    it('adds (;B[xx]) after the last variation', () => {
      const text = '(;GM[1];B[pd](;W[dp])(;W[dd]))';
      const { coll, at } = open(text);
      const r = addMove(coll, at(';B[pd]'), 'W', [16, 16], S19);
      assert.equal(after(text, r), '(;GM[1];B[pd](;W[dp])(;W[dd])(;W[qq]))');
      assert.equal(r.newNodeOffset, 30);
    });
    it('repeats the whitespace that precedes the last variation (CRLF)', () => {
      const { coll, at } = open(GAME_CRLF);
      const r = addMove(coll, at(';W[oc]'), 'B', [2, 16], S19);
      assert.equal(
        after(GAME_CRLF, r),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
          ';W[oc]\r\n' +
          '(;B[cp];W[eq])\r\n' +
          '(;B[qo]LB[qo:A][pp:B])\r\n' +
          '(;B[cq]))\r\n',
      );
      assert.deepEqual(r.edits, [{ offset: GAME_CRLF.indexOf('[pp:B])') + 7, length: 0, text: '\r\n(;B[cq])' }]);
    });
    it('keeps indentation of indented variations', () => {
      const text = '(;GM[1]\n  (;B[aa])\n  (;B[bb])\n)';
      const { coll, at } = open(text);
      assert.equal(after(text, addMove(coll, at(';GM'), 'B', [2, 2], S19)), '(;GM[1]\n  (;B[aa])\n  (;B[bb])\n  (;B[cc])\n)');
    });
    it('adds a second variation after a single one', () => {
      const text = '(;GM[1](;B[aa];W[bb]))';
      const { coll, at } = open(text);
      assert.equal(after(text, addMove(coll, at(';GM'), 'B', [2, 2], S19)), '(;GM[1](;B[aa];W[bb])(;B[cc]))');
    });
  });

  describe('on a node whose sequence goes on', () => {
    it('wraps the rest of the sequence and adds the new variation before the tree closes', () => {
      const text = '(;GM[1];B[pd];W[dp];B[pp])';
      const { coll, at } = open(text);
      const r = addMove(coll, at(';B[pd]'), 'W', [3, 3], S19);
      assert.equal(after(text, r), '(;GM[1];B[pd](;W[dp];B[pp])(;W[dd]))');
      assert.deepEqual(r.edits, [
        { offset: 13, length: 0, text: '(' },
        { offset: 25, length: 0, text: ')(;W[dd])' },
      ]);
      assert.equal(r.newNodeOffset, 28);
    });
    it('puts the new variation after the subtrees already there, before trailing whitespace', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.equal(
        after(GAME_CRLF, addMove(coll, at(';W[dc]'), 'B', [2, 2], S19)),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc](;B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
          ';W[oc]\r\n' +
          '(;B[cp];W[eq])\r\n' +
          '(;B[qo]LB[qo:A][pp:B]))(;B[cc]))\r\n',
      );
    });
    it("wraps the root's sequence", () => {
      const text = '(;GM[1]\n;B[aa]\n;W[bb]\n)\n';
      const { coll, at } = open(text);
      assert.equal(after(text, addMove(coll, at(';GM'), 'B', [2, 2], S19)), '(;GM[1]\n(;B[aa]\n;W[bb])(;B[cc])\n)\n');
    });
  });

  describe('an existing move', () => {
    it('returns the child that already plays it, with no edits', () => {
      const { coll, at } = open(GAME_CRLF);
      const r = addMove(coll, at(';W[oc]'), 'B', [16, 14], S19);
      assert.deepEqual(r.edits, []);
      assert.equal(r.existingChild, at(';B[qo]'));
    });
    it('finds the next node of the sequence', () => {
      const text = '(;GM[1];B[pd]C[hi];W[dp])';
      const { coll, at } = open(text);
      assert.equal(addMove(coll, at(';GM'), 'B', [15, 3], S19).existingChild, at(';B[pd]'));
    });
    it('treats B[tt] as the pass it is on 19×19', () => {
      const text = '(;GM[1];B[tt])';
      const { coll, at } = open(text);
      assert.equal(addMove(coll, at(';GM'), 'B', null, S19).existingChild, at(';B[tt]'));
    });
    it('does not treat tt as a pass on 21×21', () => {
      const text = '(;GM[1]SZ[21];B[tt])';
      const { coll, at } = open(text);
      const r = addMove(coll, at(';GM'), 'B', null, { width: 21, height: 21 });
      assert.equal(r.existingChild, undefined);
      assert.equal(after(text, r), '(;GM[1]SZ[21](;B[tt])(;B[]))');
    });
    it('does not confuse colours', () => {
      const text = '(;GM[1];B[pd])';
      const { coll, at } = open(text);
      assert.equal(after(text, addMove(coll, at(';GM'), 'W', [15, 3], S19)), '(;GM[1](;B[pd])(;W[pd]))');
    });
  });

  describe('addNode', () => {
    it('adds a setup node with several properties', () => {
      const text = '(;GM[1];B[aa])';
      const { coll, at } = open(text);
      const r = addNode(coll, at(';B[aa]'), [
        { id: 'AB', values: ['bb', 'cc:dd'] },
        { id: 'C', values: ['set up'] },
      ]);
      assert.equal(after(text, r), '(;GM[1];B[aa];AB[bb][cc:dd]C[set up])');
    });
    it('adds an empty node', () => {
      const text = '(;GM[1])';
      const { coll, at } = open(text);
      assert.equal(after(text, addNode(coll, at(';GM'), [])), '(;GM[1];)');
    });
    it("writes line breaks in a value the document's way", () => {
      const text = '(;GM[1]\r\n;B[aa])';
      const { coll, at } = open(text);
      assert.equal(after(text, addNode(coll, at(';B[aa]'), [{ id: 'C', values: ['one\ntwo'] }])), '(;GM[1]\r\n;B[aa];C[one\r\ntwo])');
    });
    it('refuses to wrap a sequence whose tree is not closed', () => {
      const text = '(;GM[1];B[aa];W[bb]';
      const { coll, at } = open(text);
      assert.deepEqual(addNode(coll, at(';B[aa]'), [{ id: 'W', values: ['cc'] }]), {
        edits: [],
        error: { code: 'unclosed-tree', message: 'The game tree around this node is not closed with ")".' },
      });
    });
    it('still appends to a leaf of an unclosed tree', () => {
      const text = '(;GM[1];B[aa]';
      const { coll, at } = open(text);
      assert.equal(after(text, addNode(coll, at(';B[aa]'), [{ id: 'W', values: ['cc'] }])), '(;GM[1];B[aa];W[cc]');
    });
  });
});
