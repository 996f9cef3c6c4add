// Pure: decoding the bytes of an SGF file (BOM, CA property, UTF-8 check, detection). Takes bytes; no vscode, DOM or Node fs.
import { charsetLibraries } from './charsetLibraries';
import { detectCharset } from './charsetDetect';

/** How the encoding was chosen. */
export type CharsetSource = 'bom' | 'ca' | 'utf-8' | 'detected' | 'default';

/** Decoded SGF text, the encoding used (canonical name), how it was chosen and the CA value found, if any. */
export interface DecodedSgfText {
  readonly text: string;
  readonly encoding: string;
  readonly source: CharsetSource;
  readonly declared?: string;
}

/** How many bytes are searched for the CA property and fed to detection. */
export const CHARSET_SCAN_BYTES = 65536;

/**
 * Decodes SGF bytes: a BOM (UTF-8, UTF-16LE/BE) wins (UTF-16 without BOM is recognised by its zero bytes); then the `CA` property found in the first 64 KB; then
 * valid UTF-8; then detection on the property values that hold non-ASCII bytes (CJK encodings first, then jschardet, which
 * `@sabaki/sgf` uses on the whole file; see detectCharset); finally ISO-8859-1, the SGF default.
 * Two deliberate deviations from "CA first": text that is valid UTF-8 and not plain ASCII is read as UTF-8
 * whatever CA says (legacy CJK and Latin-1 text is practically never valid UTF-8, while files re-saved as
 * UTF-8 with a stale CA are common); and CA values iconv-lite does not know are ignored.
 * GB2312/GBK are read as their superset GB18030, Shift_JIS as CP932, EUC-KR as CP949.
 */
export function decodeSgfBytes(bytes: Uint8Array): DecodedSgfText {
  const bom = decodeBom(bytes);
  if (bom !== null) return bom;
  const utf16 = utf16WithoutBom(bytes);
  if (utf16 !== null) return { text: decodeWith(bytes, utf16), encoding: utf16, source: 'detected' };
  const declared = findDeclaredCharset(bytes, CHARSET_SCAN_BYTES) ?? undefined;
  const utf8 = decodeUtf8(bytes);
  const canonical = declared === undefined ? null : canonicalCharset(declared);
  if (canonical !== null && (canonical === 'UTF-8' || utf8 === null || isAscii(bytes))) {
    if (canonical === 'UTF-8' && utf8 !== null) return { text: utf8, encoding: 'UTF-8', source: 'ca', declared };
    if (canonical !== 'UTF-8') return { text: decodeWith(bytes, canonical), encoding: canonical, source: 'ca', declared };
  }
  if (utf8 !== null) return { text: utf8, encoding: 'UTF-8', source: 'utf-8', declared };
  const guess = detect(bytes);
  if (guess !== null) return { text: decodeWith(bytes, guess), encoding: guess, source: 'detected', declared };
  return { text: decodeWith(bytes, 'ISO-8859-1'), encoding: 'ISO-8859-1', source: 'default', declared };
}

function decodeBom(bytes: Uint8Array): DecodedSgfText | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: decodeWith(bytes.subarray(3), 'UTF-8'), encoding: 'UTF-8', source: 'bom' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decodeWith(bytes.subarray(2), 'UTF-16LE'), encoding: 'UTF-16LE', source: 'bom' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decodeWith(bytes.subarray(2), 'UTF-16BE'), encoding: 'UTF-16BE', source: 'bom' };
  return null;
}

/** The text when the bytes are valid UTF-8, else null. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return false;
  return true;
}

/** UTF-16 without a BOM: among the first 64 bytes, many zero bytes, all in odd (LE) or all in even (BE) places. */
function utf16WithoutBom(bytes: Uint8Array): string | null {
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  if (oddZero >= n / 8 && evenZero === 0) return 'UTF-16LE';
  if (evenZero >= n / 8 && oddZero === 0) return 'UTF-16BE';
  return null;
}

/** The detected encoding of the first 64 KB (see detectCharset), canonical; null when nothing fits. */
function detect(bytes: Uint8Array): string | null {
  let encoding: string | null;
  try {
    encoding = detectCharset(bytes.subarray(0, CHARSET_SCAN_BYTES));
  } catch {
    return null;
  }
  return encoding === null ? null : canonicalCharset(encoding);
}

const ALIASES: Record<string, string> = {
  utf8: 'UTF-8',
  gb2312: 'GB18030',
  gbk: 'GB18030',
  cp936: 'GB18030',
  ms936: 'GB18030',
  windows936: 'GB18030',
  euccn: 'GB18030',
  csgb2312: 'GB18030',
  xgbk: 'GB18030',
  gb18030: 'GB18030',
  big5: 'Big5',
  big5hkscs: 'Big5',
  cp950: 'Big5',
  shiftjis: 'Shift_JIS',
  sjis: 'Shift_JIS',
  xsjis: 'Shift_JIS',
  mskanji: 'Shift_JIS',
  csshiftjis: 'Shift_JIS',
  windows31j: 'Shift_JIS',
  cp932: 'Shift_JIS',
  eucjp: 'EUC-JP',
  euckr: 'EUC-KR',
  cp949: 'EUC-KR',
  uhc: 'EUC-KR',
  windows949: 'EUC-KR',
  ksc56011987: 'EUC-KR',
  iso88591: 'ISO-8859-1',
  latin1: 'ISO-8859-1',
  l1: 'ISO-8859-1',
  cp819: 'ISO-8859-1',
  usascii: 'ISO-8859-1',
  ascii: 'ISO-8859-1',
  utf16le: 'UTF-16LE',
  utf16be: 'UTF-16BE',
  utf16: 'UTF-16LE',
};

/** iconv-lite's decoder for each canonical name that differs from it. */
const DECODERS: Record<string, string> = { Shift_JIS: 'cp932', 'EUC-KR': 'cp949' };

/** The canonical name of a charset label (`gb2312` → `GB18030`, `MS_Kanji` → `Shift_JIS`); null when unknown. */
export function canonicalCharset(label: string): string | null {
  const key = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (key in ALIASES) return ALIASES[key];
  return charsetLibraries().iconv.encodingExists(label.trim()) ? label.trim() : null;
}

/** iconv-lite's name for a canonical charset name (Shift_JIS is read as its superset CP932, EUC-KR as CP949). */
export function iconvName(encoding: string): string {
  return DECODERS[encoding] ?? encoding;
}

function decodeWith(bytes: Uint8Array, encoding: string): string {
  if (encoding === 'UTF-8') return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return charsetLibraries().iconv.decode(buffer, iconvName(encoding), { stripBOM: false });
}

/**
 * The first value of the first `CA` property in the first `limit` bytes, read from the raw bytes with SGF's
 * token rules (values skipped with their escapes, so a `CA[` inside a comment does not count); null if none.
 */
export function findDeclaredCharset(bytes: Uint8Array, limit: number): string | null {
  const n = Math.min(bytes.length, limit);
  let ident = '';
  let i = 0;
  while (i < n) {
    const c = bytes[i];
    if (c === 0x5b) {
      let j = i + 1;
      while (j < n && bytes[j] !== 0x5d) j += bytes[j] === 0x5c ? 2 : 1;
      if (ident === 'CA' && j < n) return unescapeAscii(bytes.subarray(i + 1, j)).trim();
      i = j + 1;
    } else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) {
      ident = '';
      for (; i < n && ((bytes[i] >= 0x41 && bytes[i] <= 0x5a) || (bytes[i] >= 0x61 && bytes[i] <= 0x7a)); i++) {
        if (bytes[i] <= 0x5a) ident += String.fromCharCode(bytes[i]);
      }
    } else {
      if (c !== 0x20 && (c < 0x09 || c > 0x0d)) ident = '';
      i++;
    }
  }
  return null;
}

function unescapeAscii(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x5c) i++;
    if (i < bytes.length) out += String.fromCharCode(bytes[i]);
  }
  return out;
}
