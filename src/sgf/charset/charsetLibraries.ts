// Pure: iconv-lite and jschardet, loaded on first use. Plain ASCII and UTF-8 files never need them, and loading them is
// most of the command line's start-up (the CLI bundle keeps them external and the start-up bench checks it).
import type * as IconvLite from 'iconv-lite';
import type * as Jschardet from 'jschardet';

/** One of jschardet's multi-byte probers: a coding state machine plus character-frequency (and, for Japanese, kana context) analysis. */
export interface CharsetProber {
  reset(): void;
  /** Feeds bytes as a binary string; returns 2 (jschardet's `notMe`) once a byte sequence is impossible in its encoding. */
  feed(binary: string): number;
  getConfidence(): number;
}

/** The libraries: iconv-lite, jschardet, and jschardet's probers of the CJK multi-byte encodings by canonical name. */
export interface CharsetLibraries {
  readonly iconv: typeof IconvLite;
  readonly jschardet: typeof Jschardet;
  readonly probers: () => Readonly<Record<'GB18030' | 'Big5' | 'Shift_JIS' | 'EUC-JP' | 'EUC-KR', new () => CharsetProber>>;
}

let libraries: CharsetLibraries | undefined;
let probers: ReturnType<CharsetLibraries['probers']> | undefined;

/* eslint-disable @typescript-eslint/no-require-imports -- loaded lazily on purpose (see above) */
function loadProbers(): ReturnType<CharsetLibraries['probers']> {
  // jschardet exports only its whole detector, whose Latin and Cyrillic probers win on a few CJK names; its per-encoding
  // probers are plain CommonJS modules of the package (jschardet 2.x, pinned in package.json).
  probers ??= {
    GB18030: require('jschardet/src/gb2312prober') as new () => CharsetProber,
    Big5: require('jschardet/src/big5prober') as new () => CharsetProber,
    Shift_JIS: require('jschardet/src/sjisprober') as new () => CharsetProber,
    'EUC-JP': require('jschardet/src/eucjpprober') as new () => CharsetProber,
    'EUC-KR': require('jschardet/src/euckrprober') as new () => CharsetProber,
  };
  return probers;
}

/** iconv-lite and jschardet (the probers load on their first use). */
export function charsetLibraries(): CharsetLibraries {
  libraries ??= { iconv: require('iconv-lite') as typeof IconvLite, jschardet: require('jschardet') as typeof Jschardet, probers: loadProbers };
  return libraries;
}
/* eslint-enable @typescript-eslint/no-require-imports */
