import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameReplay } from '../../../src/game/replay';
import { parse } from '../../../src/sgf/parse';
import { pathTo, walk } from '../../../src/sgf/tree';
import type { SgfNode } from '../../../src/sgf/types';
import { RULESETS } from '../../../src/engine/rules';

const fixture = (name: string) => parse(readFileSync(join(__dirname, '../../fixtures/game', name), 'utf8'));

describe('GameReplay', () => {
  it('reads size, rules and komi from the root node', () => {
    const replay = GameReplay.open(fixture('corner-capture.sgf'));
    assert.deepEqual(
      { w: replay.settings.width, h: replay.settings.height, rules: replay.settings.rules.name, komi: replay.settings.komi },
      { w: 5, h: 5, rules: 'japanese', komi: 0.5 },
    );
  });

  it('reads a rectangular SZ as columns:rows and treats tt as a pass', () => {
    const replay = GameReplay.open(fixture('variations.sgf'), 1);
    const line = replay.mainLine();
    const last = replay.positionAt(line[line.length - 1]);
    assert.deepEqual(last, {
      width: 9,
      height: 7,
      rows: ['........X', '.........', '.........', '.........', '.........', '.........', 'O........'],
      moveNumber: 3,
      toPlay: 'W',
      captures: { black: 0, white: 0 },
      lastMove: null,
    });
  });

  it('captures a corner stone and counts it for the capturer', () => {
    const replay = GameReplay.open(fixture('corner-capture.sgf'));
    const line = replay.mainLine();
    assert.deepEqual(replay.positionAt(line[3]), {
      width: 5,
      height: 5,
      rows: ['.X...', 'X....', '.....', '.....', '.....'],
      moveNumber: 3,
      toPlay: 'W',
      captures: { black: 1, white: 0 },
      lastMove: [0, 1],
    });
    assert.deepEqual(replay.positionAt(line[2]).rows, ['OX...', '.....', '.....', '.....', '.....']);
  });

  it('still executes an illegal ko retake from the file and reports it', () => {
    const replay = GameReplay.open(fixture('ko-retake.sgf'));
    const line = replay.mainLine();
    const moves = replay.movesAt(line[2]);
    assert.deepEqual(
      moves.map((m) => [m.color, m.point, m.illegal, m.captured]),
      [['W', [1, 1], 'ko', 1]],
    );
    assert.deepEqual(replay.positionAt(line[2]).rows, ['.XO..', 'XO.O.', '.XO..', '.....', '.....']);
    assert.deepEqual(replay.positionAt(line[2]).captures, { black: 1, white: 1 });
  });

  it('executes setup stones without capturing', () => {
    const coll = parse('(;SZ[3]AB[ba][ab]AW[aa])');
    const replay = GameReplay.open(coll);
    assert.deepEqual(replay.positionAt(coll.games[0]).rows, ['OX.', 'X..', '...']);
  });

  it('respects PL for the player to move', () => {
    const coll = parse('(;SZ[3]AB[bb]PL[W])');
    assert.equal(GameReplay.open(coll).positionAt(coll.games[0]).toPlay, 'W');
  });

  it('reads PL as old writers wrote it: w, White, WHITE, 2 for White; b, black, 1 for Black (after handicap stones)', () => {
    const toPlay = (pl: string): string => {
      const coll = parse(`(;SZ[9]HA[2]AB[cc][gg]PL[${pl}])`);
      return GameReplay.open(coll).positionAt(coll.games[0]).toPlay;
    };
    assert.deepEqual(['w', 'White', 'WHITE', 'b', 'black', 'Black', ' B '].map(toPlay), ['W', 'W', 'W', 'B', 'B', 'B', 'B']);
  });

  it('applies rule overrides over the file RU', () => {
    const coll = parse('(;SZ[3]RU[Japanese])');
    const replay = GameReplay.open(coll, 0, { rules: RULESETS['tromp-taylor'], ko: 'situational' });
    assert.deepEqual(replay.settings.rules, { name: 'tromp-taylor', scoring: 'area', ko: 'situational', suicide: 'allowed' });
  });

  it('throws RangeError for a game the file does not have', () => {
    assert.throws(() => GameReplay.open(fixture('corner-capture.sgf'), 1), RangeError);
  });

  it('gives every node of a variation tree the same position as a fresh replay of its path, in any visiting order', () => {
    let seed = 7;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const letters = 'abcdefghi';
    interface Gen {
      move: string;
      children: Gen[];
    }
    const root: Gen = { move: 'SZ[9]', children: [] };
    const all: Gen[] = [root];
    for (let i = 0; i < 600; i++) {
      const parent = rand(4) === 0 ? all[rand(all.length)] : all[all.length - 1];
      const node = { move: `${i % 2 ? 'W' : 'B'}[${letters[rand(9)]}${letters[rand(9)]}]`, children: [] };
      parent.children.push(node);
      all.push(node);
    }
    const print = (n: Gen): string => `;${n.move}` + (n.children.length === 1 ? print(n.children[0]) : n.children.map((c) => `(${print(c)})`).join(''));
    const text = `(${print(root)})`;
    const coll = parse(text);
    assert.deepEqual(coll.diagnostics, []);
    const nodes: SgfNode[] = [];
    walk(coll.games[0], (n) => {
      nodes.push(n);
    });
    const order = nodes.map((n) => n).sort(() => rand(3) - 1);
    const cached = GameReplay.open(coll);
    for (const node of order) {
      const fresh = GameReplay.open(coll).replayLine(pathTo(node));
      const view = cached.positionAt(node);
      assert.deepEqual(view.rows, fresh.board.toRows(), `node ${node.id}`);
      assert.deepEqual(view.captures, fresh.captures);
    }
  });

  describe('replayMainLine', () => {
    it('reads passes written tt or [], off-board and overwriting moves, and setup nodes as replayLine does', () => {
      const src = '(;SZ[19];B[aa];W[aa];B[tt];W[];B[zz];W[ba];AB[cc];B[bb]C[x];W[ab])';
      const problems: unknown[] = [];
      const { state, moves } = GameReplay.open(parse(src)).replayMainLine((...problem) => problems.push(problem));
      assert.deepEqual(
        { moves, problems, toPlay: state.toPlay, rows: state.board.toRows().slice(0, 3) },
        {
          moves: 8,
          problems: [
            [2, 'W', [0, 0], 'occupied'],
            [5, 'B', [25, 25], 'offboard'],
          ],
          toPlay: 1,
          rows: ['OO.................', 'OX.................', '..X................'],
        },
      );
    });

    it('ends every game of the real and odd fixtures where replayLine(mainLine()) does, with the same illegal moves', () => {
      const dirs = ['game', 'game/spec', 'engine/realgames', 'sgf/edge', 'sgf/broken', 'sgf/sabaki', 'workspace/games', 'workspace/trips'];
      let games = 0;
      for (const name of dirs.flatMap((d) =>
        readdirSync(join(__dirname, '../../fixtures', d))
          .filter((f) => f.endsWith('.sgf'))
          .map((f) => join(d, f)),
      )) {
        const coll = parse(readFileSync(join(__dirname, '../../fixtures', name), 'utf8'));
        for (let g = 0; g < coll.games.length; g++, games++) {
          const fast: unknown[] = [];
          const fromStore = GameReplay.open(coll, g).replayMainLine((...problem) => fast.push(problem));
          const slow: unknown[] = [];
          let moves = 0;
          const replay = GameReplay.open(coll, g);
          const state = replay.replayLine(replay.mainLine(), (_node, executed) => {
            if (executed.length > 0) moves++;
            for (const m of executed) if (m.illegal !== null) slow.push([moves, m.color, m.point, m.illegal]);
          });
          const describe = (s: typeof state, n: number, p: unknown[]) => ({ rows: s.board.toRows(), captures: s.captures, toPlay: s.toPlay, n, p });
          assert.deepEqual(describe(fromStore.state, fromStore.moves, fast), describe(state, moves, slow), `${name}, game ${g}`);
        }
      }
      assert.ok(games >= 80, `only ${games} games`);
    });
  });
});
