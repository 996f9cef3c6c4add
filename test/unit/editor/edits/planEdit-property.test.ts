// Every action kind on nodes of every real fixture and of oddly formatted texts: the edits are real changes, the new
// text parses and checks without new problems, CRLF files get no bare LF, the node count changes only as the action
// says, showOffset is a node's `;`, and the result does what was asked (marks toggle, setup stones land, moves play).
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planEdit } from '../../../../src/editor';
import { markupOf } from '../../../../src/editor/view/markup';
import { checkCollection } from '../../../../src/game/check';
import { GameReplay } from '../../../../src/game/replay';
import type { Vertex } from '../../../../src/engine/types';
import type { EditAction } from '../../../../src/shared/protocol';
import { encodePoint } from '../../../../src/sgf/codecs/point';
import { decodeText } from '../../../../src/sgf/codecs/text';
import { applyEdits, type TextEdit } from '../../../../src/sgf/edit/textEdit';
import { parse } from '../../../../src/sgf/parse';
import { allNodes, findNodeAt, getValues } from '../../../../src/sgf/tree';
import type { SgfCollection, SgfNode } from '../../../../src/sgf/types';
import { mulberry32 } from '../../../support/random';

const FIXTURES = join(__dirname, '../../../fixtures');

/** Odd but valid formatting: escapes and `;`/`(` inside values, properties split over lines, several games, CRLF, move + setup, rectangles. */
const ODD: Readonly<Record<string, string>> = {
  escapes: '(;GM[1]FF[4]SZ[9]C[a \\] b \\\\ c;d(e)]\n;B[cc]C[x\\]];W[dd]\nC[multi\\\nline])',
  split: '(;GM[1]\nFF[4]\nSZ[9]\n  AB\n[aa:cc]\n[ee]\n  ;  B  [gg]  TR [aa]\n  [bb]  ;W[hh]\n)\n',
  games: '(;GM[1]SZ[9];B[aa];W[bb])\n\n(;GM[1]SZ[9]AB[cc];W[dd](;B[ee])(;B[ff]))\n(;GM[1]SZ[5])',
  crlf: '(;GM[1]FF[4]SZ[9]\r\nC[one\r\ntwo]\r\n;B[aa]\r\n(;W[bb]\r\n;B[cc])\r\n(;W[dd]))\r\n',
  moveAndSetup: '(;GM[1]SZ[9];B[aa]AB[bb]AW[cc]TR[aa:bb];W[dd])',
  rectangles: '(;GM[1]SZ[9]AB[aa:cc]TR[aa:cc]SQ[dd:ee];C[x])',
  labelsAndLines: '(;GM[1]SZ[9]LB[aa:A][bb:B]AR[aa:bb]LN[cc:dd][dd:cc];B[ee])',
};

function texts(): { readonly name: string; readonly text: string }[] {
  const out: { name: string; text: string }[] = [];
  for (const dir of ['sgf/sabaki', 'editor', 'workspace/games']) {
    for (const file of readdirSync(join(FIXTURES, dir))) {
      if (file.endsWith('.sgf') && file !== 'utf16le.sgf') out.push({ name: `${dir}/${file}`, text: readFileSync(join(FIXTURES, dir, file), 'latin1') });
    }
  }
  return [...out, ...Object.entries(ODD).map(([name, text]) => ({ name: `odd/${name}`, text }))];
}

function actions(random: () => number, width: number, height: number): EditAction[] {
  const point = (): Vertex => [Math.floor(random() * width), Math.floor(random() * height)];
  return [
    { kind: 'play', point: point() },
    { kind: 'play', point: null },
    { kind: 'delete' },
    { kind: 'promote' },
    { kind: 'moveVariation', direction: 'up' },
    { kind: 'moveVariation', direction: 'down' },
    { kind: 'setup', point: point(), stone: 'B' },
    { kind: 'setup', point: point(), stone: 'W' },
    { kind: 'setup', point: point(), stone: 'empty' },
    { kind: 'setup', point: [0, 0], stone: 'B' },
    { kind: 'setup', point: [1, 1], stone: 'empty' },
    { kind: 'mark', shape: 'TR', point: [1, 1] },
    { kind: 'mark', shape: 'SQ', point: point() },
    { kind: 'mark', shape: 'CR', point: point() },
    { kind: 'mark', shape: 'MA', point: [0, 0] },
    { kind: 'mark', shape: 'LB', point: [0, 0] },
    { kind: 'line', shape: 'AR', from: [0, 0], to: [1, 1] },
    { kind: 'line', shape: 'LN', from: [3, 2], to: [2, 2] },
    { kind: 'comment', text: 'a ] b \\ c\nd;(e)' },
    { kind: 'comment', text: '' },
    { kind: 'moveAnnotation', value: 'BM', emphasis: 2 },
    { kind: 'moveAnnotation', value: null, emphasis: 1 },
    { kind: 'positionAnnotation', value: 'GW', emphasis: 1 },
    { kind: 'positionAnnotation', value: null, emphasis: 1 },
    { kind: 'hotspot', on: true },
    { kind: 'hotspot', on: false },
    { kind: 'gameInfo', field: 'PB', value: 'Lee ] \\ x' },
    { kind: 'gameInfo', field: 'KM', value: '6.5' },
    { kind: 'gameInfo', field: 'GC', value: 'l1\nl2]' },
    { kind: 'gameInfo', field: 'RE', value: '' },
  ];
}

/** How often each check code occurs (illegal moves aside: a setup stone may make a later move illegal). */
function problemCounts(coll: SgfCollection): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of checkCollection(coll)) if (!d.code.startsWith('illegal')) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return counts;
}

function stoneAt(replay: GameReplay, node: SgfNode, [x, y]: Vertex): string {
  const c = replay.positionAt(node).rows[y][x];
  return c === 'X' ? 'B' : c === 'O' ? 'W' : 'empty';
}

function shapesAt(node: SgfNode, root: SgfNode, width: number, height: number, [x, y]: Vertex): string[] {
  const m = markupOf(node, root, width, height);
  const lists: [string, readonly Vertex[]][] = [
    ['TR', m.triangles],
    ['SQ', m.squares],
    ['CR', m.circles],
    ['MA', m.crosses],
  ];
  return lists.filter(([, list]) => list.some((p) => p[0] === x && p[1] === y)).map(([shape]) => shape);
}

function gameOf(node: SgfNode): SgfNode {
  let root = node;
  while (root.parent !== null) root = root.parent;
  return root;
}

function shift(edits: readonly TextEdit[], offset: number): number {
  return edits.filter((e) => e.offset < offset).reduce((sum, e) => sum + e.text.length - e.length, 0);
}

describe('editor: planEdit on nodes of every fixture and odd formatting (seeded property test)', () => {
  for (const { name, text } of texts()) {
    it(`every action kind keeps ${name} well-formed and does what it says`, () => {
      const random = mulberry32(42);
      const coll = parse(text);
      const problemsBefore = problemCounts(coll);
      const nodes = allNodes(coll);
      const crlf = text.includes('\r\n');
      const failures: string[] = [];
      let checked = 0;
      for (let g = 0; g < coll.games.length; g++) {
        const replay = GameReplay.open(coll, g);
        const { width, height } = replay.settings;
        const gameNodes = nodes.filter((n) => gameOf(n) === coll.games[g]);
        const step = Math.max(1, Math.floor(gameNodes.length / 6));
        for (let i = 0; i < gameNodes.length; i += step) {
          const node = gameNodes[i];
          for (const action of actions(random, width, height)) {
            const tag = `${JSON.stringify(action)} on the node at ${node.span.start}`;
            const plan = planEdit(coll, replay, node, action);
            if (plan.kind !== 'edits') continue;
            checked++;
            const out = applyEdits(text, plan.edits);
            for (const e of plan.edits) if (e.text === text.slice(e.offset, e.offset + e.length)) failures.push(`${tag}: an edit that changes nothing`);
            if (crlf) for (const e of plan.edits) if (/(^|[^\r])\n/.test(e.text)) failures.push(`${tag}: a bare LF in a CRLF file`);
            const after = parse(out);
            for (const [code, n] of problemCounts(after)) if (n > (problemsBefore.get(code) ?? 0)) failures.push(`${tag}: a new ${code}`);
            if (after.games.length !== coll.games.length) failures.push(`${tag}: ${after.games.length} games`);
            const added = allNodes(after).length - nodes.length;
            const grows = action.kind === 'play' || (action.kind === 'setup' && node.properties.some((p) => p.id === 'B' || p.id === 'W'));
            if (action.kind !== 'delete' && added !== (grows ? 1 : 0)) failures.push(`${tag}: ${added} nodes added`);
            const shown = findNodeAt(after, plan.showOffset);
            if (shown === undefined || shown.span.start !== plan.showOffset) {
              failures.push(`${tag}: showOffset ${plan.showOffset} is no node's start`);
              continue;
            }
            // Markup, comments, annotations and game info keep the board on the node edited (a jump taken meanwhile stands).
            const keeps = !['play', 'delete', 'promote', 'moveVariation', 'setup'].includes(action.kind) || (action.kind === 'setup' && !grows);
            if (plan.keepsPlace !== keeps) failures.push(`${tag}: keepsPlace ${plan.keepsPlace}`);
            const replayAfter = GameReplay.open(after, g);
            if (action.kind === 'mark' && action.shape !== 'LB') {
              const was = shapesAt(node, coll.games[g], width, height, action.point);
              const now = shapesAt(shown, after.games[g], width, height, action.point);
              const want = was.includes(action.shape) ? [] : [action.shape];
              if (JSON.stringify(now) !== JSON.stringify(want)) failures.push(`${tag}: marks ${JSON.stringify(was)} became ${JSON.stringify(now)}`);
            }
            if (action.kind === 'setup') {
              const was = stoneAt(replay, node, action.point);
              const now = stoneAt(replayAfter, shown, action.point);
              if (was !== action.stone && now !== action.stone) failures.push(`${tag}: setup left ${was} as ${now}`);
            }
            if (action.kind === 'comment' && action.text !== '') {
              const c = getValues(shown, 'C');
              if (c.length !== 1 || decodeText(c[0]) !== action.text) failures.push(`${tag}: comment ${JSON.stringify(c)}`);
            }
            if (action.kind === 'play') {
              const move = shown.properties.filter((p) => p.id === 'B' || p.id === 'W').map((p) => p.id + p.values.map((v) => v.raw).join(''));
              const color = replay.stateAt(node).toPlay === 1 ? 'B' : 'W';
              const want = color + (action.point === null ? '' : encodePoint(action.point));
              if (JSON.stringify(move) !== JSON.stringify([want])) failures.push(`${tag}: the new node plays ${JSON.stringify(move)}`);
              if (shown.parent?.span.start !== node.span.start + shift(plan.edits, node.span.start))
                failures.push(`${tag}: the new node is not a child of the node`);
            }
          }
        }
      }
      assert.ok(checked > 20, `only ${checked} edits checked`);
      assert.deepEqual(failures.slice(0, 10), []);
    });
  }
});
