import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBoards, type BoardDetectionOptions } from '../../../src/boardText';

const NO_BOARDS = join(__dirname, '../../fixtures/boardText/no-boards');
const NODE_MODULES = join(__dirname, '../../../node_modules');

/** Every syntactic list of ' '/'B'/'W' literals, with the shape rules and row/stone minimums switched off. */
const EVERY_LIST: BoardDetectionOptions = { rejectCodeLists: false, minRows: 1, minStones: 0, requireConsistentQuotes: false, singleRowMinWidth: 0 };

/** Real third-party source read at test time: a compiler, its DOM typings, a bundler API, a test runner, Go code. */
const REAL_SOURCES = [
  'typescript/lib/lib.es5.d.ts',
  'typescript/lib/lib.dom.d.ts',
  'esbuild/lib/main.js',
  'esbuild/lib/main.d.ts',
  'mocha/lib/runner.js',
  'mocha/lib/utils.js',
  'mocha/lib/reporters/base.js',
  'mocha/lib/cli/run.js',
  'fast-check/lib/fast-check.js',
  '@sabaki/go-board/src/GoBoard.js',
  '@sabaki/go-board/tests/GoBoard.test.js',
  '@sabaki/go-board/tests/data.js',
  '@sabaki/sgf/src/parse.js',
  '@sabaki/sgf/src/helper.js',
];

describe('boardText: precision on ordinary source without boards', () => {
  const files = readdirSync(NO_BOARDS).sort();

  it('the corpus has at least 10 files', () => {
    assert.ok(files.length >= 10, `${files.length} files`);
  });

  for (const file of files) {
    it(`${file}: finds no board, though it holds lists of ' ', 'B', 'W' strings the rules reject`, () => {
      const text = readFileSync(join(NO_BOARDS, file), 'utf8');
      assert.deepEqual(findBoards(text).map((b) => b.rows), []);
      assert.ok(findBoards(text, EVERY_LIST).length >= 1, 'the file exercises the rules');
    });
  }

  for (const path of REAL_SOURCES) {
    it(`node_modules/${path}: finds no board`, () => {
      const text = readFileSync(join(NODE_MODULES, path), 'utf8');
      assert.ok(text.length > 1000);
      assert.deepEqual(findBoards(text).map((b) => b.rows), []);
    });
  }

  it('node_modules/typescript/lib/typescript.js (9 MB, 5.9.3): its 15 lists, all one-space call arguments like join(" "), are rejected', () => {
    const text = readFileSync(join(NODE_MODULES, 'typescript/lib/typescript.js'), 'utf8');
    assert.deepEqual(findBoards(text).map((b) => b.rows), []);
    assert.deepEqual(findBoards(text, EVERY_LIST).map((b) => b.rows), new Array(15).fill([' ']));
  });
});
