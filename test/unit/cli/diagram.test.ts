import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, spawnCli } from '../../support/cliRun';

/** Runs the CLI in-process: exit code, stdout text, stderr. */
const run = (...argv: string[]) => runCli(argv);

const fx = (dir: string, name: string) => join(__dirname, '../../fixtures', dir, name);

/** Text from lines, as the CLI ends it. */
function text(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

/** The stones of an SVG as "x,y:colour", row by row. */
function stonesOf(svg: string): string[] {
  return [...svg.matchAll(/<g data-vertex="([^"]*)" data-color="([BW])"/g)].map((m) => `${m[1]}:${m[2]}`);
}

// 1 B B5, 2 W A5, 3 B A4 captures 2, 4 W D2, 5 B D3, 6 W C2, 7 B B4, 8 W C1, 9 B A5 (where 2 stood), 10 W E1.
const captures = fx('render', 'capture-sequence.sgf');
// 30 moves on 9×9, no captures: Black rows 8 then 6, White rows 4 then 2, each from the left.
const rows30 = fx('render', 'rows-30.sgf');

describe('goban diagram', () => {
  it('prints the end of the main line as a $$ diagram (--format ascii, no coordinates by default)', () => {
    assert.deepEqual(run('diagram', captures, '--format', 'ascii'), {
      code: 0,
      stderr: '',
      stdout: text(
        '$$B',
        '$$ +-----------+',
        '$$ | X X . . . |',
        '$$ | X X . . . |',
        '$$ | . . . X . |',
        '$$ | . . O O . |',
        '$$ | . . O . O |',
        '$$ +-----------+',
      ),
    });
  });

  it('numbers --numbers 1-10 with "9 at 2" for the move on the captured stone 2', () => {
    assert.equal(
      run('diagram', captures, '--format', 'ascii', '--numbers', '1-10').stdout,
      text(
        '$$B',
        '$$ +-----------+',
        '$$ | 2 1 . . . |',
        '$$ | 3 7 . . . |',
        '$$ | . . . 5 . |',
        '$$ | . . 6 4 . |',
        '$$ | . . 8 . 0 |',
        '$$ +-----------+',
        '9 at 2',
      ),
    );
  });

  it('shows the position after --move N', () => {
    assert.equal(
      run('diagram', captures, '--format', 'ascii', '--move', '2').stdout,
      text('$$B', '$$ +-----------+', '$$ | O X . . . |', '$$ | . . . . . |', '$$ | . . . . . |', '$$ | . . . . . |', '$$ | . . . . . |', '$$ +-----------+'),
    );
  });

  it('splits --numbers 1-25 into three $$ diagrams of at most 10 moves (1–10, 11–20, 21–25), a blank line apart', () => {
    const { code, stdout } = run('diagram', rows30, '--format', 'ascii', '--numbers', '1-25');
    assert.equal(code, 0);
    const edge = '$$ +-------------------+';
    const empty = '$$ | . . . . . . . . . |';
    const stars = '$$ | . . , . . . , . . |';
    const centre = '$$ | . . . . , . . . . |';
    assert.equal(
      stdout,
      text(
        ...['$$B', edge, empty, '$$ | 1 3 5 7 9 . . . . |', stars, empty, centre, '$$ | 2 4 6 8 0 . . . . |', stars, empty, empty, edge, ''],
        ...[
          '$$Bm11',
          edge,
          empty,
          '$$ | X X X X X 1 3 5 7 |',
          stars,
          '$$ | 9 . . . . . . . . |',
          centre,
          '$$ | O O O O O 2 4 6 8 |',
          stars,
          '$$ | 0 . . . . . . . . |',
          empty,
          edge,
          '',
        ],
        ...[
          '$$Bm21',
          edge,
          empty,
          '$$ | X X X X X X X X X |',
          stars,
          '$$ | X 1 3 5 . . . . . |',
          centre,
          '$$ | O O O O O O O O O |',
          stars,
          '$$ | O 2 4 . . . . . . |',
          empty,
          edge,
        ],
      ),
    );
  });

  it('draws one SVG for the whole --numbers range', () => {
    const { code, stdout } = run('diagram', rows30, '--numbers', '1-25');
    assert.equal(code, 0);
    assert.equal((stdout.match(/<svg /g) ?? []).length, 1);
    assert.equal((stdout.match(/class="goban-number"/g) ?? []).length, 25);
  });

  it('crops with --crop x1,y1-x2,y2 or Go names, the same region either way', () => {
    const numeric = run('diagram', rows30, '--format', 'ascii', '--crop', '0,0-4,4');
    assert.equal(numeric.stdout, text('$$B9', '$$ +----------', '$$ | . . . . .', '$$ | X X X X X', '$$ | . . , . .', '$$ | X X X X X', '$$ | . . . . ,'));
    assert.deepEqual(run('diagram', rows30, '--format', 'ascii', '--crop', 'A9-E5'), numeric);
    assert.deepEqual(run('diagram', rows30, '--format', 'ascii', '--crop', 'e5-a9'), numeric);
    assert.deepEqual(run('diagram', rows30, '--crop', 'A9-E5'), run('diagram', rows30, '--crop', '4,4-0,0'));
  });

  it('prints SVG by default: one <svg data-goban-diagram> with a stone per stone of the position, coordinates on', () => {
    const { code, stdout, stderr } = run('diagram', captures);
    assert.deepEqual([code, stderr], [0, '']);
    assert.ok(stdout.startsWith('<svg xmlns="http://www.w3.org/2000/svg" data-goban-diagram=""'));
    assert.ok(stdout.endsWith('</svg>\n'));
    assert.deepEqual(stonesOf(stdout), ['0,0:B', '1,0:B', '0,1:B', '1,1:B', '3,2:B', '2,3:W', '3,3:W', '2,4:W', '4,4:W']);
    assert.match(stdout, /class="goban-coordinates"/);
    assert.match(stdout, /<circle class="goban-last-move" cx="4" cy="4"/);
    assert.match(stdout, /fill="#dcb35c"/);
  });

  it('takes --colors print and --coordinates off for SVG, --coordinates on for ASCII', () => {
    const svg = run('diagram', captures, '--colors', 'print', '--coordinates', 'off').stdout;
    assert.match(svg, /<rect class="goban-board" x="-0.6" y="-0.6" width="5.2" height="5.2" fill="#ffffff"\/>/);
    assert.equal(svg.includes('goban-coordinates'), false);
    assert.equal(run('diagram', captures, '--format', 'ascii', '--coordinates', 'on').stdout.split('\n')[0], '$$Bc5');
  });

  it('chooses --game N (0-based)', () => {
    const r = spawnCli(['diagram', '-', '--game', '1', '--format', 'ascii'], '(;SZ[3];B[aa])(;SZ[3];W[cc])');
    assert.deepEqual([r.status, r.stdout, r.stderr], [0, text('$$B', '$$ +-------+', '$$ | . . . |', '$$ | . . . |', '$$ | . . O |', '$$ +-------+'), '']);
  });

  it('reads the SGF from standard input with -', () => {
    const r = spawnCli(['diagram', '-', '--format', 'ascii', '--numbers', '1-3'], readFileSync(captures, 'utf8'));
    assert.deepEqual(
      [r.status, r.stdout, r.stderr],
      [
        0,
        text('$$B', '$$ +-----------+', '$$ | 2 1 . . . |', '$$ | 3 . . . . |', '$$ | . . . . . |', '$$ | . . . . . |', '$$ | . . . . . |', '$$ +-----------+'),
        '',
      ],
    );
  });

  it('draws a move off the board in the numbered range like a pass (no internal error)', () => {
    const r = spawnCli(['diagram', '-', '--format', 'ascii', '--numbers', '1-3'], '(;SZ[3];B[aa];W[az];B[bb])');
    assert.deepEqual(
      [r.status, r.stdout, r.stderr],
      [0, text('$$B', '$$ +-------+', '$$ | 1 . . |', '$$ | . 3 . |', '$$ | . . . |', '$$ +-------+', '2 pass'), ''],
    );
  });

  describe('errors: one line on stderr, nothing on stdout', () => {
    const cases: Array<[string, string[], number, string]> = [
      ['a bad --format is bad usage', [rows30, '--format', 'png'], 2, 'goban: --format must be svg or ascii, not "png" (see goban --help)'],
      ['bad --colors', [rows30, '--colors', 'blue'], 2, 'goban: --colors must be wood or print, not "blue" (see goban --help)'],
      ['bad --coordinates', [rows30, '--coordinates', 'yes'], 2, 'goban: --coordinates must be on or off, not "yes" (see goban --help)'],
      ['bad --numbers', [rows30, '--numbers', '5-3'], 2, 'goban: --numbers takes a move range such as 31-42, not "5-3" (see goban --help)'],
      ['an unknown option', [rows30, '--size', '9'], 2, 'goban: diagram: unknown option --size (see goban --help)'],
      ['a move past the end is invalid input', [rows30, '--move', '31'], 1, 'goban: --move 31: the line has 30 moves'],
      [
        'numbers past the move shown',
        [rows30, '--move', '5', '--numbers', '6-8'],
        1,
        'goban: --numbers 6-8: the diagram shows the position after move 5, before move 6',
      ],
      ['a game the file lacks', [rows30, '--game', '1'], 1, 'goban: --game 1: the file has 1 game (0-based)'],
      ['a crop off the board', [rows30, '--crop', 'A1-K10'], 1, 'goban: crop "A1-K10" is not two points on this 9×9 board'],
      ['a crop that is not two corners', [rows30, '--crop', 'A1'], 1, 'goban: --crop needs two corners such as A1-K10 or 0,0-9,9, not "A1"'],
    ];
    for (const [what, args, code, stderr] of cases) {
      it(`${what} (exit ${code})`, () => {
        assert.deepEqual(run('diagram', ...args), { code, stdout: '', stderr });
      });
    }

    it('a file that is not there, and standard input without a game', () => {
      const missing = run('diagram', fx('render', 'no-such-file.sgf'));
      assert.deepEqual([missing.code, missing.stdout, missing.stderr.split('\n').length], [1, '', 1]);
      assert.match(missing.stderr, /^goban: .*no-such-file\.sgf/);
      const r = spawnCli(['diagram', '-'], 'no game here');
      assert.deepEqual(
        [r.status, r.stdout, r.stderr],
        [1, '', 'goban: standard input: no SGF game found (line 1, column 1: No game tree: SGF text must contain "(;" followed by nodes and a closing ")".)\n'],
      );
    });

    it('a board size with a line break and an escape sequence in it: one line, the control characters written as escapes', () => {
      const r = spawnCli(['diagram', '-'], '(;SZ[19\nx\u001b[31m];B[aa])');
      assert.deepEqual([r.status, r.stdout, r.stderr], [1, '', 'goban: SZ: Board size "19\\nx\\u001b[31m" is not a number\n']);
    });
  });
});
