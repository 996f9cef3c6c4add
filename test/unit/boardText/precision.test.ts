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

/** How many syntactic lists (EVERY_LIST) each no-board file holds: what the shape rules must reject there. */
const LISTS_IN_CORPUS: Record<string, number> = {
  'Strings.java': 9,
  'base64_codes.rb': 5,
  'build.sh': 1,
  'chess.py': 6,
  'colours.ts': 12,
  'config.yaml': 4,
  'csv_reader.go': 4,
  'formatting.c': 5,
  'notes.md': 8,
  'rendering.rs': 5,
  'stones.json': 5,
  'test_sgf_moves.py': 9,
  'tictactoe.js': 5,
};

describe('boardText: precision on ordinary source without boards', () => {
  it('the corpus is the 13 files listed here', () => {
    assert.deepEqual(readdirSync(NO_BOARDS).sort(), Object.keys(LISTS_IN_CORPUS).sort());
  });

  for (const [file, lists] of Object.entries(LISTS_IN_CORPUS)) {
    it(`${file}: finds no board, though it holds ${lists} lists of ' ', 'B', 'W' strings`, () => {
      const text = readFileSync(join(NO_BOARDS, file), 'utf8');
      assert.deepEqual(
        findBoards(text).map((b) => b.rows),
        [],
      );
      assert.equal(findBoards(text, EVERY_LIST).length, lists);
    });
  }

  for (const path of REAL_SOURCES) {
    it(`node_modules/${path}: finds no board`, () => {
      const text = readFileSync(join(NODE_MODULES, path), 'utf8');
      assert.ok(text.length > 1000);
      assert.deepEqual(
        findBoards(text).map((b) => b.rows),
        [],
      );
    });
  }

  it('node_modules/typescript/lib/typescript.js (9 MB, 5.9.3): its 15 lists, all one-space call arguments like join(" "), are rejected', () => {
    const text = readFileSync(join(NODE_MODULES, 'typescript/lib/typescript.js'), 'utf8');
    assert.deepEqual(
      findBoards(text).map((b) => b.rows),
      [],
    );
    assert.deepEqual(
      findBoards(text, EVERY_LIST).map((b) => b.rows),
      new Array(15).fill([' ']),
    );
  });
});
