// Pure: a game read as a problem (tsumego) — is it one, where its setup is, who solves it, and which lines of its
// tree are right or wrong (a line ends right only when a node on it is marked right and no later one wrong).
import { decodeColor } from '../../sgf/codecs/scalars';
import { decodeText } from '../../sgf/codecs/text';
import { normalizePropertyId } from '../../sgf/lexer';
import { getValues, isMoveNode } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';
import { lineMarkOf, type LineMark } from './lineMarks';

/** A problem found in a game: the node of its setup (where solving starts), the solver, and its lines counted. */
export interface Problem {
  readonly start: SgfNode;
  readonly toPlay: 'B' | 'W';
  /** Ends of lines (leaves below `start`) judged right. */
  readonly right: number;
  /** Ends of lines judged wrong (marked wrong, or without a right mark). */
  readonly wrong: number;
}

/** Names and comments that say "this is a problem". */
const PROBLEM_WORDS =
  /\b(problem|tsumego|tesuji|life\s*(and|&)\s*death|(black|white)\s+to\s+(play|live|kill|move)|to\s+(live|kill))\b|詰碁|死活|手筋|问题|問題|做活|杀棋|사활/i;

/** The problem game `root` holds, or null when it reads as an ordinary game (see isProblemStart). */
export function findProblem(root: SgfNode): Problem | null {
  const start = setupNode(root);
  if (start === null || !looksLikeProblem(root, start)) return null;
  const toPlay = solverOf(start);
  const { right, wrong } = countLines(start, toPlay);
  return { start, toPlay, right, wrong };
}

/** The setup of a problem: the root when it sets up stones, else its only child when that does (and the root has no move). */
function setupNode(root: SgfNode): SgfNode | null {
  if (hasSetup(root)) return root;
  const child = root.children[0];
  return child !== undefined && !isMoveNode(root) && !isMoveNode(child) && hasSetup(child) ? child : null;
}

/**
 * A game with a setup is a problem when its answers branch before any move of the main line (the first node with
 * several children comes before the first move; not in a handicap game), or when its conventions say so: PL beside the setup, a name or
 * comment such as "Black to live" or 詰碁, or a line marked right.
 */
function looksLikeProblem(root: SgfNode, start: SgfNode): boolean {
  let at = start;
  let branchesFirst = false;
  for (;;) {
    if (at.children.length > 1) {
      branchesFirst = true;
      break;
    }
    const next = at.children[0];
    if (next === undefined || isMoveNode(next)) break;
    at = next;
  }
  // Handicap games set up stones too; their variations after the setup are no answers.
  const handicap = getValues(root, 'HA').length > 0;
  if ((branchesFirst && !handicap) || getValues(start, 'PL').length > 0) return true;
  const words = [...getValues(root, 'GN'), ...getValues(root, 'C'), ...(start === root ? [] : getValues(start, 'C'))].map(decodeText).join('\n');
  if (PROBLEM_WORDS.test(words)) return true;
  return countLines(start, solverOf(start)).right > 0;
}

/** Who solves: PL at the setup, else the colour of the first move below it, else Black. */
function solverOf(start: SgfNode): 'B' | 'W' {
  const pl = getValues(start, 'PL')[0];
  const color = pl === undefined ? null : decodeColor(pl.trim());
  if (color !== null) return color;
  for (let at: SgfNode | undefined = start.children[0]; at !== undefined; at = at.children[0]) {
    for (const prop of at.properties) {
      const id = normalizePropertyId(prop.id);
      if (id === 'B' || id === 'W') return id;
    }
  }
  return 'B';
}

/** The leaves below `start`, judged by the nearest mark on their line (walked with a stack: no recursion). */
function countLines(start: SgfNode, solver: 'B' | 'W'): { right: number; wrong: number } {
  let right = 0;
  let wrong = 0;
  const stack: Array<[SgfNode, LineMark]> = start.children.map((child) => [child, null]);
  while (stack.length > 0) {
    const [node, above] = stack.pop() as [SgfNode, LineMark];
    const mark = lineMarkOf(node, solver) ?? above;
    if (node.children.length === 0) {
      if (mark === 'right') right++;
      else wrong++;
    }
    for (const child of node.children) stack.push([child, mark]);
  }
  return { right, wrong };
}

function hasSetup(node: SgfNode): boolean {
  return node.properties.some((prop) => {
    const id = normalizePropertyId(prop.id);
    return id === 'AB' || id === 'AW';
  });
}
