import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const cli = join(root, 'dist/cli.js');
const charsetFixtures = [
  ...readdirSync(join(root, 'test/fixtures/sgf/sabaki'))
    .filter((f) => f.endsWith('.sgf'))
    .map((f) => join(root, 'test/fixtures/sgf/sabaki', f)),
  ...readdirSync(join(root, 'test/fixtures/sgf/charset/generated')).map((f) => join(root, 'test/fixtures/sgf/charset/generated', f)),
  ...readdirSync(join(root, 'test/fixtures/sgf/charset/games')).map((f) => join(root, 'test/fixtures/sgf/charset/games', f)),
];

/** The shipped bundle, not the sources: bundling changes semantics (a strict-mode prologue broke jschardet once). */
describe('goban CLI bundle (dist/cli.js)', function () {
  this.timeout(60_000);
  before(() => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--only=cli'], { cwd: root, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
  });

  it('reads every charset fixture (BOM, CA, no CA, legacy CJK, Latin-1, UTF-16) without an error', () => {
    const failures = charsetFixtures
      .map((file) => ({ file, r: spawnSync(process.execPath, [cli, 'stats', file], { encoding: 'utf8' }) }))
      .filter(({ r }) => r.status !== 0)
      .map(({ file, r }) => `${file}: ${r.stderr.trim()}`);
    assert.deepEqual(failures, []);
  });

  it('reads a Latin-1 file without CA from stdin and reports positions in characters', () => {
    const r = spawnSync(process.execPath, [cli, 'check', '-'], { input: Buffer.from('(;SZ[9]C[caf\xe9];B[zz])', 'latin1') });
    assert.equal(r.status, 1);
    const { diagnostics } = JSON.parse(r.stdout.toString()) as { diagnostics: { range: { start: { character: number } }; code: string }[] };
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.range.start.character]),
      [['illegal-move-offboard', 16]],
    );
  });

  it('detects Shift_JIS in a game without CA (jschardet’s probers load from node_modules beside the bundle)', () => {
    const r = spawnSync(process.execPath, [cli, 'check', join(root, 'test/fixtures/sgf/charset/games/japanese-sjis-noca-h6.sgf')], { encoding: 'utf8' });
    const { diagnostics } = JSON.parse(r.stdout) as { diagnostics: { range: { start: { character: number } }; message: string }[] };
    assert.deepEqual(
      diagnostics.map((d) => [d.range.start.character, d.message.slice(0, 17)]),
      [[107, 'RE[白中押し勝ち] should']],
    );
  });

  it('loads the charset libraries only for files that are not plain ASCII or UTF-8 (they were most of its start-up)', () => {
    const guarded = (file: string) =>
      spawnSync(process.execPath, ['--require', join(root, 'test/support/noCharsetLibraries.cjs'), cli, 'stats', file], { encoding: 'utf8' });
    for (const plain of ['test/fixtures/workspace/games/gnugo-9x9.sgf', 'test/fixtures/workspace/games/editor-markup.sgf']) {
      const r = guarded(join(root, plain));
      assert.equal(r.status, 0, `${plain}: ${r.stderr}`);
    }
    const latin1 = charsetFixtures.find((f) => /latin|8859/i.test(f));
    assert.ok(latin1 !== undefined);
    assert.match(guarded(latin1).stderr, /(iconv-lite|jschardet) was loaded/);
  });

  it('reports bad usage and bad input of the commands in its second bundle (dist/cliCommands.js) as its own', () => {
    const usage = spawnSync(process.execPath, [cli, 'score', '-', '--rules', 'bogus'], { input: '(;SZ[9])', encoding: 'utf8' });
    assert.deepEqual(
      [usage.status, usage.stderr],
      [2, 'goban: --rules must be one of japanese, korean, chinese, aga, nz, tromp-taylor, goe, not "bogus" (see goban --help)\n'],
    );
    const input = spawnSync(process.execPath, [cli, 'diagram', join(root, 'no-such-file.sgf')], { encoding: 'utf8' });
    assert.deepEqual([input.status, input.stderr], [1, `goban: cannot read ${join(root, 'no-such-file.sgf')}: no such file\n`]);
  });

  it('loads its second bundle (the engine, the estimator, the renderer) for the commands that need it, not for stats', () => {
    const guarded = (command: string) =>
      spawnSync(process.execPath, ['--require', join(root, 'test/support/noLazyCommands.cjs'), cli, command, '-'], {
        input: '(;SZ[9];B[ee])',
        encoding: 'utf8',
      });
    const stats = guarded('stats');
    assert.deepEqual([stats.status, stats.stdout], [0, '{"games":1,"nodes":2,"maxDepth":2,"moves":1,"bytes":14}\n']);
    assert.match(guarded('replay').stderr, /cliCommands\.js was loaded/);
  });

  it('prints its version', () => {
    const r = spawnSync(process.execPath, [cli, '--version'], { encoding: 'utf8' });
    assert.equal(r.stdout.trim(), (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
  });
});

describe('goban CLI bundle and closed pipes', function () {
  this.timeout(60_000);
  it('exits quietly when the reader closes the pipe early', () => {
    const offboard = '(;SZ[19];B[aa]' + ';W[zz]'.repeat(20_000) + ')';
    const r = spawnSync('bash', ['-o', 'pipefail', '-c', `node ${JSON.stringify(cli)} check - | head -c 10 >/dev/null`], { input: offboard, encoding: 'utf8' });
    assert.deepEqual([r.status, r.stderr], [1, '']);
  });
});
