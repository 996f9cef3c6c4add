// Pure: character classes and the value scanner shared by the SGF parser and printers.

/** True for the characters JavaScript's `\s` matches (what `@sabaki/sgf` skips between tokens). */
export function isWhitespace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** True for the letters a property identifier is made of (`A`–`Z`, and legacy `a`–`z`). */
export function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * Offset of the `]` that closes the value opened by the `[` at `open`, honouring backslash escapes;
 * -1 when the text ends first.
 */
export function findValueEnd(text: string, open: number): number {
  const n = text.length;
  let j = open + 1;
  // Short values (coordinates, numbers) are the common case: a plain loop beats indexOf there.
  const shortEnd = j + 24 < n ? j + 24 : n;
  while (j < shortEnd) {
    const c = text.charCodeAt(j);
    if (c === 93 /* ] */) return j;
    j += c === 92 /* \\ */ ? 2 : 1;
  }
  if (j >= n) return -1;
  // A `]` closes the value unless an odd run of backslashes stands before it (each pair is one escaped backslash).
  for (;;) {
    const close = text.indexOf(']', j);
    if (close < 0) return -1;
    let k = close;
    while (k > open + 1 && text.charCodeAt(k - 1) === 92) k--;
    if ((close - k) % 2 === 0) return close;
    j = close + 1;
  }
}

/**
 * The normalised identifier of the property id written at `start` of `text` as a number, without making a string: its
 * uppercase letters (lowercase ones dropped, as `normalizePropertyId` does) as `c1` or `c1 * 128 + c2`; -1 for more
 * than two. Compare with `idCode('B')`, `idCode('DD')`.
 */
export function idCodeAt(text: string, start: number): number {
  let code = 0;
  let count = 0;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      if (++count > 2) return -1;
      code = code * 128 + c;
    } else if (c < 97 || c > 122) break;
  }
  return code;
}

/** The number `idCodeAt` gives for the FF[4] identifier `id` (one or two uppercase letters). */
export function idCode(id: string): number {
  return idCodeAt(id, 0);
}

/** The normalised FF[4] identifier of a written one: legacy lowercase letters dropped (`PlayerBlack` → `PB`). */
export function normalizePropertyId(id: string): string {
  let hasLower = false;
  for (let k = 0; k < id.length; k++) {
    if (isLower(id.charCodeAt(k))) {
      hasLower = true;
      break;
    }
  }
  if (!hasLower) return id;
  let out = '';
  for (let k = 0; k < id.length; k++) {
    const c = id.charCodeAt(k);
    if (!isLower(c)) out += id[k];
  }
  return out;
}

/**
 * Offset of the first SGF in the prose from `start` to `end` of `text`, or -1: what the parser must not drop silently.
 * SGF as writers write it: a node (`;`, a capital letter and its id, its `[` right after: `;W[dp]`), or an FF[4]
 * property (one or two capitals, `[` right after, not inside a word) followed by another property or a node
 * (`SZ[19]KM[6.5]`). Prose with a `;` and a bracket (`Regards; John [5d]`, `x = 1; arr[0]`, `Q[16] below`) is none.
 */
export function findSgfInProse(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 59) {
      let j = i + 1;
      while (j < end && isWhitespace(text.charCodeAt(j))) j++;
      if (j < end && isCapital(text.charCodeAt(j)) && openingAfterId(text, j, end) >= 0) return i;
    } else if (isCapital(c) && (i === start || !isLetter(text.charCodeAt(i - 1)))) {
      const open = capitalsOpening(text, i, end);
      const close = open < 0 ? -1 : findValueEnd(text, open);
      if (close < 0 || close >= end) continue;
      let j = close + 1;
      while (j < end && isWhitespace(text.charCodeAt(j))) j++;
      if (j < end && (text.charCodeAt(j) === 59 || capitalsOpening(text, j, end) >= 0)) return i;
    }
  }
  return -1;
}

function isCapital(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** The `[` right after the identifier (letters) at `i`, or -1. */
function openingAfterId(text: string, i: number, end: number): number {
  let j = i;
  while (j < end && isLetter(text.charCodeAt(j))) j++;
  return j > i && j < end && text.charCodeAt(j) === 91 ? j : -1;
}

/** The `[` right after one or two capitals at `i`, or -1. */
function capitalsOpening(text: string, i: number, end: number): number {
  let j = i;
  while (j < end && j < i + 2 && isCapital(text.charCodeAt(j))) j++;
  return j > i && j < end && text.charCodeAt(j) === 91 ? j : -1;
}

/** Offset of the first `;` followed by a property identifier, for files that forgot the parentheses. */
export function findLooseNode(text: string): number {
  let p = text.indexOf(';');
  while (p >= 0) {
    let j = p + 1;
    while (j < text.length && isWhitespace(text.charCodeAt(j))) j++;
    const c = text.charCodeAt(j);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return p;
    p = text.indexOf(';', p + 1);
  }
  return -1;
}

/** Whether the `(` at `i` of `text` (at top level) starts a game tree rather than being header or trailer prose. */
export function startsGameTree(text: string, i: number): boolean {
  const n = text.length;
  let j = i + 1;
  while (j < n && isWhitespace(text.charCodeAt(j))) j++;
  if (j >= n) return true;
  const c = text.charCodeAt(j);
  if (c === 59 || c === 40 || c === 41) return true;
  const letters = j;
  while (j < n && isLetter(text.charCodeAt(j))) j++;
  if (j === letters) return false;
  while (j < n && isWhitespace(text.charCodeAt(j))) j++;
  return j < n && text.charCodeAt(j) === 91;
}

/**
 * The end of the `;` nodes (ids, values, whitespace) written from `start` outside any game tree, and the offset of a
 * value there that the text ends inside (-1: none).
 */
export function scanLooseNodes(text: string, start: number): { readonly end: number; readonly unterminated: number } {
  const n = text.length;
  let j = start;
  let end = start;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === 59) j++;
    else if (isLetter(c)) while (j < n && isLetter(text.charCodeAt(j))) j++;
    else if (c === 91) {
      const close = findValueEnd(text, j);
      if (close < 0) return { end: n, unterminated: j };
      j = close + 1;
    } else if (isWhitespace(c)) {
      j++;
      continue;
    } else break;
    end = j;
  }
  return { end, unterminated: -1 };
}
