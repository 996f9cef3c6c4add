// Pure: guessing the encoding of SGF bytes that carry no BOM, no usable CA and are not UTF-8. Takes bytes; no vscode, DOM or Node fs.
import { charsetLibraries, type CharsetLibraries } from './charsetLibraries';

/** The CJK encodings tried first, in the order that breaks ties (most common in SGF files first: Fox, Nihon Ki-in, Tygem, Taiwan). */
const CJK_ENCODINGS = ['GB18030', 'Shift_JIS', 'EUC-KR', 'Big5', 'EUC-JP'] as const;
type CjkEncoding = (typeof CJK_ENCODINGS)[number];

/** iconv-lite's decoder for each (GB2312 text is read as its superset GB18030, Shift_JIS as CP932, EUC-KR as CP949). */
const CJK_DECODERS: Record<CjkEncoding, string> = { GB18030: 'gb18030', Shift_JIS: 'cp932', 'EUC-KR': 'cp949', Big5: 'big5', 'EUC-JP': 'euc-jp' };

/** A prober's confidence from which its encoding is taken without asking the whole detector. */
const CJK_CONFIDENT = 0.1;

/** The whole detector's confidence from which its single-byte guess beats a clean but unconfident CJK reading. */
const SINGLE_BYTE_CONFIDENT = 0.5;

/** Probers need a few frequent characters before they answer; the sample is repeated up to this many bytes (ratios stay the same). */
const PROBE_BYTES = 2048;

/** Characters a wrong CJK decoding produces: undecodable bytes, private use, half-width katakana, C1 controls. */
const IMPLAUSIBLE = /[\ufffd\ue000-\uf8ff\uff61-\uff9f\u0080-\u009f]/;

/** Kana: Japanese text only (GB2312, Big5 and EUC-KR have kana rows too, which Chinese and Korean names never use). */
const KANA = /[\u3040-\u30ff]/;

/**
 * The likely encoding of `sample` (a label such as `GB18030`, `Shift_JIS` or jschardet's `windows-1252`), or null.
 * A game record is mostly ASCII moves, so whole-file detection sees a few dozen high bytes among thousands and guesses a
 * Latin encoding; this looks only at the property values that hold bytes >= 0x80. First the CJK encodings: each must
 * decode those values cleanly (and GB18030 mostly inside GB2312, kana only in the Japanese ones), then jschardet's prober
 * of that encoding judges the character frequencies; a confident one wins. Otherwise jschardet's whole detector on the
 * values (Latin, Cyrillic, Greek... names), unless it is unsure and a CJK reading is clean, which then wins by the order
 * above. Limit: names in kanji only, without kana, in EUC-JP are valid and likely GB2312 too, and read as GB18030.
 */
export function detectCharset(sample: Uint8Array): string | null {
  const values = highByteValues(sample);
  const text = values.length > 0 ? values : sample;
  const libraries = charsetLibraries();
  const candidates = cleanCjkReadings(text, libraries);
  const best = candidates.reduce<{ encoding: CjkEncoding; confidence: number } | null>((a, b) => (a === null || b.confidence > a.confidence ? b : a), null);
  if (best !== null && best.confidence >= CJK_CONFIDENT) return best.encoding;
  const guess = libraries.jschardet.detect(binaryString(text));
  // On a few names jschardet often takes Latin letters for Cyrillic or Hebrew ("José" → "Josй"): the SGF default then.
  if (guess.encoding && OTHER_SCRIPT_SINGLE_BYTE.test(guess.encoding) && mostlyAsciiLetters(text)) return latinDefault(text);
  const known = guess.encoding !== null && guess.encoding !== undefined && guess.encoding !== 'ascii';
  if (known && (candidates.length === 0 || guess.confidence >= SINGLE_BYTE_CONFIDENT)) return guess.encoding;
  if (candidates.length > 0) return candidates[0].encoding;
  return known ? guess.encoding : null;
}

/** jschardet's labels of one-byte encodings for scripts other than the Latin one: Cyrillic, Greek, Hebrew, Arabic, Thai. */
const OTHER_SCRIPT_SINGLE_BYTE = /^(windows-125[1356]|iso-8859-[5678]|koi8-r|ibm855|ibm866|x-mac-cyrillic|maccyrillic|tis-620|windows-874)$/i;

/**
 * Whether the words of `bytes` that hold non-ASCII bytes are mostly Latin words with accents (as many ASCII letters as
 * high bytes: `José`, `Dvořák`), as a French, Spanish or Czech name is, and Russian, Greek or Hebrew words (every
 * letter a high byte: `Россия`) are not — also beside Latin names and nicknames, which are not counted.
 */
function mostlyAsciiLetters(bytes: Uint8Array): boolean {
  let latin = 0;
  let other = 0;
  let ascii = 0;
  let high = 0;
  const endWord = (): void => {
    if (high > 0 && ascii >= high) latin++;
    else if (high > 0) other++;
    ascii = 0;
    high = 0;
  };
  for (const b of bytes) {
    if (b >= 0x80) high++;
    else if ((b >= 65 && b <= 90) || (b >= 97 && b <= 122)) ascii++;
    else endWord();
  }
  endWord();
  return latin > other;
}

/** The SGF default, ISO-8859-1, or its superset windows-1252 where bytes 0x80-0x9F (curly quotes, Š, €) occur. */
function latinDefault(bytes: Uint8Array): string {
  return bytes.some((b) => b >= 0x80 && b <= 0x9f) ? 'windows-1252' : 'ISO-8859-1';
}

/** The CJK encodings that read `bytes` cleanly, in tie-break order, with their prober's confidence. */
function cleanCjkReadings(bytes: Uint8Array, libraries: CharsetLibraries): { encoding: CjkEncoding; confidence: number }[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const repeated = binaryString(repeatTo(bytes, PROBE_BYTES));
  const probers = libraries.probers();
  const found: { encoding: CjkEncoding; confidence: number }[] = [];
  for (const encoding of CJK_ENCODINGS) {
    const text = libraries.iconv.decode(buffer, CJK_DECODERS[encoding]);
    if (IMPLAUSIBLE.test(text)) continue;
    if (encoding !== 'Shift_JIS' && encoding !== 'EUC-JP' && KANA.test(text)) continue;
    if (encoding === 'GB18030' && !mostlyEucPairs(bytes)) continue;
    const prober = new probers[encoding]();
    prober.reset();
    if (prober.feed(repeated) === 2) continue;
    found.push({ encoding, confidence: prober.getConfidence() });
  }
  return found;
}

/**
 * Whether at least 4 in 5 double-byte characters have both bytes in 0xA1-0xFE (GB2312's range). Chinese text in GBK
 * mostly is GB2312; Shift_JIS and Big5 text, which GBK's wide trail-byte range also accepts, mostly is not.
 */
function mostlyEucPairs(bytes: Uint8Array): boolean {
  let pairs = 0;
  let euc = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] < 0x81) continue;
    pairs++;
    if (bytes[i] >= 0xa1 && bytes[i + 1] >= 0xa1) euc++;
    i++;
  }
  return euc * 5 >= pairs * 4;
}

/**
 * The raw contents of every property value that holds a byte >= 0x80, one per line (escapes skipped over, not removed).
 * A value the sample cuts off (no `]` before its end) is left out: its last character may be cut in half.
 */
export function highByteValues(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    if (bytes[i] !== 0x5b) {
      i++;
      continue;
    }
    let j = i + 1;
    let high = false;
    while (j < bytes.length && bytes[j] !== 0x5d) {
      if (bytes[j] >= 0x80) high = true;
      j += bytes[j] === 0x5c ? 2 : 1;
    }
    if (high && j < bytes.length) {
      for (let k = i + 1; k < j; k++) out.push(bytes[k]);
      out.push(0x0a);
    }
    i = j + 1;
  }
  return Uint8Array.from(out);
}

function repeatTo(bytes: Uint8Array, length: number): Uint8Array {
  if (bytes.length === 0 || bytes.length >= length) return bytes;
  const out = new Uint8Array(Math.ceil(length / bytes.length) * bytes.length);
  for (let at = 0; at < out.length; at += bytes.length) out.set(bytes, at);
  return out;
}

/** Bytes as a string of char codes 0-255 (what jschardet reads). */
function binaryString(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return binary;
}
