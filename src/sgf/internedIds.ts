// Pure: property identifiers as strings made once — the one- and two-letter ids nearly every SGF file uses.

const SINGLE_LETTER_IDS: string[] = [];
const TWO_LETTER_IDS: string[] = [];
for (let c = 0; c < 128; c++) SINGLE_LETTER_IDS.push(String.fromCharCode(c));
for (let a = 0; a < 26; a++) {
  for (let b = 0; b < 26; b++) TWO_LETTER_IDS.push(String.fromCharCode(65 + a, 65 + b));
}

/** The identifier text at [start, end), shared for the common one- and two-letter uppercase ids. */
export function internId(text: string, start: number, end: number): string {
  const len = end - start;
  const c1 = text.charCodeAt(start);
  if (len === 1 && c1 < 128) return SINGLE_LETTER_IDS[c1];
  if (len === 2 && c1 >= 65 && c1 <= 90) {
    const c2 = text.charCodeAt(start + 1);
    if (c2 >= 65 && c2 <= 90) return TWO_LETTER_IDS[(c1 - 65) * 26 + (c2 - 65)];
  }
  return text.slice(start, end);
}
