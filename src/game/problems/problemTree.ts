// Pure: a game read as a problem (tsumego) — is it one, where solving starts, who solves it, and which lines of its
// tree are right or wrong (a line ends right only when its nearest mark is right).
import { decodeColor } from '../../sgf/codecs/scalars';
import { decodeText } from '../../sgf/codecs/text';
import { getValues, isMoveNode } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';
import { setupNode } from '../setup';
import { lineMarkOf, type LineMark } from './lineMarks';
import { moveColorOf, type Verdict } from './problemPlay';

/** A problem found in a game: the node where solving starts (after its setup), the solver, and its lines counted. */
export interface Problem {
  readonly start: SgfNode;
  readonly toPlay: 'B' | 'W';
  /** Ends of lines (leaves below `start`) judged right. */
  readonly right: number;
  /** Ends of lines judged wrong (marked wrong, or without a right mark). */
  readonly wrong: number;
  /**
   * What the end of a line without a mark means: wrong, except in a problem that marks every line but one as failing
   * and none right ("Failure: one eye." beside "Black lives with two eyes."), where that one is the answer. Two lines
   * left unmarked stay wrong: an author marking lines one by one has not said which is right.
   */
  readonly unmarked: Verdict;
}

/** Names and comments that say "this is a problem". */
const PROBLEM_WORDS =
  /\b(problem|tsumego|life\s*(and|&)\s*death|(black|white)\s+to\s+(play|live|kill|move)|to\s+(live|kill))\b|詰碁|死活|问题|問題|做活|杀棋|사활/i;

/** How many nodes below the start are looked at for a right mark (problem files are small; a long game is no problem). */
const MARK_SEARCH_LIMIT = 20_000;

/**
 * The problem game `root` holds, or null when it reads as an ordinary game: handicap games never are problems, nor is
 * a position without a move to play (a copied position), nor a game record (players' names, a result) without a right line.
 */
export function findProblem(root: SgfNode): Problem | null {
  if (getValues(root, 'HA').length > 0 || isMoveNode(root)) return null;
  const setup = setupNode(root);
  if (setup === null) return null;
  const start = startAfter(setup);
  const player = playerOnPath(root, start);
  const toPlay = solverOf(start, player.color);
  const branchesFirst = start.children.length > 1;
  const words = [...getValues(root, 'GN'), ...getValues(root, 'C'), ...(setup === root ? [] : getValues(setup, 'C'))].map(decodeText).join('\n');
  const wordsSay = PROBLEM_WORDS.test(words);
  const said = branchesFirst || player.present || wordsSay;
  const lines = countLines(start, toPlay, said ? Infinity : MARK_SEARCH_LIMIT);
  if (lines === null || lines.moves === 0) return null;
  // Without a right line only the file says it is a problem; in a game's record (its players, its result) variations at
  // move 1 are a review and PL the turn, so only its words do ("Problem 1", "Black to live", with the author as PB).
  if (lines.right === 0 && (!said || (isGameRecord(root) && !wordsSay))) return null;
  if (lines.right === 0 && lines.unmarked === 1 && lines.wrong > 1) return { start, toPlay, right: 1, wrong: lines.wrong - 1, unmarked: 'right' };
  return { start, toPlay, right: lines.right, wrong: lines.wrong, unmarked: 'wrong' };
}

/** Properties only a played game's record carries: the players' names and the result (problem collections set neither). */
const GAME_RECORD_PROPERTIES = ['PB', 'PW', 'RE'];

/** Whether `root` names its players or records a result (empty values do not count). */
function isGameRecord(root: SgfNode): boolean {
  return GAME_RECORD_PROPERTIES.some((id) => getValues(root, id).some((value) => decodeText(value).trim() !== ''));
}

/** Where solving starts: the setup node, or the last of the nodes without moves or branches right below it (a PL, a comment, more setup). */
function startAfter(setup: SgfNode): SgfNode {
  let at = setup;
  while (at.children.length === 1 && !isMoveNode(at.children[0])) at = at.children[0];
  return at;
}

/** Whether a PL stands on the path from the root to `start`, and the player the last readable one names (null: none). */
function playerOnPath(root: SgfNode, start: SgfNode): { readonly present: boolean; readonly color: 'B' | 'W' | null } {
  let present = false;
  for (let at: SgfNode | null = start; at !== null; at = at === root ? null : at.parent) {
    const pl = getValues(at, 'PL')[0];
    if (pl === undefined) continue;
    present = true;
    const color = decodeColor(pl.trim());
    if (color !== null) return { present, color };
  }
  return { present, color: null };
}

/**
 * Who solves: the player PL names, unless every answer the file gives starts with the other colour (converted
 * collections often carry a stale PL: the moves are what the reader plays against); else the colour of the first move
 * below `start`; else Black.
 */
function solverOf(start: SgfNode, player: 'B' | 'W' | null): 'B' | 'W' {
  const first = start.children.map(firstMoveColor).filter((color) => color !== null);
  if (player !== null && (first.length === 0 || first.includes(player))) return player;
  return first[0] ?? player ?? 'B';
}

/** The colour of the first move on the line of first children from `node` (itself included), or null. */
function firstMoveColor(node: SgfNode): 'B' | 'W' | null {
  for (let at: SgfNode | undefined = node; at !== undefined; at = at.children[0]) {
    const color = moveColorOf(at);
    if (color !== null) return color;
  }
  return null;
}

/** Who solves the problem `root` sets, or would once its lines are marked (for authors marking lines right or wrong). */
export function solverOfGame(root: SgfNode): 'B' | 'W' {
  const setup = setupNode(root) ?? root;
  const start = startAfter(setup);
  return solverOf(start, playerOnPath(root, start).color);
}

/**
 * The leaves below `start`, judged by the nearest mark on their line (`unmarked`: those without any, among the wrong),
 * and the nodes with a move (walked with a stack); null past `limit` nodes.
 */
function countLines(start: SgfNode, solver: 'B' | 'W', limit: number): { right: number; wrong: number; unmarked: number; moves: number } | null {
  let right = 0;
  let wrong = 0;
  let unmarked = 0;
  let moves = 0;
  let seen = 0;
  const stack: Array<[SgfNode, LineMark]> = start.children.map((child) => [child, null]);
  while (stack.length > 0) {
    if (++seen > limit) return null;
    const [node, above] = stack.pop() as [SgfNode, LineMark];
    const mark = lineMarkOf(node, solver) ?? above;
    if (isMoveNode(node)) moves++;
    if (node.children.length === 0) {
      if (mark === 'right') right++;
      else wrong++;
      if (mark === null) unmarked++;
    }
    for (const child of node.children) stack.push([child, mark]);
  }
  return { right, wrong, unmarked, moves };
}
