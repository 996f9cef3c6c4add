import * as assert from 'node:assert/strict';
import { addPropertyValue, combineEdits, removeProperty, removePropertyValue, setProperty } from '../../../src/sgf/edit';
import { GAME_CRLF, after, open } from './edit.helpers';

describe('sgf edit: properties', () => {
  describe('setProperty', () => {
    it('keeps a new property apart from an identifier without a value at the end of the node (no HAPB[…])', () => {
      const text = '(;GM[1]SZ[19]HA;B[pd]C;W[dd])';
      const { coll, at } = open(text);
      assert.equal(after(text, setProperty(coll, at(';GM'), 'PB', ['Lee'])), '(;GM[1]SZ[19]HA PB[Lee];B[pd]C;W[dd])');
      assert.equal(after(text, setProperty(coll, at(';B'), 'TR', ['dd'])), '(;GM[1]SZ[19]HA;B[pd]C TR[dd];W[dd])');
      assert.equal(after(text, setProperty(coll, at(';W'), 'TR', ['dd'])), '(;GM[1]SZ[19]HA;B[pd]C;W[dd]TR[dd])');
    });
    it('replaces only the value that changed, between its brackets', () => {
      const { coll, at } = open(GAME_CRLF);
      const r = setProperty(coll, at(';GM'), 'KM', ['7.5']);
      assert.deepEqual(r.edits, [{ offset: GAME_CRLF.indexOf('6.50'), length: 4, text: '7.5' }]);
      assert.equal(
        after(GAME_CRLF, r),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[7.5]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
          ';W[oc]\r\n' +
          '(;B[cp];W[eq])\r\n' +
          '(;B[qo]LB[qo:A][pp:B]))\r\n',
      );
    });
    it('replaces a comment full of escapes, writing line breaks as CRLF', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.equal(
        after(GAME_CRLF, setProperty(coll, at(';B[pq]'), 'C', ['new \\] text\nline two'])),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]C[new \\] text\r\nline two]\r\n' +
          ';W[oc]\r\n' +
          '(;B[cp];W[eq])\r\n' +
          '(;B[qo]LB[qo:A][pp:B]))\r\n',
      );
    });
    it("adds a missing property at the node's end", () => {
      const text = '(;GM[1];B[aa]\n;W[bb])';
      const { coll, at } = open(text);
      assert.equal(after(text, setProperty(coll, at(';B[aa]'), 'C', ['Good move'])), '(;GM[1];B[aa]C[Good move]\n;W[bb])');
    });
    it('adds a property to an empty node', () => {
      const text = '(;GM[1];;W[bb])';
      const { coll, at } = open(text);
      assert.equal(after(text, setProperty(coll, at(';;'), 'C', ['x'])), '(;GM[1];C[x];W[bb])');
    });
    it('rewrites all values when their number changes, keeping the property in place', () => {
      const text = '(;GM[1]AB[aa][bb] C[x])';
      const { coll, at } = open(text);
      assert.equal(after(text, setProperty(coll, at(';GM'), 'AB', ['cc'])), '(;GM[1]AB[cc] C[x])');
      assert.equal(after(text, setProperty(coll, at(';GM'), 'AB', ['aa', 'bb', 'cc'])), '(;GM[1]AB[aa][bb][cc] C[x])');
    });
    it('keeps the layout between values when only one changes', () => {
      const text = '(;GM[1]AB[aa]\n  [bb]\n  [cc])';
      const { coll, at } = open(text);
      assert.equal(after(text, setProperty(coll, at(';GM'), 'AB', ['aa', 'dd', 'cc'])), '(;GM[1]AB[aa]\n  [dd]\n  [cc])');
    });
    it('removes repeated properties after the first', () => {
      const text = '(;GM[1]C[one]B[aa]C[two])';
      const { coll, at } = open(text);
      assert.equal(after(text, setProperty(coll, at(';GM'), 'C', ['three'])), '(;GM[1]C[three]B[aa])');
    });
    it('sets a legacy mixed-case property by its FF[4] id, keeping the written id', () => {
      const text = '(;GaMe[1]PlayerBlack[Honinbo])';
      const { coll, at } = open(text);
      assert.equal(after(text, setProperty(coll, at(';GaMe'), 'PB', ['Shusaku'])), '(;GaMe[1]PlayerBlack[Shusaku])');
    });
    it('with no values removes the property', () => {
      const text = '(;GM[1]C[x])';
      const { coll, at } = open(text);
      assert.equal(after(text, setProperty(coll, at(';GM'), 'C', [])), '(;GM[1])');
    });
    it('does nothing when the values are already there', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.deepEqual(setProperty(coll, at(';GM'), 'SZ', ['19']).edits, []);
    });
    it('lays out a long list within a column: a new one on lines of its own, one replaced from where its values start', () => {
      const points = (n: number) => Array.from({ length: n }, (_, k) => `a${String.fromCharCode(97 + k)}`);
      const text = '(;GM[1]SZ[19]\r\n;B[aa];W[bb])';
      const { coll, at } = open(text);
      const layout = { wrapColumn: 24 };
      // Short enough for what is left of the line: it stays there, as without a layout.
      assert.equal(after(text, setProperty(coll, at(';W[bb]'), 'TB', points(2), layout)), '(;GM[1]SZ[19]\r\n;B[aa];W[bb]TB[aa][ab])');
      assert.equal(
        after(text, setProperty(coll, at(';W[bb]'), 'TB', points(7), layout)),
        '(;GM[1]SZ[19]\r\n;B[aa];W[bb]\r\nTB[aa][ab][ac][ad][ae]\r\n[af][ag])',
      );
      const marked = '(;GM[1]\n;B[aa]TB[aa][ab][ac])';
      const edit = open(marked);
      assert.equal(after(marked, setProperty(edit.coll, edit.at(';B[aa]'), 'TB', points(6), layout)), '(;GM[1]\n;B[aa]TB[aa][ab][ac][ad]\n[ae][af])');
    });
  });

  describe('removeProperty', () => {
    const cases: [string, string, string, string, string][] = [
      ['a property between others on one line', '(;GM[1]FF[4]SZ[19])', ';GM', 'FF', '(;GM[1]SZ[19])'],
      ['the first property, with the whitespace after it', '(;C[x] GM[1])', ';C', 'C', '(;GM[1])'],
      ['the only property', '(;GM[1];C[x];B[aa])', ';C', 'C', '(;GM[1];;B[aa])'],
      ['a property that ends a line, with its line break', '(;GM[1]\nDT[2024]\nPB[x])', ';GM', 'DT', '(;GM[1]\nPB[x])'],
      ['a property that starts a line followed by another on it', '(;GM[1]\r\nPW[a]PB[b]\r\nKM[6.5])', ';GM', 'PW', '(;GM[1]\r\nPB[b]\r\nKM[6.5])'],
      ['the last property of the node', '(;GM[1] SZ[19]\n;B[aa])', ';GM', 'SZ', '(;GM[1]\n;B[aa])'],
      ['every copy of a repeated property', '(;GM[1]C[a] B[aa] C[b])', ';GM', 'C', '(;GM[1] B[aa])'],
      ['adjacent copies', '(;GM[1]\nC[a]\nC[b]\nB[aa])', ';GM', 'C', '(;GM[1]\nB[aa])'],
      ['a property with several values', '(;GM[1]AB[aa][bb]\n[cc]AW[dd])', ';GM', 'AB', '(;GM[1]AW[dd])'],
      ['nothing when the property is absent', '(;GM[1])', ';GM', 'C', '(;GM[1])'],
    ];
    for (const [name, before, marker, id, expected] of cases) {
      it(`removes ${name}`, () => {
        const { coll, at } = open(before);
        assert.equal(after(before, removeProperty(coll, at(marker), id)), expected);
      });
    }
    it('removes the escaped comment of the CRLF fixture and nothing else', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.equal(
        after(GAME_CRLF, removeProperty(coll, at(';B[pq]'), 'C')),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]\r\n' +
          ';W[oc]\r\n' +
          '(;B[cp];W[eq])\r\n' +
          '(;B[qo]LB[qo:A][pp:B]))\r\n',
      );
    });
  });

  describe('addPropertyValue', () => {
    it('appends a point after the last value', () => {
      const text = '(;GM[1]AB[aa][bb]C[x])';
      const { coll, at } = open(text);
      assert.equal(after(text, addPropertyValue(coll, at(';GM'), 'AB', 'cc')), '(;GM[1]AB[aa][bb][cc]C[x])');
    });
    it("creates the property at the node's end", () => {
      const text = '(;GM[1];B[aa])';
      const { coll, at } = open(text);
      assert.equal(after(text, addPropertyValue(coll, at(';B[aa]'), 'TR', 'aa')), '(;GM[1];B[aa]TR[aa])');
    });
    it('does nothing for a point already listed', () => {
      const text = '(;GM[1]AB[aa][bb])';
      const { coll, at } = open(text);
      assert.deepEqual(addPropertyValue(coll, at(';GM'), 'AB', 'bb').edits, []);
    });
    it('does nothing for a point inside a compressed rectangle', () => {
      const text = '(;GM[1]AB[aa:cc])';
      const { coll, at } = open(text);
      assert.deepEqual(addPropertyValue(coll, at(';GM'), 'AB', 'bb').edits, []);
      assert.deepEqual(addPropertyValue(coll, at(';GM'), 'AB', 'cc').edits, []);
    });
    it('adds a label (a composed value) to the CRLF fixture', () => {
      const { coll, at } = open(GAME_CRLF);
      assert.equal(
        after(GAME_CRLF, addPropertyValue(coll, at(';B[qo]'), 'LB', 'dd:C')),
        '(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n' +
          'RU[Japanese]SZ[19]KM[6.50]\r\n' +
          'PW[Go Seigen]PB[Kitani Minoru]DT[1933-10-16]\r\n' +
          ';B[qd];W[dc];B[pq]C[3-4 point: "komoku\\]" and C:\\\\path\\\r\nsoft break\r\nhard break]\r\n' +
          ';W[oc]\r\n' +
          '(;B[cp];W[eq])\r\n' +
          '(;B[qo]LB[qo:A][pp:B][dd:C]))\r\n',
      );
    });
  });

  describe('removePropertyValue', () => {
    const cases: [string, string, string, string, string][] = [
      ['a middle value', '(;GM[1]AB[aa][bb][cc])', 'AB', 'bb', '(;GM[1]AB[aa][cc])'],
      ['the first value with the space after it', '(;GM[1]AB[aa] [bb])', 'AB', 'aa', '(;GM[1]AB[bb])'],
      ['the last value with the space before it', '(;GM[1]AB[aa] [bb])', 'AB', 'bb', '(;GM[1]AB[aa])'],
      ['the only value: the whole property', '(;GM[1]AB[aa]AW[bb])', 'AB', 'aa', '(;GM[1]AW[bb])'],
      [
        'a point from the middle of a rectangle, rewriting only that value',
        '(;GM[1]AB[dd][aa:cc][ee])',
        'AB',
        'bb',
        '(;GM[1]AB[dd][aa:ca][ab:ac][cb:cc][bc][ee])',
      ],
      ['a corner of a rectangle', '(;GM[1]AB[aa:bb])', 'AB', 'aa', '(;GM[1]AB[ba:bb][ab])'],
      ['an end of a row rectangle', '(;GM[1]AB[aa:ca])', 'AB', 'ca', '(;GM[1]AB[aa:ba])'],
      ['one point of a two-point rectangle', '(;GM[1]TR[aa:ab]SQ[cc])', 'TR', 'ab', '(;GM[1]TR[aa]SQ[cc])'],
      ['a point from a rectangle written with swapped corners', '(;GM[1]AB[ba:ab])', 'AB', 'bb', '(;GM[1]AB[aa:ba][ab])'],
      ['a 1x1 rectangle', '(;GM[1]AB[aa:aa][bb])', 'AB', 'aa', '(;GM[1]AB[bb])'],
      ['a point listed twice', '(;GM[1]AB[aa][bb][aa])', 'AB', 'aa', '(;GM[1]AB[bb])'],
      ['a point both listed and inside a rectangle', '(;GM[1]AB[aa]\n[aa:ba])', 'AB', 'aa', '(;GM[1]AB[ba])'],
      ['nothing when the point is not there', '(;GM[1]AB[aa:bb])', 'AB', 'cc', '(;GM[1]AB[aa:bb])'],
      ['a label by its exact value', '(;GM[1]LB[aa:A][bb:B])', 'LB', 'aa:A', '(;GM[1]LB[bb:B])'],
    ];
    for (const [name, before, id, value, expected] of cases) {
      it(`removes ${name}`, () => {
        const { coll, at } = open(before);
        assert.equal(after(before, removePropertyValue(coll, at(';GM'), id, value)), expected);
      });
    }
  });

  describe('several actions as one edit', () => {
    it('turns a white setup stone black: remove from AW and add to AB in one edit list', () => {
      const text = '(;GM[1]AB[aa]AW[bb][cc])';
      const { coll, at } = open(text);
      const edits = combineEdits(removePropertyValue(coll, at(';GM'), 'AW', 'bb').edits, addPropertyValue(coll, at(';GM'), 'AB', 'bb').edits);
      assert.ok(edits !== null);
      assert.equal(after(text, { edits }), '(;GM[1]AB[aa][bb]AW[cc])');
    });
  });
});
