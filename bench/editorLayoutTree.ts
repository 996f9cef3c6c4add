// Times layoutTree on a 50,000-node branchy tree: `npx tsx bench/editorLayoutTree.ts` (prints, asserts nothing).
import { layoutTree } from '../src/editor';
import { parse } from '../src/sgf/parse';
import { branchyTreeText } from '../test/unit/editor/view/treeLayout.helpers';

const text = branchyTreeText(50_000, 42);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

let start = process.hrtime.bigint();
layoutTree(parse(text).games[0]);
const cold = ms(start);
start = process.hrtime.bigint();
const root = parse(text).games[0];
const parsed = ms(start);
start = process.hrtime.bigint();
layoutTree(root);
const firstOnFreshParse = ms(start);
for (let k = 0; k < 5; k++) layoutTree(root);
const times: number[] = [];
for (let k = 0; k < 20; k++) {
  start = process.hrtime.bigint();
  layoutTree(root);
  times.push(ms(start));
}
times.sort((a, b) => a - b);
const layout = layoutTree(root);
console.log(`layoutTree, 50,000 nodes (${layout.columnCount} columns × ${layout.rowCount} rows):`);
console.log(`  cold process, first call: ${cold.toFixed(1)} ms`);
console.log(`  first call on a fresh parse (${parsed.toFixed(1)} ms to parse), code warm: ${firstOnFreshParse.toFixed(1)} ms`);
console.log(`  repeated: median ${times[10].toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times[19].toFixed(1)} ms (20 runs after 5 warm-ups)`);
