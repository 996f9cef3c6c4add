// Pure: SGF Text, SimpleText and composed values (escapes, soft and hard line breaks). No vscode, DOM or Node fs.

/** The line breaks an encoder may write. */
export type LineBreak = '\n' | '\r\n' | '\r';

const NEEDS_TEXT_DECODING = /[\\\r\t\v\f]/;
const NEEDS_SIMPLE_DECODING = /[\\\r\n\t\v\f]/;

/**
 * Decodes a Text value: `\` makes the next character literal; a backslash before a line break (LF, CRLF,
 * CR or LFCR) is a soft break and is removed; every other line break becomes `\n`; tabs and other
 * whitespace become spaces (also when escaped), as SGF FF[4] says.
 */
export function decodeText(raw: string): string {
  return NEEDS_TEXT_DECODING.test(raw) ? decode(raw, '\n') : raw;
}

/** Decodes a SimpleText value: like {@link decodeText}, but hard line breaks become spaces too. */
export function decodeSimpleText(raw: string): string {
  return NEEDS_SIMPLE_DECODING.test(raw) ? decode(raw, ' ') : raw;
}

function decode(raw: string, hardBreak: string): string {
  let out = '';
  let from = 0;
  const n = raw.length;
  let i = 0;
  while (i < n) {
    const c = raw.charCodeAt(i);
    if (c === 92 /* \ */) {
      out += raw.slice(from, i);
      if (i + 1 >= n) {
        from = i = n;
        break;
      }
      const next = raw.charCodeAt(i + 1);
      if (next === 10 || next === 13) {
        i = skipLineBreak(raw, i + 1);
      } else {
        out += isOtherWhitespace(next) ? ' ' : raw[i + 1];
        i += 2;
      }
      from = i;
    } else if (c === 10 || c === 13) {
      out += raw.slice(from, i) + hardBreak;
      from = i = skipLineBreak(raw, i);
    } else if (isOtherWhitespace(c)) {
      out += raw.slice(from, i) + ' ';
      from = ++i;
    } else {
      i++;
    }
  }
  return out + raw.slice(from);
}

/** The offset just past the line break (LF, CR, CRLF or LFCR) that starts at `i`. */
function skipLineBreak(raw: string, i: number): number {
  const c = raw.charCodeAt(i);
  const next = raw.charCodeAt(i + 1);
  return (c === 13 && next === 10) || (c === 10 && next === 13) ? i + 2 : i + 1;
}

function isOtherWhitespace(c: number): boolean {
  return c === 9 || c === 11 || c === 12;
}

/**
 * Encodes text as a Text/SimpleText value: escapes `\` and `]`. With `lineBreak`, every line break
 * (LF, CRLF, CR) in the text is written that way, so inserted text matches the document.
 */
export function encodeText(text: string, lineBreak?: LineBreak): string {
  const escaped = text.replace(/[\\\]]/g, '\\$&');
  return lineBreak === undefined ? escaped : escaped.replace(/\r\n|\r|\n/g, lineBreak);
}

/**
 * Splits a composed value (`LB[aa:text]`, `AP[name:version]`) at its first unescaped `:` into its two raw
 * halves (escapes untouched); null when there is no unescaped `:`.
 */
export function splitComposed(raw: string): [left: string, right: string] | null {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 58) return [raw.slice(0, i), raw.slice(i + 1)];
  }
  return null;
}

/**
 * Encodes a composed value from two plain texts: both halves escaped like Text, and `:` escaped in the left
 * half (the only place where a reader could mistake it for the separator).
 */
export function encodeComposed(left: string, right: string, lineBreak?: LineBreak): string {
  return `${encodeText(left, lineBreak).replace(/:/g, '\\:')}:${encodeText(right, lineBreak)}`;
}
