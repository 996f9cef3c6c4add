// Pure: the SZ property (`19`, or `19:13` as columns:rows). No vscode, DOM or Node fs.
import { MAX_BOARD_SIZE } from './point';
import type { ValueProblem } from './problem';

/** A board size with the problems found in the SZ value; invalid values fall back to 19×19. */
export interface DecodedSize {
  readonly width: number;
  readonly height: number;
  readonly problems: ValueProblem[];
}

/** The board size the SGF spec assumes when SZ is absent (for GM[1]). */
export const DEFAULT_SIZE = 19;

/** Decodes an SZ value: `19` is 19×19, `19:13` is 19 columns by 13 rows; absent (undefined) is 19×19. */
export function decodeSize(raw: string | undefined): DecodedSize {
  if (raw === undefined) return { width: DEFAULT_SIZE, height: DEFAULT_SIZE, problems: [] };
  const colon = raw.indexOf(':');
  const problems: ValueProblem[] = [];
  if (colon < 0) {
    const n = decodeSide(raw, problems);
    return n === null ? fallback(problems) : { width: n, height: n, problems };
  }
  const width = decodeSide(raw.slice(0, colon), problems);
  const height = decodeSide(raw.slice(colon + 1), problems);
  if (width === null || height === null) return fallback(problems);
  if (width === height) {
    problems.push({ code: 'square-size-composed', severity: 'hint', message: `SZ[${raw}] should be written SZ[${width}]` });
  }
  return { width, height, problems };
}

/** Encodes a board size: `19` when square, `cols:rows` otherwise. */
export function encodeSize(width: number, height: number): string {
  return width === height ? String(width) : `${width}:${height}`;
}

function decodeSide(raw: string, problems: ValueProblem[]): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) {
    problems.push({ code: 'invalid-size', severity: 'error', message: `Board size "${raw}" is not a number` });
    return null;
  }
  const n = Number(raw);
  if (n < 1 || n > MAX_BOARD_SIZE) {
    problems.push({ code: 'invalid-size', severity: 'error', message: `Board size ${n} is outside 1–${MAX_BOARD_SIZE}` });
    return null;
  }
  return n;
}

function fallback(problems: ValueProblem[]): DecodedSize {
  return { width: DEFAULT_SIZE, height: DEFAULT_SIZE, problems };
}
