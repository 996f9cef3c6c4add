import * as assert from 'node:assert/strict';
import { Board } from '../../../src/engine/board';
import { GameState } from '../../../src/engine/game';
import { RULESETS, withOverrides } from '../../../src/engine/rules';
import type { MoveResult, Player, Rules, Vertex } from '../../../src/engine/types';

/** A move's result as a plain object, to compare whole: `play` works out `captured` only when it is read. */
function played(result: MoveResult): MoveResult {
  return result.legal ? { legal: true, captured: result.captured, suicide: result.suicide } : result;
}

/** A game from rows ('X' black, 'O' white, '.' empty) with `toPlay` to move. */
function gameFrom(rows: string[], rules: Rules = RULESETS.japanese, toPlay: Player = 1): GameState {
  const state = GameState.fromBoard(Board.fromRows(rows), rules);
  state.setToPlay(toPlay);
  return state;
}

/** Everything observable about a state, to prove that something did not change it. */
function snapshot(state: GameState): unknown {
  return { rows: state.board.toRows(), hash: state.board.hash(), toPlay: state.toPlay, ko: state.ko, captures: state.captures };
}

const KO_ROWS = ['.XO....', 'XO.O...', '.XO....'];

describe('engine: GameState basics', () => {
  it('a pass is always legal, changes no stone and gives the turn to the opponent', () => {
    const state = GameState.create(9, 9);
    assert.deepEqual(played(state.play(1, null)), { legal: true, captured: [], suicide: false });
    assert.equal(state.toPlay, -1);
    assert.deepEqual(state.board.toRows(), GameState.create(9, 9).board.toRows());
  });

  it('occupied and off-board moves are illegal with their reason', () => {
    const state = GameState.create(9, 9);
    state.play(1, [4, 4]);
    assert.deepEqual(played(state.play(-1, [4, 4])), { legal: false, reason: 'occupied' });
    for (const v of [
      [-1, 0],
      [9, 0],
      [0, 9],
      [0.5, 1],
      [Number.NaN, 0],
    ] as Vertex[]) {
      assert.deepEqual(played(state.play(-1, v)), { legal: false, reason: 'offboard' }, `${v}`);
      assert.equal(state.checkMove(-1, v), 'offboard');
    }
  });

  it('an illegal move leaves the state exactly as it was', () => {
    const state = gameFrom(KO_ROWS);
    state.play(1, [2, 1]);
    const before = snapshot(state);
    assert.deepEqual(played(state.play(-1, [1, 1])), { legal: false, reason: 'ko' });
    assert.deepEqual(played(state.play(-1, [2, 1])), { legal: false, reason: 'occupied' });
    assert.deepEqual(snapshot(state), before);
    assert.deepEqual(played(state.play(-1, [5, 1])), { legal: true, captured: [], suicide: false });
  });

  it('checkMove and isLegal probe without playing', () => {
    const state = gameFrom(KO_ROWS);
    state.play(1, [2, 1]);
    const before = snapshot(state);
    assert.equal(state.checkMove(-1, [1, 1]), 'ko');
    assert.equal(state.isLegal(-1, [1, 1]), false);
    assert.equal(state.checkMove(-1, [5, 1]), null);
    assert.equal(state.checkMove(-1, null), null);
    assert.deepEqual(snapshot(state), before);
  });

  it('clone is independent', () => {
    const a = GameState.create(5, 5);
    a.play(1, [2, 2]);
    const b = a.clone();
    b.play(-1, [1, 1]);
    assert.deepEqual(a.board.toRows(), ['.....', '.....', '..X..', '.....', '.....']);
    assert.deepEqual(b.board.toRows(), ['.....', '.O...', '..X..', '.....', '.....']);
    assert.deepEqual([a.toPlay, b.toPlay], [-1, 1]);
  });
});

describe('engine: ko and snapback', () => {
  it('forbids the immediate retake of a ko and allows it after a ko threat and its answer', () => {
    const state = gameFrom(KO_ROWS);
    assert.deepEqual(played(state.play(1, [2, 1])), { legal: true, captured: [[1, 1]], suicide: false });
    assert.deepEqual(state.board.toRows(), ['.XO....', 'X.XO...', '.XO....']);
    assert.deepEqual(state.ko, { x: 1, y: 1, player: -1 });
    assert.deepEqual(played(state.play(-1, [1, 1])), { legal: false, reason: 'ko' });
    state.play(-1, [5, 0]); // threat
    state.play(1, [5, 1]); // answer
    assert.deepEqual(played(state.play(-1, [1, 1])), { legal: true, captured: [[2, 1]], suicide: false });
    assert.deepEqual(state.board.toRows(), ['.XO..O.', 'XO.O.X.', '.XO....']);
    assert.deepEqual(played(state.play(1, [2, 1])), { legal: false, reason: 'ko' });
  });

  it('under simple ko two passes lift the ban; under superko they do not', () => {
    for (const [rules, expected] of [
      [RULESETS.japanese, { legal: true, captured: [[2, 1]], suicide: false }],
      [RULESETS['tromp-taylor'], { legal: false, reason: 'superko' }],
      [RULESETS.aga, { legal: false, reason: 'superko' }],
    ] as const) {
      const state = gameFrom(KO_ROWS, rules);
      state.play(1, [2, 1]);
      state.play(-1, null);
      state.play(1, null);
      assert.deepEqual(played(state.play(-1, [1, 1])), expected, rules.name);
    }
  });

  it('snapback is legal: recapturing several stones is not a ko', () => {
    const state = gameFrom(['..OX.', 'OOOX.', 'XXXX.', '.....']);
    assert.deepEqual(played(state.play(1, [1, 0])), { legal: true, captured: [], suicide: false });
    assert.deepEqual(played(state.play(-1, [0, 0])), { legal: true, captured: [[1, 0]], suicide: false });
    assert.equal(state.ko, null);
    assert.deepEqual(played(state.play(1, [1, 0])), {
      legal: true,
      captured: [
        [0, 0],
        [0, 1],
        [1, 1],
        [2, 0],
        [2, 1],
      ],
      suicide: false,
    });
    assert.deepEqual(state.board.toRows(), ['.X.X.', '...X.', 'XXXX.', '.....']);
    assert.deepEqual(state.captures, { black: 5, white: 1 });
  });

  it('keeps what each move captured after later captures, though it is worked out only when read', () => {
    const state = gameFrom(['..OX.', 'OOOX.', 'XXXX.', '.....']);
    state.play(1, [1, 0]);
    const throwIn = state.play(-1, [0, 0]);
    const snapback = state.play(1, [1, 0]);
    state.play(-1, [4, 0]);
    state.play(1, [4, 1]);
    const lone = state.play(-1, [0, 0]);
    assert.equal(lone.legal, true);
    assert.deepEqual(snapback.legal && snapback.captured, [
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
    assert.deepEqual(throwIn.legal && throwIn.captured, [[1, 0]]);
  });
});

/** Three kos side by side; ko k has its points at x = 5k + 1 (left) and 5k + 2 (right) on row 1. */
const TRIPLE_KO = ['.XO...XO...XO.', 'X.XO.XO.O.XO.O', '.XO...XO...XO.'];
const left = (k: number): Vertex => [5 * k + 1, 1];
const right = (k: number): Vertex => [5 * k + 2, 1];

describe('engine: superko', () => {
  it('a triple ko cycle: the move that completes it is superko under positional and situational rules only', () => {
    // Ko 0 is Black's, kos 1 and 2 are White's; six captures in turn bring the start position back.
    const cycle: Array<[Player, Vertex]> = [
      [1, right(1)],
      [-1, left(0)],
      [1, right(2)],
      [-1, left(1)],
      [1, right(0)],
      [-1, left(2)],
    ];
    for (const [rules, last] of [
      [RULESETS.japanese, { legal: true, captured: [right(2)], suicide: false }],
      [RULESETS.chinese, { legal: true, captured: [right(2)], suicide: false }],
      [RULESETS['tromp-taylor'], { legal: false, reason: 'superko' }],
      [RULESETS.aga, { legal: false, reason: 'superko' }],
      [withOverrides(RULESETS.japanese, { ko: 'positional' }), { legal: false, reason: 'superko' }],
    ] as const) {
      const state = gameFrom(TRIPLE_KO, rules);
      for (const [player, v] of cycle.slice(0, 5)) {
        assert.equal(state.play(player, v).legal, true, `${rules.name} ${v}`);
      }
      assert.deepEqual(played(state.play(-1, cycle[5][1])), last, `${rules.name} ko ${rules.ko}`);
    }
  });

  it('under simple ko the triple ko cycles forever', () => {
    const state = gameFrom(TRIPLE_KO);
    const cycle: Array<[Player, Vertex]> = [
      [1, right(1)],
      [-1, left(0)],
      [1, right(2)],
      [-1, left(1)],
      [1, right(0)],
      [-1, left(2)],
    ];
    for (let round = 0; round < 5; round++) {
      for (const [player, v] of cycle) assert.equal(state.play(player, v).legal, true);
      assert.deepEqual(state.board.toRows(), TRIPLE_KO);
    }
    assert.deepEqual(state.captures, { black: 15, white: 15 });
  });

  it('situational and positional superko differ when the earlier position had the other player to move', () => {
    // Black takes ko 1, White takes ko 0, Black passes, White retakes ko 1, and Black's retake of ko 0 recreates
    // the start position — but with White to move, whereas Black was to move at the start.
    const moves: Array<[Player, Vertex | null]> = [
      [1, right(1)],
      [-1, left(0)],
      [1, null],
      [-1, left(1)],
    ];
    for (const [rules, expected] of [
      [RULESETS.japanese, { legal: true, captured: [left(0)], suicide: false }],
      [RULESETS.aga, { legal: true, captured: [left(0)], suicide: false }],
      [RULESETS.nz, { legal: true, captured: [left(0)], suicide: false }],
      [RULESETS['tromp-taylor'], { legal: false, reason: 'superko' }],
      [RULESETS.goe, { legal: false, reason: 'superko' }],
    ] as const) {
      const state = gameFrom(TRIPLE_KO, rules);
      for (const [player, v] of moves) assert.equal(state.play(player, v).legal, true);
      assert.deepEqual(played(state.play(1, right(0))), expected, rules.name);
    }
  });

  it("clones share the history copy-on-write: a sibling branch never sees the other's positions", () => {
    const root = gameFrom(KO_ROWS, RULESETS['tromp-taylor']);
    root.play(1, [5, 2]);
    const a = root.clone();
    const b = root.clone();
    assert.equal(a.play(-1, [6, 0]).legal, true); // a owns the shared log now
    assert.equal(b.play(-1, [6, 1]).legal, true); // b copies its part
    // In b: Black takes the ko, both pass, White's retake would repeat a position of b's own past.
    b.play(1, [2, 1]);
    b.play(-1, null);
    b.play(1, null);
    assert.deepEqual(played(b.play(-1, [1, 1])), { legal: false, reason: 'superko' });
    // a's position after White's [6, 0] is new to b even though a reached it first.
    const c = root.clone();
    assert.deepEqual(played(c.play(-1, [6, 0])), { legal: true, captured: [], suicide: false });
    // And a still knows its own past: the same ko sequence is superko there too.
    a.play(1, [2, 1]);
    a.play(-1, null);
    a.play(1, null);
    assert.deepEqual(played(a.play(-1, [1, 1])), { legal: false, reason: 'superko' });
  });

  it('positions before a setup change still count, setup clears the simple ko', () => {
    const state = gameFrom(KO_ROWS, RULESETS['tromp-taylor']);
    state.play(1, [2, 1]);
    state.setup(6, 2, 1);
    state.setup(6, 2, 0);
    assert.equal(state.ko, null);
    // The retake recreates the start position, which is in the history.
    assert.deepEqual(played(state.play(-1, [1, 1])), { legal: false, reason: 'superko' });
  });

  it('handles a 100,000-move game under positional superko', function () {
    this.timeout(20000);
    const state = GameState.create(19, 19, RULESETS['tromp-taylor']);
    let player: Player = 1;
    let seed = 12345;
    let superko = 0;
    const t0 = performance.now();
    for (let move = 0; move < 100000; move++) {
      let played = false;
      for (let attempt = 0; attempt < 20 && !played; attempt++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const p = seed % 361;
        const result = state.play(player, [p % 19, Math.floor(p / 19)]);
        played = result.legal;
        if (!result.legal && result.reason === 'superko') superko++;
      }
      if (!played) state.play(player, null);
      player = -player as Player;
    }
    const seconds = (performance.now() - t0) / 1000;
    assert.ok(seconds < 15, `took ${seconds.toFixed(1)} s`);
    assert.ok(superko > 0, 'the game met superko');
  });
});

describe('engine: suicide rules', () => {
  const SINGLE = ['.O.', 'O..', '...'];
  const MULTI = ['X.O', 'OO.', '...'];

  it('single-stone suicide: illegal when forbidden or multi-stone only, legal when allowed', () => {
    assert.deepEqual(played(gameFrom(SINGLE, RULESETS.japanese).play(1, [0, 0])), { legal: false, reason: 'suicide' });
    assert.deepEqual(played(gameFrom(SINGLE, RULESETS.nz).play(1, [0, 0])), { legal: false, reason: 'suicide' });
    const allowed = gameFrom(SINGLE, withOverrides(RULESETS.japanese, { suicide: 'allowed' }));
    assert.deepEqual(played(allowed.play(1, [0, 0])), { legal: true, captured: [[0, 0]], suicide: true });
    assert.deepEqual(allowed.board.toRows(), SINGLE);
    assert.deepEqual(allowed.captures, { black: 0, white: 1 });
    assert.equal(allowed.toPlay, -1);
  });

  it('single-stone suicide under Tromp-Taylor repeats the position, so positional superko forbids it', () => {
    assert.deepEqual(played(gameFrom(SINGLE, RULESETS['tromp-taylor']).play(1, [0, 0])), { legal: false, reason: 'superko' });
  });

  it('multi-stone suicide: illegal when forbidden, legal under NZ and Tromp-Taylor', () => {
    assert.deepEqual(played(gameFrom(MULTI, RULESETS.japanese).play(1, [1, 0])), { legal: false, reason: 'suicide' });
    assert.deepEqual(played(gameFrom(MULTI, RULESETS.aga).play(1, [1, 0])), { legal: false, reason: 'suicide' });
    for (const rules of [RULESETS.nz, RULESETS['tromp-taylor'], RULESETS.goe]) {
      const state = gameFrom(MULTI, rules);
      assert.deepEqual(
        played(state.play(1, [1, 0])),
        {
          legal: true,
          captured: [
            [0, 0],
            [1, 0],
          ],
          suicide: true,
        },
        rules.name,
      );
      assert.deepEqual(state.board.toRows(), ['..O', 'OO.', '...']);
      assert.deepEqual(state.captures, { black: 0, white: 2 });
    }
  });

  it('a move that captures is never suicide', () => {
    const capture = gameFrom(['.OX', 'OX.', 'X..']);
    assert.deepEqual(played(capture.play(1, [0, 0])), {
      legal: true,
      captured: [
        [0, 1],
        [1, 0],
      ],
      suicide: false,
    });
  });
});

describe('engine: forcePlay (SGF viewer semantics)', () => {
  it('executes a legal move like play', () => {
    const state = GameState.create(3, 3);
    assert.deepEqual(state.forcePlay(1, [1, 1]), { captured: [], suicide: false, illegal: null });
    assert.equal(state.toPlay, -1);
  });

  it('replaces a stone on an occupied point and then captures', () => {
    const state = gameFrom(['XO.', 'O..', '...'], RULESETS.japanese, -1);
    assert.deepEqual(state.forcePlay(-1, [0, 0]), { captured: [], suicide: false, illegal: 'occupied' });
    assert.deepEqual(state.board.toRows(), ['OO.', 'O..', '...']);
    const capturing = gameFrom(['.OOX', '.XX.']);
    assert.deepEqual(capturing.forcePlay(1, [1, 0]), { captured: [[2, 0]], suicide: false, illegal: 'occupied' });
    assert.deepEqual(capturing.board.toRows(), ['.X.X', '.XX.']);
    assert.deepEqual(capturing.captures, { black: 1, white: 0 });
  });

  it("executes a forbidden suicide by removing the mover's chain", () => {
    const state = gameFrom(['.O.', 'O..', '...']);
    assert.deepEqual(state.forcePlay(1, [0, 0]), { captured: [[0, 0]], suicide: true, illegal: 'suicide' });
    assert.deepEqual(state.board.toRows(), ['.O.', 'O..', '...']);
    assert.deepEqual(state.captures, { black: 0, white: 1 });
  });

  it('executes a ko retake and reports it', () => {
    const state = gameFrom(KO_ROWS);
    state.play(1, [2, 1]);
    assert.deepEqual(state.forcePlay(-1, [1, 1]), { captured: [[2, 1]], suicide: false, illegal: 'ko' });
    assert.deepEqual(state.board.toRows(), KO_ROWS);
  });

  it('treats an off-board point as a pass that reports offboard', () => {
    const state = GameState.create(3, 3);
    assert.deepEqual(state.forcePlay(1, [5, 5]), { captured: [], suicide: false, illegal: 'offboard' });
    assert.equal(state.toPlay, -1);
    assert.deepEqual(state.forcePlay(-1, null), { captured: [], suicide: false, illegal: null });
  });

  it('forcePlayAt does the same and only says what the rules said: occupied and captured, or off the board', () => {
    const capturing = gameFrom(['.OOX', '.XX.']);
    assert.equal(capturing.forcePlayAt(1, 1, 0), 'occupied');
    assert.deepEqual([capturing.board.toRows(), capturing.captures, capturing.toPlay], [['.X.X', '.XX.'], { black: 1, white: 0 }, -1]);
    assert.equal(capturing.forcePlayAt(-1, -1, 7), 'offboard');
    assert.deepEqual([capturing.board.toRows(), capturing.toPlay], [['.X.X', '.XX.'], 1]);
  });
});
