import * as assert from 'node:assert/strict';
import { GameState } from '../../../src/engine/game';
import { RULESETS } from '../../../src/engine/rules';
import type { Player, Rules } from '../../../src/engine/types';
import { mulberry32, ReferenceGame } from './reference';

/** Asserts that the engine's state equals the reference in stones, liberties, chains, captures and hash. */
function assertSame(state: GameState, ref: ReferenceGame, context: string): void {
  const board = state.board;
  assert.deepEqual(board.toRows(), ref.rows(), `stones ${context}`);
  assert.deepEqual(state.captures, { black: ref.capturesBlack, white: ref.capturesWhite }, `captures ${context}`);
  const [lo, hi] = ref.hashFromScratch((x, y) => board.indexOf(x, y));
  assert.equal(board.hashLow, lo, `hash (low) ${context}`);
  assert.equal(board.hashHigh, hi, `hash (high) ${context}`);
  for (let y = 0; y < ref.height; y++) {
    for (let x = 0; x < ref.width; x++) {
      if (ref.cells[y][x] === 0) continue;
      const chain = ref.chain(ref.cells, x, y);
      assert.equal(board.libertyCount(x, y), chain.liberties.length, `liberties at ${x},${y} ${context}`);
      assert.equal(board.getChain(x, y).length, chain.stones.length, `chain size at ${x},${y} ${context}`);
    }
  }
}

/**
 * Plays a random game on both boards: mostly rule-checked moves on random empty points (legality must agree),
 * some passes, and with `chaos` > 0 also setup changes and forced moves anywhere (`chaos` of the plies each).
 */
function randomGame(width: number, height: number, rules: Rules, seed: number, plies: number, chaos: number, seen: Set<string>): void {
  const random = mulberry32(seed);
  const state = GameState.create(width, height, rules);
  const ref = new ReferenceGame(width, height, rules.ko, rules.suicide);
  let player: Player = 1;
  for (let ply = 0; ply < plies; ply++) {
    const context = `(${width}×${height} ${rules.name} seed ${seed} ply ${ply})`;
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    const roll = random();
    if (roll < 0.03) {
      state.play(player, null);
      ref.pass(player);
    } else if (roll < 0.03 + chaos) {
      const sign = ([1, -1, 0] as const)[Math.floor(random() * 3)];
      state.setup(x, y, sign);
      ref.setStone(x, y, sign);
      continue;
    } else if (roll < 0.03 + 2 * chaos) {
      state.forcePlay(player, [x, y]);
      ref.force(player, x, y);
    } else {
      const rowsBefore = state.board.toRows();
      const hashBefore = state.board.hash();
      const expected = ref.play(player, x, y);
      const reason = state.checkMove(player, [x, y]);
      const result = state.play(player, [x, y]);
      assert.equal(reason, expected.legal ? null : expected.reason, `legality ${context}`);
      seen.add(expected.legal ? (expected.suicide ? 'legal suicide' : expected.captured.length > 0 ? 'capture' : 'legal') : expected.reason);
      if (expected.legal) {
        assert.ok(result.legal);
        assert.deepEqual(sortPoints(result.captured), sortPoints(expected.captured), `captured ${context}`);
        assert.equal(result.suicide, expected.suicide, `suicide ${context}`);
      } else {
        assert.deepEqual(result, { legal: false, reason: expected.reason }, `result ${context}`);
        assert.deepEqual(state.board.toRows(), rowsBefore, `illegal move changed the stones ${context}`);
        assert.equal(state.board.hash(), hashBefore, `illegal move changed the hash ${context}`);
        continue;
      }
    }
    assertSame(state, ref, context);
    player = -player as Player;
  }
}

function sortPoints(points: readonly (readonly [number, number])[]): (readonly [number, number])[] {
  return points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

const SIZES: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 1],
  [1, 3],
  [2, 2],
  [3, 3],
  [4, 2],
  [5, 5],
  [7, 4],
  [9, 9],
  [13, 6],
  [19, 19],
];

/** The move outcomes each ruleset's random games must have met, so that every rule was really exercised. */
const EXPECTED_OUTCOMES: Record<string, string[]> = {
  japanese: ['capture', 'ko', 'legal', 'occupied', 'suicide'],
  nz: ['capture', 'ko', 'legal', 'legal suicide', 'occupied', 'suicide', 'superko'],
  'tromp-taylor': ['capture', 'ko', 'legal', 'legal suicide', 'occupied', 'superko'],
  aga: ['capture', 'ko', 'legal', 'occupied', 'suicide', 'superko'],
};

describe('engine: random play agrees with a brute-force flood-fill reference', () => {
  for (const name of ['japanese', 'nz', 'tromp-taylor', 'aga'] as const) {
    it(`${name} rules: stones, liberties, chains, captures, hashes and legality after every move`, () => {
      let seed = 1000;
      const seen = new Set<string>();
      for (const [w, h] of SIZES) randomGame(w, h, RULESETS[name], seed++, w * h < 30 ? 120 : 260, 0, seen);
      assert.deepEqual([...seen].sort(), EXPECTED_OUTCOMES[name]);
    });
  }

  it('forced moves and setup changes (chain splits) keep every incremental structure exact', () => {
    let seed = 5000;
    for (const name of ['japanese', 'tromp-taylor', 'aga'] as const) {
      for (const [w, h] of SIZES) randomGame(w, h, RULESETS[name], seed++, 220, 0.05, new Set());
    }
  });

  it('a crowded board where most plies overwrite or remove stones keeps every incremental structure exact', () => {
    let seed = 7000;
    const seen = new Set<string>();
    const sizes: ReadonlyArray<readonly [number, number]> = [
      [5, 5],
      [9, 9],
      [19, 19],
      [13, 6],
    ];
    for (const [w, h] of sizes) randomGame(w, h, RULESETS['tromp-taylor'], seed++, 600, 0.4, seen);
    for (const outcome of ['capture', 'legal suicide', 'occupied']) assert.ok(seen.has(outcome), `a crowded game met "${outcome}"`);
  });
});
