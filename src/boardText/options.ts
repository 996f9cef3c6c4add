// Pure: the default board-detection options and their normalisation (bad values fall back to the defaults).
import { MAX_SIDE } from '../engine';
import type { BoardDetectionOptions } from './types';

/** Every detection option with its value filled in. */
export type ResolvedDetectionOptions = { readonly [K in keyof BoardDetectionOptions]-?: NonNullable<BoardDetectionOptions[K]> };

/** The defaults: at least 2 rows (or the single-row exception), 1 column, 1 stone, sides up to 52, one quote. */
export const DEFAULT_DETECTION_OPTIONS: ResolvedDetectionOptions = Object.freeze({
  enabled: true,
  minRows: 2,
  minColumns: 1,
  minStones: 1,
  maxSize: MAX_SIDE,
  requireConsistentQuotes: true,
  singleRowMinWidth: 3,
  rejectCodeLists: true,
});

function count(value: unknown, fallback: number, min: number, max: number): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** `options` merged over the defaults; numbers are floored and clamped (maxSize to 1..52), other bad values ignored. */
export function resolveDetectionOptions(options?: BoardDetectionOptions): ResolvedDetectionOptions {
  const d = DEFAULT_DETECTION_OPTIONS;
  if (!options) return d;
  return {
    enabled: flag(options.enabled, d.enabled),
    minRows: count(options.minRows, d.minRows, 1, MAX_SIDE),
    minColumns: count(options.minColumns, d.minColumns, 1, MAX_SIDE),
    minStones: count(options.minStones, d.minStones, 0, MAX_SIDE * MAX_SIDE),
    maxSize: count(options.maxSize, d.maxSize, 1, MAX_SIDE),
    requireConsistentQuotes: flag(options.requireConsistentQuotes, d.requireConsistentQuotes),
    singleRowMinWidth: count(options.singleRowMinWidth, d.singleRowMinWidth, 0, Number.MAX_SAFE_INTEGER),
    rejectCodeLists: flag(options.rejectCodeLists, d.rejectCodeLists),
  };
}
