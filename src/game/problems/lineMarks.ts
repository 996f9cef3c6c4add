// Pure: how a node of a problem's tree is judged by the usual conventions — a comment that says right ("RIGHT",
// "Correct", 正解) or wrong ("Wrong", 失败), and the annotations TE (tesuji), BM (bad move), GB/GW (good for a side).
import { decodeText } from '../../sgf/codecs/text';
import { normalizePropertyId } from '../../sgf/lexer';
import type { SgfNode } from '../../sgf/types';

/** A node's verdict on the line through it: right, wrong, or none (the verdict of the nodes above it holds). */
export type LineMark = 'right' | 'wrong' | null;

/** Comments that mark a line wrong; checked first, so that "incorrect" or 不正解 never reads as right. */
const WRONG = [/\b(wrong|incorrect|failure|fail(s|ed)?)\b/i, /失败|失敗|不正解|错误|錯誤|오답|실패/];
/** Comments that mark a line right: GoProblems' RIGHT (capitals, anywhere), or a comment that starts with right/correct. */
const RIGHT = [/\bRIGHT\b/, /^\s*(right|correct(ly)?|solved|success)\b/i, /正解|正确|正確|成功|정답/];

/** The verdict a comment gives: wrong words first ("incorrect" is never right), then right words; null when neither. */
export function commentMark(comment: string): LineMark {
  if (WRONG.some((pattern) => pattern.test(comment))) return 'wrong';
  return RIGHT.some((pattern) => pattern.test(comment)) ? 'right' : null;
}

/** The verdict `node` carries for a problem solved by `solver` (comments first, then annotations); null when none. */
export function lineMarkOf(node: SgfNode, solver: 'B' | 'W'): LineMark {
  let mark: LineMark = null;
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    if (id === 'C') {
      const said = commentMark(decodeText(prop.values[0]?.raw ?? ''));
      if (said === 'wrong') return 'wrong';
      if (said === 'right') mark = 'right';
    } else if (id === 'BM') {
      return 'wrong';
    } else if (id === 'TE' || id === (solver === 'B' ? 'GB' : 'GW')) {
      mark ??= 'right';
    } else if (id === (solver === 'B' ? 'GW' : 'GB')) {
      return 'wrong';
    }
  }
  return mark;
}
