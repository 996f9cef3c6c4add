import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCollection } from '../../../src/game/check';
import { GameReplay } from '../../../src/game/replay';
import { parse } from '../../../src/sgf/parse';
import { MAX_DIAGNOSTICS_PER_CODE } from '../../../src/sgf/parseDiagnostics';

const text = (name: string) => readFileSync(join(__dirname, '../../fixtures/game', name), 'utf8');

describe('checkCollection', () => {
  it('reports an illegal move in a variation at its value span, with the move number and Go coordinates', () => {
    const src = text('variations.sgf');
    const diagnostics = checkCollection(parse(src));
    const start = src.indexOf('W[cc]') + 1;
    assert.deepEqual(diagnostics, [
      {
        span: { start, end: start + 4 },
        severity: 'warning',
        code: 'illegal-move-occupied',
        message: 'Move 2: White at C3 (cc) is illegal: occupied',
      },
    ]);
  });

  it('reports a ko retake', () => {
    const src = text('ko-retake.sgf');
    const d = checkCollection(parse(src));
    assert.deepEqual(
      d.map((x) => [x.code, x.message, src.slice(x.span.start, x.span.end)]),
      [['illegal-move-ko', 'Move 2: White at B4 (bb) is illegal: ko', '[bb]']],
    );
  });

  it('leaves a ko retake marked KO[] alone (the spec: play it even if illegal), but not a move off the board', () => {
    const src = text('ko-retake.sgf').replace(';W[bb]', ';W[bb]KO[]');
    assert.deepEqual(checkCollection(parse(src)), []);
    // goban replay says the same.
    const illegalIn = (sgf: string): string[] => {
      const found: string[] = [];
      GameReplay.open(parse(sgf)).replayMainLine((move, _color, _point, reason) => found.push(`${move} ${reason}`));
      return found;
    };
    assert.deepEqual([illegalIn(src), illegalIn(text('ko-retake.sgf'))], [[], ['2 ko']]);
    const offBoard = '(;GM[1]SZ[5];B[gg]KO[])';
    assert.deepEqual(
      checkCollection(parse(offBoard)).map((x) => x.code),
      ['illegal-move-offboard'],
    );
  });

  it('finds nothing in a clean game', () => {
    assert.deepEqual(checkCollection(parse(text('corner-capture.sgf'))), []);
  });

  it('reports spec violations: B and W in one node, setup in a move node, duplicate property, off-board point', () => {
    const src = '(;SZ[5];B[aa]W[bb];B[cc]AB[dd];C[x]C[y];AW[zz])';
    const d = checkCollection(parse(src));
    assert.deepEqual(
      d.map((x) => [x.severity, x.code, src.slice(x.span.start, x.span.end)]),
      [
        ['warning', 'two-moves', 'W[bb]'],
        ['warning', 'move-and-setup', 'AB[dd]'],
        ['error', 'duplicate-property', 'C[y]'],
        ['error', 'offboard-point', '[zz]'],
      ],
    );
  });

  it('reports a malformed SZ at its value', () => {
    const src = '(;SZ[60];B[aa])';
    const d = checkCollection(parse(src));
    assert.deepEqual(
      d.map((x) => [x.code, src.slice(x.span.start, x.span.end)]),
      [['invalid-size', '[60]']],
    );
  });

  it('reports an off-board move as an error and a malformed one too', () => {
    const src = '(;SZ[5];B[ff];W[a])';
    const d = checkCollection(parse(src));
    assert.deepEqual(
      d.map((x) => [x.severity, x.code, x.message]),
      [
        ['error', 'illegal-move-offboard', 'Move 1: Black\'s point "ff" is off the 5×5 board'],
        ['error', 'illegal-move-malformed', 'Move 2: White\'s point "a" is not a point'],
      ],
    );
  });

  it('checks a 100,000-node deep variation chain without overflowing the stack', () => {
    const depth = 100_000;
    const parts: string[] = ['(;SZ[19]'];
    for (let i = 0; i < depth; i++) parts.push(`(;${i % 2 ? 'W' : 'B'}[${i % 2 ? 'aa' : 'bb'}]`);
    parts.push(')'.repeat(depth + 1));
    const d = checkCollection(parse(parts.join('')));
    assert.equal(d.length, MAX_DIAGNOSTICS_PER_CODE + 1);
    assert.equal(d[MAX_DIAGNOSTICS_PER_CODE].message, `${depth - 2 - MAX_DIAGNOSTICS_PER_CODE} more "illegal-move-occupied" problems are not shown.`);
  });

  it('checks each of 100 variations from its own position: a capture in one is not seen by the next, copied or replayed', () => {
    // After B B5, W A5: each variation but two captures A5 with B A4; the 2nd and the 100th play B A5, occupied there.
    const variations = Array.from({ length: 100 }, (_, i) => (i === 1 || i === 99 ? '(;B[aa])' : '(;B[ab];W[bb])'));
    const src = `(;SZ[5];B[ba];W[aa]${variations.join('')})`;
    const d = checkCollection(parse(src));
    const first = src.indexOf('(;B[aa])') + 3;
    const last = src.lastIndexOf('(;B[aa])') + 3;
    assert.deepEqual(d, [
      { span: { start: first, end: first + 4 }, severity: 'warning', code: 'illegal-move-occupied', message: 'Move 3: Black at A5 (aa) is illegal: occupied' },
      { span: { start: last, end: last + 4 }, severity: 'warning', code: 'illegal-move-occupied', message: 'Move 3: Black at A5 (aa) is illegal: occupied' },
    ]);
  });

  it('lists 200 illegal moves of one kind, then one note of how many more there are at the first one left out', () => {
    const head = '(;SZ[9];B[ee]';
    const moves = [head];
    for (let i = 0; i < 250; i++) moves.push(i % 2 ? ';B[ee]' : ';W[ee]');
    moves.push(';W[a])');
    const src = moves.join('');
    const d = checkCollection(parse(src));
    const occupied = d.filter((x) => x.code === 'illegal-move-occupied');
    assert.equal(occupied.length, 200);
    assert.equal(occupied[199].message, 'Move 201: Black at E5 (ee) is illegal: occupied');
    const valueOfMove202 = head.length + 6 * 200 + 2;
    assert.deepEqual(
      d.filter((x) => x.code !== 'illegal-move-occupied'),
      [
        {
          span: { start: src.length - 4, end: src.length - 1 },
          severity: 'error',
          code: 'illegal-move-malformed',
          message: 'Move 252: White\'s point "a" is not a point',
        },
        {
          span: { start: valueOfMove202, end: valueOfMove202 + 4 },
          severity: 'information',
          code: 'too-many-problems',
          message: '50 more "illegal-move-occupied" problems are not shown.',
        },
      ],
    );
  });

  it('checks a move node that is not a plain move in full, and finds an illegal plain move after it', () => {
    const src = '(;SZ[5];B[aa][bb];W[aa])';
    assert.deepEqual(checkCollection(parse(src)), [
      {
        span: { start: 13, end: 17 },
        severity: 'warning',
        code: 'too-many-values',
        message: 'B takes one value, not 2: readers keep only the first',
      },
      { span: { start: 19, end: 23 }, severity: 'warning', code: 'illegal-move-occupied', message: 'Move 2: White at A5 (aa) is illegal: occupied' },
    ]);
  });
});
