// VS Code's names for the encodings Goban decodes SGF files in (TextDocument.encoding, openTextDocument's `encoding`).
// No vscode import: the table is checked by a unit test.

/**
 * The encodings VS Code 1.100 can open and save a text document in: `SUPPORTED_ENCODINGS` of its
 * workbench/services/textfile/common/encoding.ts (the same list as TextDocument.encoding's documentation).
 */
export const VSCODE_ENCODINGS: ReadonlySet<string> = new Set([
  'utf8',
  'utf8bom',
  'utf16le',
  'utf16be',
  'windows1252',
  'iso88591',
  'iso88593',
  'iso885915',
  'macroman',
  'cp437',
  'windows1256',
  'iso88596',
  'windows1257',
  'iso88594',
  'iso885914',
  'windows1250',
  'iso88592',
  'cp852',
  'windows1251',
  'cp866',
  'cp1125',
  'iso88595',
  'koi8r',
  'koi8u',
  'iso885913',
  'windows1253',
  'iso88597',
  'windows1255',
  'iso88598',
  'iso885910',
  'iso885916',
  'windows1254',
  'iso88599',
  'windows1258',
  'gbk',
  'gb18030',
  'cp950',
  'big5hkscs',
  'shiftjis',
  'eucjp',
  'euckr',
  'windows874',
  'iso885911',
  'koi8ru',
  'koi8t',
  'gb2312',
  'cp865',
  'cp850',
]);

/**
 * VS Code's id for each canonical name of src/sgf/charset/charset.ts whose decoder VS Code names differently. Goban reads GB2312
 * and GBK as GB18030, Big5 with iconv-lite's `big5` (= big5hkscs), Shift_JIS as CP932 (iconv-lite's `shiftjis`) and
 * EUC-KR as CP949 (iconv-lite's `euckr`): VS Code decodes with iconv-lite too, so these ids give the same text.
 */
const IDS: Readonly<Record<string, string>> = {
  'UTF-8': 'utf8',
  GB18030: 'gb18030',
  Big5: 'big5hkscs',
  Shift_JIS: 'shiftjis',
  'EUC-KR': 'euckr',
  'EUC-JP': 'eucjp',
  cp1252: 'windows1252',
  cp1251: 'windows1251',
  cp1250: 'windows1250',
  ibm866: 'cp866',
  ibm437: 'cp437',
  ibm850: 'cp850',
  ibm852: 'cp852',
  ibm865: 'cp865',
  tis620: 'windows874',
  macintosh: 'macroman',
};

/** VS Code's encoding id for a canonical charset name (`GB18030` → `gb18030`, `windows-1252` → `windows1252`); null when VS Code has none. */
export function vscodeEncodingOf(charset: string): string | null {
  const key = charset.toLowerCase().replace(/[^a-z0-9]/g, '');
  const id = IDS[charset] ?? IDS[key] ?? key;
  return VSCODE_ENCODINGS.has(id) ? id : null;
}
