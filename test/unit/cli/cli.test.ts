import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, spawnCli } from '../../support/cliRun';

/** Runs the CLI in-process and returns its exit code, parsed stdout JSON (if any) and stderr. */
function run(...argv: string[]): { code: number; json: unknown; stderr: string } {
  const { code, stdout, stderr } = runCli(argv);
  return { code, json: stdout !== '' ? JSON.parse(stdout) : undefined, stderr };
}

const fx = (dir: string, name: string) => join(__dirname, '../../fixtures', dir, name);

describe('goban CLI', () => {
  describe('replay', () => {
    it('prints the final main-line position, captures and illegal moves', () => {
      assert.deepEqual(run('replay', fx('game', 'ko-retake.sgf')), {
        code: 0,
        stderr: '',
        json: {
          width: 5,
          height: 5,
          moves: 2,
          toPlay: 'B',
          board: ['.XO..', 'XO.O.', '.XO..', '.....', '.....'],
          captures: { black: 1, white: 1 },
          problems: [{ move: 2, color: 'W', point: [1, 1], reason: 'ko' }],
        },
      });
    });

    it('reads PL as old writers wrote it: PL[w] and PL[White] give White the move', () => {
      for (const pl of ['w', 'White']) {
        const r = spawnCli(['replay', '-'], `(;GM[1]FF[4]SZ[19]AB[dd]PL[${pl}])`);
        assert.deepEqual([r.status, JSON.parse(r.stdout).toPlay], [0, 'W'], pl);
      }
    });

    it('chooses the game with --game and counts passes as moves', () => {
      const { json } = run('replay', fx('game', 'variations.sgf'), '--game', '1');
      assert.deepEqual(json, {
        width: 9,
        height: 7,
        moves: 3,
        toPlay: 'W',
        board: ['........X', '.........', '.........', '.........', '.........', '.........', 'O........'],
        captures: { black: 0, white: 0 },
        problems: [],
      });
    });

    it('fails with exit 1 and one line for a game the file does not have', () => {
      assert.deepEqual(run('replay', fx('game', 'variations.sgf'), '--game', '2'), {
        code: 1,
        json: undefined,
        stderr: 'goban: --game 2: the file has 2 games (0-based)',
      });
    });

    it('counts B/W nodes, not properties, for moves and problem numbers', () => {
      const r = spawnCli(['replay', '-'], '(;SZ[5];B[aa]W[aa];B[aa])');
      assert.deepEqual(
        [r.status, JSON.parse(r.stdout).moves, JSON.parse(r.stdout).problems],
        [
          0,
          2,
          [
            { move: 1, color: 'W', point: [0, 0], reason: 'occupied' },
            { move: 2, color: 'B', point: [0, 0], reason: 'occupied' },
          ],
        ],
      );
    });

    it('gives White the move after handicap stones at the root (HA[2], no moves yet)', () => {
      const r = spawnCli(['replay', '-'], '(;GM[1]FF[4]SZ[19]HA[2]AB[dp][pd])');
      assert.deepEqual([r.status, JSON.parse(r.stdout).toPlay], [0, 'W']);
    });

    it('reads old FF[3] mixed-case identifiers by their capitals everywhere (SiZe, Black, White)', () => {
      const r = spawnCli(['replay', '-'], '(;SiZe[5];Black[aa];White[bb];B[cc])');
      const json = JSON.parse(r.stdout) as { width: number; moves: number; board: string[] };
      assert.deepEqual([json.width, json.moves, json.board[0], json.board[1], json.board[2]], [5, 3, 'X....', '.O...', '..X..']);
    });

    it('rejects an unknown ruleset as bad usage (exit 2)', () => {
      const r = run('replay', fx('game', 'ko-retake.sgf'), '--rules', 'martian');
      assert.equal(r.code, 2);
      assert.match(r.stderr, /^goban: --rules must be one of japanese, korean, chinese, aga, nz, tromp-taylor, goe, not "martian"/);
    });
  });

  describe('stats', () => {
    it('counts games, nodes, the longest path, moves and bytes', () => {
      assert.deepEqual(run('stats', fx('game', 'variations.sgf')).json, { games: 2, nodes: 10, maxDepth: 4, moves: 8, bytes: 120 });
    });
  });

  describe('territories and territory', () => {
    const expected = {
      territoryBlack: [
        [0, 0],
        [0, 1],
        [1, 0],
        [3, 0],
        [4, 0],
        [4, 1],
      ],
      territoryWhite: [[2, 3]],
      territoryNone: [
        [0, 3],
        [0, 4],
        [1, 2],
        [1, 4],
        [2, 1],
        [3, 2],
        [3, 4],
        [4, 3],
        [4, 4],
      ],
    };
    it('reads a JSON array board', () => {
      const { json } = run('territories', fx('cli', 'b5.json'));
      assert.deepEqual(json, expected);
    });
    it('reads a one-row-per-line board the same way', () => {
      assert.deepEqual(run('territories', fx('cli', 'b5.txt')).json, expected);
    });
    it('gives the territory at a point', () => {
      assert.deepEqual(run('territory', fx('cli', 'b5.json'), '--at', '0,1').json, {
        owner: 'BLACK',
        territory: [
          [0, 0],
          [0, 1],
          [1, 0],
        ],
      });
    });
    it('says Invalid coordinate with exit 1 for a point off the board', () => {
      assert.deepEqual(run('territory', fx('cli', 'b5.json'), '--at', '5,1'), { code: 1, json: undefined, stderr: 'goban: Invalid coordinate' });
    });
    it('treats --at text that is not X,Y as bad usage (exit 2)', () => {
      assert.equal(run('territory', fx('cli', 'b5.json'), '--at', 'a,b').code, 2);
    });
    it('says a JSON board must be an array of strings', () => {
      assert.deepEqual(spawnCli(['territories', '-'], '{"a":1}').stderr, 'goban: board JSON must be an array of strings\n');
    });
    it('counts boards of any size, beyond the 52×52 of SGF (the exercise sets no limit)', () => {
      const rows = Array.from({ length: 60 }, (_, y) => (y === 30 ? 'W'.repeat(80) : ' '.repeat(80)));
      const r = spawnCli(['territories', '-'], JSON.stringify(rows));
      assert.equal(r.status, 0);
      const json = JSON.parse(r.stdout) as { territoryBlack: unknown[]; territoryWhite: unknown[]; territoryNone: unknown[] };
      assert.deepEqual([json.territoryBlack.length, json.territoryWhite.length, json.territoryNone.length], [0, 59 * 80, 0]);
      const wide = spawnCli(['territory', '-', '--at', '199,0'], JSON.stringify(['B' + ' '.repeat(199)]));
      assert.equal((JSON.parse(wide.stdout) as { territory: unknown[] }).territory.length, 199);
    });
    it('needs --at (exit 2)', () => {
      assert.equal(run('territory', fx('cli', 'b5.json')).code, 2);
    });
  });

  describe('check', () => {
    it('prints diagnostics with line/character ranges, exit 0 when only warnings', () => {
      assert.deepEqual(run('check', fx('game', 'variations.sgf')), {
        code: 0,
        stderr: '',
        json: {
          diagnostics: [
            {
              range: { start: { line: 2, character: 3 }, end: { line: 2, character: 7 } },
              severity: 'warning',
              code: 'illegal-move-occupied',
              message: 'Move 2: White at C3 (cc) is illegal: occupied',
            },
          ],
        },
      });
    });
    it('exits 1 when an error is present', () => {
      const r = run('check', fx('cli', 'broken.sgf'));
      assert.equal(r.code, 1);
      assert.ok((r.json as { diagnostics: { severity: string }[] }).diagnostics.some((d) => d.severity === 'error'));
    });
    it('exits 0 on a Fox record: its two APs, AP[foxwq] and KM[375] are hints', () => {
      assert.deepEqual(run('check', fx('cli', 'fox-header.sgf')), {
        code: 0,
        stderr: '',
        json: {
          diagnostics: [
            {
              range: { start: { line: 8, character: 2 }, end: { line: 8, character: 7 } },
              severity: 'hint',
              code: 'scaled-komi',
              message: 'KM[375] is how Fox writes komi: 7.5 points',
            },
            {
              range: { start: { line: 8, character: 70 }, end: { line: 8, character: 79 } },
              severity: 'hint',
              code: 'duplicate-property',
              message: 'AP[GNU Go:3.8] and AP[foxwq] in one node: FF[4] allows one AP per node, so readers keep one of them',
            },
            {
              range: { start: { line: 8, character: 72 }, end: { line: 8, character: 79 } },
              severity: 'hint',
              code: 'malformed-value',
              message: 'AP[foxwq] names no version: FF[4] writes AP[name:version]',
            },
          ],
        },
      });
    });
    it('warns at CA when it names another encoding than the bytes are in (Latin-1 under CA[UTF-8]), exit 0', () => {
      const file = join(mkdtempSync(join(tmpdir(), 'goban-')), 'latin1.sgf');
      writeFileSync(file, Buffer.from('(;GM[1]FF[4]CA[UTF-8]SZ[9]PB[Jos\u00e9];B[ee])', 'latin1'));
      const result = runCli(['check', file]);
      assert.deepEqual(
        [result.code, JSON.parse(result.stdout).diagnostics.map((d: { code: string; range: unknown }) => [d.code, d.range])],
        [0, [['charset-mismatch', { start: { line: 0, character: 14 }, end: { line: 0, character: 21 } }]]],
      );
    });

    it('exits 0 on a stray ) after the last game (a warning), 1 on one after nodes outside the game (an error)', () => {
      const stray = spawnCli(['check', '-'], '(;GM[1]FF[4]SZ[9];B[ee];W[gg]))');
      assert.deepEqual(
        [stray.status, JSON.parse(stray.stdout)],
        [
          0,
          {
            diagnostics: [
              {
                range: { start: { line: 0, character: 30 }, end: { line: 0, character: 31 } },
                severity: 'warning',
                code: 'unbalanced-close',
                message: 'This ")" closes no open game tree.',
              },
            ],
          },
        ],
      );
      const early = spawnCli(['check', '-'], '(;GM[1]FF[4]SZ[9];B[ee]);W[gg])');
      assert.deepEqual(
        [early.status, JSON.parse(early.stdout).diagnostics.map((d: { severity: string; code: string }) => [d.severity, d.code])],
        [
          1,
          [
            ['error', 'node-outside-tree'],
            ['error', 'unbalanced-close'],
          ],
        ],
      );
    });
  });

  describe('score', () => {
    it('scores by the file rules with dead stones removed and counted as prisoners', () => {
      assert.deepEqual(run('score', fx('cli', 'finished-5x5.sgf'), '--dead', '1,0').json, {
        rules: 'japanese',
        komi: 0.5,
        handicapCompensation: 0,
        dead: [[1, 0]],
        seki: [],
        unsure: [],
        black: { stones: 5, territory: 10, captures: 1, area: 15 },
        white: { stones: 5, territory: 5, captures: 0, area: 10 },
        result: 'B+5.5',
        finished: true,
        estimate: null,
      });
    });
    it('gives the points White gets for the handicap stones under area rules, so the result adds up (AGA, HA[6]: 5)', () => {
      const scored = run('score', fx('engine/realgames', 'kgs-yagr-nigiri.sgf')).json as Record<string, unknown>;
      assert.deepEqual(
        [
          scored.rules,
          scored.komi,
          scored.handicapCompensation,
          (scored.black as { area: number }).area,
          (scored.white as { area: number }).area,
          scored.result,
        ],
        ['aga', 0.5, 5, 180, 181, 'W+6.5'],
      );
    });
    it('says whether the game is over at the end of the main line (a record cut short with its RE is not)', () => {
      const excerpt = run('score', fx('extension/territory', 'gogod-collection-2games.sgf')).json as { finished: boolean };
      assert.equal(excerpt.finished, false);
    });
    it('leaves a region touching both colours neutral with --dead none', () => {
      assert.equal((run('score', fx('cli', 'finished-5x5.sgf'), '--dead', 'none').json as { result: string }).result, 'W+5.5');
    });
    it('finds the dead stone itself by default (--dead auto), and says so', () => {
      const auto = run('score', fx('cli', 'finished-5x5.sgf')).json;
      assert.deepEqual(auto, run('score', fx('cli', 'finished-5x5.sgf'), '--dead', 'auto').json);
      assert.deepEqual(auto, run('score', fx('cli', 'finished-5x5.sgf'), '--dead', '1,0').json);
    });
    it('flips whole groups of the estimate with --toggle: the dead stone back to life, a living group to death', () => {
      const revived = run('score', fx('cli', 'finished-5x5.sgf'), '--toggle', '1,0').json as { dead: unknown; result: string };
      assert.deepEqual([revived.dead, revived.result], [[], 'W+5.5']);
      const killed = run('score', fx('cli', 'finished-5x5.sgf'), '--toggle', '0,3').json as { dead: unknown; result: string };
      assert.deepEqual(
        [killed.dead, killed.result],
        [
          [
            [0, 3],
            [1, 0],
            [1, 3],
            [2, 3],
            [3, 3],
            [4, 3],
          ],
          'B+25.5',
        ],
      );
    });
    it('gives an estimate where the game is not over (a game that ended by resignation), null at the end of one', () => {
      const { code, json } = run('score', join(__dirname, '../../fixtures/engine/scoring/resigned-19x19-h3.sgf'));
      const { result, finished, estimate } = json as { result: string; finished: boolean; estimate: string | null };
      assert.deepEqual([code, result, finished, estimate], [0, 'W+15.5', false, 'B+60.5']);
    });

    it("lists the stones of the estimate's close calls as unsure, except the groups --toggle corrected", () => {
      const { json } = run('score', fx('workspace/games', 'resigned-19x19.sgf'), '--toggle', 'G4');
      assert.deepEqual(
        (json as { unsure: Array<[number, number]> }).unsure.map(([x, y]) => `${x},${y}`),
        ['3,16', '8,9', '9,9', '9,11', '9,12', '9,13', '10,13'],
      );
    });

    it('rejects a --toggle on an empty point (exit 1)', () => {
      assert.deepEqual(run('score', fx('cli', 'finished-5x5.sgf'), '--toggle', '2,1'), {
        code: 1,
        json: undefined,
        stderr: 'goban: --toggle 2,1 (C4): no stone there',
      });
    });
    it('rejects a --dead point with no stone (exit 1) instead of dropping the estimate for nothing', () => {
      assert.deepEqual(run('score', fx('cli', 'finished-5x5.sgf'), '--dead', '1,0;2,1'), {
        code: 1,
        json: undefined,
        stderr: 'goban: --dead 2,1 (C4): no stone there',
      });
    });
    it('takes board names in --dead and --toggle as well as 0-based x,y', () => {
      const file = fx('cli', 'finished-5x5.sgf');
      assert.deepEqual(run('score', file, '--dead', 'B5').json, run('score', file, '--dead', '1,0').json);
      assert.deepEqual(run('score', file, '--toggle', 'b5;A2').json, run('score', file, '--toggle', '1,0;0,3').json);
      assert.deepEqual(run('score', file, '--dead', 'Z9'), {
        code: 1,
        json: undefined,
        stderr: 'goban: --dead Z9: there is no such point on this 5×5 board',
      });
      assert.equal(
        run('score', file, '--toggle', 'I2').stderr,
        'goban: --toggle I2: there is no such point on this 5×5 board (Go columns skip I: H is followed by J)',
      );
    });
    it('scores by area with --rules chinese and --komi', () => {
      assert.deepEqual(run('score', fx('cli', 'finished-5x5.sgf'), '--rules', 'chinese', '--komi', '7.5', '--dead', '1,0').json, {
        rules: 'chinese',
        komi: 7.5,
        handicapCompensation: 0,
        dead: [[1, 0]],
        seki: [],
        unsure: [],
        black: { stones: 5, territory: 10, captures: 1, area: 15 },
        white: { stones: 5, territory: 5, captures: 0, area: 10 },
        result: 'W+2.5',
        finished: true,
        estimate: null,
      });
    });
    it('marks the whole chain dead from one of its stones', () => {
      const json = run('score', fx('cli', 'finished-5x5.sgf'), '--dead', '0,3').json as { black: unknown; white: unknown; result: string };
      assert.deepEqual(
        [json.black, json.white, json.result],
        [{ stones: 5, territory: 10, captures: 5, area: 15 }, { stones: 1, territory: 0, captures: 0, area: 1 }, 'B+14.5'],
      );
    });
    it('rejects --dead or --komi text that is not a point or a decimal as bad usage (exit 2)', () => {
      assert.deepEqual(
        [run('score', fx('cli', 'finished-5x5.sgf'), '--dead', 'garbage').code, run('score', fx('cli', 'finished-5x5.sgf'), '--komi', '0x10').code],
        [2, 2],
      );
    });
    it('accepts a trailing semicolon in --dead', () => {
      assert.equal(run('score', fx('cli', 'finished-5x5.sgf'), '--dead', '1,0;').code, 0);
    });
    it('rejects a dead stone off the board (exit 1)', () => {
      assert.deepEqual(run('score', fx('cli', 'finished-5x5.sgf'), '--dead', '9,9'), {
        code: 1,
        json: undefined,
        stderr: 'goban: --dead 9,9: off the 5×5 board (columns 0–4, rows 0–4, from the top left)',
      });
    });
  });

  describe('usage and input errors', () => {
    it('exits 2 with one line for an unknown command', () => {
      assert.deepEqual(run('frobnicate'), { code: 2, json: undefined, stderr: 'goban: unknown command "frobnicate" (see goban --help)' });
    });
    it('skips the leading -- that npx passes on (npx goban -- --help), and reads what follows a later -- as files', () => {
      const help = runCli(['--', '--help']);
      assert.equal(help.code, 0);
      assert.match(help.stdout, /^usage: goban <command>/);
      const missing = run('stats', '--', '--no-such-file.sgf');
      assert.deepEqual([missing.code, missing.stderr.includes('--no-such-file.sgf')], [1, true]);
    });

    it('exits 2 for an unknown option', () => {
      assert.equal(run('stats', fx('game', 'variations.sgf'), '--bogus', '1').code, 2);
    });
    it('calls an unknown option unknown also when it ends the line (not "needs a value"), and a known one without its value', () => {
      const unknown = run('replay', fx('game', 'variations.sgf'), '--bogus');
      assert.deepEqual([unknown.code, unknown.stderr], [2, 'goban: replay: unknown option --bogus (see goban --help)']);
      const valueless = run('replay', fx('game', 'variations.sgf'), '--game');
      assert.deepEqual([valueless.code, valueless.stderr], [2, 'goban: option --game needs a value (see goban --help)']);
    });
    it('exits 1 with one line for a missing file', () => {
      const r = run('stats', '/nonexistent/x.sgf');
      assert.deepEqual([r.code, r.stderr], [1, 'goban: cannot read /nonexistent/x.sgf: no such file']);
    });
    it('exits 1 for a file without any game', () => {
      assert.equal(run('replay', fx('cli', 'b5.txt')).code, 1);
    });
    it('refuses an image renamed .sgf as binary in every command that reads SGF, naming the first NUL byte', () => {
      const picture = fx('cli/binary', 'picture.sgf');
      const why = `goban: ${picture}: no SGF game found (line 3, column 1: A NUL character before any SGF, so this is binary data, not SGF text.)`;
      for (const command of ['stats', 'check', 'replay', 'score', 'diagram']) {
        const { code, stderr } = run(command, picture);
        assert.deepEqual([command, code, stderr], [command, 1, why]);
      }
    });
    it('reads a record padded with NUL bytes after its last game, as old tools leave it', () => {
      assert.deepEqual(run('stats', fx('cli/binary', 'padded.sgf')), { code: 0, json: { games: 1, nodes: 4, maxDepth: 4, moves: 3, bytes: 61 }, stderr: '' });
      assert.deepEqual(run('check', fx('cli/binary', 'padded.sgf')), { code: 0, json: { diagnostics: [] }, stderr: '' });
    });
    it('exits 1 for a board with ragged rows', () => {
      assert.equal(run('territories', fx('game', 'variations.sgf')).code, 1);
    });
  });

  describe('as a process', () => {
    it('reads standard input for - and prints JSON on stdout', () => {
      const r = spawnCli(['territories', '-'], '[" B "]');
      assert.deepEqual(
        [r.status, JSON.parse(r.stdout), r.stderr],
        [
          0,
          {
            territoryBlack: [
              [0, 0],
              [2, 0],
            ],
            territoryWhite: [],
            territoryNone: [],
          },
          '',
        ],
      );
    });
    it('sets the exit code and writes a single stderr line without a stack trace', () => {
      const r = spawnCli(['territory', '-', '--at', '-1,1'], '[" B "]');
      assert.deepEqual([r.status, r.stdout, r.stderr], [1, '', 'goban: Invalid coordinate\n']);
    });
  });
});
