// Pure: whether SGF bytes that are not valid UTF-8 can be taken whole in the legacy encoding decodeSgfBytes chose —
// or are a UTF-8 file with a few stray bytes (a pasted Latin-1 name), which one legacy encoding would garble entirely.
import { charsetLibraries } from './charsetLibraries';
import { iconvName, type DecodedSgfText } from './charset';

/** Why bytes are not taken whole in their legacy encoding: mostly UTF-8, undecodable, or changed by a save. */
export type LegacyVerdict = 'legacy' | 'mostlyUtf8' | 'undecodable' | 'notRoundTrip';

/**
 * Whether `decoded` (the legacy reading of `bytes`) holds the whole file: more stray bytes than well-formed UTF-8
 * characters, no character the encoding cannot read, and writing the text back gives the same bytes.
 */
export function legacyVerdict(bytes: Uint8Array, decoded: DecodedSgfText): LegacyVerdict {
  const { valid, invalid } = utf8Sequences(bytes);
  if (valid >= invalid) return 'mostlyUtf8';
  if (decoded.text.includes('\ufffd')) return 'undecodable';
  const { iconv } = charsetLibraries();
  const again = iconv.encode(decoded.text, iconvName(decoded.encoding));
  if (again.length !== bytes.length) return 'notRoundTrip';
  for (let i = 0; i < again.length; i++) if (again[i] !== bytes[i]) return 'notRoundTrip';
  return 'legacy';
}

/** Well-formed UTF-8 sequences of two to four bytes, and bytes >= 0x80 that start none. */
export function utf8Sequences(bytes: Uint8Array): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x80) continue;
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    let k = 1;
    while (k < length && i + k < bytes.length && (bytes[i + k] & 0xc0) === 0x80) k++;
    if (length > 0 && k === length) {
      valid++;
      i += length - 1;
    } else invalid++;
  }
  return { valid, invalid };
}
