import * as assert from 'node:assert/strict';
import { join, relative } from 'node:path';
import { runCli, spawnCli } from '../../support/cliRun';

const root = join(__dirname, '../../..');
const folder = relative(root, join(__dirname, '../../fixtures/problems'));

/** Runs `goban problems` from the repository root (so paths print as given) and parses its JSON. */
function problems(...argv: string[]): { code: number; json: unknown; stderr: string } {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const { code, stdout, stderr } = runCli(['problems', ...argv]);
    return { code, json: stdout === '' ? undefined : JSON.parse(stdout), stderr };
  } finally {
    process.chdir(cwd);
  }
}

describe('goban problems', () => {
  it('lists the problems of a folder, recursively, sorted by file then game, and exits 1 because one has no right line', () => {
    const entry = (file: string, game: number, toPlay: string, right: number, wrong: number) => ({ file: `${folder}/${file}`, game, toPlay, right, wrong });
    assert.deepEqual(problems(folder), {
      code: 1,
      json: {
        problems: [
          entry('chinese-markers.sgf', 0, 'B', 1, 1),
          entry('collection/more/white-to-kill.sgf', 0, 'W', 1, 0),
          entry('collection/three.sgf', 0, 'B', 1, 1),
          entry('collection/three.sgf', 1, 'W', 1, 1),
          entry('collection/three.sgf', 2, 'B', 0, 2),
          entry('goproblems-right.sgf', 0, 'B', 1, 2),
          entry('japanese-node2.sgf', 0, 'W', 1, 1),
          entry('te-bm-only.sgf', 0, 'B', 1, 2),
        ],
        skipped: [],
      },
      stderr: `goban: 1 problem has no right line: ${folder}/collection/three.sgf game 2`,
    });
  });

  it('exits 0 for a file whose problems all have a right line', () => {
    assert.deepEqual(problems(`${folder}/goproblems-right.sgf`), {
      code: 0,
      json: { problems: [{ file: `${folder}/goproblems-right.sgf`, game: 0, toPlay: 'B', right: 1, wrong: 2 }], skipped: [] },
      stderr: '',
    });
  });

  it('lists nothing for a file of ordinary games', () => {
    assert.deepEqual(problems(`${folder}/collection/more/game.sgf`), { code: 0, json: { problems: [], skipped: [] }, stderr: '' });
  });

  it('reads a problem from standard input with -', () => {
    const r = spawnCli(['problems', '-'], '(;SZ[9]AB[aa]AW[bb]PL[W](;W[ab]C[RIGHT])(;W[ba]))');
    assert.deepEqual([r.status, JSON.parse(r.stdout), r.stderr], [0, { problems: [{ file: '-', game: 0, toPlay: 'W', right: 1, wrong: 1 }], skipped: [] }, '']);
  });

  it('exits 1 with one line for a file named alone that holds no game (empty, binary, not SGF), as every command does', () => {
    const r = spawnCli(['problems', '-'], 'not sgf at all');
    assert.deepEqual(
      [r.status, r.stdout, r.stderr],
      [1, '', 'goban: standard input: no SGF game found (No game tree: SGF text must contain "(;" followed by nodes and a closing ")".)\n'],
    );
    const binary = relative(root, join(__dirname, '../../fixtures/cli/binary/picture.sgf'));
    assert.deepEqual(problems(binary), {
      code: 1,
      json: undefined,
      stderr: `goban: ${binary}: no SGF game found (A NUL character before any SGF, so this is binary data, not SGF text.)`,
    });
  });

  it('skips an image renamed .sgf as binary, and reads the record padded with NULs beside it (a game, no problem)', () => {
    const binary = relative(root, join(__dirname, '../../fixtures/cli/binary'));
    assert.deepEqual(problems(binary), {
      code: 0,
      json: { problems: [], skipped: [{ file: `${binary}/picture.sgf`, reason: 'A NUL character before any SGF, so this is binary data, not SGF text.' }] },
      stderr: '',
    });
  });

  it('exits 1 with one line for a path that does not exist, and 2 for an unknown option', () => {
    assert.deepEqual(problems('no/such/folder'), { code: 1, json: undefined, stderr: 'goban: cannot read no/such/folder: no such file or folder' });
    assert.equal(problems(folder, '--bogus', '1').code, 2);
  });
});
