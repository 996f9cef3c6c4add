// Reads test/fixtures/engine/status-named.txt: named positions with the status every stone should get. Blocks are
// separated by blank lines; the first line is "# name | finished" or "# name | toPlay=B|W"; then rows of points:
// X/O living stones, x/o dead stones, #/@ black/white stones in seki, . empty (spaces between points are ignored).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ChainStatus } from '../../src/engine/status/estimate';

/** One named position. */
export interface NamedPosition {
  readonly name: string;
  readonly finished: boolean;
  /** 1 Black, -1 White; null in a finished game. */
  readonly toPlay: 1 | -1 | null;
  /** Rows with X, O and . only. */
  readonly rows: readonly string[];
  /** The expected status of every stone, by "x,y". */
  readonly expected: ReadonlyMap<string, ChainStatus>;
}

const STATUS: Record<string, [string, ChainStatus]> = {
  X: ['X', 'alive'],
  O: ['O', 'alive'],
  x: ['X', 'dead'],
  o: ['O', 'dead'],
  '#': ['X', 'seki'],
  '@': ['O', 'seki'],
  '.': ['.', 'alive'],
};

/** Every position of the file. */
export function loadNamedPositions(file = path.join(__dirname, '..', 'fixtures', 'engine', 'status-named.txt')): NamedPosition[] {
  return fs
    .readFileSync(file, 'utf8')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const [header, ...lines] = block.split('\n');
      const [name, mode] = header
        .replace(/^#\s*/, '')
        .split('|')
        .map((part) => part.trim());
      const expected = new Map<string, ChainStatus>();
      const rows = lines.map((line, y) =>
        [...line.replace(/\s+/g, '')]
          .map((c, x) => {
            const [stone, status] = STATUS[c] ?? ['.', 'alive'];
            if (stone !== '.') expected.set(`${x},${y}`, status);
            return stone;
          })
          .join(''),
      );
      const toPlay = /toPlay=([BW])/.exec(mode ?? '')?.[1];
      return { name, finished: mode === 'finished', toPlay: toPlay === undefined ? null : toPlay === 'B' ? 1 : -1, rows, expected };
    });
}
