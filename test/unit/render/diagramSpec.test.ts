import * as assert from 'node:assert/strict';
import { parseCrop, parseDiagramSpec, parseNumbers } from '../../../src/render/diagramSpec';

const USE = '(use game=, move=, numbers=, crop=, coordinates=)';

describe('render: diagram specs (move=42 numbers=31-42 crop=A1-K10 …)', () => {
  describe('parseDiagramSpec', () => {
    it('reads every key', () => {
      assert.deepEqual(parseDiagramSpec('move=42 numbers=31-42 crop=A1-K10 coordinates=off game=0'), {
        ok: true,
        value: { move: 42, numbers: { from: 31, to: 42 }, crop: 'A1-K10', coordinates: false, game: 0 },
      });
    });

    it('reads nothing as the default spec, whatever the spaces', () => {
      assert.deepEqual(parseDiagramSpec(''), { ok: true, value: {} });
      assert.deepEqual(parseDiagramSpec('  \t '), { ok: true, value: {} });
      assert.deepEqual(parseDiagramSpec('  move=3 \t game=1  '), { ok: true, value: { move: 3, game: 1 } });
    });

    it('reads keys in any case, coordinates as on/off, true/false, yes/no', () => {
      assert.deepEqual(parseDiagramSpec('MOVE=7 Coordinates=ON'), { ok: true, value: { move: 7, coordinates: true } });
      for (const [word, value] of [
        ['on', true],
        ['true', true],
        ['yes', true],
        ['off', false],
        ['false', false],
        ['NO', false],
      ] as const) {
        assert.deepEqual(parseDiagramSpec(`coordinates=${word}`), { ok: true, value: { coordinates: value } }, word);
      }
    });

    it('reads numbers= as a range, an open range or a start, and keeps crop= as written (checked later)', () => {
      assert.deepEqual(parseDiagramSpec('numbers=31'), { ok: true, value: { numbers: { from: 31, to: null } } });
      assert.deepEqual(parseDiagramSpec('numbers=31-'), { ok: true, value: { numbers: { from: 31, to: null } } });
      assert.deepEqual(parseDiagramSpec('crop=0,0-4,4'), { ok: true, value: { crop: '0,0-4,4' } });
      assert.deepEqual(parseDiagramSpec('crop=nonsense'), { ok: true, value: { crop: 'nonsense' } });
    });

    it('lets a later word win over an earlier one with the same key', () => {
      assert.deepEqual(parseDiagramSpec('move=1 move=2'), { ok: true, value: { move: 2 } });
    });

    it('refuses unknown keys and bare words, naming the word and the keys', () => {
      assert.deepEqual(parseDiagramSpec('move=3 size=9'), { ok: false, error: `unknown diagram option "size=9" ${USE}` });
      assert.deepEqual(parseDiagramSpec('move'), { ok: false, error: `unknown diagram option "move" ${USE}` });
      assert.deepEqual(parseDiagramSpec('{.class}'), { ok: false, error: `unknown diagram option "{.class}" ${USE}` });
      assert.deepEqual(parseDiagramSpec('=3'), { ok: false, error: `unknown diagram option "=3" ${USE}` });
    });

    it('refuses bad values, naming the value', () => {
      assert.deepEqual(parseDiagramSpec('move=x'), { ok: false, error: 'move= needs a whole number, not "x"' });
      assert.deepEqual(parseDiagramSpec('move='), { ok: false, error: 'move= needs a whole number, not ""' });
      assert.deepEqual(parseDiagramSpec('game=-1'), { ok: false, error: 'game= needs a whole number, not "-1"' });
      assert.deepEqual(parseDiagramSpec('game=1.5'), { ok: false, error: 'game= needs a whole number, not "1.5"' });
      assert.deepEqual(parseDiagramSpec('move=1234567'), { ok: false, error: 'move= needs a whole number, not "1234567"' });
      assert.deepEqual(parseDiagramSpec('numbers=42-31'), { ok: false, error: 'numbers= needs a move range such as 31-42 or 31, not "42-31"' });
      assert.deepEqual(parseDiagramSpec('numbers=0-5'), { ok: false, error: 'numbers= needs a move range such as 31-42 or 31, not "0-5"' });
      assert.deepEqual(parseDiagramSpec('coordinates=maybe'), { ok: false, error: 'coordinates= needs on or off, not "maybe"' });
    });

    it('reports the first bad word', () => {
      assert.deepEqual(parseDiagramSpec('move=x game=y'), { ok: false, error: 'move= needs a whole number, not "x"' });
    });
  });

  describe('parseNumbers', () => {
    it('reads A-B, A- and A (to the move shown), with spaces', () => {
      assert.deepEqual(parseNumbers('31-42'), { from: 31, to: 42 });
      assert.deepEqual(parseNumbers('31-'), { from: 31, to: null });
      assert.deepEqual(parseNumbers('31'), { from: 31, to: null });
      assert.deepEqual(parseNumbers(' 3 - 5 '), { from: 3, to: 5 });
      assert.deepEqual(parseNumbers('7-7'), { from: 7, to: 7 });
      assert.deepEqual(parseNumbers('1-999999'), { from: 1, to: 999999 });
    });

    it('is null for a range backwards, from 0, not numbers, or three parts', () => {
      for (const text of ['42-31', '0-5', '0', '', '-5', 'a-b', '1-2-3', '1,2', '1.5', '1234567']) assert.equal(parseNumbers(text), null, text);
    });
  });

  describe('parseCrop', () => {
    const region = (x1: number, y1: number, x2: number, y2: number) => ({ ok: true, value: { x1, y1, x2, y2 } });

    it('reads Go point names in either corner order and in lower case (A1-K10 on 19×19: columns A–K, rows 10–1)', () => {
      for (const text of ['A1-K10', 'K10-A1', 'a1-k10', 'A10-K1', 'k1-a10', ' A1 - K10 ']) assert.deepEqual(parseCrop(text, 19, 19), region(0, 9, 9, 18), text);
    });

    it('skips I in Go column names (J is the ninth column)', () => {
      assert.deepEqual(parseCrop('A19-J15', 19, 19), region(0, 0, 8, 4));
      assert.equal(parseCrop('A19-I15', 19, 19).ok, false);
    });

    it('reads SGF letters (aa-jj) in either order', () => {
      assert.deepEqual(parseCrop('aa-jj', 19, 19), region(0, 0, 9, 9));
      assert.deepEqual(parseCrop('jj-aa', 19, 19), region(0, 0, 9, 9));
      assert.deepEqual(parseCrop('ja-aj', 19, 19), region(0, 0, 9, 9));
    });

    it('reads 0-based x,y-x,y points in either order, with spaces', () => {
      assert.deepEqual(parseCrop('0,0-9,9', 19, 19), region(0, 0, 9, 9));
      assert.deepEqual(parseCrop('9,0-0,9', 19, 19), region(0, 0, 9, 9));
      assert.deepEqual(parseCrop(' 2 , 3 - 4 , 1 ', 5, 5), region(2, 1, 4, 3));
      assert.deepEqual(parseCrop('3,3-3,3', 5, 5), region(3, 3, 3, 3));
    });

    it('reads a rectangular board (5×3: rows 1–3 from the bottom)', () => {
      assert.deepEqual(parseCrop('A1-E3', 5, 3), region(0, 0, 4, 2));
      assert.deepEqual(parseCrop('B2-C3', 5, 3), region(1, 0, 2, 1));
      assert.deepEqual(parseCrop('0,0-4,2', 5, 3), region(0, 0, 4, 2));
    });

    it('reads 52×52 names (AA is column 26, BB the last) and SGF capitals', () => {
      assert.deepEqual(parseCrop('AA52-BB1', 52, 52), region(25, 0, 51, 51));
      assert.deepEqual(parseCrop('bb1-aa52', 52, 52), region(25, 0, 51, 51));
      assert.deepEqual(parseCrop('Z26-AZ1', 52, 52), region(24, 26, 49, 51));
      assert.deepEqual(parseCrop('aZ-ZZ', 52, 52), region(0, 51, 51, 51));
    });

    it('refuses points off the board, naming the board', () => {
      assert.deepEqual(parseCrop('A1-Z30', 19, 19), { ok: false, error: 'crop "A1-Z30" is not two points on this 19×19 board' });
      assert.deepEqual(parseCrop('A1-T20', 19, 19), { ok: false, error: 'crop "A1-T20" is not two points on this 19×19 board' });
      assert.deepEqual(parseCrop('0,0-19,0', 19, 19), { ok: false, error: 'crop "0,0-19,0" is not two points on this 19×19 board' });
      assert.deepEqual(parseCrop('0,0-4,3', 5, 3), { ok: false, error: 'crop "0,0-4,3" is not two points on this 5×3 board' });
      assert.deepEqual(parseCrop('A1-F1', 5, 3), { ok: false, error: 'crop "A1-F1" is not two points on this 5×3 board' });
      assert.deepEqual(parseCrop('aa-tt', 19, 19), { ok: false, error: 'crop "aa-tt" is not two points on this 19×19 board' });
      assert.deepEqual(parseCrop('A1-BC1', 52, 52), { ok: false, error: 'crop "A1-BC1" is not two points on this 52×52 board' });
      assert.deepEqual(parseCrop('A1-pass', 19, 19), { ok: false, error: 'crop "A1-pass" is not two points on this 19×19 board' });
    });

    it('refuses anything but two corners', () => {
      for (const text of ['A1', '', 'A1-B2-C3', '0,0', '0,0-1,1-2,2']) {
        assert.deepEqual(parseCrop(text, 19, 19), { ok: false, error: `crop= needs two corners such as A1-K10 or 0,0-9,9, not "${text}"` }, text);
      }
    });
  });
});
