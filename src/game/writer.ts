// Pure: which program wrote a game, from its root's AP — Fox and gokifu write some numbers in scales of their own.
import { getValues } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';

/** Whether Fox (野狐, AP[foxwq], with or without a version) wrote the game rooted at `root`. */
export function writtenByFox(root: SgfNode): boolean {
  return getValues(root, 'AP').some((ap) => /foxwq/i.test(ap));
}

/** Whether gokifu (AP[SGFC:2.0]) wrote the game rooted at `root`. */
export function writtenByGokifu(root: SgfNode): boolean {
  return getValues(root, 'AP').some((ap) => /SGFC:2\.0/i.test(ap));
}
