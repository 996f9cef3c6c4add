// Fixed-seed SGF files for the editor benchmark: a 5 MB / 50,000-node game tree and a small 19×19 game with markup.
import { randomGame } from '../../bench/replay';
import { GameState } from '../../src/engine/game';
import { RULESETS } from '../../src/engine/rules';
import type { Player, Vertex } from '../../src/engine/types';
import { mulberry32 } from '../../test/support/random';

const letters = 'abcdefghijklmnopqrs';

function sgfPoint(vertex: Vertex | null): string {
  return vertex === null ? '' : letters[vertex[0]] + letters[vertex[1]];
}

/** `count` random legal moves (no own-eye filling when avoidable) from `state`, which they change. */
function continueRandomly(state: GameState, first: Player, count: number, random: () => number): Array<{ player: Player; vertex: Vertex | null }> {
  const moves: Array<{ player: Player; vertex: Vertex | null }> = [];
  let player = first;
  for (let k = 0; k < count; k++) {
    let chosen: Vertex | null = null;
    const start = Math.floor(random() * 361);
    for (let i = 0; i < 361 && chosen === null; i++) {
      const p = (start + i * 7) % 361;
      const v: Vertex = [p % 19, Math.floor(p / 19)];
      if (state.isLegal(player, v)) chosen = v;
    }
    state.play(player, chosen);
    moves.push({ player, vertex: chosen });
    player = -player as Player;
  }
  return moves;
}

/** One node: the move, a comment of about `commentLength` characters, and markup on every fifth node. */
function nodeText(move: { player: Player; vertex: Vertex | null }, index: number, random: () => number, commentLength: number): string {
  const color = move.player === 1 ? 'B' : 'W';
  let text = `;${color}[${sgfPoint(move.vertex)}]`;
  if (index % 5 === 0)
    text += `TR[${letters[Math.floor(random() * 19)]}${letters[Math.floor(random() * 19)]}]LB[${letters[Math.floor(random() * 19)]}${letters[Math.floor(random() * 19)]}:A]`;
  const words = ['thickness', 'aji', 'sente', 'gote', 'miai', 'tenuki', 'shape', 'ko threat', 'invasion', 'reduction'];
  let comment = `Move ${index}:`;
  while (comment.length < commentLength) comment += ' ' + words[Math.floor(random() * words.length)];
  return text + `C[${comment}]\n`;
}

/**
 * A 19×19 game tree of `nodes` nodes (about `bytes` bytes): a main line of `mainLine` legal moves, and one legal
 * variation after every branch point spread along it, each continuing the position of its branch point.
 */
export function bigGameTree(options: {
  readonly nodes: number;
  readonly bytes: number;
  readonly mainLine: number;
  readonly branches: number;
  readonly seed: number;
}): string {
  const random = mulberry32(options.seed);
  const main = randomGame(19, options.mainLine, options.seed);
  const variationNodes = options.nodes - 1 - options.mainLine;
  const lengthOf = (j: number): number => Math.floor(variationNodes / options.branches) + (j < variationNodes % options.branches ? 1 : 0);
  const commentLength = Math.max(10, Math.floor(options.bytes / options.nodes) - 16);
  const branchPoints: number[] = [];
  for (let j = 0; j < options.branches; j++) branchPoints.push(Math.floor(((j + 0.5) * (options.mainLine - 1)) / options.branches));
  const mainNodes = main.map((move, k) => nodeText({ player: move.player, vertex: move.vertex }, k + 1, random, commentLength));
  const variations = branchPoints.map((b, j) => {
    const state = GameState.create(19, 19, RULESETS.chinese);
    for (let k = 0; k <= b; k++) state.play(main[k].player, main[k].vertex);
    const first: Player = main[b].player === 1 ? -1 : 1;
    return continueRandomly(state, first, lengthOf(j), random)
      .map((move, k) => nodeText(move, b + 2 + k, random, commentLength))
      .join('');
  });
  // Built from the last branch backwards: the main line after branch j is wrapped as its first variation.
  let tail = mainNodes.slice(branchPoints[branchPoints.length - 1] + 1).join('');
  for (let j = branchPoints.length - 1; j >= 0; j--) {
    const from = j === 0 ? 0 : branchPoints[j - 1] + 1;
    tail = mainNodes.slice(from, branchPoints[j] + 1).join('') + '(' + tail + ')(' + variations[j] + ')';
  }
  return `(;GM[1]FF[4]CA[UTF-8]AP[Goban bench:1]SZ[19]KM[6.5]RU[Chinese]GN[Benchmark tree]PB[Black]PW[White]\n${tail})\n`;
}

/** A 19×19 game of `moves` legal moves with a comment, a triangle, a label and every tenth node a square and an arrow. */
export function smallMarkupGame(moves: number, seed: number): string {
  const random = mulberry32(seed);
  const game = randomGame(19, moves, seed);
  const nodes = game.map((move, k) => {
    let text = nodeText({ player: move.player, vertex: move.vertex }, k + 1, random, 40).trimEnd();
    text += `CR[${sgfPoint([Math.floor(random() * 19), Math.floor(random() * 19)])}]`;
    if (k % 10 === 0) text += `SQ[dd][pp]AR[dd:pp]`;
    return text + '\n';
  });
  return `(;GM[1]FF[4]CA[UTF-8]AP[Goban bench:1]SZ[19]KM[6.5]GN[Small game with markup]PB[Black]PW[White]\n${nodes.join('')})\n`;
}
