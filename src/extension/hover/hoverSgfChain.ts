// Pure (no vscode import): the markdown of an SGF liberties hover — the chain at a point after a node, and its fate.
import { RULESET_TITLES } from '../../engine/rules';
import type { GameState } from '../../engine/game';
import type { Sign, Vertex } from '../../engine/types';
import { applyNode, formatVertex, type GameReplay, type MoveProblemReason } from '../../game';
import type { SgfNode, SgfProperty } from '../../sgf/types';
import { chainHeadline, colorName, DIAGRAM_LEGEND, goAndSgf, neighbourhoodDiagram, pointList, type ChainFacts } from './hoverText';

const ILLEGAL_WORDS: Readonly<Record<MoveProblemReason, string>> = {
  occupied: 'the point is occupied',
  suicide: 'suicide',
  ko: 'it retakes a ko at once',
  superko: 'it repeats an earlier position (superko)',
  offboard: 'the point is off the board',
  malformed: 'it is not a point',
};

/** The hover for point `vertex` named by `property` of `node`: the chain there after the node, or why the point is empty. */
export function describeChainInGame(replay: GameReplay, node: SgfNode, vertex: Vertex, property: SgfProperty): string {
  const state = replay.stateAt(node);
  const board = state.board;
  const { height } = replay.settings;
  const [x, y] = vertex;
  const sign = board.get(x, y);
  const when = nodeContext(replay, node);
  const illegal = illegalNote(replay, node, property);
  if (sign === 0) {
    return joinParagraphs([`**${goAndSgf(vertex, height)} is empty** ${when}: ${emptyReason(replay, node, property, vertex)}.`, illegal]);
  }
  const chain: ChainFacts = { color: sign === 1 ? 'B' : 'W', stones: board.getChain(x, y), liberties: board.getLiberties(x, y) };
  const at = (v: Vertex): string => goAndSgf(v, height);
  return joinParagraphs([
    `${chainHeadline(chain)} at ${at(vertex)}, ${when}`,
    `Stones: ${pointList(chain.stones, at)}  \nLiberties: ${pointList(chain.liberties, at)}`,
    illegal,
    koNote(state, chain, height),
    `${neighbourhoodDiagram(board, chain, vertex)}\n\n${DIAGRAM_LEGEND}`,
    fateLater(replay, node, state, vertex, sign),
  ]);
}

/** The hover over a pass (`B[]`, or `B[tt]` on boards up to 19×19). */
export function describePass(replay: GameReplay, node: SgfNode, color: 'B' | 'W'): string {
  return `**${colorName(color)} passes** (move ${replay.moveNumberAt(node)}).`;
}

/** "after move 12", or where a setup node stands. */
function nodeContext(replay: GameReplay, node: SgfNode): string {
  const moveNumber = replay.moveNumberAt(node);
  if (replay.movesAt(node).length > 0) return `after move ${moveNumber}`;
  return moveNumber === 0 ? 'after the setup, before the first move' : `after the setup that follows move ${moveNumber}`;
}

function emptyReason(replay: GameReplay, node: SgfNode, property: SgfProperty, vertex: Vertex): string {
  if (property.id === 'AE') return 'AE clears it';
  const move = replay.movesAt(node).find((m) => m.property.span.start === property.span.start);
  if (move?.point && move.point[0] === vertex[0] && move.point[1] === vertex[1]) {
    return `${colorName(move.color)}'s move there was a suicide and removed its own chain`;
  }
  return 'no stone stands there after this node';
}

function illegalNote(replay: GameReplay, node: SgfNode, property: SgfProperty): string | null {
  const move = replay.movesAt(node).find((m) => m.property.span.start === property.span.start);
  if (move === undefined || move.illegal === null) return null;
  const rules = RULESET_TITLES[replay.settings.rules.name];
  return `⚠ This move is illegal under ${rules} rules (${ILLEGAL_WORDS[move.illegal]}); the file plays it anyway.`;
}

function koNote(state: GameState, chain: ChainFacts, height: number): string | null {
  const ko = state.ko;
  if (ko === null || !chain.liberties.some((v) => v[0] === ko.x && v[1] === ko.y)) return null;
  return `Ko: ${colorName(ko.player === 1 ? 'B' : 'W')} may not retake at ${goAndSgf([ko.x, ko.y], height)} at once.`;
}

/**
 * What becomes of the stone at `vertex` along the line the file continues on (first children), replayed forward
 * on `state` (the position after `node`, changed in place) until the stone is gone or the line ends.
 */
function fateLater(replay: GameReplay, node: SgfNode, state: GameState, vertex: Vertex, sign: Sign): string {
  const { width, height } = replay.settings;
  const [x, y] = vertex;
  const own = sign === 1 ? 'B' : 'W';
  let moveNumber = replay.moveNumberAt(node);
  for (let next = node.children[0]; next !== undefined; next = next.children[0]) {
    const moves = applyNode(state, next, width, height);
    moveNumber += moves.length;
    if (state.board.get(x, y) === sign) continue;
    const last = moves[moves.length - 1];
    if (last === undefined) return `Removed later by setup after move ${moveNumber}.`;
    const where = last.point === null ? 'a pass' : formatVertex(last.point, height);
    if (last.point !== null && last.point[0] === x && last.point[1] === y) {
      return `Replaced at move ${moveNumber} by ${colorName(last.color)}'s illegal move on it.`;
    }
    if (last.color !== own) return `Captured later at move ${moveNumber} (${colorName(last.color)} ${where}).`;
    return `Removed at move ${moveNumber} by ${colorName(last.color)}'s own move at ${where} (a suicide).`;
  }
  return `Not captured on this line (it ends at move ${moveNumber}).`;
}

function joinParagraphs(parts: ReadonlyArray<string | null>): string {
  return parts.filter((p): p is string => p !== null).join('\n\n');
}
