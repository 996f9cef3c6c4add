// Pure: the edit that marks the line through a node right or wrong by the conventions problem readers know (RIGHT in
// a comment, TE and BM read from the solver's side), for authors of problems.
import { commentMark, lineMarkOf } from '../../game/problems/lineMarks';
import { moveColorOf } from '../../game/problems/problemPlay';
import type { EditAction } from '../../shared/protocol';
import { decodeText } from '../../sgf/codecs/text';
import type { SgfNode } from '../../sgf/types';
import { firstValue } from '../view/values';

/**
 * Right: on a move whose annotation says wrong, the annotation that says right (TE for the solver's move, BM for the
 * opponent's); else RIGHT added to the comment (null when the comment itself says wrong).
 */
export function rightMark(node: SgfNode, solver: 'B' | 'W'): EditAction | null {
  const mover = moveColorOf(node);
  const comment = commentOf(node);
  if (commentMark(comment) === 'wrong') return null;
  if (mover !== null && commentMark(comment) === null && lineMarkOf(node, solver) === 'wrong') return annotation(mover === solver ? 'TE' : 'BM');
  if (/\bRIGHT\b/.test(comment)) return { kind: 'comment', text: comment };
  return { kind: 'comment', text: comment.trim() === '' ? 'RIGHT' : `${comment.replace(/\s+$/, '')}\nRIGHT` };
}

/**
 * Wrong: BM on the solver's move, TE on the opponent's (a refutation: BM there would say the opponent failed), each in
 * place of the other; on a node without a move, Wrong added to the comment. Null when the comment itself says right.
 */
export function wrongMark(node: SgfNode, solver: 'B' | 'W'): EditAction | null {
  const mover = moveColorOf(node);
  const comment = commentOf(node);
  if (commentMark(comment) === 'right') return null;
  if (mover !== null) return annotation(mover === solver ? 'BM' : 'TE');
  return { kind: 'comment', text: comment.trim() === '' ? 'Wrong' : `${comment.replace(/\s+$/, '')}\nWrong` };
}

function annotation(value: 'TE' | 'BM'): EditAction {
  return { kind: 'moveAnnotation', value, emphasis: 1 };
}

function commentOf(node: SgfNode): string {
  return decodeText(firstValue(node, 'C') ?? '');
}
