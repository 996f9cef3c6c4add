import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromGtp, GtpEngine } from '../../../support/gtp';
import { loadNamedPositions, type NamedPosition } from '../../../support/namedPositions';

const GNUGO = '/usr/games/gnugo';

/** The position as an SGF of setup stones, with the player to move. */
function setupSgf(position: NamedPosition): string {
  const points = (stone: string) =>
    position.rows.flatMap((row, y) => [...row].flatMap((c, x) => (c === stone ? [String.fromCharCode(97 + x) + String.fromCharCode(97 + y)] : [])));
  const list = (id: string, values: string[]) => (values.length === 0 ? '' : `${id}[${values.join('][')}]`);
  return `(;GM[1]FF[4]SZ[${position.rows.length}]KM[6.5]PL[${position.toPlay === -1 ? 'W' : 'B'}]${list('AB', points('X'))}${list('AW', points('O'))})`;
}

describe('engine/status: GNU Go level 10 agrees with the named positions (the independent oracle for the fixtures)', function () {
  this.timeout(60_000);
  const folder = mkdtempSync(join(tmpdir(), 'goban-named-'));
  after(() => rmSync(folder, { recursive: true, force: true }));

  before(function () {
    if (!existsSync(GNUGO)) {
      if (process.env.CI) throw new Error(`GNU Go not found at ${GNUGO}: CI must install the gnugo package (.ci/run does)`);
      this.skip();
    }
  });

  for (const position of loadNamedPositions().filter((p) => p.rows.length === p.rows[0].length)) {
    it(position.name, async () => {
      const file = join(folder, 'position.sgf');
      writeFileSync(file, setupSgf(position));
      const gnugo = new GtpEngine(GNUGO, ['--mode', 'gtp', '--level', '10', '--seed', '1']);
      try {
        await gnugo.send(`loadsgf ${file}`);
        const statuses = new Map<string, string>();
        for (const status of ['dead', 'seki']) {
          for (const v of (await gnugo.send(`final_status_list ${status}`)).split(/\s+/).filter((s) => s !== '')) {
            statuses.set((fromGtp(v, position.rows.length) as [number, number]).join(','), status);
          }
        }
        const expected = new Map([...position.expected].filter(([, status]) => status !== 'alive'));
        assert.deepEqual(new Map([...statuses].sort()), new Map([...expected].sort()));
      } finally {
        gnugo.close();
      }
    });
  }
});
