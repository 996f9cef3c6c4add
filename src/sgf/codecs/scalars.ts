// Pure: SGF Number, Real, Color and Double values. No vscode, DOM or Node fs.

/** A Number value (`[+-]digits`, surrounding whitespace tolerated); null when it is not one. */
export function decodeNumber(raw: string): number | null {
  const text = raw.trim();
  return /^[+-]?\d+$/.test(text) ? Number(text) : null;
}

/** A Real value (`[+-]digits[.digits]`, surrounding whitespace tolerated); null when it is not one. */
export function decodeReal(raw: string): number | null {
  const text = raw.trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** Writes a Real without exponent or trailing zeros: 6.5 → `6.5`, 7 → `7`. */
export function encodeReal(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  return Number.isInteger(n) ? n.toFixed(0) : n.toFixed(10).replace(/0+$/, '');
}

/** A Color value: `B` or `W`; null otherwise. */
export function decodeColor(raw: string): 'B' | 'W' | null {
  const text = raw.trim();
  return text === 'B' || text === 'W' ? text : null;
}

/** A Double value: `1` (normal) or `2` (emphasized); null otherwise. */
export function decodeDouble(raw: string): 1 | 2 | null {
  const text = raw.trim();
  return text === '1' ? 1 : text === '2' ? 2 : null;
}
