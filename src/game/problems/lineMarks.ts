// Pure: how a node of a problem's tree is judged by the usual conventions — a comment that says right ("RIGHT",
// "Correct", 正解) or wrong ("Wrong", 失败), and the annotations TE (a good move), BM (a bad one), GB/GW (good for a
// side), each read from the solver's side: the opponent's TE is a refutation, the opponent's BM a failed resistance.
import { decodeText } from '../../sgf/codecs/text';
import { normalizePropertyId } from '../../sgf/lexer';
import type { SgfNode } from '../../sgf/types';

/** A node's verdict on the line through it: right, wrong, or none (the verdict of the nodes above it holds). */
export type LineMark = 'right' | 'wrong' | null;

/** What a comment says first: GoProblems' RIGHT (capitals, anywhere), or a comment that opens with right or wrong. */
const OPENS_RIGHT = [/\bRIGHT\b/, /^\s*(right|correct(ly)?|solved|success)\b/i, /^\s*(正解|正确|正確|成功|정답)/];
const OPENS_WRONG = [/\bWRONG\b/, /^\s*(wrong|incorrect|fail(s|ed|ure)?)\b/i, /^\s*(失败|失敗|不正解|错误|錯誤|오답|실패)/];
/** What a comment says further in, when its opening says neither ("That is correct.", "Black dies: wrong"). */
const SAYS_WRONG = [/\b(wrong|incorrect)\b/i, /失败|失敗|不正解|错误|錯誤/];
const SAYS_RIGHT = [/(?<!\bnot\s)\bcorrect\b/i, /(?<!不)正解|正确|正確/];

/** The verdict a comment gives: its opening first ("RIGHT - White fails" is right), then its words; null when none. */
export function commentMark(comment: string): LineMark {
  if (OPENS_RIGHT.some((pattern) => pattern.test(comment))) return 'right';
  if (OPENS_WRONG.some((pattern) => pattern.test(comment))) return 'wrong';
  if (SAYS_WRONG.some((pattern) => pattern.test(comment))) return 'wrong';
  return SAYS_RIGHT.some((pattern) => pattern.test(comment)) ? 'right' : null;
}

/** The verdict `node` carries for a problem solved by `solver` (its comment first, then its annotations); null when none. */
export function lineMarkOf(node: SgfNode, solver: 'B' | 'W'): LineMark {
  let mover: 'B' | 'W' | null = null;
  let comment: LineMark = null;
  let annotation: LineMark = null;
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    if (id === 'B' || id === 'W') mover = id;
    else if (id === 'C') comment = commentMark(decodeText(prop.values[0]?.raw ?? ''));
    else if (id === 'GB' || id === 'GW') annotation = (id === 'GB') === (solver === 'B') ? 'right' : 'wrong';
  }
  if (comment !== null) return comment;
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    if (id !== 'TE' && id !== 'BM') continue;
    const good = id === 'TE';
    // A move annotation judges the move of its node: for the solver's move as it says, for the opponent's the other way.
    annotation = good === (mover === null || mover === solver) ? 'right' : 'wrong';
  }
  return annotation;
}
