// Which characters a document's legacy encoding cannot save: VS Code would write "?" for them without a word.
import { charsetLibraries } from '../../sgf/charset/charsetLibraries';

/** VS Code's encodings that hold every character. */
const UNICODE = new Set(['utf8', 'utf8bom', 'utf16le', 'utf16be']);

/** The distinct characters of `text` that VS Code's encoding `encoding` cannot save, in order of first use ([] for UTF-8 and UTF-16). */
export function unencodableCharacters(text: string, encoding: string): string[] {
  if (UNICODE.has(encoding) || !/[^ -~\t\r\n]/.test(text)) return [];
  const { iconv } = charsetLibraries();
  if (!iconv.encodingExists(encoding)) return [];
  const lost = new Set<string>();
  for (const character of text) {
    if (character.charCodeAt(0) >= 0x80 && iconv.decode(iconv.encode(character, encoding), encoding) !== character) lost.add(character);
  }
  return [...lost];
}
