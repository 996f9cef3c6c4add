import * as assert from 'node:assert/strict';
import { Board } from '../../../../src/engine/board';
import type { Sign } from '../../../../src/engine/types';
import { estimateDeadStones, stonesWithStatus, type ChainStatus } from '../../../../src/engine/status/estimate';
import { loadNamedPositions } from '../../../support/namedPositions';
import { mulberry32 } from '../../../support/random';
import { loadRealGames } from '../../../support/realGames';
import { DEAD_STONE_SET } from '../../../support/deadStoneSet';
import { GameReplay } from '../../../../src/game/replay';
import { parse } from '../../../../src/sgf/parse';
import { formatVertex } from '../../../../src/engine/pointNames';
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The estimate of `board` turned by `turn` (a map of points onto the turned board), read back on `board`'s points:
 * each stone's status and survival share, and each point's ownership.
 */
function verdictsByPoint(board: Board, toPlay: 1 | -1 | undefined, turn: (x: number, y: number) => [number, number]): string[] {
  const [turnedWidth, turnedHeight] = turn(board.width - 1, board.height - 1).map((v, i) => Math.max(v, turn(0, 0)[i]) + 1);
  const turned = Board.create(turnedWidth, turnedHeight);
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) if (board.get(x, y) !== 0) turned.setStone(...turn(x, y), board.get(x, y));
  const estimate = estimateDeadStones(turned, toPlay === undefined ? {} : { toPlay });
  const byPoint = new Map<string, string>();
  for (const chain of estimate.chains) for (const [x, y] of chain.stones) byPoint.set(`${x},${y}`, `${chain.status} ${chain.survival}`);
  const out: string[] = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const [tx, ty] = turn(x, y);
      out.push(`${x},${y} ${byPoint.get(`${tx},${ty}`) ?? ''} ${estimate.ownership[ty * turnedWidth + tx]}`);
    }
  }
  return out;
}

/** The estimate's status of every stone, by "x,y". */
function statuses(rows: readonly string[], toPlay: 1 | -1 | null): Map<string, ChainStatus> {
  const estimate = estimateDeadStones(Board.fromRows(rows), toPlay === null ? {} : { toPlay });
  const found = new Map<string, ChainStatus>();
  for (const chain of estimate.chains) for (const [x, y] of chain.stones) found.set(`${x},${y}`, chain.status);
  return found;
}

describe('engine/status: the dead-stone estimator on named positions', () => {
  for (const position of loadNamedPositions()) {
    it(position.name, () => {
      const found = statuses(position.rows, position.toPlay);
      const wrong = [...position.expected]
        .filter(([point, status]) => found.get(point) !== status)
        .map(([point, status]) => `${point}: ${found.get(point)} instead of ${status}`);
      assert.deepEqual(wrong, []);
    });
  }
});

describe('engine/status: finished games where GNU Go is no oracle', () => {
  // GNU Go (level 10) kills F5–J5 here, and Goban killed all eight black stones (W+85.5): one white stone poking into
  // Black's 36 points does not take them away as eye space.
  it('a white stone pushed into a black wall at the end leaves the wall alive', () => {
    const found = statuses(['.........', '.........', '.........', 'OOOOOOOOO', 'XXXXOXXXX', '.........', '.........', '.........', '.........'], null);
    assert.deepEqual([...new Set(found.values())], ['alive']);
  });

  // Black E5 and White E4 are both in atari, next to each other: whoever moves first captures. GNU Go takes E4; Goban
  // leaves it to the playouts (E5), and above all no longer kills both black walls for it (W+90.5).
  it('of two stones in atari next to each other, one dies and the walls around them live', () => {
    const found = statuses(['.........', '.........', '....O....', 'OOOO.OOOO', 'XXXOXOXXX', 'XXXXOXXXX', '.........', '.........', '.........'], null);
    assert.deepEqual(
      [...found].filter(([, status]) => status === 'dead').map(([point]) => point),
      ['4,4'],
    );
  });
});

describe('engine/status: seki that a dead group beside it does or does not break', () => {
  // A review: White's B9 C9 sit in atari in Black's eye at the top; taking them only makes a three-point eye, and White
  // throws in again, so the seki of Black's one eye against White's H9, with E9 shared, stays (exact reading; GNU Go
  // calls all of it seki, B9 C9 too). Goban made Black alive for touching two dead stones, then White dead (B+15.5).
  it('dead stones inside a seki group’s own small eye do not break the seki', () => {
    const rows = ['.OOX.OO.O', 'XXXXXOOOO', 'OOOOOXXXX', 'O.OOOX.X.', 'OOO.OXXXX', 'O.OOOXX.X', 'OOOOOX.XX', '.O.OOXXX.', 'OOO.OX.X.'];
    const found = statuses(rows, null);
    assert.deepEqual([found.get('0,1'), found.get('5,0')], ['seki', 'seki']);
  });
});

/** The position after `moves` moves of the self-play game `id` of the dead-stone set, and the player to move. */
function gamePosition(id: string, moves: number): { readonly board: Board; readonly toPlay: 1 | -1 } {
  const replay = GameReplay.open(parse(fs.readFileSync(path.join(DEAD_STONE_SET, `${id}.sgf`), 'utf8')));
  const state = replay.replayLine(replay.mainLine().slice(0, moves + 1));
  return { board: state.board, toPlay: state.toPlay as 1 | -1 };
}

describe('engine/status: a wall whose liberties all lie in its own eye space', () => {
  // A tryout: the self-play game s9-40 ends with Black's ten-stone wall (D4 … J4) around a seven-point corner, every
  // liberty of it inside, and a black stone at F1 cut off by White's E1. White, moving first (H1), wins the capturing
  // race against the wall (exact reading; GNU Go lives it). F1, whose own reading ran out of budget, stayed alive
  // inside the dead wall: 17 points counted for nobody.
  it('kills the stone inside with the wall the reading kills', () => {
    const { board } = gamePosition('s9-40', 52);
    const dead = stonesWithStatus(estimateDeadStones(board), 'dead').map((v) => formatVertex(v, board.height));
    assert.deepEqual(dead.sort(), ['D3', 'D4', 'E2', 'E3', 'F1', 'F3', 'G3', 'G4', 'H3', 'J3', 'J4']);
  });
});

describe('engine/status: the estimator on any board', () => {
  it('gives the same estimate for the same seed', () => {
    const rows = loadNamedPositions()[0].rows;
    const a = estimateDeadStones(Board.fromRows(rows), { seed: 7 });
    const b = estimateDeadStones(Board.fromRows(rows), { seed: 7 });
    assert.deepEqual(a, b);
  });

  it('gives the same verdicts and shares however the board is turned or mirrored, and with the colours swapped (KGS games turned half round lost by 42 and won by 46 points)', () => {
    const games = loadRealGames();
    const gobucks = games.find((g) => g.file === 'kgs-20040516-gobucks-gnugocvs.sgf');
    // Turned half round, a local search read Black's eight-stone group at the top alive: it had taken White's J19 in the
    // search and kept the point as an eye, where White takes Black's K19 from outside first (the game agreed it dead).
    const nigiri = games.find((g) => g.file === 'kgs-yagr-nigiri.sgf');
    assert.ok(gobucks !== undefined && nigiri !== undefined);
    // Mirrored, the exact search of a four-stone chain at the right ran out of its budget (it tried its moves in the
    // order the area's points were found): alive one way, dead the other.
    const cut = gamePosition('s19-05', 214);
    const rectangle = Board.fromRows(['  XO     ', ' XXO  O  ', 'X OO O   ', 'XO  X X  ', ' O XX    ', '   O X   ', '  O      ']);
    for (const [board, toPlay] of [
      [gobucks.state.board, undefined],
      [nigiri.state.board, undefined],
      [cut.board, cut.toPlay],
      [rectangle, undefined],
      [rectangle, 1],
    ] as const) {
      const base = verdictsByPoint(board, toPlay, (x, y) => [x, y]);
      const { width: w, height: h } = board;
      const turns: Array<(x: number, y: number) => [number, number]> = [
        (x, y) => [w - 1 - x, y],
        (x, y) => [x, h - 1 - y],
        (x, y) => [w - 1 - x, h - 1 - y],
        (x, y) => [y, x],
        (x, y) => [h - 1 - y, w - 1 - x],
      ];
      for (const turn of turns) assert.deepEqual(verdictsByPoint(board, toPlay, turn), base);
      // With the colours swapped (and the player to move), each stone keeps its verdict and each point changes owner.
      const swapped = Board.create(board.width, board.height);
      for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) swapped.setStone(x, y, -board.get(x, y) as Sign);
      const negated = base.map((line) => line.replace(/ (-?[\d.e-]+)$/, (_, owner: string) => ` ${Number(owner) === 0 ? 0 : -Number(owner)}`));
      assert.deepEqual(
        verdictsByPoint(swapped, toPlay === undefined ? undefined : (-toPlay as 1 | -1), (x, y) => [x, y]),
        negated,
      );
    }
  });

  it('handles the empty board and the 1×1 board without a stone, or with one', () => {
    const empty = estimateDeadStones(Board.create(19, 19));
    assert.deepEqual([empty.chains.length, empty.ownership.length], [0, 361]);
    assert.deepEqual(estimateDeadStones(Board.create(1, 1)).chains, []);
    const lone = Board.create(1, 1);
    lone.setStone(0, 0, 1);
    assert.deepEqual(
      estimateDeadStones(lone).chains.map((c) => c.stones),
      [[[0, 0]]],
    );
  });

  it('estimates random positions of every shape from 2×2 to 52×52, ownership within [-1, 1]', () => {
    const random = mulberry32(11);
    for (const [width, height] of [
      [2, 2],
      [3, 7],
      [19, 5],
      [25, 25],
      [52, 52],
      [52, 3],
    ]) {
      const board = Board.create(width, height);
      for (let i = 0; i < width * height * 0.6; i++) {
        const x = Math.floor(random() * width);
        const y = Math.floor(random() * height);
        board.play(random() < 0.5 ? 1 : -1, x, y, null, 'forbidden');
      }
      const estimate = estimateDeadStones(board, { playouts: 20 });
      assert.equal(estimate.ownership.length, width * height);
      assert.ok(
        estimate.ownership.every((v) => v >= -1 && v <= 1),
        `${width}×${height} ownership`,
      );
      const stones = board.toRows().join('').replace(/\./g, '').length;
      assert.equal(
        estimate.chains.reduce((n, c) => n + c.stones.length, 0),
        stones,
        `${width}×${height}: every stone in one chain`,
      );
    }
  });

  it('lists the stones of a status sorted by x, then y', () => {
    const estimate = estimateDeadStones(Board.fromRows(['.X.O.', 'XX.OO', '.X.O.', 'XXOOo'.replace('o', 'O'), '.X.O.']));
    assert.deepEqual(stonesWithStatus(estimate, 'dead'), []);
    const invaded = estimateDeadStones(Board.fromRows(['.X...O...', 'XX...O.X.', '.X...O...', '.X...O...', '.X...O...']));
    assert.deepEqual(stonesWithStatus(invaded, 'dead'), [[7, 1]]);
  });
});

describe('engine/status: capturing races where GNU Go is no oracle (read out exhaustively instead)', () => {
  const dead = (rows: readonly string[], toPlay: 1 | -1): string[] =>
    [...statuses(rows, toPlay)]
      .filter(([, status]) => status === 'dead')
      .map(([point]) => point)
      .sort();
  const white = ['0,6', '1,6', '1,7', '1,8'];

  // Black: an eye (E1) and one outside liberty (H5); White: a two-point eye (A1-A2). The first to move wins: with White
  // to move, H5 puts Black in atari and E1 takes its 25 stones. GNU Go's play-out lets Black win it even so.
  it('an even race, an eye and a liberty against a two-point eye, is the player to move', () => {
    const rows = ['.........', '.........', '.........', 'OOOOOOOOO', 'OOOOOOO.O', 'XXXXXXXXO', 'OOXXXXXXO', '.OXXXXXXO', '.OXX.XXXO'];
    assert.deepEqual(dead(rows, 1), white);
    const black = dead(rows, -1);
    assert.deepEqual([black.length, black.some((p) => white.includes(p))], [25, false]);
  });

  // White's straight three (A1-C1) makes two eyes at B1 if White plays there first (GNU Go's owl_defend A2: B1), and
  // Black's one eye and eight outside liberties then lose; a review counted the three points as three liberties.
  it('a straight three is no count in a race: White, to move, plays its vital point, lives, and the one-eyed group dies', () => {
    const rows = ['.........', '.........', '.........', 'OOOOOOOOO', '........O', 'XXXXXXXXO', 'XXXXXXXXO', 'OOOOXXXXO', '...OXX.XO'];
    const black = dead(rows, -1);
    assert.deepEqual([black.length, black.includes('0,7')], [23, false]);
  });

  // A square four on the side, every point a liberty, is worth five: against one eye, H1 and three liberties above
  // (five), the first to move wins; with two above (four) White wins whoever starts (read out exhaustively).
  it('a square four on the side is worth five liberties in a race', () => {
    const rows = (above: string) => ['.........', '.........', '.........', 'OOOOOOOOO', above, 'XXXXXXXXO', 'XXOOOOXXO', 'XXO..OXXO', '.XO..OX.O'];
    const white = ['2,6', '2,7', '2,8', '3,6', '4,6', '5,6', '5,7', '5,8'];
    const blackDies = (above: string, toPlay: 1 | -1) => !dead(rows(above), toPlay).some((p) => white.includes(p)) && dead(rows(above), toPlay).includes('0,5');
    assert.deepEqual([blackDies('OOOOO...O', 1), blackDies('OOOOO...O', -1), blackDies('OOOOOO..O', 1)], [false, true, true]);
    assert.deepEqual(dead(rows('OOOOO...O'), 1), white.slice().sort());
  });

  // A stone the attacker has played inside an eye takes one liberty off it (all read out exhaustively). White's side
  // square four C9-D8 with Black's stone on C8, against a black ring with K outside liberties: K = 5 wins whoever starts, K = 4
  // is the first mover's; Goban killed the ring for every K. Corner square four: with Black's stone on the corner point
  // it is worth four (K = 3 loses whoever starts, K = 4 is the first mover's), with it beside the corner two.
  it('an eye with the attacker’s stones inside counts one liberty less per stone', () => {
    const winner = (rows: readonly string[], toPlay: 1 | -1, ring: string, eye: string): string => {
      const found = statuses(rows, toPlay);
      return `${found.get(ring) === 'dead' ? '' : 'ring'}${found.get(eye) === 'dead' ? '' : 'eye'}`;
    };
    const side = (row4: string) => ['XO..OXOO.', 'XOX.OXOOO', 'XOOOOXOO.', 'XXXXXXOOO', row4, 'OOOOOOOOO', '.O.O.O.O.', 'OOOOOOOOO', '.O.O.O.O.'];
    const sides = [side('.....O.O.'), side('....OO.O.')].flatMap((rows) => [1, -1].map((p) => winner(rows, p as 1 | -1, '0,0', '1,0')));
    assert.deepEqual(sides, ['ring', 'ring', 'ring', 'eye']);
    const corner = (row0: string, row4: string) => [row0, '..OXOOOO.', 'OOOXOO.OO', 'XXXXOOOO.', row4, 'OOOOOOOOO', '.O.O.O.O.', 'OOOOOOOOO', '.O.O.O.O.'];
    const rings = ['...OOO.OO', '....OO.OO'];
    const onCorner = rings.flatMap((row4) => [1, -1].map((p) => winner(corner('X.OXOO.OO', row4), p as 1 | -1, '3,0', '2,0')));
    assert.deepEqual(onCorner, ['eye', 'eye', 'ring', 'eye']);
    const beside = ['..OOOO.OO', '...OOO.OO'].flatMap((row4) => [1, -1].map((p) => winner(corner('.XOXOO.OO', row4), p as 1 | -1, '3,0', '2,0')));
    assert.deepEqual(beside, ['ring', 'eye', 'ring', 'ring']);
  });

  // A second helper's round: White's straight three on the edge (A9-C9) holds Black's stone on its vital point B9, so it
  // counts two, one more per stone; White shares E9 and E8 with the eyeless black group, and shared liberties count for
  // the side with an eye. With five liberties outside (A6-E6) Black wins whoever starts; with four it is the first
  // mover's; with two stones in the eye (B9, C9) four win. Goban killed the black group in all of them (W+25.5; GNU Go
  // too, against its own owl_attack and owl_defend). Beside them, a seki of three groups on a 19×7 board, its liberties
  // shared and its outside ones each next to a group in seki that cannot fill them, stays a seki (no race).
  it('a three-point eye whose vital point the attacker holds counts in a race, and shared liberties count for the eye', () => {
    const race = (row0: string, row3: string): string[] => [
      '.X' + row0,
      'OOOO.XO..',
      'XXXXXXO..',
      row3,
      'OOOOOOO..',
      'OOOOOOOOO',
      'XXXXXXXXX',
      '.........',
      '.........',
    ];
    const white = ['0,1', '1,1', '2,1', '3,0', '3,1'];
    const whiteDead = (rows: readonly string[], toPlay: 1 | -1 | null): boolean[] => {
      const found = statuses(rows, toPlay);
      return [white.every((p) => found.get(p) === 'dead'), found.get('0,2') === 'dead'];
    };
    assert.deepEqual(whiteDead(race('.O.XO..', '.....OO..'), null), [true, false]);
    assert.deepEqual(whiteDead(race('XO.XO..', '....OOO..'), null), [true, false]);
    assert.deepEqual(
      [whiteDead(race('.O.XO..', 'O....OO..'), 1), whiteDead(race('.O.XO..', 'O....OO..'), -1)],
      [
        [true, false],
        [false, true],
      ],
    );
    const seki = [
      '.XX.OO.X.XO..OOOXX.',
      'XXXXOOXXXXO.OOXXX.X',
      'OOOOXXOOOOO.OXX.XXX',
      '...OXXO....OOXXXOOO',
      '...OXXO...OOXXOO...',
      'OOOOXXOOOOOXX.XO...',
      'XXXXXXXXXXXX..XO...',
    ];
    const found = statuses(seki, null);
    assert.deepEqual([found.get('0,1'), found.get('4,0'), found.get('7,0')], ['seki', 'seki', 'seki']);
  });

  // An empty three-point eye is the first mover's: its owner, to move, makes two eyes at the vital point; the attacker,
  // to move, plays there, and the eye then counts two with its owner to move. White's straight three against a ring
  // with three outside liberties: Black to move wins; with two, White wins whoever starts. In the corner the vital
  // point of a bent three is the corner point, which the chain does not touch: the same (all read out exhaustively).
  it('an empty three-point eye is the first mover’s: the attacker, to move, takes the vital point and counts', () => {
    const straight = (row3: string) => ['XO...OXOO', 'XOOOOOXOO', 'XXXXXXXOO', row3, 'OOOOOOOOO', 'OOOOOOOOO', '.O.O.O.O.', 'OOOOOOOOO', '.O.O.O.O.'];
    const ring = (rows: readonly string[], toPlay: 1 | -1, stone: string): ChainStatus | undefined => statuses(rows, toPlay).get(stone);
    assert.deepEqual(
      [ring(straight('...OOOOOO'), 1, '0,0'), ring(straight('...OOOOOO'), -1, '0,0'), ring(straight('..OOOOOOO'), 1, '0,0')],
      ['alive', 'dead', 'dead'],
    );
    const corner = ['..OXOO.OO', '.OOXOOOO.', 'OOOXOO.OO', 'XXXXOOOO.', '...OOO.OO', 'OOOOOOOOO', '.O.O.O.O.', 'OOOOOOOOO', '.O.O.O.O.'];
    assert.deepEqual([ring(corner, 1, '3,0'), ring(corner, -1, '3,0')], ['alive', 'dead']);
  });

  // A review: White's eyeless D column shares E11 and E10 with Black's eyeless group and has three outside liberties to
  // Black's two. Black, moving first, gets only a seki; White, moving first, captures (exact reading). White can never
  // be captured: it lives, and Black, whose opponent moves first under the 1989 rules, is dead. The playouts killed
  // White's 11 stones (B+18.5; GNU Go calls it seki, W+8.5).
  it('of two eyeless chains sharing two liberties, the one only the other can never capture lives in a finished game', () => {
    const rows = [
      'XX.O.X.OOOO',
      'XX.O.X.O.O.',
      'XX.OXXOOOOO',
      'XXXOXXOOOOO',
      '.XXOXXOOOOO',
      'XXXOXXOO.OO',
      'XXXOXXOOOOO',
      'X.XOXXOOOO.',
      'XXXOXXOOOOO',
      'XXXOXXOOOOO',
      'X.XOXXOO.OO',
    ];
    const found = statuses(rows, null);
    assert.deepEqual([found.get('3,0'), found.get('4,2')], ['alive', 'dead']);
  });

  // A review: two black stones apart in White's square four (C13, D12), White with a liberty outside (F13). White, to
  // move, plays D13, both stones in atari, and takes them for two eyes; Black, to move, fills F13 and wins (exhaustive
  // reading, and GNU Go's owl_attack and owl_defend). Counted as 1 + 5 - 2 against 5, the ring won whoever moved; such
  // an eye is no count now, and the playouts judge (they get White to move right, Black to move not).
  it('two stones apart in a square four whose owner has a liberty outside are no count: White, to move, lives', () => {
    const rows = ['XOX.O.X.X.XO.', 'XO.XOXXXXXXO.', 'XOOOOXXXXXXO.', 'XXXXXOOOOOOO.', '.....O.......', 'OOOOOOOOOOOOO'];
    const board = [...rows, ...['.............', '.......O.....', '.............', '.............', '....O........', '.............', '.............']];
    const found = statuses(board, -1);
    assert.deepEqual([found.get('0,0'), found.get('1,0')], ['dead', 'alive']);
  });

  // A black stone left in atari next to a liberty of the race (E6, F6) is no connection worth making: the race is still
  // counted (a second review; both read out exhaustively). Side square four, five against five, Black to move: Black
  // wins. Corner square four (three) against one eye and three liberties (four): Black wins whoever moves first.
  it('a stone of its own left in atari next to a liberty does not take a chain out of its race', () => {
    const side = ['.........', '.........', '....O....', 'OOOOXOOOO', 'OOOO....O', 'XXXXXXXXO', 'XXOOOOXXO', 'XXO..OXXO', 'XXO..OX.O'];
    assert.deepEqual(dead(side, 1), ['2,6', '2,7', '2,8', '3,6', '4,3', '4,6', '5,6', '5,7', '5,8']);
    const corner = ['.........', '.........', '.....O...', 'OOOOOXOOO', 'OOOOO...O', 'XXXXXXXXO', 'OOOXXXXXO', '..OXXXXXO', '..OXX.XXO'];
    for (const toPlay of [1, -1] as const) assert.deepEqual(dead(corner, toPlay), ['0,6', '1,6', '2,6', '2,7', '2,8', '5,3']);
  });
});
