// Benchmark: our SGF parser against @sabaki/sgf `parse` on generated files, as ratios measured in the same run.

import { mulberry32 as random } from '../test/support/random';
import { parse } from '../src/sgf/parse';
import { walk } from '../src/sgf/tree';

/** The part of `@sabaki/sgf` (untyped JavaScript) this benchmark calls. */
interface ReferenceSgf {
  parse(text: string): unknown[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference = require('@sabaki/sgf') as ReferenceSgf;

/** One benchmark row: best-of-runs times in milliseconds and reference/ours. */
export interface ParseBenchRow {
  readonly name: string;
  readonly bytes: number;
  readonly nodes: number;
  readonly ours_ms: number;
  readonly reference_ms: number;
  readonly ratio: number;
}

const LETTERS = 'abcdefghijklmnopqrs';

function point(rand: () => number): string {
  return LETTERS[Math.floor(rand() * 19)] + LETTERS[Math.floor(rand() * 19)];
}

/** A 100,000-move main line (~0.6 MB): ten moves per line, a comment with an escape every 500 moves. */
export function generateMainLine(moves = 100_000, seed = 1): string {
  const rand = random(seed);
  const parts = ['(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Black]PW[White]\n'];
  for (let k = 0; k < moves; k++) {
    parts.push(`;${k % 2 === 0 ? 'B' : 'W'}[${point(rand)}]`);
    if (k % 500 === 499) parts.push(`C[Move ${k + 1}: a comment \\] with an escape]`);
    if (k % 10 === 9) parts.push('\n');
  }
  parts.push(')\n');
  return parts.join('');
}

/**
 * A bushy variation tree of about `nodes` nodes: sequences of 1–12 moves that branch into 0–3 variations,
 * at most `maxDepth` nodes deep (so the recursive reference parser does not overflow its stack).
 */
export function generateVariationTree(nodes = 50_000, seed = 2, maxDepth = 1000): string {
  const rand = random(seed);
  const out: string[] = ['(;GM[1]FF[4]SZ[19]'];
  let made = 1;
  // Explicit stack of pending work: a depth starts a variation there, ')' closes one.
  const work: (number | ')')[] = [1];
  let isRoot = true;
  while (work.length > 0) {
    const item = work.pop()!;
    if (item === ')') {
      out.push(')\n');
      continue;
    }
    if (made >= nodes || item >= maxDepth) continue;
    if (!isRoot) {
      out.push('(');
      work.push(')');
    }
    isRoot = false;
    let depth = item;
    const length = 1 + Math.floor(rand() * 12);
    for (let k = 0; k < length && made < nodes && depth < maxDepth; k++, depth++, made++) {
      out.push(`;${depth % 2 === 0 ? 'B' : 'W'}[${point(rand)}]`);
      if (rand() < 0.05) out.push('C[a note]');
    }
    const branches = Math.floor(rand() * 4);
    for (let b = 0; b < branches; b++) work.push(depth);
  }
  out.push(')\n');
  return out.join('');
}

function bestOf(runs: number, fn: () => void): number {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function measure(name: string, text: string): ParseBenchRow {
  const nodes = parse(text).nodeCount;
  bestOf(20, () => parse(text)); // warm-up: let the JIT compile the parser first
  const ours = bestOf(20, () => parse(text));
  const referenceMs = bestOf(3, () => reference.parse(text));
  return {
    name,
    bytes: text.length,
    nodes,
    ours_ms: round(ours),
    reference_ms: round(referenceMs),
    ratio: round(referenceMs / ours),
  };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Times ours vs `@sabaki/sgf` on a 100,000-move main line and a 50,000-node bushy variation tree. */
export async function benchParse(): Promise<ParseBenchRow[]> {
  return [measure('main line, 100,000 moves', generateMainLine()), measure('variation tree, 50,000 nodes', generateVariationTree())];
}

/**
 * Not a budget, for context: parse and then read every node's properties and values (our node objects are
 * made on demand, while `@sabaki/sgf` builds all of its objects during `parse`).
 */
export function benchParseAndReadAll(text: string): number {
  const readAll = (): void => {
    const coll = parse(text);
    for (const game of coll.games) walk(game, (node) => void node.properties.forEach((p) => p.values.forEach((v) => v.raw)));
  };
  bestOf(5, readAll);
  return round(bestOf(10, readAll));
}

if (require.main === module) {
  void benchParse().then((rows) => {
    for (const row of rows) {
      console.log(
        `${row.name}: ${(row.bytes / 1e6).toFixed(2)} MB, ${row.nodes} nodes — ours ${row.ours_ms} ms, ` +
          `@sabaki/sgf ${row.reference_ms} ms, ratio ${row.ratio}× (budget ≥ 100×)`,
      );
    }
    console.log(`main line, parse + read every node (context, no budget): ${benchParseAndReadAll(generateMainLine())} ms`);
  });
}
