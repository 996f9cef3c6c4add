// Pure: the unit of the margin in a game's RE — points, as SGF says, or stones (子) in a Fox game counted by Chinese
// rules, where RE[W+0.25] means White by half a point — and a counted result written in either.
import { formatResult } from '../engine/score';
import { rulesFromSgf } from '../engine/rules';
import { decodeSimpleText } from '../sgf/codecs/text';
import { getProperty } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';
import { recordedMargin } from './scoring';
import { writtenByFox } from './writer';

/** What the margin in RE counts: points, or stones (one stone is two points, as Chinese counting reckons). */
export type ResultUnit = 'points' | 'stones';

/**
 * The unit of RE in the game rooted at `root`: stones when Fox wrote it (AP[foxwq], as `readKomi` recognises Fox) and
 * its RU is Chinese — Fox writes those games' komi in stones too (KM[375], 3¾ stones) — else points (Fox's Japanese
 * games count points, KM[650]).
 */
export function resultUnit(root: SgfNode): ResultUnit {
  if (!writtenByFox(root)) return 'points';
  const ru = getProperty(root, 'RU')?.values[0]?.raw;
  return ru !== undefined && rulesFromSgf(decodeSimpleText(ru).trim()).name === 'chinese' ? 'stones' : 'points';
}

/** Black's margin in points of a margin written in `unit`. */
export function marginInPoints(margin: number, unit: ResultUnit): number {
  return unit === 'stones' ? margin * 2 : margin;
}

/** A counted result (`B+3.5`, `W+0.5`, `Draw`) written in `unit`: `W+0.5` is `W+0.25` in stones. */
export function resultInUnit(result: string, unit: ResultUnit): string {
  const margin = recordedMargin(result);
  return unit === 'points' || margin === null ? result : formatResult(margin / 2);
}
