// Shared by the editor tests: open a fixture of test/fixtures/editor and pick nodes by the text written there.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameReplay } from '../../../src/game/replay';
import { parse } from '../../../src/sgf/parse';
import { findNodeAt } from '../../../src/sgf/tree';
import type { SgfCollection, SgfNode } from '../../../src/sgf/types';

/** The text of fixture `name` under test/fixtures/editor. */
export function fixture(name: string): string {
  return readFileSync(join(__dirname, '../../fixtures/editor', name), 'utf8');
}

/** A parsed text, the replay of one game, and the node written at a marker (its first occurrence after `from`). */
export interface Opened {
  readonly text: string;
  readonly coll: SgfCollection;
  readonly replay: GameReplay;
  at(marker: string, from?: number): SgfNode;
}

/** Parses `text` (asserting no parse diagnostics) and opens game `gameIndex`. */
export function openText(text: string, gameIndex = 0): Opened {
  const coll = parse(text);
  assert.deepEqual(coll.diagnostics, []);
  return {
    text,
    coll,
    replay: GameReplay.open(coll, gameIndex),
    at(marker, from = 0) {
      const offset = text.indexOf(marker, from);
      assert.ok(offset >= 0, `marker ${marker} not in the text`);
      const node = findNodeAt(coll, offset);
      assert.ok(node !== undefined, `no node at ${marker}`);
      return node;
    },
  };
}

/** Opens fixture `name`, game `gameIndex`. */
export function openFixture(name: string, gameIndex = 0): Opened {
  return openText(fixture(name), gameIndex);
}

/** A main line of `depth` moves after the root (alternating colours over a 19×19 board, never the same point twice in a row). */
export function deepLineText(depth: number): string {
  const letters = 'abcdefghijklmnopqrs';
  const parts = ['(;GM[1]FF[4]SZ[19]'];
  for (let k = 0; k < depth; k++) parts.push(`;${k % 2 === 0 ? 'B' : 'W'}[${letters[k % 19]}${letters[Math.floor(k / 19) % 19]}]`);
  parts.push(')');
  return parts.join('');
}
