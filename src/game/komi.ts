// Pure: the komi a game's KM means, reading the scaled values Fox (AP[foxwq]) and gokifu (AP[SGFC:2.0]) write.
import { decodeDecimalComma, decodeReal } from '../sgf/codecs/scalars';
import { getProperty } from '../sgf/tree';
import type { SgfNode } from '../sgf/types';
import { writtenByFox, writtenByGokifu } from './writer';

/** KM values of Fox and gokifu files (points ×100, or stones ×100) and the komi they stand for (as KataGo and OGS read them). */
const SCALED_KOMI: ReadonlyMap<number, number> = new Map([
  [50, 0.5],
  [275, 5.5],
  [550, 5.5],
  [325, 6.5],
  [650, 6.5],
  [350, 7],
  [700, 7],
  [375, 7.5],
  [750, 7.5],
]);

/** The komi a scaled KM value of Fox or gokifu stands for (375 → 7.5), or undefined when `value` is not one. */
export function scaledKomiMeaning(value: number): number | undefined {
  return SCALED_KOMI.get(value);
}

/** The number a KM value writes, with a decimal point or a decimal comma (`6,5`); null when it is none. */
export function komiAsWritten(raw: string): number | null {
  return decodeReal(raw) ?? decodeDecimalComma(raw);
}

/** What KM says: the komi in points, and the value as written when it was a scaled one (KM[375] → 7.5). */
export interface Komi {
  readonly komi: number;
  /** The KM value as written when it was read as a scaled value, else null. */
  readonly scaled: number | null;
}

/**
 * The komi of the game rooted at `root` on a board of `points` points: KM, except that a scaled value is read as
 * the komi it stands for when Fox or gokifu wrote the file (AP) or when it is more than the board holds, and a
 * decimal comma as a point (`KM[6,5]` is 6.5); 0 when KM is absent, not a number or too long to be one.
 */
export function readKomi(root: SgfNode, points: number): Komi {
  const raw = getProperty(root, 'KM')?.values[0]?.raw;
  const read = (raw === undefined ? null : komiAsWritten(raw)) ?? 0;
  // Digits past what a number holds (KM[111…1]) read as Infinity, which no score can add.
  const value = Number.isFinite(read) ? read : 0;
  const meant = scaledKomiMeaning(value);
  if (meant === undefined) return { komi: value, scaled: null };
  const fromFox = writtenByFox(root) || writtenByGokifu(root);
  return fromFox || value > points ? { komi: meant, scaled: value } : { komi: value, scaled: null };
}
