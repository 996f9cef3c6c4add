import * as assert from 'node:assert/strict';
import { checkCollection } from '../../../src/game/check';
import { GameReplay } from '../../../src/game/replay';
import { parse } from '../../../src/sgf/parse';
import { allNodes } from '../../../src/sgf/tree';
import { deepNesting, longMainLine, below, bracketSoup, mutate, random, randomSgf } from '../../fixtures/sgf/generate';
import { brokenFixtures, validFixtures } from '../../fixtures/sgf/fixtures';
import { RULESETS } from '../../../src/engine/rules';
import type { RulesetName } from '../../../src/engine/types';

const RULE_NAMES = Object.keys(RULESETS) as RulesetName[];

/** parse → replay every node of every game → check; asserts nothing throws and every diagnostic is ranged in the text. */
function pipeline(text: string, rules: RulesetName): number {
  const coll = parse(text);
  for (let g = 0; g < coll.games.length; g++) {
    const replay = GameReplay.open(coll, g, { rules: RULESETS[rules] });
    const line = replay.mainLine();
    replay.positionAt(line[line.length - 1]);
  }
  const replays = new Map(coll.games.map((root, g) => [root, GameReplay.open(coll, g)]));
  for (const node of allNodes(coll)) {
    let root = node;
    while (root.parent) root = root.parent;
    replays.get(root)?.positionAt(node);
  }
  const diagnostics = checkCollection(coll, { rules: RULESETS[rules] });
  for (const d of diagnostics) {
    if (!(d.span.start >= 0 && d.span.start <= d.span.end && d.span.end <= text.length)) {
      assert.fail(`${d.code} span ${JSON.stringify(d.span)} outside the text of length ${text.length}`);
    }
    assert.ok(d.message.length > 0 && d.code.length > 0);
  }
  return diagnostics.length;
}

describe('parse → replay → check robustness', () => {
  it('10,000 random and mutated inputs under every ruleset: no exception, every problem ranged (seed 11)', function () {
    this.timeout(120_000);
    const rand = random(11);
    const seeds = [...validFixtures(), ...brokenFixtures()].map((f) => f.text).filter((t) => t.length < 5000);
    for (let k = 0; k < 40; k++) seeds.push(randomSgf(rand, 30));
    let problems = 0;
    for (let k = 0; k < 10_000; k++) {
      let text: string;
      if (k % 5 === 0) text = bracketSoup(rand, below(rand, 120));
      else {
        text = seeds[below(rand, seeds.length)];
        for (let m = 1 + below(rand, 6); m > 0; m--) text = mutate(text, rand);
      }
      try {
        problems += pipeline(text, RULE_NAMES[k % RULE_NAMES.length]);
      } catch (e) {
        assert.fail(`pipeline threw on ${JSON.stringify(text.slice(0, 300))}: ${(e as Error).stack}`);
      }
    }
    assert.ok(problems > 10_000, `mutations should produce problems, got ${problems}`);
  });

  it('replays and checks variations nested 100,000 deep', function () {
    this.timeout(60_000);
    const coll = parse(deepNesting(100_000));
    const replay = GameReplay.open(coll);
    const nodes = allNodes(coll);
    assert.equal(nodes.length, coll.nodeCount);
    const view = replay.positionAt(nodes[nodes.length - 1]);
    assert.equal(view.width, 19);
    assert.ok(Array.isArray(checkCollection(coll)));
  });

  it('checks a 100,000-level line with a variation at every level, holding no board per waiting variation', function () {
    this.timeout(60_000);
    const levels = 100_000;
    const open: string[] = ['(;SZ[19]AB[aa]'];
    const close: string[] = [];
    for (let i = 0; i < levels; i++) {
      open.push(i % 2 ? '(;W[]' : '(;B[]');
      close.push(i % 2 ? ')(;B[cc]C[side])' : ')(;W[cc]C[side])');
    }
    const text = open.join('') + close.reverse().join('') + ')';
    const coll = parse(text);
    const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const before = used();
    const diagnostics = checkCollection(coll);
    const grown = used() - before;
    assert.deepEqual(diagnostics, []);
    assert.ok(grown < 400e6, `check grew the heap by ${Math.round(grown / 1e6)} MB`);
  });

  it('replays a 100,000-move main line and steps back and forth through the cache', function () {
    this.timeout(60_000);
    const coll = parse(longMainLine(100_000, random(5)));
    const replay = GameReplay.open(coll);
    const line = replay.mainLine();
    assert.equal(line.length, 100_001);
    const end = replay.positionAt(line[line.length - 1]);
    const fresh = replay.replayLine(line);
    assert.deepEqual(end.rows, fresh.board.toRows());
    assert.equal(end.moveNumber, 100_000);
    const expected = new Map<number, string[]>();
    let index = 0;
    replay.replayLine(line, (_node, _moves, state) => {
      if (index >= 50_000 && index < 50_100) expected.set(index, state.board.toRows());
      index++;
    });
    for (let i = 50_099; i >= 50_000; i--) assert.deepEqual(replay.positionAt(line[i]).rows, expected.get(i), `node ${i}`);
  });
});
