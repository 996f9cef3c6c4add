import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeSgfBytes } from '../../../src/sgf/charset/charset';
import { parse } from '../../../src/sgf/parse';
import { decodeSimpleText } from '../../../src/sgf/codecs/text';
import { getValues } from '../../../src/sgf/tree';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sabaki = require('@sabaki/sgf') as { parseBuffer(buffer: Buffer): { data: Record<string, string[]> }[] };

const SABAKI = join(__dirname, '../../fixtures/sgf/sabaki');

describe('charset decoding agrees with @sabaki/sgf (the reference) on its own files', () => {
  for (const name of ['chinese.sgf', 'japanese.sgf', 'korean.sgf', 'no-ca.sgf', 'utf16le.sgf', 'utf8bom.sgf', 'complex.sgf']) {
    it(`decodes the same player names and event from ${name}`, () => {
      const bytes = readFileSync(join(SABAKI, name));
      const root = parse(decodeSgfBytes(bytes).text).games[0];
      const reference = sabaki.parseBuffer(bytes)[0].data;
      for (const id of ['PB', 'PW', 'EV', 'GN']) {
        const ours = getValues(root, id).map(decodeSimpleText);
        assert.deepEqual(ours, reference[id] ?? [], `${id} of ${name}`);
      }
    });
  }
});
