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

/** A Real written with a decimal comma, as in much of Europe (`6,5` → 6.5); null for anything else. */
export function decodeDecimalComma(raw: string): number | null {
  const text = raw.trim();
  return /^[+-]?\d+,\d+$/.test(text) ? Number(text.replace(',', '.')) : null;
}

/** Writes a Real without exponent or trailing zeros: 6.5 → `6.5`, 7 → `7`. */
export function encodeReal(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  return Number.isInteger(n) ? n.toFixed(0) : n.toFixed(10).replace(/0+$/, '');
}

/**
 * A Color value, read liberally: `B` or `W` as FF[4] writes it, and what older writers wrote for them (`b`/`w`,
 * `Black`/`White` in any case); null otherwise (numbers too: no writer's convention for them is known).
 */
export function decodeColor(raw: string): 'B' | 'W' | null {
  const text = raw.trim();
  if (text === 'B' || text === 'W') return text;
  const lower = text.toLowerCase();
  if (lower === 'b' || lower === 'black') return 'B';
  if (lower === 'w' || lower === 'white') return 'W';
  return null;
}

/** A Double value: `1` (normal) or `2` (emphasized); null otherwise. */
export function decodeDouble(raw: string): 1 | 2 | null {
  const text = raw.trim();
  return text === '1' ? 1 : text === '2' ? 2 : null;
}
