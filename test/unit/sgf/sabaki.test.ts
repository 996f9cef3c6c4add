import * as assert from 'node:assert/strict';
import { parse } from '../../../src/sgf/parse';
import type { SgfNode } from '../../../src/sgf/types';
import { validFixtures } from '../../fixtures/sgf/fixtures';
import { random, randomSgf } from '../../fixtures/sgf/generate';

/** A node as `@sabaki/sgf` returns it. */
interface SabakiNode {
  id: number;
  data: Record<string, string[]>;
  parentId: number | null;
  children: SabakiNode[];
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sabaki = require('@sabaki/sgf') as { parse(text: string): SabakiNode[] };

/** `@sabaki/sgf`'s `unescapeString`, mirrored: drop every CR, then `\x` → `x` and backslash-LF → nothing. */
function sabakiUnescape(raw: string): string {
  const input = raw.replace(/\r/g, '');
  let out = '';
  let escaped = false;
  for (const char of input) {
    if (escaped) {
      if (char !== '\n') out += char;
      escaped = false;
    } else if (char === '\\') escaped = true;
    else out += char;
  }
  return out;
}

/** `@sabaki/sgf`'s id rule: an id with lowercase letters keeps its uppercase ones; an empty result is dropped. */
function sabakiId(id: string): string {
  return id === id.toUpperCase() ? id : [...id].filter((c) => c.toUpperCase() === c).join('');
}

/** Our tree in `@sabaki/sgf`'s shape: repeated ids merged, values unescaped its way. */
function toSabaki(node: SgfNode): SabakiNode {
  const data: Record<string, string[]> = {};
  for (const prop of node.properties) {
    const id = sabakiId(prop.id);
    if (id === '') continue;
    (data[id] ??= []).push(...prop.values.map((v) => sabakiUnescape(v.raw)));
  }
  return {
    id: node.id,
    data,
    parentId: node.parent === null ? null : node.parent.id,
    children: node.children.map(toSabaki),
  };
}

function assertSameAsSabaki(text: string, label: string): void {
  const ours = parse(text);
  assert.deepEqual(
    ours.diagnostics.filter((d) => d.severity === 'error'),
    [],
    `${label}: a valid file has no errors`,
  );
  assert.deepEqual(ours.games.map(toSabaki), sabaki.parse(text), label);
}

describe('sgf parse agrees with @sabaki/sgf', () => {
  it('sabakiUnescape mirrors @sabaki/sgf unescapeString', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS module (the reference in tests)
    const { unescapeString } = require('@sabaki/sgf') as { unescapeString(s: string): string };
    for (const raw of ['a\\]b', 'x\\\\', 'soft \\\nbreak', 'soft \\\r\nbreak', 'a\r\nb', '\\:', 'end\\']) {
      assert.equal(sabakiUnescape(raw), unescapeString(raw), raw);
    }
  });

  for (const fixture of validFixtures()) {
    it(`on ${fixture.name}`, () => assertSameAsSabaki(fixture.text, fixture.name));
  }

  it('on 250 random valid files: variations, escapes, soft breaks, CRLF, unicode, FF[3] ids (seed 7)', () => {
    const rand = random(7);
    for (let k = 0; k < 250; k++) {
      const text = randomSgf(rand, 60);
      assertSameAsSabaki(text, `file ${k}: ${JSON.stringify(text.slice(0, 200))}`);
    }
  });

  it('on the @sabaki/sgf parse test cases', () => {
    for (const text of [
      '(;B[aa]SZ[19];AB[cc][dd:ee])',
      '(;B[hh](;W[ii])(;W[hi]C[h]))',
      '(;B[hh](;W[ii])(;W[hi];C[h]))',
      '(;CoPyright[hello](;White[ii])(;White[hi]Comment[h]))',
    ]) {
      assertSameAsSabaki(text, text);
    }
  });
});
