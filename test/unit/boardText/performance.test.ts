import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBoards } from '../../../src/boardText';

const FIXTURES = join(__dirname, '../../fixtures/boardText');
const MB = 1 << 20;
/** Generous: the scan takes a few ms per MB here, but the machine is shared. */
const BUDGET_MS = 500;

/** `chunk` repeated until the text is at least 1 MB, and how many copies that took. */
function megabyteOf(chunk: string): { text: string; copies: number } {
  const copies = Math.ceil(MB / chunk.length);
  return { text: chunk.repeat(copies), copies };
}

/** The result of `run` and its fastest time over 3 runs after one warm-up (the machine is shared). */
function timed<T>(run: () => T): { result: T; ms: number } {
  let ms = Infinity;
  let result = run();
  for (let attempt = 0; attempt < 3; attempt++) {
    const start = performance.now();
    result = run();
    ms = Math.min(ms, performance.now() - start);
  }
  return { result, ms };
}

describe('boardText: performance', () => {
  it(`finds every board of 1 MB of ordinary code with boards in under ${BUDGET_MS} ms`, () => {
    const chunk = readFileSync(join(FIXTURES, 'boards/go-counting.test.js'), 'utf8') + readFileSync(join(FIXTURES, 'no-boards/colours.ts'), 'utf8') + '\n';
    const { text, copies } = megabyteOf(chunk);
    const { result, ms } = timed(() => findBoards(text));
    assert.equal(result.length, 5 * copies);
    assert.ok(ms < BUDGET_MS, `${ms.toFixed(1)} ms`);
  });

  const adversarial: Array<[string, string]> = [
    ['nested open brackets', '[{('],
    ['lists cut off before their closer', '["B ", " W", '],
    ['unclosed block comments inside lists', '[ /* ["B ", '],
    ['long runs of row characters in unclosed literals', '["' + 'B W '.repeat(40) + '\n'],
    ['YAML items at ever deeper indentation', '- "B "\n  - " W"\n    - x\n'],
    ['dashes and comments without end', '-- # // /* - " '],
    ['calls with long whitespace before them', 'f' + ' '.repeat(200) + '("B ", " W")'],
  ];
  for (const [name, chunk] of adversarial) {
    it(`1 MB of ${name}: under ${BUDGET_MS} ms`, () => {
      const { text } = megabyteOf(chunk);
      const { ms } = timed(() => findBoards(text));
      assert.ok(ms < BUDGET_MS, `${ms.toFixed(1)} ms`);
    });
  }
});
